/**
 * A visitor whose browser prefers another of the product's languages than the page's is told, in that
 * language, that the page exists in it. Never an automatic redirect: those confuse search
 * engines and shared links. Dismissed once, it stays away (this browser, localStorage).
 *
 * Where: a bar under the header while the page is at its top, and out of the way as soon as the visitor
 * scrolls, so it never sits over a field they are using (the booking form's list on a phone). Announced:
 * its live region is in the page from the first paint, and the bar is written into it.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isLanguage, type Language } from '../../../domain/language.ts';
import { isLocalizedPage, localizedPath } from '../../../domain/language-paths.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { i18n, loadTextsFor } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-translation.ts';

const DISMISSED_KEY = 'salon.languageSuggestion.dismissed';

/** The first of the browser's languages the product speaks ('ru-RU' -> ru, 'zh-Hans-CN' -> zh). */
export function preferredLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function LanguageSuggestion() {
  // Inside the routes the location is the page's English path ('/services' for /ru/services,
  // app-routes.tsx); the page's language is the app's, which follows the URL (language-from-url.tsx).
  const { pathname: path } = useLocation();
  const pageLanguage = useLanguage();
  const [suggested, setSuggested] = useState<Language | undefined>(undefined);
  const localized = isLocalizedPage(path);

  useEffect(() => {
    if (!localized || wasDismissed()) return;
    const preferred = preferredLanguage(navigator.languages);
    if (!preferred || preferred === pageLanguage) return;
    let current = true;
    loadTextsFor(preferred, ['common'])
      .then(() => {
        if (current) setSuggested(preferred);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [localized, pageLanguage]);

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: hidden for this page only.
    }
    setSuggested(undefined);
  };
  const shown = suggested !== undefined && localized && suggested !== pageLanguage;
  return (
    <div role="status" className="contents">
      {shown && <SuggestionBar language={suggested} onDismiss={dismiss} />}
    </div>
  );
}

/** The bar: fixed under the header while the page is at its top, out of the way once the visitor scrolls. */

/** How far the page may scroll before the bar steps aside (about the height of the header). */
const TOP_OF_PAGE_PX = 48;

function useAtTopOfPage(): boolean {
  const [atTop, setAtTop] = useState(() => window.scrollY <= TOP_OF_PAGE_PX);
  useEffect(() => {
    const update = () => setAtTop(window.scrollY <= TOP_OF_PAGE_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return atTop;
}

function SuggestionBar({ language, onDismiss }: { readonly language: Language; onDismiss(): void }) {
  const { pathname: path, search } = useLocation();
  const atTop = useAtTopOfPage();
  const t = i18n.getFixedT(language, 'common');

  return (
    <aside
      lang={language}
      aria-label={t('language.label')}
      hidden={!atTop}
      className="fixed inset-x-0 top-16 z-30 border-b border-plum/10 bg-cream/95 text-sm text-plum shadow-sm backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1 sm:px-6">
        <p className="min-w-0 flex-1">
          {t('language.suggestion.text')}{' '}
          <Link
            to={localizedPath(`${path}${search}`, language)}
            hrefLang={language}
            preventScrollReset
            className="font-semibold whitespace-nowrap text-rose-deep underline underline-offset-4"
          >
            {t('language.suggestion.switch')}
          </Link>
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum-soft hover:bg-blush"
        >
          <CloseIcon size={18} />
          <span className="sr-only">{t('language.suggestion.dismiss')}</span>
        </button>
      </div>
    </aside>
  );
}
