/**
 * Prerenders the public pages after `vite build` (part of `npm run build`):
 * builds src/client/entry-server.tsx for Node, renders '/', '/services' and
 * '/about' into the built shell with their own <head>, and writes
 * <client>/prerendered/<name>.html (served by src/server/http/static-site.ts),
 * robots.txt and sitemap.xml. The menu is rendered from the seed catalogue;
 * the browser replaces it with the live one (docs/decisions/010).
 *
 * Environment: CLIENT_DIR (default dist/client), PUBLIC_URL (origin used in
 * canonical links, Open Graph, robots.txt and the sitemap; default
 * http://localhost:3000 — set it for production builds).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import type * as EntryServerModule from '../src/client/entry-server.tsx';
import { salon } from '../src/config/salon.ts';
import { prerenderedPaths } from '../src/config/site-routes.ts';
import { seedCatalogue } from '../src/server/db/catalogue-data.ts';
import { prerenderedFileFor } from '../src/server/http/static-site.ts';
import { injectIntoShell, jsonForScript, pageHeadTags, robotsTxt, sitemapXml } from './prerender-html.ts';

type EntryServer = typeof EntryServerModule;
type Catalogue = Parameters<EntryServer['renderPage']>[1];

const root = resolve(import.meta.dirname, '..');
const clientDir = resolve(process.env.CLIENT_DIR ?? join(root, 'dist', 'client'));
const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

/** The seed menu in the API's shape. Ids are negative: they are placeholders, never links. */
function snapshotCatalogue(): Catalogue {
  let serviceId = 0;
  return seedCatalogue.map((category, index) => ({
    id: -(index + 1),
    name: category.name,
    slug: category.slug,
    services: category.services.map((service) => ({
      id: -(serviceId += 1),
      name: service.name,
      priceThb: service.priceThb,
      durationMinutes: service.durationMinutes,
    })),
  }));
}

async function buildEntry(outDir: string): Promise<EntryServer> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src', 'client', 'entry-server.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href)) as EntryServer;
}

/** Fonts of the first screen: preloading them avoids a late swap that would move text. */
function fontPreloads(): string[] {
  const assets = readdirSync(join(clientDir, 'assets'));
  const wanted = [/^cormorant-garamond-latin-600-normal-.*\.woff2$/, /^inter-latin-wght-normal-.*\.woff2$/];
  return wanted.flatMap((pattern) => {
    const file = assets.find((name) => pattern.test(name));
    return file ? [`<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`] : [];
  });
}

/**
 * Inlines the CSS rules a page's HTML uses and moves the full stylesheet to
 * the end of <body> (docs/decisions/012): the page paints as soon as its HTML
 * arrives, without waiting for a stylesheet round trip, and the full sheet
 * (states only scripts reach, such as the open mobile menu, and the booking
 * and admin pages) still loads and is cached. The 'body' strategy needs no
 * inline script, so the CSP stays without 'unsafe-inline' for scripts.
 */
function criticalCssInliner(): Beasties {
  return new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'body',
    // The stylesheet is shared by every page and the app shell: keep it whole.
    pruneSource: false,
    // @font-face rules of the fonts the page uses; the preloads are chosen by fontPreloads().
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
}

async function main(): Promise<void> {
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // Inside the repository so the built entry resolves react and friends from node_modules.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'salon-prerender-'));
  try {
    const entry = await buildEntry(work);
    const catalogue = snapshotCatalogue();
    const prices = catalogue.flatMap((category) => category.services.map((service) => service.priceThb));
    const menu = { minPriceThb: Math.min(...prices), maxPriceThb: Math.max(...prices) };
    const fonts = fontPreloads();
    const inliner = criticalCssInliner();
    const snapshot = `<script type="application/json" id="${entry.CATALOGUE_SNAPSHOT_ELEMENT_ID}">${jsonForScript(catalogue)}</script>`;

    for (const path of prerenderedPaths) {
      const { html, head } = entry.renderPage(path, catalogue);
      const heroPreload =
        path === '/'
          ? [
              `<link rel="preload" as="image" type="image/avif" imagesrcset="${entry.imageSrcSet('hero', 'avif')}" imagesizes="${entry.HERO_IMAGE_SIZES}" fetchpriority="high" />`,
            ]
          : [];
      const headTags = pageHeadTags({
        page: { path, title: head.title, description: head.description },
        origin,
        salon,
        menu,
        preloads: [...heroPreload, ...fonts],
      });
      const page = await inliner.process(injectIntoShell(shell, { headTags, appHtml: html, afterRoot: snapshot }));
      const file = join(clientDir, prerenderedFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, page);
      console.log(`prerendered ${path} -> ${file} (${(page.length / 1024).toFixed(1)} KB)`);
    }
    writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin));
    writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(origin, [...prerenderedPaths, '/booking']));
    console.log(`robots.txt and sitemap.xml for ${origin}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
