import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '../domain/language.ts';
import { isLocalizedPage, splitLanguagePath } from '../domain/language-paths.ts';
import { AppRoutes, preloadPageFor } from './app/app-routes.tsx';
import { adoptEarlyInput } from './app/early-input.ts';
import { AppProviders } from './app/providers.tsx';
import { changeLanguage } from './lib/i18n.ts';

// A server-rendered page paints with its inlined critical CSS; the full stylesheet arrives without blocking
// anything (media="print", scripts/prerender.ts) and applies from here on, for what scripts show later.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-stylesheet]')) link.media = 'all';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Renders nothing; its effect runs right after the commit that makes the page React's (early-input.ts). */
function EarlyInputHandOver({ root }: { readonly root: HTMLElement }) {
  useEffect(() => void adoptEarlyInput(root), [root]);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    <EarlyInputHandOver root={container} />
  </StrictMode>
);

// Server-rendered pages arrive with their HTML in #root: hydrate them instead of rendering anew. A page split
// into its own chunk (booking, login) is loaded first, so that it hydrates rather than suspends (lazy-page.tsx).
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
// for the whole page at once, so a tap or a scroll during start-up is answered at once.
// A page in Thai, Russian or Chinese loads its texts before it renders: never a flash of English.
const { language } = splitLanguagePath(window.location.pathname);
const texts =
  isLocalizedPage(window.location.pathname) && language !== DEFAULT_LANGUAGE
    ? changeLanguage(language)
    : Promise.resolve();

if (container.hasChildNodes()) {
  void texts
    .then(() => preloadPageFor(window.location.pathname))
    .catch((error: unknown) => console.error('Loading the page failed', error))
    .finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  void texts
    .catch((error: unknown) => console.error('Loading the texts failed', error))
    .finally(() => createRoot(container).render(app));
}
