/** GET /api/catalogue: the salon's active menu, grouped by category. */
import type { Language } from '../../../domain/language.ts';
import { api, readJson } from '../../lib/api-client.ts';

/** The menu with names and descriptions in `language` (English where the owner has not translated them). */
export async function fetchCatalogue(language: Language) {
  return (await readJson(await api.catalogue.$get({ query: { language } }))).categories;
}

export type Catalogue = Awaited<ReturnType<typeof fetchCatalogue>>;
export type CatalogueCategory = Catalogue[number];
export type CatalogueService = CatalogueCategory['services'][number];
