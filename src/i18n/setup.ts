/**
 * The i18next instance factory, without any catalogue: the server loads every
 * namespace (`index.ts`), the browser only what its pages need
 * (`src/client/lib/i18n.ts` loads the public namespaces at once and the
 * booking, sign-in and admin ones with their pages), so staff and e-mail texts
 * never weigh on a visitor's first download.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/language.ts';

/**
 * The languages of the product (src/domain/language.ts). Only codes, no catalogue: the list
 * adds nothing to the browser bundle (src/client/lib/i18n.ts imports its English catalogues itself).
 */
export { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '../domain/language.ts';

export const namespaces = [
  'common',
  'home',
  'services',
  'about',
  'booking',
  'auth',
  'admin',
  'email',
  // The owner's settings pages, one catalogue per feature.
  'settings',
  'menuEditor',
  'schedule',
  'salonSettings',
  'photos',
  // The front desk.
  'frontDesk',
  // Customers and exports.
  'customers',
  // The customer's own booking page.
  'manage',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Message catalogues of one language, by namespace (the JSON files under locales/<language>/). */
export type Catalogues = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * A ready, synchronous i18next instance holding the given catalogues; more can be added later. For a
 * language other than English, `english` holds the English catalogues every missing key falls back to
 * (the caller passes them so this module imports none).
 */
export function createI18nWith(language: Language, catalogues: Catalogues, english: Catalogues = {}): I18n {
  const resources: Partial<Record<Language, Catalogues>> =
    language === DEFAULT_LANGUAGE
      ? { [language]: catalogues }
      : { [language]: catalogues, [DEFAULT_LANGUAGE]: english };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...new Set([...Object.keys(catalogues), ...Object.keys(english)])],
    defaultNS: 'common',
    resources,
    // Namespaces added later with addResourceBundle are expected, not missing.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Locale tag for `Intl` formatting of a language. */
export function intlLocale(language: string): string {
  switch (language) {
    case 'en':
      return 'en-GB';
    // The Buddhist era (2569) is what Thai readers expect of a date; Intl's 'th-TH' alone gives it too, made explicit here.
    case 'th':
      return 'th-TH-u-ca-buddhist';
    case 'ru':
      return 'ru-RU';
    case 'zh':
      return 'zh-CN';
    default:
      return language;
  }
}
