/**
 * The languages a customer can book, read and be written to in, as codes only: the
 * booking request, the appointment's stored language and the i18n layer share this list.
 */
export const SUPPORTED_LANGUAGES = ['en', 'th', 'ru', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a value is one of the supported language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Each language by its own name, as staff see it on an appointment ("Русский"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  th: 'ไทย',
  ru: 'Русский',
  zh: '简体中文',
};
