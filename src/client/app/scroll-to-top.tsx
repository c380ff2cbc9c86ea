import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePath } from '../../domain/language-paths.ts';

/**
 * Every page change starts at the top of the page, as a new page does; hash links keep their target, and a
 * change of language only (/booking -> /ru/booking) keeps the place the visitor was reading. The page the
 * app starts on is left where the visitor is: they may have scrolled while its scripts were on their way,
 * and the browser itself restores the place on a reload or the back button.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const { path } = splitLanguagePath(pathname);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = `${path}#${hash}`;
    const first = shown.current === null;
    shown.current = key;
    if (!first && !hash) window.scrollTo(0, 0);
  }, [path, hash]);
  return null;
}
