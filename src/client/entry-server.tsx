/**
 * Server entry of the prerender (scripts/prerender.ts, docs/architecture.md
 * "Public pages and prerendering"): renders one public page to HTML with the
 * same providers and routes as the browser, which then hydrates it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { salon } from '../config/salon.ts';
import { pageHeadFor, publicPageForPath, type PageHead } from './app/layout/page-heads.ts';
import { AppRoutes } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { HERO_IMAGE_SIZES } from './features/home/hero-section.tsx';
import { provideCatalogueSnapshot } from './features/catalogue/catalogue-snapshot.ts';
import type { Catalogue } from './features/catalogue/catalogue-api.ts';
import { i18n } from './lib/i18n.ts';

export { CATALOGUE_SNAPSHOT_ELEMENT_ID } from './features/catalogue/catalogue-snapshot.ts';
export { imageSrcSet } from './components/image-slots.ts';
export { HERO_IMAGE_SIZES };

export interface RenderedPage {
  readonly html: string;
  readonly head: PageHead;
}

export function renderPage(url: string, catalogue: Catalogue): RenderedPage {
  provideCatalogueSnapshot(catalogue);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, head: pageHeadFor(publicPageForPath(url), i18n.t, salon.name) };
}
