/**
 * Prepares the public pages for rendering on request (part of `npm run build`,
 * after `vite build`; docs/decisions/013):
 *
 * - bundles src/client/entry-server.tsx with React's server renderer and
 *   everything else it imports into one module,
 *   <client>/prerendered/render.mjs, which the server loads
 *   (src/server/http/render-page.ts);
 * - renders each public page once with the seed menu, only to find the CSS it
 *   uses, and writes <client>/prerendered/<page>.html: the built shell with
 *   that critical CSS inlined, the full stylesheet deferred, the hero
 *   picture's preload on '/', and placeholders where the server puts the
 *   head, the page and the live menu on each request;
 * - writes robots.txt and sitemap.xml.
 *
 * Environment: CLIENT_DIR (default dist/client), PUBLIC_URL (origin used in
 * robots.txt and the sitemap; default http://localhost:3000 — set it for
 * production builds; canonical links use the server's PUBLIC_URL).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, minify } from 'vite';
import type * as EntryServerModule from '../src/client/entry-server.tsx';
import { prerenderedPaths, publicPaths } from '../src/config/site-routes.ts';
import { seedCatalogue } from '../src/server/db/catalogue-data.ts';
import { prerenderedFileFor, RENDER_MODULE_FILE, TEMPLATE_MARKERS } from '../src/server/http/render-page.ts';
import {
  fallbackFontFaces,
  languageRules,
  injectIntoShell,
  robotsTxt,
  siblingSpacingSelectors,
  sitemapXml,
} from './prerender-html.ts';

type EntryServer = typeof EntryServerModule;

const root = resolve(import.meta.dirname, '..');
const clientDir = resolve(process.env.CLIENT_DIR || join(root, 'dist', 'client'));
const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

/** The seed menu in the API's shape: it only decides which CSS the templates inline, never what a page shows. */
function seedMenu(): EntryServerModule.Catalogue {
  let serviceId = 0;
  return seedCatalogue.map((category, index) => ({
    id: index + 1,
    name: category.name,
    slug: category.slug,
    services: category.services.map((service) => ({
      id: (serviceId += 1),
      key: service.key,
      name: service.name,
      description: service.description,
      priceThb: service.priceThb,
      durationMinutes: service.durationMinutes,
    })),
  }));
}

/**
 * One self-contained ES module (React, the router, i18next and the app, no
 * imports but Node's own), so the server can load it from any folder:
 * CLIENT_DIR may be a temporary folder outside the repository.
 */
async function buildRenderModule(): Promise<EntryServer> {
  const file = join(clientDir, RENDER_MODULE_FILE);
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // React's production build: the server renders for visitors, not for debugging.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(root, 'src', 'client', 'entry-server.tsx'),
      outDir: dirname(file),
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
    },
  });
  return (await import(pathToFileURL(file).href)) as EntryServer;
}

/**
 * Inlines the CSS rules a page's HTML uses and moves the full stylesheet to
 * the end of <body> (docs/decisions/012): the page paints as soon as its HTML
 * arrives, without waiting for a stylesheet round trip, and the full sheet
 * (states only scripts reach, such as the open mobile menu, and the admin
 * pages) still loads and is cached. The 'body' strategy needs no inline
 * script, so the CSP stays without 'unsafe-inline' for scripts.
 */
function criticalCssInliner(allowRules: string[]): Beasties {
  return new Beasties({
    allowRules,
    path: clientDir,
    publicPath: '/',
    preload: 'body',
    // The stylesheet is shared by every page and the app shell: keep it whole.
    pruneSource: false,
    // No @font-face rules: the first paint uses the metric-matched system fonts (styles.css) and asks for no
    // font file; the web fonts come with the full stylesheet once the app starts (docs/decisions/014).
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
}

/**
 * The page is complete without JavaScript, so its scripts and its full
 * stylesheet wait: the entry module, its module preloads and the stylesheet
 * link (which beasties moved to the end of <body>) are replaced by /boot.js
 * (a small deferred classic script, src/client/public/boot.js), which adds
 * them once the page has loaded and painted. Until then the bandwidth and the
 * main thread belong to the first paint (docs/decisions/014). The stylesheet
 * is added as `media="print"` and switched on by the app when it starts
 * (main.tsx), so the page's look changes only with hydration; without
 * JavaScript, <noscript> links it as usual.
 */
function deferScriptsAndStylesheet(html: string, pageModules: readonly string[]): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The page template has no module script to defer.');
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!stylesheet) throw new Error('The page template has no stylesheet link to defer.');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  let deferred = html.replace(entry[0], '').replace(stylesheet[0], `<noscript>${stylesheet[0]}</noscript>`);
  for (const preload of preloads) deferred = deferred.replace(preload[0], '');
  const shared = preloads.map((match) => match[1] ?? '');
  const modules = [...shared, ...pageModules.filter((file) => !shared.includes(file) && file !== entry[1])].join(' ');
  const boot = `<script async src="/boot.js" data-entry="${entry[1]}" data-modules="${modules}" data-stylesheet="${stylesheet[1]}"></script>`;
  return deferred.replace('</head>', `  ${boot}\n  </head>`);
}

