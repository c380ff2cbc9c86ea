/**
 * The translator factory (translator.ts), without any catalogue: the server loads every
 * namespace (`index.ts`), the browser only what its pages need
 * (`src/client/lib/i18n.ts` loads the public namespaces at once and the
 * booking, sign-in and admin ones with their pages), so staff and e-mail texts
 * never weigh on a visitor's first download.
 */
import { DEFAULT_LANGUAGE, type Language } from '../domain/language.ts';
import { Translator, type Catalogue } from './translator.ts';

export type { TFunction, TranslateOptions } from './translator.ts';
/** The product's translator: one language at a time, English behind every missing text. */
export type I18n = Translator;

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
  // Checkout, the cash drawer, commission and receipts.
  'checkout',
  // The receipt, in the customer's language.
  'receipt',
  // The owner's messaging channels (LINE).
  'messaging',
  // Deposits: the booking page's notice and QR, the front desk and the owner's rules.
  'deposits',
  // Commission rates and the payroll report (decision 255).
  'payroll',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Message catalogues of one language, by namespace (the JSON files under locales/<language>/). */
export type Catalogues = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * A translator holding the given catalogues; more can be added later. For a
 * language other than English, `english` holds the English catalogues every missing key falls back to
 * (the caller passes them so this module imports none).
 */
export function createI18nWith(language: Language, catalogues: Catalogues, english: Catalogues = {}): I18n {
  const translator = new Translator(language, 'common');
  const add = (code: Language, bundles: Catalogues) => {
    for (const [namespace, catalogue] of Object.entries(bundles)) {
      if (catalogue) translator.addResourceBundle(code, namespace, catalogue as Catalogue);
    }
  };
  add(language, catalogues);
  if (language !== DEFAULT_LANGUAGE) add(DEFAULT_LANGUAGE, english);
  return translator;
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
