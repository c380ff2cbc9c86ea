/** The owner's products editor through the real app, guards and database, and the checkout's picker. */
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { expectStatus, historyOf, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { checkoutSettings, products, receiptCounters } from '../../db/schema.ts';

const testDb = useTestDatabase();
const BASE = '/api/admin/settings/products';

type Names = Record<'th' | 'ru' | 'zh', { name: string }>;

interface Product {
  id: number;
  name: string;
  translations: Names;
  price: number;
  visible: boolean;
  version: number;
  inSales: boolean;
}
type ProductsReply = { products: Product[] };

let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(products);
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
});

const call = <T = ProductsReply>(method: string, path: string, body?: unknown, headers = owner) =>
  request<T>(app, headers, method, `${BASE}${path}`, body);

async function add(name: string, price = 35_000, visible = true): Promise<Product> {
  const reply = await call('POST', '', { name, price, visible });
  expectStatus(reply, 201);
  const product = reply.body.products.find((row) => row.name === name.trim().replace(/\s+/g, ' '));
  if (!product) throw new Error(`${name} was not added`);
  return product;
}

async function shelf(): Promise<string[]> {
  const start = await request<{ products: { name: string }[] }>(app, owner, 'GET', '/api/admin/checkout/start');
  return start.body.products.map((row) => row.name);
}

