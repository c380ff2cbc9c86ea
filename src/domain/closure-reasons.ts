/**
 * A closure's reason in the reader's language (decision 181): the owner writes it in English
 * (the text every language falls back to) and, if they like, in Thai, Russian and Chinese, as the menu's
 * names are written (decision 174). Pure: the shapes, the request's bounds and the fallback, shared by the
 * server, the public pages and the owner's form. No zod here: the public pages' footer imports it (their
 * JavaScript budget); the request's bounds are in schedule-changes.ts.
 */
import type { Language } from './language.ts';
import { MENU_TRANSLATION_LANGUAGES, translatedText, type MenuTranslationLanguage } from './menu-translations.ts';

/** What the database holds and the API answers: only non-empty texts, e.g. {"ru": {"reason": "…"}}. */
export type StoredClosureTranslations = Partial<Record<MenuTranslationLanguage, { readonly reason?: string }>>;

/** The owner's form: one text per language, '' where not translated. */
export type ClosureReasonTranslations = Readonly<Record<MenuTranslationLanguage, string>>;

/** The stored shape: empty texts left out, languages in a fixed order. */
export function storedClosureTranslations(
  texts: Partial<Record<MenuTranslationLanguage, string>>,
): StoredClosureTranslations {
  const stored: Partial<Record<MenuTranslationLanguage, { reason: string }>> = {};
  for (const language of MENU_TRANSLATION_LANGUAGES) {
    const reason = texts[language] ?? '';
    if (reason !== '') stored[language] = { reason };
  }
  return stored;
}

/** A closure's reason in `language`, or its English one where that translation is missing. */
export function closureReasonIn(
  closure: { readonly reason: string; readonly translations?: StoredClosureTranslations },
  language: Language,
): string {
  return translatedText(closure.translations ?? {}, language, 'reason', closure.reason);
}
