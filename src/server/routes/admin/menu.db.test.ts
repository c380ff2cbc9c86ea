/**
 * The owner's menu editor through the real app, guards and
 * database: every route, bad input (422, nothing written), version conflicts
 * (409), delete refused when an appointment lists the service, hiding takes a
 * service off the public menu and out of booking, a price change leaves
 * appointments already made alone, and every edit shows in the public pages'
 * HTML on the next request.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { appointmentServices, categories, services, settingsChanges, staff } from '../../db/schema.ts';
import { RENDER_MODULE_FILE, TEMPLATE_MARKERS } from '../../http/render-page.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import type { MenuEditorCategory, MenuEditorService } from '../../services/menu/list-menu.ts';
import { fieldTexts } from '../../../../test/support/refusal-fields.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = useTestDatabase();
const BASE = '/api/admin/settings/menu';

type App = ReturnType<typeof createTestApp>['app'];

interface Owner {
  readonly app: App;
  readonly headers: Record<string, string>;
  send(method: string, path: string, body?: unknown): ReturnType<typeof call>;
  menu(): Promise<MenuEditorCategory[]>;
}

async function signInOwner(app: App): Promise<Owner> {
  const session = await signInAsStaff(app, testDb.db);
  await testDb.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, session.email));
  const send = (method: string, path: string, body?: unknown) =>
    call(app, method, `${BASE}${path}`, body, session.headers);
  return {
    app,
    headers: session.headers,
    send,
    async menu() {
      const response = await send('GET', '');
      expect(response.status).toBe(200);
      return (response.body as { menu: MenuEditorCategory[] }).menu;
    },
  };
}

function findService(menu: MenuEditorCategory[], name: string): MenuEditorService {
  const found = menu.flatMap((category) => category.services).find((service) => service.name === name);
  if (!found) throw new Error(`no service ${name} in the editor's menu`);
  return found;
}

function findCategory(menu: MenuEditorCategory[], name: string): MenuEditorCategory {
  const found = menu.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

function editOf(service: MenuEditorService, changes: Partial<MenuEditorService> = {}) {
  const merged = { ...service, ...changes };
  return {
    version: merged.version,
    name: merged.name,
    description: merged.description,
    durationMinutes: merged.durationMinutes,
    priceThb: merged.priceThb,
    categoryId: merged.categoryId,
    visible: merged.visible,
  };
}

async function historyCount(): Promise<number> {
  const [row] = await testDb.db.select({ value: count() }).from(settingsChanges);
  return row?.value ?? 0;
}

async function lastHistory() {
  const [row] = await testDb.db.select().from(settingsChanges).orderBy(desc(settingsChanges.id)).limit(1);
  return row;
}

async function publicCatalogue(app: App) {
  const response = await app.request('/api/catalogue');
  return (
    (await response.json()) as {
      categories: { name: string; services: { name: string; priceThb: number; description: string }[] }[];
    }
  ).categories;
}

let owner: Owner;

beforeEach(async () => {
  await testDb.reset();
  owner = await signInOwner(createTestApp({ db: testDb.db }).app);
});

describe('who may edit the menu', () => {
  it('refuses anonymous (401) and staff (403) sessions and writes nothing', async () => {
    const { app } = createTestApp({ db: testDb.db });
    const before = await testDb.db.select().from(services);
    expect((await call(app, 'GET', BASE)).status).toBe(401);
    const staffSession = await signInAsStaff(app, testDb.db);
    expect((await call(app, 'GET', BASE, undefined, staffSession.headers)).status).toBe(403);
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const refused = await call(
      app,
      'PATCH',
      `${BASE}/services/${manicure.id}/visibility`,
      { version: 1, visible: false },
      staffSession.headers,
    );
    expect(refused.status).toBe(403);
    expect(await testDb.db.select().from(services)).toEqual(before);
  });
});

describe('GET the editor menu', () => {
  it('lists every category and service with versions, hidden ones and reference counts', async () => {
    await testDb.db.update(services).set({ active: false }).where(eq(services.name, 'Chrome Nails'));
    const response = await call(
      owner.app,
      'POST',
      '/api/bookings',
      bookingBody([(await serviceByName(testDb.db, 'Classic Manicure')).id]),
    );
    expect(response.status).toBe(201);
    const menu = await owner.menu();
    expect(menu.map((category) => category.name)).toEqual(['Nails', 'Eyelashes', 'Waxing', 'Spa']);
    expect(findService(menu, 'Chrome Nails')).toMatchObject({ visible: false, version: 1 });
    expect(findService(menu, 'Classic Manicure').appointmentCount).toBe(1);
    expect(findService(menu, 'Classic Pedicure').appointmentCount).toBe(0);
  });
});

describe('services', () => {
  it('changes a price, records the sentence, and leaves appointments already made alone', async () => {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const booked = await call(owner.app, 'POST', '/api/bookings', bookingBody([manicure.id]));
    expect(booked.status).toBe(201);

    const service = findService(await owner.menu(), 'Classic Manicure');
    const response = await owner.send(
      'PATCH',
      `/services/${service.id}`,
      editOf(service, { priceThb: 550, durationMinutes: 45 }),
    );
    expect(response.status).toBe(200);
    const after = findService((response.body as { menu: MenuEditorCategory[] }).menu, 'Classic Manicure');
    expect(after).toMatchObject({ priceThb: 550, durationMinutes: 45, version: service.version + 1 });

    const [line] = await testDb.db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.serviceId, manicure.id));
    expect(line).toMatchObject({ priceThb: 400, durationMinutes: 30, serviceName: 'Classic Manicure' });

    const history = await lastHistory();
    expect(history?.area).toBe('menu');
    expect(history?.summary).toBe('Changed Classic Manicure: price from ฿400 to ฿550, duration from 30 min to 45 min.');
    expect(history?.detail).toMatchObject({ before: { priceThb: 400 }, after: { priceThb: 550 } });

    const one = await owner.send('PATCH', `/services/${service.id}`, editOf(after, { priceThb: 600 }));
    expect(one.status).toBe(200);
    expect((await lastHistory())?.summary).toBe('Changed the price of Classic Manicure from ฿550 to ฿600.');
  });

  it('adds a service at the end of its category and shows it publicly', async () => {
    const nails = findCategory(await owner.menu(), 'Nails');
    const response = await owner.send('POST', '/services', {
      name: 'Gel Manicure Deluxe',
      description: 'Gel colour with a hand massage.',
      durationMinutes: 75,
      priceThb: 950,
      categoryId: nails.id,
      visible: true,
    });
    expect(response.status).toBe(201);
    const menu = (response.body as { menu: MenuEditorCategory[] }).menu;
    expect(findCategory(menu, 'Nails').services.at(-1)?.name).toBe('Gel Manicure Deluxe');
    const shown = (await publicCatalogue(owner.app)).flatMap((category) => category.services);
    expect(shown.find((entry) => entry.name === 'Gel Manicure Deluxe')).toMatchObject({
      priceThb: 950,
      description: 'Gel colour with a hand massage.',
    });
    expect((await lastHistory())?.summary).toBe('Added Gel Manicure Deluxe to Nails: ฿950, 75 min.');
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const nails = findCategory(await owner.menu(), 'Nails');
    const before = await testDb.db.select().from(services);
    const historyBefore = await historyCount();
    const response = await owner.send('POST', '/services', {
      name: '',
      description: 'x'.repeat(400),
      durationMinutes: 62,
      priceThb: -5,
      categoryId: nails.id,
      visible: true,
    });
    expect(response.status).toBe(422);
    const fields = (response.body as { error: { fields: Record<string, FieldSentence> } }).error.fields;
    expect(fieldTexts(fields)).toEqual({
      name: 'Give the service a name of 1 to 80 characters.',
      description: 'Keep the description to 300 characters, on one line.',
      durationMinutes: 'Choose a duration between 5 minutes and 8 hours, in steps of 5 minutes.',
      priceThb: 'Enter the price in baht as a whole number from 0 to 100,000.',
    });

    const service = findService(await owner.menu(), 'Classic Pedicure');
    const tooLong = await owner.send('PATCH', `/services/${service.id}`, editOf(service, { durationMinutes: 485 }));
    expect(tooLong.status).toBe(422);
    const unknownCategory = await owner.send(
      'PATCH',
      `/services/${service.id}`,
      editOf(service, { categoryId: 99_999 }),
    );
    expect(unknownCategory.status).toBe(422);
    expect(
      (unknownCategory.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.categoryId?.message,
    ).toMatch(/no longer exists/);
    expect(await testDb.db.select().from(services)).toEqual(before);
    expect(await historyCount()).toBe(historyBefore);
  });

  it('refuses a duplicate name (any letter case) with a clear message', async () => {
    const menu = await owner.menu();
    const pedicure = findService(menu, 'Classic Pedicure');
    const renamed = await owner.send(
      'PATCH',
      `/services/${pedicure.id}`,
      editOf(pedicure, { name: 'classic manicure' }),
    );
    expect(renamed.status).toBe(422);
    expect((renamed.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.name?.message).toBe(
      'There is already a service called Classic Manicure. Give this one a different name.',
    );
    const added = await owner.send('POST', '/services', { ...editOf(pedicure), name: 'Classic Manicure' });
    expect(added.status).toBe(422);
  });

  it('refuses a save made from a stale version (409) and keeps the first save', async () => {
    const service = findService(await owner.menu(), 'Classic Pedicure');
    const second = await signInOwner(owner.app);
    expect((await owner.send('PATCH', `/services/${service.id}`, editOf(service, { priceThb: 500 }))).status).toBe(200);
    const stale = await second.send('PATCH', `/services/${service.id}`, editOf(service, { priceThb: 480 }));
    expect(stale.status).toBe(409);
    expect((stale.body as { error: { message: string } }).error.message).toMatch(/Someone else changed this/);
    expect(findService(await owner.menu(), 'Classic Pedicure').priceThb).toBe(500);
    const staleHide = await second.send('PATCH', `/services/${service.id}/visibility`, { version: 1, visible: false });
    expect(staleHide.status).toBe(409);
    const staleDelete = await second.send('DELETE', `/services/${service.id}?version=1`);
    expect(staleDelete.status).toBe(409);
  });

  it('hides a service: gone from the public menu and refused by booking; shown again it comes back', async () => {
    const service = findService(await owner.menu(), 'Classic Pedicure');
    const hidden = await owner.send('PATCH', `/services/${service.id}/visibility`, {
      version: service.version,
      visible: false,
    });
    expect(hidden.status).toBe(200);
    expect((await lastHistory())?.summary).toBe('Hid Classic Pedicure from the website and booking.');
    const names = (await publicCatalogue(owner.app)).flatMap((category) =>
      category.services.map((entry) => entry.name),
    );
    expect(names).not.toContain('Classic Pedicure');

    const refused = await call(owner.app, 'POST', '/api/bookings', bookingBody([service.id]));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('serviceIds');

    const shown = await owner.send('PATCH', `/services/${service.id}/visibility`, {
      version: service.version + 1,
      visible: true,
    });
    expect(shown.status).toBe(200);
    expect((await call(owner.app, 'POST', '/api/bookings', bookingBody([service.id]))).status).toBe(201);
  });

  it('deletes only a service no appointment lists, and points to Hide otherwise', async () => {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    expect((await call(owner.app, 'POST', '/api/bookings', bookingBody([manicure.id]))).status).toBe(201);
    const menu = await owner.menu();
    const referenced = findService(menu, 'Classic Manicure');
    const refused = await owner.send('DELETE', `/services/${referenced.id}?version=${referenced.version}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      'Classic Manicure is on 1 appointment, so it cannot be deleted. Hide it instead: it disappears from the website and booking, and those appointments keep it.',
    );
    expect(findService(await owner.menu(), 'Classic Manicure')).toBeDefined();

    const free = findService(menu, 'Chrome Nails');
    const deleted = await owner.send('DELETE', `/services/${free.id}?version=${free.version}`);
    expect(deleted.status).toBe(200);
    expect(await testDb.db.select().from(services).where(eq(services.id, free.id))).toEqual([]);
    expect((await lastHistory())?.summary).toBe('Deleted Chrome Nails from Nails.');
    expect((await owner.send('DELETE', `/services/${free.id}?version=1`)).status).toBe(404);
  });

  it('moves a service within its category and to another category', async () => {
    const nails = findCategory(await owner.menu(), 'Nails');
    const [first, second] = nails.services;
    if (!first || !second) throw new Error('seed has nails');
    const moved = await owner.send('POST', `/services/${second.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    let names = findCategory((moved.body as { menu: MenuEditorCategory[] }).menu, 'Nails').services.map((s) => s.name);
    expect(names.slice(0, 2)).toEqual([second.name, first.name]);
    // At the top already: nothing changes.
    const atTop = await owner.send('POST', `/services/${second.id}/move`, { direction: 'up' });
    expect(atTop.status).toBe(200);
    expect((await owner.send('POST', `/services/${second.id}/move`, { direction: 'sideways' })).status).toBe(422);

    const spa = findCategory(await owner.menu(), 'Spa');
    const toSpa = await owner.send('PATCH', `/services/${first.id}`, editOf(first, { categoryId: spa.id }));
    expect(toSpa.status).toBe(200);
    const menu = (toSpa.body as { menu: MenuEditorCategory[] }).menu;
    names = findCategory(menu, 'Spa').services.map((s) => s.name);
    expect(names.at(-1)).toBe(first.name);
    expect((await lastHistory())?.summary).toBe(`Moved ${first.name} from Nails to Spa.`);
  });

  it('keeps a dense order when owners move rows at the same time', async () => {
    const nails = findCategory(await owner.menu(), 'Nails');
    const second = await signInOwner(owner.app);
    const ids = nails.services.map((service) => service.id);
    await Promise.all([
      owner.send('POST', `/services/${ids[3]}/move`, { direction: 'up' }),
      second.send('POST', `/services/${ids[4]}/move`, { direction: 'up' }),
      owner.send('POST', `/services/${ids[1]}/move`, { direction: 'down' }),
    ]);
    const orders = (
      await testDb.db.select({ sortOrder: services.sortOrder }).from(services).where(eq(services.categoryId, nails.id))
    )
      .map((row) => row.sortOrder)
      .sort((a, b) => a - b);
    expect(orders).toEqual(ids.map((_, index) => index + 1));
  });
});

describe('categories', () => {
  it('adds, renames (version checked), moves and deletes only when empty', async () => {
    const created = await owner.send('POST', '/categories', { name: 'Hair & Scalp' });
    expect(created.status).toBe(201);
    let menu = (created.body as { menu: MenuEditorCategory[] }).menu;
    const hair = findCategory(menu, 'Hair & Scalp');
    expect(hair).toMatchObject({ slug: 'hair-scalp', version: 1, services: [] });
    expect(menu.at(-1)?.name).toBe('Hair & Scalp');

    expect((await owner.send('POST', '/categories', { name: 'nails' })).status).toBe(422);
    expect((await owner.send('POST', '/categories', { name: '  ' })).status).toBe(422);

    const renamed = await owner.send('PATCH', `/categories/${hair.id}`, { version: 1, name: 'Hair' });
    expect(renamed.status).toBe(200);
    expect((await lastHistory())?.summary).toBe('Renamed the category Hair & Scalp to Hair.');
    expect((await owner.send('PATCH', `/categories/${hair.id}`, { version: 1, name: 'Hair care' })).status).toBe(409);

    const up = await owner.send('POST', `/categories/${hair.id}/move`, { direction: 'up' });
    menu = (up.body as { menu: MenuEditorCategory[] }).menu;
    expect(menu.map((category) => category.name)).toEqual(['Nails', 'Eyelashes', 'Waxing', 'Hair', 'Spa']);

    const nails = findCategory(menu, 'Nails');
    const refused = await owner.send('DELETE', `/categories/${nails.id}?version=${nails.version}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toMatch(
      /^Nails still holds 9 services\. Move them to another category or delete them first/,
    );
    const deleted = await owner.send('DELETE', `/categories/${hair.id}?version=2`);
    expect(deleted.status).toBe(200);
    expect(await testDb.db.select().from(categories).where(eq(categories.id, hair.id))).toEqual([]);
    expect((await owner.send('PATCH', `/categories/${hair.id}`, { version: 2, name: 'X' })).status).toBe(404);
    expect((await owner.send('POST', '/categories/0x1/move', { direction: 'up' })).status).toBe(404);
  });
});

/** A stand-in render module (the built one is exercised by e2e/menu): it lists the menu it was given. */
const LISTING_MODULE = `
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';
export const SALON_FACTS_ELEMENT_ID = 'salon-facts';
export async function renderPage(url, catalogue) {
  const items = catalogue.map((c) => '<h2>' + c.name + '</h2>' + c.services.map((s) =>
    '<li>' + s.name + ' | ' + s.description + ' | ' + s.durationMinutes + ' min | ' + s.priceThb + '</li>').join(''));
  return { html: '<main>' + items.join('') + '</main>', head: { title: 'Page', description: 'About' } };
}`;

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-menu-render-'));
  mkdirSync(join(dir, 'prerendered'));
  const { head, app, appEnd, data } = TEMPLATE_MARKERS;
  const template = `<!doctype html><html><head>${head}</head><body><div id="root">${app}${appEnd}</div>${data}</body></html>`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const name of ['index', 'services', 'booking'])
    writeFileSync(join(dir, 'prerendered', `${name}.html`), template);
  writeFileSync(join(dir, RENDER_MODULE_FILE), LISTING_MODULE);
  return dir;
}

