/**
 * The menu the server rendered the page with: read from the database when the
 * page was requested (src/server/http/render-page.ts, docs/decisions/013) and
 * embedded as `<script type="application/json" id="catalogue-snapshot">`.
 *
 * It is the live menu, with the database's ids: the public pages and the
 * booking page start from it (public-catalogue.ts), so hydration matches the
 * HTML and nothing is fetched again before the menu shows.
 */
import type { Catalogue } from './catalogue-api.ts';

/** Id of the `<script type="application/json">` element the server writes the menu into. */
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';

/** The menu embedded in this page, if the server rendered one (read once, at start-up). */
export function catalogueSnapshot(): Catalogue | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(CATALOGUE_SNAPSHOT_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Catalogue;
  } catch {
    return undefined;
  }
}
