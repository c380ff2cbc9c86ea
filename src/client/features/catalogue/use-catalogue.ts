/**
 * The menu through TanStack Query, for the booking page (which also needs
 * availability queries and a cache). Public pages use `usePublicCatalogue`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-api.ts';
import { CATALOGUE_STALE_AFTER_MS, liveCatalogue } from './public-catalogue.ts';

export const catalogueQueryOptions = queryOptions({
  queryKey: ['catalogue'],
  queryFn: fetchCatalogue,
  staleTime: CATALOGUE_STALE_AFTER_MS,
  // The live menu a public page already loaded (never the prerendered snapshot).
  initialData: () => liveCatalogue()?.data,
  initialDataUpdatedAt: () => liveCatalogue()?.fetchedAt,
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
