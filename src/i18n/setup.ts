/**
 * The i18next instance factory, without any catalogue: the server loads every
 * namespace (`index.ts`), the browser only what its pages need
 * (`src/client/lib/i18n.ts` loads the public namespaces at once and the
 * booking, sign-in and admin ones with their pages), so staff and e-mail texts
 * never weigh on a visitor's first download.
 */
import i18next, { type i18n as I18n } from 'i18next';

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const namespaces = [
  'common',
  'home',
  'services',
  'about',
  'booking',
  'auth',
  'admin',
  'email',
  // The owner's settings pages (issue 13), one catalogue per feature.
  'settings',
  'menuEditor',
  'schedule',
  'salonSettings',
  // The front desk (issue 14).
  'frontDesk',
  // Customers and exports (issue 14).
  'customers',
  // The customer's own booking page (issue 15).
  'manage',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Message catalogues of one language, by namespace (the JSON files under locales/<language>/). */
export type Catalogues = Partial<Record<Namespace, Record<string, unknown>>>;

/** A ready, synchronous i18next instance holding the given catalogues; more can be added later. */
export function createI18nWith(language: Language, catalogues: Catalogues): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(catalogues),
    defaultNS: 'common',
    resources: { [language]: catalogues },
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
  return language === 'en' ? 'en-GB' : language;
}
