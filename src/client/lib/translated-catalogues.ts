/**
 * The Thai, Russian and Chinese catalogues, each a chunk of its own, found by file name.
 * Loaded through src/client/lib/i18n.ts only when a page in one of those languages starts or the
 * visitor switches to it; e-mail texts never reach the browser.
 */
import type { Language, Namespace } from '../../i18n/setup.ts';

type CatalogueModule = { default: Record<string, unknown> };

const files = import.meta.glob<CatalogueModule>([
  '../../i18n/locales/{th,ru,zh}/*.json',
  '!../../i18n/locales/*/email.json',
]);

/** The catalogue of `namespace` in `language`, or undefined when that language has none (English then). */
export async function loadTranslatedCatalogue(
  language: Language,
  namespace: Namespace,
): Promise<Record<string, unknown> | undefined> {
  const load = files[`../../i18n/locales/${language}/${namespace}.json`];
  return load ? (await load()).default : undefined;
}
