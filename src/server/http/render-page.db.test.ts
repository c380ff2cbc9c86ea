/**
 * Public pages rendered on request (decision 013): the live menu in the HTML,
 * one render per page and menu version, a changed menu on the next request,
 * and the app shell (never a 500) when rendering is impossible. The render
 * module here is a stand-in with the built module's interface; the real one
 * is exercised by the browser tests.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { services } from '../db/schema.ts';
import { RENDER_MODULE_FILE, renderUrlFor, TEMPLATE_MARKERS } from './render-page.ts';

const testDb = useTestDatabase();

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

function template(): string {
  const { head, app, appEnd, data } = TEMPLATE_MARKERS;
  return `<!doctype html><html><head>${head}<style>.critical{}</style></head><body><div id="root">${app}${appEnd}</div>${data}</body></html>`;
}

/** A built client whose render module lists the menu it was given and counts its renders. */
function builtClient(renderModule: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-render-'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  for (const name of ['index', 'services', 'booking'])
    writeFileSync(join(dir, 'prerendered', `${name}.html`), template());
  writeFileSync(join(dir, RENDER_MODULE_FILE), renderModule);
  return dir;
}

const LISTING_MODULE = `
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';
export const SALON_FACTS_ELEMENT_ID = 'salon-facts';
export let renders = 0;
export async function renderPage(url, catalogue) {
  renders += 1;
  const items = catalogue.flatMap((c) => c.services.map((s) => '<li>' + s.name + ' ' + s.priceThb + '</li>'));
  return { html: '<main data-url="' + url + '"><ul>' + items.join('') + '</ul></main>', head: { title: 'Page ' + url, description: 'About ' + url } };
}`;

async function rendersOf(dir: string): Promise<number> {
  const module = (await import(pathToFileURL(join(dir, RENDER_MODULE_FILE)).href)) as { renders: number };
  return module.renders;
}

describe('public pages rendered on request', () => {
  afterEach(() => testDb.reset());

  it('puts the menu as it is in the database into the page, its head and its embedded data', async () => {
    const { app } = createTestApp({ db: testDb.db, clientDir: builtClient(LISTING_MODULE) });
    const response = await app.request('/services');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<li>Classic Manicure 400</li>');
    expect(html).toContain('<title>Page /services</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/services" />');
    expect(html).toContain('"priceRange":"฿');
    expect(html).not.toContain('<!--salon:');
    const data = /<script type="application\/json" id="catalogue-snapshot">([^<]*)<\/script>/.exec(html)?.[1];
    const embedded = JSON.parse(data ?? 'null') as { services: { id: number; name: string }[] }[];
    const live = (await (await app.request('/api/catalogue')).json()) as { categories: unknown };
    expect(embedded).toEqual(live.categories);
  });

  it('renders a page once per menu version and shows a changed menu on the next request', async () => {
    const dir = builtClient(LISTING_MODULE);
    const { app } = createTestApp({ db: testDb.db, clientDir: dir });
    const first = await app.request('/services');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await (await app.request('/services/')).text()).toBe(await first.text());
    expect(await rendersOf(dir)).toBe(1);
    const revalidated = await app.request('/services', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);

    // The owner renames a service and hides another (as the menu editor does).
    await testDb.db
      .update(services)
      .set({ name: 'Classic Manicure Deluxe', priceThb: 450 })
      .where(eq(services.name, 'Classic Manicure'));
    await testDb.db.update(services).set({ active: false }).where(eq(services.name, 'Hollywood Waxing'));
    const changed = await app.request('/services', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    const html = await changed.text();
    expect(html).toContain('<li>Classic Manicure Deluxe 450</li>');
    expect(html).not.toContain('Hollywood Waxing');
    expect(await rendersOf(dir)).toBe(2);
  });

  it('keys the booking page by its valid pre-selection only, so any query string cannot grow the cache', async () => {
    const dir = builtClient(LISTING_MODULE);
    const { app } = createTestApp({ db: testDb.db, clientDir: dir });
    const live = (await (await app.request('/api/catalogue')).json()) as {
      categories: { slug: string; services: { id: number }[] }[];
    };
    const id = live.categories[0]!.services[0]!.id;
    const slug = live.categories[1]!.slug;

    expect(await (await app.request(`/booking?service=${id}&utm_source=mail`)).text()).toContain(
      `data-url="/booking?service=${id}"`,
    );
    await app.request(`/booking?service=${id}`);
    await app.request('/booking?service=99999999');
    await app.request('/booking?category=no-such-category&x=1');
    const plain = await (await app.request('/booking')).text();
    expect(plain).toContain('data-url="/booking"');
    await app.request(`/booking?category=${slug}`);
    expect(await rendersOf(dir)).toBe(3);

    expect(renderUrlFor('/services', new URLSearchParams(`service=${id}`), [])).toBe('/services');
  });

  it('serves the app shell, not an error, when the page cannot be rendered', async () => {
    const throwing = `export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'x';
export async function renderPage() { throw new Error('broken build'); }`;
    const { app } = createTestApp({ db: testDb.db, clientDir: builtClient(throwing) });
    const response = await app.request('/services');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);

    const { app: missing } = createTestApp({ db: testDb.db, clientDir: builtClient('export const nothing = 1;') });
    expect(await (await missing.request('/')).text()).toBe(SHELL);
  });

  it('never serves the templates or the render module as files', async () => {
    const { app } = createTestApp({ db: testDb.db, clientDir: builtClient(LISTING_MODULE) });
    expect((await app.request('/prerendered/render.mjs')).status).toBe(404);
    expect(await (await app.request('/prerendered/services.html')).text()).not.toContain(TEMPLATE_MARKERS.head);
  });
});
