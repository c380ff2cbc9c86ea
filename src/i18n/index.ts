/**
 * The one i18n layer for every UI string and e-mail, on client and server.
 *
 * Catalogues live in `locales/<language>/<namespace>.json`, one namespace per
 * feature. Only English exists today; Thai, Russian and Chinese will be added
 * as sibling folders. Never build a sentence by concatenation: put the whole
 * sentence in the catalogue with {{placeholders}}; format dates and prices
 * with the `Intl` helpers below so they follow the language.
 */
import i18next, { type i18n as I18n } from 'i18next';
import about from './locales/en/about.json';
import admin from './locales/en/admin.json';
import auth from './locales/en/auth.json';
import booking from './locales/en/booking.json';
import common from './locales/en/common.json';
import email from './locales/en/email.json';
import home from './locales/en/home.json';
import services from './locales/en/services.json';

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const namespaces = ['common', 'home', 'services', 'about', 'booking', 'auth', 'admin', 'email'] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  en: { common, home, services, about, booking, auth, admin, email },
} as const;

/** A ready, synchronous i18next instance (resources are bundled, nothing loads lazily). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...namespaces],
    defaultNS: 'common',
    resources,
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
