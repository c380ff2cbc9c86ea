/**
 * The client's i18n instance; components use `useTranslation()`.
 *
 * English public texts are bundled (the English pages are the most visited and
 * must start with no extra request). Everything else is a chunk of its own,
 * fetched when needed: the booking, sign-in and admin namespaces with their
 * pages (`loadNamespaces`, app/lazy-page.tsx), and every namespace of Thai,
 * Russian and Chinese when a page in that language starts or the visitor
 * switches to it (`changeLanguage`). E-mail texts never reach the browser.
 */
import { initReactI18next } from 'react-i18next';
import about from '../../i18n/locales/en/about.json';
import common from '../../i18n/locales/en/common.json';
import home from '../../i18n/locales/en/home.json';
import services from '../../i18n/locales/en/services.json';
import { createI18nWith, DEFAULT_LANGUAGE, intlLocale, type Language, type Namespace } from '../../i18n/setup.ts';

export const i18n = createI18nWith(DEFAULT_LANGUAGE, { common, home, services, about });
void i18n.use(initReactI18next);

type CatalogueModule = { default: Record<string, unknown> };

/** Every catalogue file but the e-mail ones, each a lazy chunk (English public ones are also bundled above). */
const catalogueFiles = import.meta.glob<CatalogueModule>([
  '../../i18n/locales/*/*.json',
  '!../../i18n/locales/*/email.json',
]);

const PUBLIC_NAMESPACES = ['common', 'home', 'services', 'about'] as const satisfies readonly Namespace[];

export type DeferredNamespace = Exclude<Namespace, (typeof PUBLIC_NAMESPACES)[number] | 'email'>;

/** Adds one catalogue of one language (once); a language without that file falls back to English. */
async function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = catalogueFiles[`../../i18n/locales/${language}/${namespace}.json`];
  if (!load) return;
  const { default: catalogue } = await load();
  i18n.addResourceBundle(language, namespace, catalogue);
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
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return i18n.language as Language;
}

export function currentLocale(): string {
  return intlLocale(i18n.language);
}
