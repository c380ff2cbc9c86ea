/**
 * The client's i18n instance; components use `useTranslation()` from use-translation.ts.
 *
 * English public texts are bundled (the English pages are the most visited and
 * must start with no extra request). Everything else is a chunk of its own,
 * fetched when needed: the booking, sign-in and admin namespaces with their
 * pages (`loadNamespaces`, app/lazy-page.tsx), and every namespace of Thai,
 * Russian and Chinese when a page in that language starts or the visitor
 * switches to it (`changeLanguage`). E-mail texts never reach the browser.
 */
import about from '../../i18n/locales/en/about.json';
import common from '../../i18n/locales/en/common.json';
import home from '../../i18n/locales/en/home.json';
import services from '../../i18n/locales/en/services.json';
import { loadFontsFor } from './language-fonts.ts';
import { createI18nWith, DEFAULT_LANGUAGE, intlLocale, type Language, type Namespace } from '../../i18n/setup.ts';

export const i18n = createI18nWith(DEFAULT_LANGUAGE, { common, home, services, about });

/** English namespaces that are not bundled: each a chunk, fetched with the page that needs it. */
const englishCatalogues = {
  booking: () => import('../../i18n/locales/en/booking.json'),
  auth: () => import('../../i18n/locales/en/auth.json'),
  admin: () => import('../../i18n/locales/en/admin.json'),
  settings: () => import('../../i18n/locales/en/settings.json'),
  menuEditor: () => import('../../i18n/locales/en/menuEditor.json'),
  schedule: () => import('../../i18n/locales/en/schedule.json'),
  salonSettings: () => import('../../i18n/locales/en/salonSettings.json'),
  photos: () => import('../../i18n/locales/en/photos.json'),
  frontDesk: () => import('../../i18n/locales/en/frontDesk.json'),
  customers: () => import('../../i18n/locales/en/customers.json'),
  manage: () => import('../../i18n/locales/en/manage.json'),
  checkout: () => import('../../i18n/locales/en/checkout.json'),
  receipt: () => import('../../i18n/locales/en/receipt.json'),
  messaging: () => import('../../i18n/locales/en/messaging.json'),
  deposits: () => import('../../i18n/locales/en/deposits.json'),
  payroll: () => import('../../i18n/locales/en/payroll.json'),
} as const;

const PUBLIC_NAMESPACES = ['common', 'home', 'services', 'about'] as const satisfies readonly Namespace[];

export type DeferredNamespace = keyof typeof englishCatalogues;

/** Adds one catalogue of one language (once); a language without that file falls back to English. */
async function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  let catalogue: Record<string, unknown> | undefined;
  if (language === DEFAULT_LANGUAGE) {
    if (namespace in englishCatalogues) catalogue = (await englishCatalogues[namespace as DeferredNamespace]()).default;
  } else {
    // The other languages' file list is a chunk of its own: the English pages never fetch it.
    const { loadTranslatedCatalogue } = await import('./translated-catalogues.ts');
    catalogue = await loadTranslatedCatalogue(language, namespace);
  }
  if (catalogue) i18n.addResourceBundle(language, namespace, catalogue);
}

/** Namespaces loaded so far in English: those of the pages visited (each language needs the same). */
function loadedNamespaces(): Namespace[] {
  const store = i18n.store.data[DEFAULT_LANGUAGE] ?? {};
  return Object.keys(store) as Namespace[];
}

/** Adds the namespaces a page needs before it renders, in English (the fallback) and the current language. */
export async function loadNamespaces(names: readonly DeferredNamespace[]): Promise<void> {
  const language = i18n.language as Language;
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  await Promise.all(languages.flatMap((each) => names.map((name) => loadCatalogue(each, name))));
}

/**
 * Switches the whole app to `language` once the texts it shows now are loaded in it (the public
 * namespaces and every namespace a visited page loaded), so it never flashes English keys or texts.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const names = [...new Set<Namespace>([...PUBLIC_NAMESPACES, ...loadedNamespaces()])].filter(
    (name) => name !== 'email',
  );
  await Promise.all(names.map((name) => loadCatalogue(language, name)));
  loadFontsFor(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads `names` in `language` without switching to it (a suggestion written in the visitor's language). */
export async function loadTextsFor(language: Language, names: readonly Namespace[]): Promise<void> {
  await Promise.all(names.map((name) => loadCatalogue(language, name)));
}

export function currentLanguage(): Language {
  return i18n.language as Language;
}

export function currentLocale(): string {
  return intlLocale(i18n.language);
}
