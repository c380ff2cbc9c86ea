import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';

export const catalogueQueryOptions = queryOptions({
  queryKey: ['catalogue'],
  queryFn: async () => (await readJson(await api.catalogue.$get())).categories,
  staleTime: 5 * 60_000,
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
