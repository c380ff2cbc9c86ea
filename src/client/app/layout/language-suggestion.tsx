/**
 * A visitor whose browser prefers another of the product's languages than the page's is told, in that
 * language, that the page exists in it (issue 16). Never an automatic redirect: those confuse search
 * engines and shared links. Dismissed once, it stays away (this browser, localStorage).
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
  const { pathname: path, search } = useLocation();
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

  if (!suggested || !localized || suggested === pageLanguage) return null;
  const t = i18n.getFixedT(suggested, 'common');
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: hidden for this page only.
    }
    setSuggested(undefined);
  };

  return (
    <aside
      lang={suggested}
      aria-label={t('language.label')}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-plum/10 bg-cream/95 p-3 pl-4 text-sm text-plum shadow-lg backdrop-blur sm:right-auto sm:left-4 sm:mx-0"
    >
      <p className="min-w-0 flex-1">
        {t('language.suggestion.text')}{' '}
        <Link
          to={localizedPath(`${path}${search}`, suggested)}
          hrefLang={suggested}
          preventScrollReset
          className="font-semibold whitespace-nowrap text-rose-deep underline underline-offset-4"
        >
          {t('language.suggestion.switch')}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum-soft hover:bg-blush"
      >
        <CloseIcon size={18} />
        <span className="sr-only">{t('language.suggestion.dismiss')}</span>
      </button>
    </aside>
  );
}
