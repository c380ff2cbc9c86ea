/**
 * `useTranslation(namespace)`: the texts of one i18n namespace, in the app's current language, and a
 * re-render when the language changes. The app needs nothing else from react-i18next, whose 3.5 KB
 * (gzip) the JavaScript budget of the home page cannot carry (docs/decisions/176); the translator
 * (src/i18n/translator.ts, decision 216) does the translating, plurals and interpolation.
 *
 * Namespaces are loaded before the components that use them render (lazy-page.tsx, changeLanguage in
 * i18n.ts), so only the language is watched.
 */
import type { TFunction } from '../../i18n/setup.ts';
import { useMemo, useSyncExternalStore } from 'react';
import type { Language, Namespace } from '../../i18n/setup.ts';
import { i18n } from './i18n.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function currentLanguage(): string {
  return i18n.language;
}

/** The app's current language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage) as Language;
}

export function useTranslation(namespace: Namespace = 'common'): { readonly t: TFunction } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
  return { t };
}