describe('public pages after an edit (HTML, no JavaScript)', () => {
  it('show every kind of edit on the next request of /, /services and /booking', async () => {
    const { app } = createTestApp({ db: testDb.db, clientDir: builtClient() });
    const editor = await signInOwner(app);
    const pages = async () =>
      Promise.all(['/', '/services', '/booking'].map(async (path) => (await app.request(path)).text()));
    for (const html of await pages())
      expect(html).toContain(
        '<li>Classic Pedicure | A warm soak, tidy nails and cuticles, softly smoothed heels and a coat of classic polish. | 45 min | 450</li>',
      );

    let menu = await editor.menu();
    const pedicure = findService(menu, 'Classic Pedicure');
    const spa = findCategory(menu, 'Spa');
    expect(
      (
        await editor.send(
          'PATCH',
          `/services/${pedicure.id}`,
          editOf(pedicure, { priceThb: 480, durationMinutes: 50, description: 'Warm soak first.', categoryId: spa.id }),
        )
      ).status,
    ).toBe(200);
    for (const html of await pages()) {
      expect(html).toContain('<li>Classic Pedicure | Warm soak first. | 50 min | 480</li>');
      expect(html.indexOf('<h2>Spa</h2>')).toBeLessThan(html.indexOf('Classic Pedicure'));
      expect(html).not.toContain(
        '<li>Classic Pedicure | A warm soak, tidy nails and cuticles, softly smoothed heels and a coat of classic polish. | 45 min | 450</li>',
      );
    }

    menu = await editor.menu();
    const nails = findCategory(menu, 'Nails');
    expect(
      (await editor.send('PATCH', `/categories/${nails.id}`, { version: nails.version, name: 'Nail Bar' })).status,
    ).toBe(200);
    expect((await editor.send('POST', `/categories/${spa.id}/move`, { direction: 'up' })).status).toBe(200);
    for (const html of await pages()) {
      expect(html).toContain('<h2>Nail Bar</h2>');
      expect(html.indexOf('<h2>Spa</h2>')).toBeLessThan(html.indexOf('<h2>Waxing</h2>'));
    }

    const moved = findService(await editor.menu(), 'Classic Pedicure');
    expect(
      (await editor.send('PATCH', `/services/${moved.id}/visibility`, { version: moved.version, visible: false }))
        .status,
    ).toBe(200);
    for (const html of await pages()) expect(html).not.toContain('Classic Pedicure');
  });
});
