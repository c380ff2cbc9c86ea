/**
 * Serves the built client: hashed assets with a year-long immutable cache,
 * other files briefly cached, and HTML for browser routes. A prerendered page
 * (dist/client/prerendered/<route>.html) is served where one exists; other
 * known routes get the app shell; unknown paths get the shell with a 404
 * status so the app shows its not-found page and crawlers see the truth.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isKnownPagePath } from '../../config/site-routes.ts';
import type { AppEnv } from '../app-env.ts';

const HASHED_ASSET = /^\/assets\//;
/** Pictures and media change rarely (the owner replaces them with a rebuild): cache them for 30 days. */
const LONG_LIVED = /^\/(images|media|video)\//;

export function prerenderedFileFor(pathname: string): string {
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '').replaceAll('/', '__');
  return join('prerendered', `${name}.html`);
}

export function staticSite(clientDir: string) {
  const shellPath = join(clientDir, 'index.html');
  const root = relative(process.cwd(), clientDir) || '.';
  const htmlCache = new Map<string, string>();
  const readHtml = (file: string): string | undefined => {
    if (!htmlCache.has(file)) {
      const fullPath = join(clientDir, file);
      if (!existsSync(fullPath)) return undefined;
      htmlCache.set(file, readFileSync(fullPath, 'utf8'));
    }
    return htmlCache.get(file);
  };

  // serveStatic builds its response before calling onFound, so the cache header is added afterwards.
  const servedFiles = new WeakSet<Context>();
  return new Hono<AppEnv>()
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
        // index.html is the shell; it is sent by the page handler below, never as a raw file.
        rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__no_such_file__' : path),
        onFound: (_path, c) => {
          servedFiles.add(c);
        },
      }),
    )
    .get('*', (c) => {
      const pathname = c.req.path;
      const known = isKnownPagePath(pathname);
      const html = (known ? readHtml(prerenderedFileFor(pathname)) : undefined) ?? readHtml('index.html');
      if (html === undefined) {
        return c.text(`The client is not built: run "npm run build" (looked for ${shellPath}).`, 503);
      }
      c.header('Cache-Control', 'no-cache');
      return c.html(html, known ? 200 : 404);
    });
}
