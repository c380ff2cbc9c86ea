/** GET /api/catalogue: the salon's active menu, grouped by category. */
import { api, readJson } from '../../lib/api-client.ts';

export async function fetchCatalogue() {
  return (await readJson(await api.catalogue.$get())).categories;
}

export type Catalogue = Awaited<ReturnType<typeof fetchCatalogue>>;
export type CatalogueCategory = Catalogue[number];
export type CatalogueService = CatalogueCategory['services'][number];
