/**
 * The menu in the customer's language (decision 174): each category's name and each
 * service's name and description in Thai, Russian and Simplified Chinese, beside the English
 * columns, which stay the menu's own text and the fallback for any translation left empty.
 *
 * Pure: the shapes, how a missing text falls back, and which translations an item still lacks,
 * shared by the server (the public catalogue, the menu editor's API) and the menu editor.
 */
import { SUPPORTED_LANGUAGES, type Language } from './language.ts';

/** The languages the owner translates the menu into: every supported one but English. */
export const MENU_TRANSLATION_LANGUAGES = SUPPORTED_LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type MenuTranslationLanguage = Exclude<Language, 'en'>;

/** One language's texts of a service; an empty string is "not translated". */
export interface ServiceTranslation {
  readonly name: string;
  readonly description: string;
}

/** One language's text of a category. */
export interface CategoryTranslation {
  readonly name: string;
}

export type ServiceTranslations = Readonly<Record<MenuTranslationLanguage, ServiceTranslation>>;
export type CategoryTranslations = Readonly<Record<MenuTranslationLanguage, CategoryTranslation>>;

/**
 * What the database holds (a jsonb object per row): only languages with at least one text, only
 * non-empty texts, e.g. {"th": {"name": "…", "description": "…"}, "zh": {"name": "…"}}.
 */
export type StoredMenuTranslations = Partial<
  Record<MenuTranslationLanguage, { readonly name?: string; readonly description?: string }>
>;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function storedEntry(stored: unknown, language: MenuTranslationLanguage): Record<string, unknown> {
  if (typeof stored !== 'object' || stored === null) return {};
  const entry = (stored as Record<string, unknown>)[language];
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
}

/** The stored value as the full shape the editor works with (every language, '' where missing). */
export function serviceTranslationsOf(stored: unknown): ServiceTranslations {
  const entries = MENU_TRANSLATION_LANGUAGES.map((language) => {
    const entry = storedEntry(stored, language);
    return [language, { name: textOf(entry.name), description: textOf(entry.description) }] as const;
  });
  return Object.fromEntries(entries) as Record<MenuTranslationLanguage, ServiceTranslation>;
}

export function categoryTranslationsOf(stored: unknown): CategoryTranslations {
  const entries = MENU_TRANSLATION_LANGUAGES.map(
    (language) => [language, { name: textOf(storedEntry(stored, language).name) }] as const,
  );
  return Object.fromEntries(entries) as Record<MenuTranslationLanguage, CategoryTranslation>;
}

/** The shape to store: empty texts and languages left out, keys in a fixed order. */
export function storedTranslations(
  translations: Partial<Record<MenuTranslationLanguage, Partial<ServiceTranslation>>>,
): StoredMenuTranslations {
  const stored: Partial<Record<MenuTranslationLanguage, { name?: string; description?: string }>> = {};
  for (const language of MENU_TRANSLATION_LANGUAGES) {
    const entry = translations[language];
    const name = entry?.name ?? '';
    const description = entry?.description ?? '';
    if (name === '' && description === '') continue;
    stored[language] = { ...(name === '' ? {} : { name }), ...(description === '' ? {} : { description }) };
  }
  return stored;
}

/**
 * A text in `language`, or the English one when that translation is empty (or the language is English):
 * the one fallback rule of every owner-written text (menu names and descriptions, closure reasons). The
 * public catalogue's query applies the same rule in SQL (services/menu/list-catalogue.ts `inLanguage`).
 */
export function translatedText(stored: unknown, language: Language, field: string, english: string): string {
  if (language === 'en') return english;
  const text = textOf(storedEntry(stored, language)[field]);
  return text === '' ? english : text;
}

/** A service's missing translations: the name, and the description when the English one is not empty. */
export function missingServiceFields(
  english: { readonly description: string },
  translations: ServiceTranslations,
  language: MenuTranslationLanguage,
): ('name' | 'description')[] {
  const missing: ('name' | 'description')[] = [];
  if (translations[language].name === '') missing.push('name');
  if (translations[language].description === '' && english.description !== '') missing.push('description');
  return missing;
}

/** The languages in which a service still shows some English text. */
export function missingServiceLanguages(
  english: { readonly description: string },
  translations: ServiceTranslations,
): MenuTranslationLanguage[] {
  return MENU_TRANSLATION_LANGUAGES.filter(
    (language) => missingServiceFields(english, translations, language).length > 0,
  );
}

/**
 * A service's missing English texts: English is the fallback of every language, so an empty
 * English description leaves every reader without one; the editor marks it like a missing translation.
 */
export function missingEnglishFields(english: { readonly description: string }): 'description'[] {
  return english.description.trim() === '' ? ['description'] : [];
}

/** The languages in which a category's name is not translated. */
export function missingCategoryLanguages(translations: CategoryTranslations): MenuTranslationLanguage[] {
  return MENU_TRANSLATION_LANGUAGES.filter((language) => translations[language].name === '');
}
