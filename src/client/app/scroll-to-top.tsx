import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePath } from '../../domain/language-paths.ts';

/**
 * Every page change starts at the top of the page (spec section 2); hash links keep their target, and a
 * change of language only (/booking -> /ru/booking) keeps the place the visitor was reading.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const { path } = splitLanguagePath(pathname);
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [path, hash]);
  return null;
}
