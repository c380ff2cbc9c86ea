/**
 * CSRF defence for the admin and auth APIs (decision record 032): a
 * state-changing request must come from our own origin. Browsers tell us
 * where a request comes from in `Sec-Fetch-Site` (modern browsers, secure
 * contexts) and in `Origin` (every cross-origin POST); when the first is
 * present it decides, otherwise the second must name our origin. A request
 * with neither header comes from no browser (curl, scripts), so it cannot
 * be a forged cross-site request and is let through, as Go's
 * net/http.CrossOriginProtection does.
 *
 * It runs before body parsing, so a cross-site HTML form post is refused
 * with 403 rather than with a content-type complaint.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { refuse } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_KEY = 'common:refusals.crossSite';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Our origin as the browser sees it: the configured public URL, or the host the request was sent to. */
function isOwnOrigin(origin: string, requestUrl: string, host: string | undefined, publicUrl: string): boolean {
  const parsed = originOf(origin);
  if (parsed === null || parsed === 'null') return false;
  if (parsed === originOf(publicUrl) || parsed === originOf(requestUrl)) return true;
  // Behind a TLS-terminating proxy the request URL says http: while the page was https:.
  return host !== undefined && new URL(parsed).host === host.toLowerCase();
}

export function isSameOriginRequest(request: {
  method: string;
  url: string;
  header: (name: string) => string | undefined;
  publicUrl: string;
}): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const fetchSite = request.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.header('origin');
  if (origin !== undefined) return isOwnOrigin(origin, request.url, request.header('host'), request.publicUrl);
  return true;
}

export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const allowed = isSameOriginRequest({
    method: c.req.method,
    url: c.req.url,
    header: (name) => c.req.header(name),
    publicUrl: c.get('deps').publicUrl,
  });
  if (!allowed) throw refuse(403, CROSS_SITE_KEY);
  await next();
});
