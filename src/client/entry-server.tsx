/**
 * Server entry (docs/architecture.md "Public pages and server rendering"):
 * renders one public page to HTML with the same providers and routes as the
 * browser, which then hydrates it. `npm run build` bundles this file with
 * everything it imports into one module (scripts/prerender.ts); the server
 * loads that module (src/server/http/render-page.ts) and calls `renderPage`
 * with the menu as it is in the database, and the build calls it once per
 * page to make the page templates and their critical CSS.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../domain/language.ts';
import { splitLanguagePath } from '../domain/language-paths.ts';
import type { SalonFacts } from '../domain/salon-facts.ts';
import { pageHeadFor, publicPageForPath, type PageHead } from './app/layout/page-heads.ts';
import { AppRoutes, preloadPageFor } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import type { Catalogue } from './features/catalogue/catalogue-api.ts';
import { startWithCatalogue } from './features/catalogue/public-catalogue.ts';
import { HERO_IMAGE_SIZES } from './features/home/hero-section.tsx';
import { changeLanguage, i18n } from './lib/i18n.ts';
import { configuredSalonFacts, startWithSalonFacts } from './lib/salon-facts.ts';

export { CATALOGUE_SNAPSHOT_ELEMENT_ID } from './features/catalogue/catalogue-snapshot.ts';
export { SALON_FACTS_ELEMENT_ID } from './lib/salon-facts.ts';
export { imageSrcSet } from './components/image-slots.ts';
export { HERO_IMAGE_SIZES };
export type { Catalogue, SalonFacts };

export interface RenderedPage {
  readonly html: string;
  /** The page's language, from its URL ('/ru/booking': ru). */
  readonly language: Language;
  readonly head: PageHead;
}

/**
 * Renders `url` (path and query) with `catalogue` as the live menu and `facts`
 * as the salon's live details, hours and closures (the build passes none: the
 * configuration's, replaced on every request by the server). Waits for
 * the lazily loaded pages (booking, login) and their texts, so the HTML holds
 * the whole page, never the loading placeholder. Not re-entrant: the menu and
 * the i18n instance are module state, so the caller renders one page at a time.
 */
export async function renderPage(
  url: string,
  catalogue: Catalogue,
  facts: SalonFacts = configuredSalonFacts(),
): Promise<RenderedPage> {
  const { language, path } = splitLanguagePath(new URL(url, 'http://localhost').pathname);
  // The page's language, with every namespace it shows loaded (lazy pages load theirs while rendering).
  await changeLanguage(language);
  startWithCatalogue(catalogue, language);
  startWithSalonFacts(facts);
  // Loaded, a page of its own chunk renders outside a Suspense boundary, as the browser hydrates it (main.tsx).
  await preloadPageFor(path);
  let html = await renderOnce(url);
  // A lazily loaded page suspends the first time it renders in this process, and React then writes it as a
  // boundary completed later by an inline script, which the CSP (script-src 'self') would block. Once loaded,
  // lazy pages render at once: the second pass writes the boundary inline, as plain HTML.
  for (let pass = 1; PENDING_BOUNDARY.test(html); pass += 1) {
    if (pass >= 3) throw new Error(`The page ${url} still waits for data after ${pass} passes.`);
    html = await renderOnce(url);
  }
  return {
    html,
    language,
    head: pageHeadFor(publicPageForPath(path), i18n.t, facts.details.name, { texts: facts.pageTexts, language }),
  };
}

/** Output of a boundary React could not fill in the first pass: fallback, template and script. */
const PENDING_BOUNDARY = /<!--\$\?-->|<template\b|<script\b/;

async function renderOnce(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // React writes large boundaries (the booking form) after the rest and completes them with an inline script,
    // which the CSP blocks: no size limit keeps every boundary in place, as plain HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
