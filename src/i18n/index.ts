/**
 * The one i18n layer for every UI string and e-mail, on client and server.
 *
 * Catalogues live in `locales/<language>/<namespace>.json`, one namespace per
 * feature. Only English exists today; Thai, Russian and Chinese will be added
 * as sibling folders. Never build a sentence by concatenation: put the whole
 * sentence in the catalogue with {{placeholders}}; format dates and prices
 * with the `Intl` helpers in format.ts so they follow the language.
 *
 * This module bundles every namespace: it is for the server and tests. The
 * browser builds its instance in `src/client/lib/i18n.ts` from `setup.ts`.
 */
import type { i18n as I18n } from 'i18next';
import about from './locales/en/about.json';
import admin from './locales/en/admin.json';
import auth from './locales/en/auth.json';
import booking from './locales/en/booking.json';
import common from './locales/en/common.json';
import customers from './locales/en/customers.json';
import email from './locales/en/email.json';
import frontDesk from './locales/en/frontDesk.json';
import home from './locales/en/home.json';
import menuEditor from './locales/en/menuEditor.json';
import salonSettings from './locales/en/salonSettings.json';
import schedule from './locales/en/schedule.json';
import services from './locales/en/services.json';
import settings from './locales/en/settings.json';
import { createI18nWith, DEFAULT_LANGUAGE, type Language } from './setup.ts';

export { DEFAULT_LANGUAGE, intlLocale, type Language } from './setup.ts';

const resources = {
  en: {
    common,
    home,
    services,
    about,
    booking,
    auth,
    admin,
    email,
    settings,
    menuEditor,
    schedule,
    salonSettings,
    frontDesk,
    customers,
  },
} as const;

/** A ready, synchronous i18next instance with every namespace. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18nWith(language, resources[language]);
}
