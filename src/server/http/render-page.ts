/**
 * The public pages rendered on request (docs/decisions/013): each page's HTML
 * carries the menu as it is in the database now, so a new price or a hidden
 * service shows in the HTML itself, with no rebuild and no flash of an old menu.
 *
 * `npm run build` leaves, per public page, a template (the built shell with the
 * page's critical CSS and preloads, `prerendered/<page>.html`) and one
 * self-contained module with React's server renderer and the app
 * (`prerendered/render.mjs`, built from src/client/entry-server.tsx). On a
 * request the server reads the menu (one query), renders the page with it and
 * fills the template.
 *
 * Rendered pages are cached in memory by (menu, salon facts, page, booking
 * pre-selection). The menu and the salon's facts (the owner's details, weekly
 * hours and upcoming closures) are part of the key, read from the
 * database on every request, so a change made by any server process, or
 * directly in the database, shows on the next request everywhere; `clear()`
 * is for inputs that are not in the key. Both travel in the HTML as JSON
 * snapshots, so the browser hydrates with the same menu and facts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonForScript, pageHeadTags } from '../../../scripts/prerender-html.ts';
import type { SalonConfig } from '../../config/salon.ts';
import type { Language } from '../../domain/language.ts';
import { localizedPath, splitLanguagePath } from '../../domain/language-paths.ts';
import type { SalonFacts } from '../../domain/salon-facts.ts';
import { sitePhotoSrcSet } from '../../domain/site-photos.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { listCatalogue, type CatalogueCategory } from '../services/menu/list-catalogue.ts';
import { readSalonFacts } from '../services/settings/read-salon-facts.ts';

/** Placeholders the build leaves in each page template (scripts/prerender.ts). */
export const TEMPLATE_MARKERS = {
  /** Title, description, canonical, social tags and JSON-LD. */
  head: '<!--salon:head-->',
  /** Start and end of the rendered app inside #root. */
  app: '<!--salon:app-->',
  appEnd: '<!--/salon:app-->',
  /** The embedded menu and salon facts, after #root. */
  data: '<!--salon:data-->',
} as const;

/** The server renderer, next to the templates (never served: static-site.ts refuses /prerendered/). */
export const RENDER_MODULE_FILE = join('prerendered', 'render.mjs');

/** Pages kept at most; the booking page has one entry per valid pre-selection, the others one each. */
const MAX_CACHED_PAGES = 200;

/** What the built module (src/client/entry-server.tsx) offers; the server never imports client code itself. */
interface RenderModule {
  renderPage(
    url: string,
    catalogue: CatalogueCategory[],
    facts: SalonFacts,
  ): Promise<{
    readonly html: string;
    readonly language: Language;
    readonly head: { readonly title: string; readonly description: string };
  }>;
  readonly CATALOGUE_SNAPSHOT_ELEMENT_ID: string;
  readonly SALON_FACTS_ELEMENT_ID: string;
}

function isRenderModule(value: unknown): value is RenderModule {
  const candidate = value as Partial<RenderModule> | null;
  return (
    typeof candidate?.renderPage === 'function' &&
    typeof candidate.CATALOGUE_SNAPSHOT_ELEMENT_ID === 'string' &&
    typeof candidate.SALON_FACTS_ELEMENT_ID === 'string'
  );
}

export interface PageRequest {
  readonly db: Database;
  /** Path of a public page, e.g. "/services" or "/ru/services" (a trailing slash is ignored). */
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly salon: SalonConfig;
  /** The current instant (the upcoming closures start today, salon time). */
  readonly now: Date;
  /** Public origin for canonical links and social tags. */
  readonly origin: string;
  readonly logger: Logger;
}

export interface RenderedPageResponse {
  readonly html: string;
  /** Validator of exactly this HTML (weak: compression may change the bytes sent). */
  readonly etag: string;
}

export interface PageRendererStats {
  readonly renders: number;
  readonly hits: number;
  readonly cached: number;
  readonly totalRenderMs: number;
}

export interface PageRenderer {
  /** The page's HTML, or undefined when this build has no template for it or cannot render (serve the shell). */
  render(request: PageRequest): Promise<RenderedPageResponse | undefined>;
  /** Forgets every rendered page (for inputs outside the cache key). */
  clear(): void;
  stats(): PageRendererStats;
}

/** Where the build leaves the template (or, from older builds, the finished HTML) of a public page. */
export function prerenderedFileFor(pathname: string): string {
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '').replaceAll('/', '__');
  return join('prerendered', `${name}.html`);
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The URL to render. Only /booking reads its query (`service`, `category`), and
 * only values that exist in the menu change what it shows; keeping just those
 * gives the same HTML as the raw URL and keeps the cache bounded whatever
 * query strings arrive.
 */
export function renderUrlFor(pathname: string, searchParams: URLSearchParams, catalogue: CatalogueCategory[]): string {
  if (pathname !== '/booking') return pathname;
  const params = new URLSearchParams();
  const service = Number(searchParams.get('service'));
  if (catalogue.some((category) => category.services.some((entry) => entry.id === service))) {
    params.set('service', String(service));
  }
  const category = searchParams.get('category');
  if (category !== null && catalogue.some((entry) => entry.slug === category)) params.set('category', category);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page's `<html lang>` set to its language (templates and the shell are built with English). */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** Inserts `text` in place of `marker` (no `$` patterns: rendered HTML may contain any character). */
function fill(template: string, marker: string, text: string): string {
  const at = template.indexOf(marker);
  return at < 0 ? template : template.slice(0, at) + text + template.slice(at + marker.length);
}

function fillApp(template: string, html: string): string {
  const start = template.indexOf(TEMPLATE_MARKERS.app);
  const end = template.indexOf(TEMPLATE_MARKERS.appEnd, start);
  if (start < 0 || end < 0) return template;
  return template.slice(0, start) + html + template.slice(end + TEMPLATE_MARKERS.appEnd.length);
}

/** The build's preload of the generated hero picture (home page templates, scripts/prerender.ts). */
const ARTWORK_HERO_PRELOAD = /imagesrcset="\/images\/hero-[^"]*"/;

