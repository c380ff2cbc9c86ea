/** The admin Outbox API: list, one message, retry (session errors are handled by the query cache). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { outboxKeys } from './query-keys.ts';

export type OutboxFilter = 'all' | 'pending' | 'sent' | 'failed' | 'dropped';
export const OUTBOX_FILTERS: readonly OutboxFilter[] = ['all', 'pending', 'sent', 'failed', 'dropped'];

export function isOutboxFilter(value: string | null): value is OutboxFilter {
  return value !== null && (OUTBOX_FILTERS as readonly string[]).includes(value);
}

export function outboxListQueryOptions(status: OutboxFilter, page: number) {
  return queryOptions({
    queryKey: outboxKeys.list(status, page),
    queryFn: async () => readJson(await api.admin.outbox.$get({ query: { status, page: String(page) } })),
    // Pending messages turn into sent ones in the background: keep the list current.
    refetchInterval: 15_000,
    staleTime: 5_000,
  });
}

export function useOutboxList(status: OutboxFilter, page: number) {
  return useQuery({ ...outboxListQueryOptions(status, page), placeholderData: keepPreviousData });
}

export function outboxMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: async () => readJson(await api.admin.outbox[':id'].$get({ param: { id: String(id) } })),
    staleTime: 5_000,
  });
}

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      readJson(await api.admin.outbox[':id'].retry.$post({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

export type OutboxListData = Awaited<ReturnType<NonNullable<ReturnType<typeof outboxListQueryOptions>['queryFn']>>>;
export type OutboxSummary = OutboxListData['messages'][number];
export type OutboxMessageData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof outboxMessageQueryOptions>['queryFn']>>
>['message'];
