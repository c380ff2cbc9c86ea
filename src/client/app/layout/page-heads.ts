/**
 * Title and description of each public page, for the <head> the server
 * renders (src/server/http/render-page.ts through entry-server.tsx) and for
 * client-side navigation (usePageHead).
 */
import type { TFunction } from '../../../i18n/setup.ts';
import type { Language } from '../../../domain/language.ts';
import { metaDescriptionOf, ownPageText, type StoredPageTexts } from '../../../domain/page-texts.ts';

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

export type PublicPage = 'home' | 'services' | 'about' | 'booking' | 'login' | 'notFound';

/** Namespace holding each page's `meta.title` and `meta.description`. */
const metaNamespace = {
  home: 'home',
  services: 'services',
  about: 'about',
  booking: 'booking',
  login: 'auth',
} as const satisfies Record<Exclude<PublicPage, 'notFound'>, string>;

/** The owner's words a page's description follows when they wrote them (decision 243). */
const ownDescription = { home: 'heroLine', about: 'aboutStory' } as const;

export function pageHeadFor(
  page: PublicPage,
  t: TFunction,
  salonName: string,
  own?: { readonly texts: StoredPageTexts | undefined; readonly language: Language },
): PageHead {
  if (page === 'notFound') {
    return { title: `${t('common:notFound.metaTitle')} | ${salonName}`, description: t('common:notFound.text') };
  }
  const namespace = metaNamespace[page];
  const title = t(`${namespace}:meta.title`, { name: salonName });
  const field = page === 'home' || page === 'about' ? ownDescription[page] : undefined;
  const owners = field && own ? ownPageText(own.texts, field, own.language) : undefined;
  const description = owners ? metaDescriptionOf(owners) : t(`${namespace}:meta.description`, { name: salonName });
  return { title: page === 'home' ? title : `${title} | ${salonName}`, description };
}

/** The page a public path shows. */
export function publicPageForPath(pathname: string): PublicPage {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (normalised === '/') return 'home';
  if (normalised === '/services') return 'services';
  if (normalised === '/about') return 'about';
  if (normalised === '/booking') return 'booking';
  if (normalised === '/login') return 'login';
  return 'notFound';
}