/**
 * The chunks a page split into its own (app/app-routes.tsx: `lazyPage`) loads before it hydrates: the page,
 * TanStack Query where it reads server data, and its English texts. /boot.js fetches them together with the
 * entry instead of after it has run (one round trip less on a phone, docs/decisions/178); a page in another
 * language loads its texts as before.
 */
const LAZY_PAGE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  '/about': ['pages/about-page.tsx'],
  '/services': ['pages/services-page.tsx'],
  '/booking': ['pages/booking-page.tsx', 'app/query-provider.tsx', '../i18n/locales/en/booking.json'],
  '/login': ['pages/login-page.tsx', 'app/query-provider.tsx', '../i18n/locales/en/auth.json'],
};

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

/** The built files of a page's own chunks and every chunk they import, from Vite's manifest. */
function pageModuleFiles(path: string): string[] {
  const sources = LAZY_PAGE_SOURCES[path];
  if (!sources) return [];
  const manifest = JSON.parse(readFileSync(join(clientDir, 'prerendered', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk for ${key} (scripts/prerender.ts LAZY_PAGE_SOURCES).`);
    if (key === 'index.html' || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/**
 * The states of a page its first paint can show. The booking page shows the
 * date, time and contact fields once a service is chosen, which a link
 * (`?service=`) does before the first paint: its template inlines the CSS of
 * both states, so neither waits for the full stylesheet.
 */
function statesOf(path: string, menu: EntryServerModule.Catalogue): string[] {
  const firstService = menu[0]?.services[0];
  return path === '/booking' && firstService ? [path, `${path}?service=${firstService.id}`] : [path];
}

/**
 * /boot.js is served as Vite copied it from src/client/public, comments and
 * all; it counts against the home page's 120 KB script budget, so it is
 * minified in place here.
 */
async function minifyBootScript(): Promise<void> {
  const file = join(clientDir, 'boot.js');
  const result = await minify('boot.js', readFileSync(file, 'utf8'), {});
  if (result.errors.length > 0) throw new Error(`Minifying boot.js failed: ${result.errors[0]?.message}`);
  writeFileSync(file, result.code);
}

async function main(): Promise<void> {
  await minifyBootScript();
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = await buildRenderModule();
  const menu = seedMenu();
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(shell)?.[1];
  if (!stylesheet) throw new Error('The built index.html links no stylesheet.');
  const css = readFileSync(join(clientDir, stylesheet), 'utf8');

  for (const path of publicPaths) {
    // One render at a time: the app's menu store and i18n instance are module state.
    const rendered = [];
    for (const url of statesOf(path, menu)) rendered.push(await entry.renderPage(url, menu));
    const heroPreload =
      path === '/'
        ? [
            `<link rel="preload" as="image" type="image/webp" imagesrcset="${entry.imageSrcSet('hero', 'webp')}" imagesizes="${entry.HERO_IMAGE_SIZES}" fetchpriority="high" />`,
          ]
        : [];
    // Every state's HTML goes through the inliner; the server replaces it with the page it renders.
    const appHtml = `${TEMPLATE_MARKERS.app}${rendered.map((page) => page.html).join('')}${TEMPLATE_MARKERS.appEnd}`;
    const inliner = criticalCssInliner(siblingSpacingSelectors(css, appHtml));
    const page = await inliner.process(
      injectIntoShell(shell, {
        headTags: [TEMPLATE_MARKERS.head, ...heroPreload].join('\n    '),
        appHtml,
        afterRoot: TEMPLATE_MARKERS.data,
      }),
    );
    const start = page.indexOf(TEMPLATE_MARKERS.app);
    const end = page.indexOf(TEMPLATE_MARKERS.appEnd);
    if (start < 0 || end < start || !page.includes(TEMPLATE_MARKERS.head) || !page.includes(TEMPLATE_MARKERS.data)) {
      throw new Error(`The template of ${path} lost its placeholders in the critical CSS step.`);
    }
    const template = deferScriptsAndStylesheet(
      `${page.slice(0, start + TEMPLATE_MARKERS.app.length)}${page.slice(end)}`,
      pageModuleFiles(path),
    );
    // After beasties, which drops @font-face rules from every <style> it reduces (inlineFonts: false).
    const withFallbackFonts = template.replace(
      TEMPLATE_MARKERS.head,
      `${TEMPLATE_MARKERS.head}\n    <style>${fallbackFontFaces(css)}${languageRules(css)}</style>`,
    );
    const file = join(clientDir, prerenderedFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withFallbackFonts);
    console.log(`template ${path} -> ${file} (${(withFallbackFonts.length / 1024).toFixed(1)} KB)`);
  }
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin));
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(origin, [...prerenderedPaths, '/booking']));
  console.log(`robots.txt and sitemap.xml for ${origin}`);
}

await main();
