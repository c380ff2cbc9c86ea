/**
 * Serves the built client: hashed assets with a year-long immutable cache,
 * other files briefly cached, and HTML for browser routes. Public pages are
 * rendered on request with the live menu (render-page.ts); other known routes
 * (the admin area) get the app shell; unknown paths get the shell with a 404
 * status so the app shows its not-found page and crawlers see the truth.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isKnownPagePath, privatePathPatterns } from '../../config/site-routes.ts';
import { splitLanguagePath } from '../../domain/language-paths.ts';
import { markPrivate } from './private-response.ts';
import type { AppEnv } from '../app-env.ts';
import { createPageRenderer, prerenderedFileFor, TEMPLATE_MARKERS, withPageLanguage } from './render-page.ts';

export { prerenderedFileFor };

const HASHED_ASSET = /^\/assets\//;
/** Pictures and media change rarely (the owner replaces them with a rebuild): cache them for 30 days. */
const LONG_LIVED = /^\/(images|media|video)\//;

export function staticSite(clientDir: string) {
  const shellPath = join(clientDir, 'index.html');
  const root = relative(process.cwd(), clientDir) || '.';
  const pages = createPageRenderer(clientDir);
  const htmlCache = new Map<string, string | null>();
  /** A finished HTML file; a page template (placeholders still in it) only render-page.ts may use. */
  const readHtml = (file: string): string | undefined => {
    if (!htmlCache.has(file)) {
      const fullPath = join(clientDir, file);
      const text = existsSync(fullPath) ? readFileSync(fullPath, 'utf8') : undefined;
      htmlCache.set(file, text === undefined || text.includes(TEMPLATE_MARKERS.app) ? null : text);
    }
    return htmlCache.get(file) ?? undefined;
  };

  // serveStatic builds its response before calling onFound, so the cache header is added afterwards.
  const servedFiles = new WeakSet<Context>();
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await next();
        if (servedFiles.has(c)) {
          c.res.headers.set(
            'Cache-Control',
            HASHED_ASSET.test(c.req.path)
              ? 'public, max-age=31536000, immutable'
              : LONG_LIVED.test(c.req.path)
                ? 'public, max-age=2592000'
                : 'public, max-age=3600',
          );
        }
      })
      .use(
        '*',
        serveStatic({
          root,
          // index.html is the shell and prerendered/ holds the page templates and the server renderer: the page
          // handler below uses them, they are never sent as raw files.
          rewriteRequestPath: (path) =>
            path === '/' || path.endsWith('.html') || path.startsWith('/prerendered/') ? '/__no_such_file__' : path,
          onFound: (_path, c) => {
            servedFiles.add(c);
          },
        }),
      )
      .get('*', async (c) => {
        const pathname = c.req.path;
        // '/ru/booking' is the booking page in Russian; '/th/admin' is no page.
        const { language, path } = splitLanguagePath(pathname);
        const known = isKnownPagePath(path);
        if (known) {
          const { deps } = c.var;
          const page = await pages.render({
            db: deps.db,
            pathname,
            searchParams: new URL(c.req.url).searchParams,
            salon: deps.salon,
            now: deps.clock(),
            origin: deps.publicUrl,
            logger: c.var.logger,
          });
          if (page) {
            // Revalidated on every visit (no-cache); an unchanged page costs a 304 instead of its bytes.
            c.header('Cache-Control', 'no-cache');
            c.header('ETag', page.etag);
            if (
              c.req
                .header('if-none-match')
                ?.split(/\s*,\s*/)
                .includes(page.etag)
            )
              return c.body(null, 304);
            return c.html(page.html, 200);
          }
        }
        const file = (known ? readHtml(prerenderedFileFor(path)) : undefined) ?? readHtml('index.html');
        const html = file === undefined ? undefined : withPageLanguage(file, language);
        if (html === undefined) {
          // The folder is named in the server's log, for the operator; a visitor learns no path.
          c.var.logger.warn({ clientDir, shellPath }, 'the client is not built');
          return c.text('The site is not built yet: run "npm run build" on the server.', 503);
        }
        c.header('Cache-Control', 'no-cache');
        // A customer's booking page: its address carries their token.
        if (privatePathPatterns.some((pattern) => pattern.test(path))) markPrivate(c);
        return c.html(html, known ? 200 : 404);
      })
      // A page's form sent by a browser without scripts (they send with fetch, /boot.js holds a submit made
      // before they arrive): back to the page, nothing is read or written. POST keeps the fields out of the URL.
      .post('*', (c) => {
        const { path } = splitLanguagePath(c.req.path);
        if (!isKnownPagePath(path)) return c.notFound();
        return c.redirect(c.req.path, 303);
      })
  );
}