/**
 * The hero's preload pointed at the owner's hero photo when there is one, so the largest paint of the home
 * page is still fetched first and the artwork is not fetched at all (decision 242).
 */
export function withOwnerHeroPreload(html: string, facts: SalonFacts): string {
  const hero = facts.photos?.hero;
  if (!hero || hero.webp.length === 0) return html;
  return html.replace(ARTWORK_HERO_PRELOAD, () => `imagesrcset="${sitePhotoSrcSet(hero.webp)}"`);
}

function menuPriceRange(catalogue: CatalogueCategory[]): { minPriceThb: number; maxPriceThb: number } | undefined {
  const prices = catalogue.flatMap((category) => category.services.map((service) => service.priceThb));
  return prices.length > 0 ? { minPriceThb: Math.min(...prices), maxPriceThb: Math.max(...prices) } : undefined;
}

export function createPageRenderer(clientDir: string): PageRenderer {
  const templates = new Map<string, string | null>();
  const cache = new Map<string, RenderedPageResponse>();
  const inFlight = new Map<string, Promise<RenderedPageResponse>>();
  const cacheVersions = new Map<Language, string>();
  let loaded: Promise<RenderModule | undefined> | undefined;
  // The app's module state (menu store, i18n) is shared: one render at a time.
  let queue: Promise<unknown> = Promise.resolve();
  let renders = 0;
  let hits = 0;
  let totalRenderMs = 0;

  const templateFor = (pathname: string): string | undefined => {
    if (!templates.has(pathname)) {
      const file = join(clientDir, prerenderedFileFor(pathname));
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      templates.set(pathname, text.includes(TEMPLATE_MARKERS.app) ? text : null);
    }
    return templates.get(pathname) ?? undefined;
  };

  const loadModule = (logger: Logger): Promise<RenderModule | undefined> => {
    loaded ??= (async () => {
      const file = join(clientDir, RENDER_MODULE_FILE);
      try {
        const module: unknown = await import(pathToFileURL(file).href);
        if (!isRenderModule(module)) throw new Error('it does not export renderPage');
        return module;
      } catch (error) {
        logger.error({ err: error, file }, 'the page renderer could not be loaded: pages are served as the app shell');
        return undefined;
      }
    })();
    return loaded;
  };

  const renderOne = async (
    module: RenderModule,
    template: string,
    url: string,
    catalogue: CatalogueCategory[],
    facts: SalonFacts,
    request: PageRequest,
  ): Promise<RenderedPageResponse> => {
    const started = performance.now();
    const { html, head, language } = await module.renderPage(url, catalogue, facts);
    const range = menuPriceRange(catalogue);
    const headTags = pageHeadTags({
      page: { path: splitLanguagePath(normalisePath(request.pathname)).path, ...head },
      language,
      origin: request.origin,
      salon: request.salon,
      menu: range ?? { minPriceThb: 0, maxPriceThb: 0 },
      facts,
    });
    const data =
      `<script type="application/json" id="${module.CATALOGUE_SNAPSHOT_ELEMENT_ID}">${jsonForScript(catalogue)}</script>` +
      `<script type="application/json" id="${module.SALON_FACTS_ELEMENT_ID}">${jsonForScript(facts)}</script>`;
    const filled = fill(fill(fillApp(template, html), TEMPLATE_MARKERS.head, headTags), TEMPLATE_MARKERS.data, data);
    const page = withPageLanguage(withOwnerHeroPreload(filled, facts), language);
    renders += 1;
    totalRenderMs += performance.now() - started;
    return { html: page, etag: `W/"${createHash('sha1').update(page).digest('base64url')}"` };
  };

  return {
    async render(request) {
      const { language, path: pathname } = splitLanguagePath(normalisePath(request.pathname));
      const template = templateFor(pathname);
      if (template === undefined) return undefined;
      const module = await loadModule(request.logger);
      if (!module) return undefined;

      const catalogue = await listCatalogue(request.db, language);
      const facts = await readSalonFacts({ db: request.db, salon: request.salon, now: request.now });
      // One version per language: the menu differs by language, and a page in one language must not push
      // the others out of the cache.
      const version = createHash('sha1')
        .update(JSON.stringify([catalogue, facts]))
        .digest('base64url');
      if (cacheVersions.get(language) !== version) {
        // The menu or the salon's facts changed: every page in this language showing them is out of date.
        for (const key of cache.keys()) if (key.startsWith(`${language} `)) cache.delete(key);
        cacheVersions.set(language, version);
      }
      const url = localizedPath(renderUrlFor(pathname, request.searchParams, catalogue), language);
      const key = `${language} ${version} ${url}`;
      const cached = cache.get(key);
      if (cached) {
        hits += 1;
        return cached;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = queue.then(() => renderOne(module, template, url, catalogue, facts, request));
        queue = pending.catch(() => undefined);
        inFlight.set(key, pending);
      }
      try {
        const page = await pending;
        if (cacheVersions.get(language) === version) {
          if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value ?? '');
          cache.set(key, page);
        }
        return page;
      } catch (error) {
        request.logger.error({ err: error, url }, 'rendering a page failed: serving the app shell');
        return undefined;
      } finally {
        inFlight.delete(key);
      }
    },
    clear() {
      cache.clear();
      cacheVersions.clear();
    },
    stats() {
      return { renders, hits, cached: cache.size, totalRenderMs };
    },
  };
}
