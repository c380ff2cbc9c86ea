import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';

export const catalogueQueryOptions = queryOptions({
  queryKey: ['catalogue'],
  queryFn: async () => (await readJson(await api.catalogue.$get())).categories,
  staleTime: 5 * 60_000,
});

export type Catalogue = Awaited<ReturnType<typeof catalogueQueryOptions.queryFn & {}>>;
export type CatalogueCategory = Catalogue[number];
export type CatalogueService = CatalogueCategory['services'][number];

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}

/**
 * The catalogue for public pages: the prerendered snapshot stands in until the
 * live menu arrives (`isPlaceholderData` tells them apart).
 */
export function usePublicCatalogue() {
  return useQuery({ ...catalogueQueryOptions, placeholderData: catalogueSnapshot });
}
