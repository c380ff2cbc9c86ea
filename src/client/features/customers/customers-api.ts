/**
 * The Customers admin API for the client: query options for the list and a record, the
 * notes save, and the CSV download's address. Errors come back as ApiRequestError; 401/403 reach the
 * auth layer through the query client's caches (app/providers.tsx).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomerListQuery } from '../../../domain/customers.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { customerKeys } from './query-keys.ts';

export async function fetchCustomerPage(query: CustomerListQuery) {
  return readJson(
    await api.admin.customers.$get({
      query: { q: query.q, page: String(query.page), pageSize: String(query.pageSize) },
    }),
  );
}

export function customerListQuery(query: CustomerListQuery) {
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => fetchCustomerPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export async function fetchCustomerRecord(id: string) {
  return (await readJson(await api.admin.customers[':id'].$get({ param: { id } }))).customer;
}

export type CustomerRecordData = Awaited<ReturnType<typeof fetchCustomerRecord>>;

export function customerRecordQuery(id: string) {
  return queryOptions({
    queryKey: customerKeys.record(id),
    queryFn: () => fetchCustomerRecord(id),
    staleTime: 5_000,
    // Not found is an answer, not a hiccup: do not retry it.
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });
}

export async function saveCustomerNotes(id: string, version: number, notes: string) {
  return (await readJson(await api.admin.customers[':id'].notes.$patch({ param: { id }, json: { version, notes } })))
    .customer;
}

/** Where "Download CSV" points: the same search as the list, every page. */
export function customersCsvUrl(q: string): string {
  // $path answers the address under the client's '/api' base.
  return `/api${api.admin.exports['customers.csv'].$path({ query: q === '' ? {} : { q } })}`;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
