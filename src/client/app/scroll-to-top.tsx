import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every path change starts at the top of the page (spec section 2); hash links keep their target. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
