/**
 * The one i18n layer for every UI string and e-mail, on client and server.
 *
 * Catalogues live in `locales/<language>/<namespace>.json`, one namespace per
 * feature. English is complete; Thai, Russian and Chinese have the
 * customer-facing namespaces, and every key they lack falls back to English. Never build a sentence by concatenation: put the whole
 * sentence in the catalogue with {{placeholders}}; format dates and prices
 * with the `Intl` helpers in format.ts so they follow the language.
 *
 * This module bundles every namespace: it is for the server and tests. The
 * browser builds its instance in `src/client/lib/i18n.ts` from `setup.ts`.
 */
import type { I18n } from './setup.ts';
import about from './locales/en/about.json';
import admin from './locales/en/admin.json';
import auth from './locales/en/auth.json';
import booking from './locales/en/booking.json';
import checkout from './locales/en/checkout.json';
import receipt from './locales/en/receipt.json';
import common from './locales/en/common.json';
import customers from './locales/en/customers.json';
import deposits from './locales/en/deposits.json';
import payroll from './locales/en/payroll.json';
import email from './locales/en/email.json';
import frontDesk from './locales/en/frontDesk.json';
import home from './locales/en/home.json';
import manage from './locales/en/manage.json';
import menuEditor from './locales/en/menuEditor.json';
import messaging from './locales/en/messaging.json';
import photos from './locales/en/photos.json';
import salonSettings from './locales/en/salonSettings.json';
import schedule from './locales/en/schedule.json';
import services from './locales/en/services.json';
import settings from './locales/en/settings.json';
import ruAbout from './locales/ru/about.json';
import ruAuth from './locales/ru/auth.json';
import ruBooking from './locales/ru/booking.json';
import ruDeposits from './locales/ru/deposits.json';
import ruPayroll from './locales/ru/payroll.json';
import ruReceipt from './locales/ru/receipt.json';
import ruCommon from './locales/ru/common.json';
import ruEmail from './locales/ru/email.json';
import ruHome from './locales/ru/home.json';
import ruManage from './locales/ru/manage.json';
import ruServices from './locales/ru/services.json';
import thAbout from './locales/th/about.json';
import thAdmin from './locales/th/admin.json';
import thAuth from './locales/th/auth.json';
import thBooking from './locales/th/booking.json';
import thCheckout from './locales/th/checkout.json';
import thReceipt from './locales/th/receipt.json';
import thCommon from './locales/th/common.json';
import thCustomers from './locales/th/customers.json';
import thDeposits from './locales/th/deposits.json';
import thPayroll from './locales/th/payroll.json';
import thEmail from './locales/th/email.json';
import thFrontDesk from './locales/th/frontDesk.json';
import thHome from './locales/th/home.json';
import thManage from './locales/th/manage.json';
import thMenuEditor from './locales/th/menuEditor.json';
import thMessaging from './locales/th/messaging.json';
import thPhotos from './locales/th/photos.json';
import thSalonSettings from './locales/th/salonSettings.json';
import thSchedule from './locales/th/schedule.json';
import thServices from './locales/th/services.json';
import thSettings from './locales/th/settings.json';
import zhAbout from './locales/zh/about.json';
import zhAuth from './locales/zh/auth.json';
import zhBooking from './locales/zh/booking.json';
import zhDeposits from './locales/zh/deposits.json';
import zhPayroll from './locales/zh/payroll.json';
import zhReceipt from './locales/zh/receipt.json';
import zhCommon from './locales/zh/common.json';
import zhEmail from './locales/zh/email.json';
import zhHome from './locales/zh/home.json';
import zhManage from './locales/zh/manage.json';
import zhServices from './locales/zh/services.json';
import { createI18nWith, DEFAULT_LANGUAGE, type Catalogues, type Language } from './setup.ts';

export { DEFAULT_LANGUAGE, intlLocale, isLanguage, SUPPORTED_LANGUAGES, type Language } from './setup.ts';

const resources: Record<Language, Catalogues> = {
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
    photos,
    frontDesk,
    customers,
    manage,
    checkout,
    receipt,
    messaging,
    deposits,
    payroll,
  },
  th: {
    common: thCommon,
    home: thHome,
    services: thServices,
    about: thAbout,
    booking: thBooking,
    auth: thAuth,
    email: thEmail,
    manage: thManage,
    menuEditor: thMenuEditor,
    // The admin area in Thai (English or Thai, chosen per staff member).
    admin: thAdmin,
    settings: thSettings,
    schedule: thSchedule,
    salonSettings: thSalonSettings,
    photos: thPhotos,
    frontDesk: thFrontDesk,
    customers: thCustomers,
    checkout: thCheckout,
    receipt: thReceipt,
    messaging: thMessaging,
    deposits: thDeposits,
    payroll: thPayroll,
  },
  ru: {
    common: ruCommon,
    home: ruHome,
    services: ruServices,
    about: ruAbout,
    booking: ruBooking,
    auth: ruAuth,
    email: ruEmail,
    manage: ruManage,
    receipt: ruReceipt,
    deposits: ruDeposits,
    payroll: ruPayroll,
  },
  zh: {
    common: zhCommon,
    home: zhHome,
    services: zhServices,
    about: zhAbout,
    booking: zhBooking,
    auth: zhAuth,
    email: zhEmail,
    manage: zhManage,
    receipt: zhReceipt,
    deposits: zhDeposits,
    payroll: zhPayroll,
  },
};

/** A translator with every namespace, English behind any other language. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18nWith(language, resources[language], resources[DEFAULT_LANGUAGE]);
}
