/**
 * The owner's products (Settings → Products). Every change answers with the whole list after it, which
 * replaces the cached one, so the editor always shows the versions it will save against.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDraft } from '../../../domain/checkout/products.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const productsKey = ['admin', 'settings', 'products'] as const;

const endpoint = api.admin.settings.products;

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsKey,
    queryFn: async () => (await readJson(await endpoint.$get())).products,
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}

export type EditorProduct = NonNullable<ReturnType<typeof useProducts>['data']>[number];

/** DELETE has no body; the JSON content type passes the API's JSON-only check. */
const EMPTY_JSON_BODY = { headers: { 'content-type': 'application/json' } };

export type ProductChange =
  | { readonly kind: 'add'; readonly draft: ProductDraft }
  | { readonly kind: 'update'; readonly id: number; readonly version: number; readonly draft: ProductDraft }
  | { readonly kind: 'delete'; readonly id: number; readonly version: number };

async function sendProductChange(change: ProductChange) {
  switch (change.kind) {
    case 'add':
      return (await readJson(await endpoint.$post({ json: change.draft }))).products;
    case 'update':
      return (
        await readJson(
          await endpoint[':id'].$put({
            param: { id: String(change.id) },
            json: { ...change.draft, version: change.version },
          }),
        )
      ).products;
    case 'delete':
      return (
        await readJson(
          await endpoint[':id'].$delete(
            { param: { id: String(change.id) }, query: { version: String(change.version) } },
            EMPTY_JSON_BODY,
          ),
        )
      ).products;
  }
}

export function useProductChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendProductChange,
    onSuccess: (products) => {
      client.setQueryData(productsKey, products);
      // The checkout's picker reads the shown products.
      void client.invalidateQueries({ queryKey: sharedKeys.checkoutStart });
    },
  });
}

/** A refusal in the owner's language: the field's own sentence when it names one, else the refusal's. */
export function productProblem(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiRequestError) {
    const fields = Object.values(error.fields);
    return fields.length > 0 ? fields.join(' ') : error.message;
  }
  return i18n.t('checkout:screen.networkProblem');
}
