import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLocalizedPage, splitLanguagePath } from '../../domain/language-paths.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

/**
 * A customer's page speaks the language of its URL: after the back button from /ru/booking to
 * /booking, or a link, the texts follow. The first page's language is set before it hydrates (main.tsx);
 * staff pages (sign-in, admin) keep the language they have (the admin sets the staff member's own).
 */
export function LanguageFromUrl() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isLocalizedPage(pathname)) return;
    const { language } = splitLanguagePath(pathname);
    if (language !== currentLanguage()) {
      changeLanguage(language).catch((error: unknown) => console.error('Loading the texts failed', error));
    }
  }, [pathname]);
  return null;
}
