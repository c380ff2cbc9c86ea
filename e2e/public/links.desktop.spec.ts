/**
 * Every link a public page renders answers 200 (the sign-in page once linked to /th/login, a 404).
 * Starts at every public page in the four languages and the sign-in page, reads each page's HTML as the
 * server renders it (what a visitor, a crawler or a browser without scripts gets), follows every link to this
 * site, and reads those pages' links too, to a bound.
 */
import { expect, test } from '@playwright/test';
import { everyLocalizedUrl } from '../../src/domain/language-paths.ts';

/** More than the site has (4 languages × 5 pages, one booking link per treatment, assets): a loop never runs away. */
const MAX_PAGES = 400;

function linksIn(html: string, base: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    const url = new URL(href, base);
    if (url.origin === new URL(base).origin) links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

test('every link on every public page, in every language, answers 200', async ({ request, baseURL }) => {
  const origin = baseURL ?? 'http://localhost';
  const queue = [...everyLocalizedUrl(), '/login'];
  const seen = new Set(queue);
  const broken: string[] = [];
  for (let index = 0; index < queue.length && index < MAX_PAGES; index += 1) {
    const path = queue[index]!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} answered ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksIn(await response.text(), `${origin}${path}`)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  expect(queue.length, 'the crawl stayed within its bound').toBeLessThan(MAX_PAGES);
  expect(queue.length).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});
