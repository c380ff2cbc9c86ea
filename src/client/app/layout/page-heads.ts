/**
 * Title and description of each public page, for the prerendered <head>
 * (scripts/prerender.ts) and for client-side navigation (usePageHead).
 */
import type { TFunction } from 'i18next';

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

export type PublicPage = 'home' | 'services' | 'about' | 'notFound';

export function pageHeadFor(page: PublicPage, t: TFunction, salonName: string): PageHead {
  if (page === 'notFound') {
    return { title: `${t('common:notFound.metaTitle')} | ${salonName}`, description: t('common:notFound.text') };
  }
  const title = t(`${page}:meta.title`, { name: salonName });
  const description = t(`${page}:meta.description`, { name: salonName });
  return { title: page === 'home' ? title : `${title} | ${salonName}`, description };
}

/** The page a prerendered path shows. */
export function publicPageForPath(pathname: string): PublicPage {
  if (pathname === '/') return 'home';
  if (pathname === '/services') return 'services';
  if (pathname === '/about') return 'about';
  return 'notFound';
}