describe('products', () => {
  it('adds, renames, reprices and hides a product; the checkout offers only shown ones', async () => {
    const oil = await add('  Cuticle   oil ');
    expect(oil).toMatchObject({ name: 'Cuticle oil', price: 35_000, visible: true, version: 1, inSales: false });
    await add('Gift card', 100_000, false);
    expect(await shelf()).toEqual(['Cuticle oil']);

    const renamed = await call('PUT', `/${oil.id}`, {
      name: 'Cuticle oil 15 ml',
      price: 39_050,
      visible: true,
      version: 1,
    });
    expectStatus(renamed, 200);
    expect(renamed.body.products.map((row) => [row.name, row.price, row.version])).toEqual([
      ['Cuticle oil 15 ml', 39_050, 2],
      ['Gift card', 100_000, 1],
    ]);
    expectStatus(
      await call('PUT', `/${oil.id}`, { name: 'Cuticle oil 15 ml', price: 39_050, visible: false, version: 2 }),
      200,
    );
    expect(await shelf()).toEqual([]);

    // Saved on the version before: refused, nothing changes.
    const stale = await call('PUT', `/${oil.id}`, { name: 'Old', price: 1, visible: true, version: 2 });
    expectStatus(stale, 409);
    const [row] = (await call('GET', '')).body.products;
    expect(row).toMatchObject({ name: 'Cuticle oil 15 ml', visible: false, version: 3 });
  });

  it('refuses a duplicate name whatever its case, prices out of bounds and bad names, and writes nothing', async () => {
    const oil = await add('Cuticle oil');
    const gift = await add('Gift card');
    const before = (await historyOf(testDb.db, 'menu')).length;
    const refusals: [string, string, unknown][] = [
      ['POST', '', { name: 'CUTICLE OIL', price: 1, visible: true }],
      ['PUT', `/${gift.id}`, { name: 'cuticle Oil', price: 1, visible: true, version: 1 }],
      ['POST', '', { name: 'Polish', price: -1, visible: true }],
      ['POST', '', { name: 'Polish', price: 100_000_001, visible: true }],
      ['POST', '', { name: 'Polish', price: 1.5, visible: true }],
      ['POST', '', { name: '   ', price: 1, visible: true }],
      ['POST', '', { name: 'x'.repeat(81), price: 1, visible: true }],
      ['POST', '', { name: 'Two\nlines', price: 1, visible: true }],
      ['PUT', '/999999', { name: 'Polish', price: 1, visible: true, version: 1 }],
    ];
    for (const [method, path, body] of refusals) {
      const reply = await call<{ error: { key: string } }>(method, path, body);
      expect([404, 409, 422]).toContain(reply.status);
    }
    const duplicate = await call<{ error: { fields: Record<string, { key: string }> } }>('POST', '', {
      name: 'cuticle OIL',
      price: 1,
      visible: true,
    });
    expect(duplicate.body.error.fields.name?.key).toBe('menuEditor:products.errors.nameTaken');
    // A name's own case may change.
    expectStatus(
      await call('PUT', `/${oil.id}`, { name: 'CUTICLE OIL', price: 35_000, visible: true, version: 1 }),
      200,
    );
    expect(await historyOf(testDb.db, 'menu')).toHaveLength(before + 1);
    expect((await call('GET', '')).body.products.map((row) => row.name)).toEqual(['CUTICLE OIL', 'Gift card']);
  });

  it('keeps the Thai, Russian and Chinese names: sent they replace, left out they stay, empty is missing', async () => {
    const added = await call('POST', '', {
      name: 'Cuticle oil',
      price: 35_000,
      visible: true,
      translations: { th: { name: '  น้ำมัน   บำรุง ' }, ru: { name: 'Масло для кутикулы' } },
    });
    expectStatus(added, 201);
    const [oil] = added.body.products;
    expect(oil?.translations).toEqual({
      th: { name: 'น้ำมัน บำรุง' },
      ru: { name: 'Масло для кутикулы' },
      zh: { name: '' },
    });
    const [stored] = await testDb.db.select({ translations: products.translations }).from(products);
    // Stored as the menu's texts are: only what was written.
    expect(stored?.translations).toEqual({ th: { name: 'น้ำมัน บำรุง' }, ru: { name: 'Масло для кутикулы' } });

    // The checkout switch sends no translations: they stay.
    const hidden = await call('PUT', `/${oil!.id}`, { name: 'Cuticle oil', price: 35_000, visible: false, version: 1 });
    expectStatus(hidden, 200);
    expect(hidden.body.products[0]?.translations.ru.name).toBe('Масло для кутикулы');

    const before = (await historyOf(testDb.db, 'menu')).length;
    const edited = await call('PUT', `/${oil!.id}`, {
      name: 'Cuticle oil',
      price: 35_000,
      visible: false,
      version: 2,
      translations: { th: { name: '' }, ru: { name: 'Масло' }, zh: { name: '指缘油' } },
    });
    expectStatus(edited, 200);
    expect(edited.body.products[0]).toMatchObject({
      version: 3,
      translations: { th: { name: '' }, ru: { name: 'Масло' }, zh: { name: '指缘油' } },
    });
    const history = await historyOf(testDb.db, 'menu');
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)?.summary).toBe('Product: Changed the translated names of Cuticle oil.');
  });

  it('refuses markup, over-long or unknown translations with the field named, and writes nothing', async () => {
    const oil = await add('Cuticle oil');
    const before = await testDb.db.select().from(products);
    const history = (await historyOf(testDb.db, 'menu')).length;
    const base = { price: 1, visible: true };
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['POST', '', { ...base, name: '<b>Polish</b>' }, 'name', 'menuEditor:products.errors.markup'],
      ['POST', '', { ...base, name: 'Polish &amp; oil' }, 'name', 'menuEditor:products.errors.markup'],
      [
        'POST',
        '',
        { ...base, name: 'Polish', translations: { th: { name: '<script>x</script>' } } },
        'translations',
        'menuEditor:products.errors.markup',
      ],
      [
        'PUT',
        `/${oil.id}`,
        { ...base, version: 1, name: 'Cuticle oil', translations: { ru: { name: 'я'.repeat(81) } } },
        'translations',
        'menuEditor:products.errors.translatedNameTooLong',
      ],
      [
        'POST',
        '',
        { ...base, name: 'Polish', translations: { en: { name: 'Polish' } } },
        'translations',
        'menuEditor:products.errors.translations',
      ],
      [
        'POST',
        '',
        { ...base, name: 'Polish', translations: { zh: { name: '一\n二' } } },
        'translations',
        'menuEditor:products.errors.translatedNameTooLong',
      ],
      [
        'POST',
        '',
        { ...base, name: 'Polish', translations: { zh: 'Polish' } },
        'translations',
        'menuEditor:products.errors.translations',
      ],
    ];
    for (const [method, path, body, field, key] of cases) {
      const reply = await call<{ error: { fields: Record<string, { key: string }> } }>(method, path, body);
      expect({ body, status: reply.status }).toEqual({ body, status: 422 });
      expect({ body, key: reply.body.error.fields[field]?.key }).toEqual({ body, key });
    }
    expect(await testDb.db.select().from(products)).toEqual(before);
    expect(await historyOf(testDb.db, 'menu')).toHaveLength(history);
  });

  it('deletes a product no sale names, and only hides one on a receipt', async () => {
    const unused = await add('Nail file', 5_000);
    const sold = await add('Cuticle oil', 35_000);
    expectStatus(await request(app, owner, 'POST', '/api/admin/checkout/drawer', { kind: 'open', float: 0 }), 200);
    const sale = await request<{ id: string }>(app, owner, 'POST', '/api/admin/checkout/sales', {
      appointmentIds: [],
      lines: [
        {
          kind: 'product',
          itemId: sold.id,
          appointmentServiceId: null,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [],
    });
    expectStatus(sale, 201);
    const afterSale = (await call('GET', '')).body.products;
    expect(afterSale.find((row) => row.id === sold.id)?.inSales).toBe(true);

    const refused = await call<{ error: { key: string } }>('DELETE', `/${sold.id}?version=1`);
    expectStatus(refused, 409);
    expect(refused.body.error.key).toBe('menuEditor:products.errors.inUse');
    expectStatus(await call('DELETE', `/${unused.id}?version=1`), 200);
    expect((await call('GET', '')).body.products.map((row) => row.name)).toEqual(['Cuticle oil']);
  });

  it('is the owner’s: staff are refused and nothing is written', async () => {
    const { headers: staff } = await signInAsStaff(app, testDb.db, undefined, 'staff');
    expectStatus(await call('GET', '', undefined, staff), 403);
    expectStatus(await call('POST', '', { name: 'Polish', price: 1, visible: true }, staff), 403);
    expect(await testDb.db.select().from(products)).toHaveLength(0);
  });
});
