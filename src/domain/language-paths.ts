/**
 * One URL per language: the customer's pages are in English at the root (`/services`) and in
 * the other languages under their code (`/th/services`, `/ru`, `/zh/booking`). Staff pages (sign-in,
 * admin) have one URL; the admin follows the staff member's own language instead.
 */
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from './language.ts';

/** The pages a customer can read in every language. */
export const LOCALIZED_PAGE_PATHS = ['/', '/services', '/about', '/booking', '/manage'] as const;
/** Of those, the pages search engines list (the manage page is one customer's). */
export const LISTED_LOCALIZED_PATHS = ['/', '/services', '/about', '/booking'] as const;

function isLocalizedPagePath(path: string): boolean {
  return (LOCALIZED_PAGE_PATHS as readonly string[]).includes(path);
}

/** '/services/' -> '/services'; '/' stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** '' for English, '/th' for Thai. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The URL of a page (path, optionally with its query) in `language`: '/booking?service=3' -> '/ru/booking?service=3'. */
export function localizedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?')) return prefix + path.slice(1);
  return prefix + path;
}

/**
 * The language and the page of a URL path: '/ru/booking' -> ru, '/booking'. Only a supported code in
 * front of a page that exists in every language counts; anything else ('/en/about', '/th/admin',
 * '/xx') is an English path as it stands, which the router then does not know (404).
 */
export function splitLanguagePath(pathname: string): { readonly language: Language; readonly path: string } {
  const normalised = withoutTrailingSlash(pathname);
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(normalised);
  const code = match?.[1];
  const rest = match?.[2] ?? '/';
  if (code !== undefined && code !== DEFAULT_LANGUAGE && isLanguage(code) && isLocalizedPagePath(rest)) {
    return { language: code, path: rest };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** Whether the customer reads this page in the language of its URL (a localized page, in any language). */
export function isLocalizedPage(pathname: string): boolean {
  return isLocalizedPagePath(withoutTrailingSlash(splitLanguagePath(pathname).path));
}

/** Every URL of the listed pages in every language ('/', '/th', …, '/zh/booking'). */
export function everyLocalizedUrl(paths: readonly string[] = LISTED_LOCALIZED_PATHS): string[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => paths.map((path) => localizedPath(path, language)));
}
