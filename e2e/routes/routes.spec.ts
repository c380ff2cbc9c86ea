/**
 * Every route of the app, opened directly (a reload, a bookmark, a link from
 * an e-mail), must show its texts, never a raw translation key such as
 * `adminShell.dashboard`. The routes come from the route
 * table the server and the client share (src/config/site-routes.ts), so a
 * new page is covered without touching this file; a new kind of id in a path
 * fails here until the test knows how to make one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPathPatterns, publicPaths } from '../../src/config/site-routes.ts';
import { everyLocalizedUrl } from '../../src/domain/language-paths.ts';
import { E2E_STAFF } from '../support/staff.ts';

/** Every key of every namespace, as `section.key` (plural suffixes dropped): what a missing text shows. */
function translationKeys(): { namespaces: string[]; keys: Set<string> } {
  const dir = join(import.meta.dirname, '..', '..', 'src', 'i18n', 'locales', 'en');
  const keys = new Set<string>();
  const namespaces: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(child, [...path, name]);
    } else if (path.length > 1) {
      keys.add(path.join('.').replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    namespaces.push(file.replace(/\.json$/, ''));
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), []);
  }
  return { namespaces, keys };
}

const { namespaces, keys } = translationKeys();
const keyLike = [
  // A camelCase section followed by a key, e.g. adminShell.dashboard.
  /\b[a-z]+[A-Z]\w*\.[a-z]\w+/,
  // A namespaced key, e.g. booking:page.title.
  new RegExp(`\\b(?:${namespaces.join('|')}):[a-z]\\w*`),
];

/** Texts on the page that look like translation keys: visible text and the labels screen readers read. */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...labels];
  });
  const found = new Set<string>();
  for (const text of texts) {
    for (const pattern of keyLike) {
      const match = pattern.exec(text);
      if (match) found.add(match[0]);
    }
    // Whole tokens equal to a real key path (not part of an e-mail address, a domain or a URL).
    for (const token of text.split(/[\s,;()"'“”]+/)) {
      const bare = token.replace(/[.:!?]+$/, '');
      if (keys.has(bare)) found.add(bare);
    }
  }
  return [...found];
}

/** A concrete path for each admin pattern: ids come from the running product, never made up. */
async function adminPaths(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const technicians = (await (await request.get('/api/admin/technicians')).json()) as { technicians: { id: string }[] };
  const technicianId = technicians.technicians[0]?.id;
  const catalogue = (await (await request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const dates = (await (await request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const email = `routes.${Date.now()}.${Math.random().toString(36).slice(2)}@private.example`;
  const booked = await request.post('/api/bookings', {
    data: {
      serviceIds: [catalogue.categories[0]!.services[0]!.id],
      date: dates.dates.at(-1)!.date,
      time: '10:00',
      name: 'Route Tester',
      email,
      phone: '+66 81 111 2222',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const listed = (await (await request.get(`/api/admin/appointments?q=${encodeURIComponent(email)}`)).json()) as {
    items: { id: number | string }[];
  };
  const orderId = listed.items[0] ? String(listed.items[0].id) : undefined;
  const customers = (await (await request.get(`/api/admin/customers?q=${encodeURIComponent(email)}`)).json()) as {
    items: { id: string }[];
  };
  const samples: Record<string, string | undefined> = {
    technician: technicianId,
    orders: orderId,
    customers: customers.items[0]?.id,
    // No sale is made here: an unknown sale's page still has its heading and says so in words.
    sales: '00000000-0000-4000-8000-000000000000',
  };

  return adminPathPatterns.map((pattern) => {
    // e.g. ^\/admin\/orders\/[^/]+\/?$ -> /admin/orders/<an appointment's id>
    const template = pattern.source
      .replace(/^\^/, '')
      .replace(/(\\\/)?\??\$$/, '')
      .replaceAll('\\/', '/');
    const path = template.replace(/\/([a-z-]+)\/\[\^\/\]\+/g, (_whole, segment: string) => {
      const id = samples[segment];
      if (!id) throw new Error(`No sample id for "${segment}" in ${pattern.source} (${baseURL}): teach this test one.`);
      return `/${segment}/${encodeURIComponent(id)}`;
    });
    expect(pattern.test(path), `${path} from ${pattern.source}`).toBe(true);
    return path;
  });
}

async function expectNoKeys(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await keysShown(page), `translation keys on ${path}`).toEqual([]);
}

test('every public route, loaded directly, shows texts and no translation keys', async ({ page }) => {
  // And each customer's page in every language: a key missing in Thai shows as a key there.
  const paths = [...new Set([...publicPaths, ...everyLocalizedUrl()])];
  for (const path of [...paths, '/no-such-page']) await expectNoKeys(page, path);
});

test('every admin route, loaded directly while signed in, shows texts and no translation keys', async ({
  page,
  baseURL,
}) => {
  // Every admin page in turn (thirty and more, each waited on until its network is idle): minutes on a busy
  // two-core machine. The limit is for a page that never settles, not for a slow machine.
  test.setTimeout(300_000);
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
    headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const paths = await adminPaths(page.request, baseURL!);
  expect(paths).toHaveLength(adminPathPatterns.length);
  for (const path of [...paths, '/admin/no-such-page']) await expectNoKeys(page, path);
});
