/**
 * The menu through TanStack Query, for the booking page and the front desk (which also need
 * availability queries and a cache), in the app's current language. Public pages use `usePublicCatalogue`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/language.ts';
import { useLanguage } from '../../lib/use-translation.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { CATALOGUE_STALE_AFTER_MS, liveCatalogue } from './public-catalogue.ts';
import { catalogueKeys } from './query-keys.ts';

export function catalogueQueryOptions(language: Language) {
  return queryOptions({
    queryKey: catalogueKeys.language(language),
    queryFn: () => fetchCatalogue(language),
    staleTime: CATALOGUE_STALE_AFTER_MS,
    // The live menu a public page already loaded in this language (never the prerendered snapshot).
    initialData: () => liveCatalogue(language)?.data,
    initialDataUpdatedAt: () => liveCatalogue(language)?.fetchedAt,
    // After a change of language the menu held so far stays on screen until the new one arrives: the
    // booking form is not replaced by a loading line, and keeps what the customer chose.
    placeholderData: (previous) => previous,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions(useLanguage()));
}
