/**
 * Headers for an answer about one customer's booking, reached through their private link:
 * nothing keeps a copy (no-store), no search engine lists it (noindex), and no page it links to learns
 * its address from a Referer (no-referrer), since the address carries the customer's token.
 */
import type { Context } from 'hono';

export function markPrivate(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex, nofollow');
}
