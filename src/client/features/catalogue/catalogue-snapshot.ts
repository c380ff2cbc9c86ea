/**
 * The menu as it was when the public pages were prerendered (the seed
 * catalogue, see docs/decisions/010-prerender-with-seed-catalogue.md).
 *
 * Only `usePublicCatalogue` (public-catalogue.ts) shows it: it lets the
 * prerendered HTML and the first client render (hydration) agree, and is
 * replaced by the live GET /api/catalogue answer as soon as that arrives. It
 * is never stored as the live menu, so the booking page and the admin never
 * mistake its placeholder ids for real ones.
 */
import type { Catalogue } from './catalogue-api.ts';

/** Id of the `<script type="application/json">` element the prerender writes the snapshot into. */
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';

let provided: Catalogue | undefined;
let readFromDocument = false;

/** Server side (prerender): the snapshot the page renders with. */
export function provideCatalogueSnapshot(catalogue: Catalogue | undefined): void {
  provided = catalogue;
  readFromDocument = true;
}

/** The snapshot embedded in this page, if it was prerendered. */
export function catalogueSnapshot(): Catalogue | undefined {
  if (!readFromDocument && typeof document !== 'undefined') {
    readFromDocument = true;
    const element = document.getElementById(CATALOGUE_SNAPSHOT_ELEMENT_ID);
    if (element?.textContent) {
      try {
        provided = JSON.parse(element.textContent) as Catalogue;
      } catch {
        provided = undefined;
      }
    }
  }
  return provided;
}
