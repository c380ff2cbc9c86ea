/**
 * The menu in four languages (decision 174) through the real app and database: the seeded
 * menu carries Thai, Russian and Chinese texts; GET /api/catalogue?language= answers each text in that
 * language with English where one is missing (per field), English exactly as before, and 422 for any
 * other language; the owner's menu API returns and saves the translations, bounds them (422, nothing
 * written), keeps them when a save leaves them out, and records what changed in the history.
 */
import { count, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import {
  missingCategoryLanguages,
  missingServiceLanguages,
  storedTranslations,
} from '../../../domain/menu-translations.ts';
import { seedCatalogue } from '../../db/catalogue-data.ts';
import { categories, services, settingsChanges, staff } from '../../db/schema.ts';
import type { CatalogueCategory } from '../../services/menu/list-catalogue.ts';
import { listCatalogue } from '../../services/menu/list-catalogue.ts';
import type { MenuEditorCategory, MenuEditorService } from '../../services/menu/list-menu.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = useTestDatabase();
const BASE = '/api/admin/settings/menu';

type App = ReturnType<typeof createTestApp>['app'];
let app: App;
let headers: Record<string, string>;

const send = (method: string, path: string, body?: unknown) => call(app, method, `${BASE}${path}`, body, headers);

async function editorMenu(): Promise<MenuEditorCategory[]> {
  const response = await send('GET', '');
  expect(response.status).toBe(200);
  return (response.body as { menu: MenuEditorCategory[] }).menu;
}

async function editorService(name: string): Promise<MenuEditorService> {
  const found = (await editorMenu()).flatMap((category) => category.services).find((row) => row.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found;
}

async function publicCatalogue(query = ''): Promise<{ status: number; text: string }> {
  const response = await app.request(`/api/catalogue${query}`);
  return { status: response.status, text: await response.text() };
}

function serviceIn(catalogue: CatalogueCategory[], id: number) {
  return catalogue.flatMap((category) => category.services).find((service) => service.id === id);
}

function editOf(service: MenuEditorService, changes: Record<string, unknown> = {}) {
  return {
    version: service.version,
    name: service.name,
    description: service.description,
    durationMinutes: service.durationMinutes,
    priceThb: service.priceThb,
    categoryId: service.categoryId,
    visible: service.visible,
    ...changes,
  };
}

async function historyCount(): Promise<number> {
  const [row] = await testDb.db.select({ value: count() }).from(settingsChanges);
  return row?.value ?? 0;
}

beforeEach(async () => {
  await testDb.reset();
  app = createTestApp({ db: testDb.db }).app;
  const session = await signInAsStaff(app, testDb.db);
  await testDb.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, session.email));
  headers = session.headers;
});

describe('the seeded menu', () => {
  it('carries the Thai, Russian and Chinese texts of every category and service', async () => {
    const categoryRows = await testDb.db.select().from(categories);
    const serviceRows = await testDb.db.select().from(services);
    for (const seeded of seedCatalogue) {
      expect(categoryRows.find((row) => row.slug === seeded.slug)?.translations).toEqual(
        storedTranslations(seeded.translations),
      );
      for (const service of seeded.services) {
        const stored = serviceRows.find((row) => row.name === service.name)?.translations;
        expect(stored, service.name).toEqual(storedTranslations(service.translations));
        for (const language of ['th', 'ru', 'zh'] as const) {
          expect(stored?.[language]?.name, `${service.name} ${language}`).toBeTruthy();
          expect(stored?.[language]?.description, `${service.name} ${language}`).toBeTruthy();
        }
      }
    }
    // Nothing is missing, so the editor marks nothing.
    for (const category of await editorMenu()) {
      expect(missingCategoryLanguages(category.translations)).toEqual([]);
      for (const service of category.services)
        expect(missingServiceLanguages(service, service.translations)).toEqual([]);
    }
  });
});

describe('GET /api/catalogue?language=', () => {
  it('answers English exactly as without a language', async () => {
    const plain = await publicCatalogue();
    const english = await publicCatalogue('?language=en');
    expect(plain.status).toBe(200);
    expect(english.text).toBe(plain.text);
    const body = JSON.parse(plain.text) as { categories: CatalogueCategory[] };
    expect(body.categories.map((category) => category.name)).toEqual(['Nails', 'Eyelashes', 'Waxing', 'Spa']);
    expect(body.categories[0]?.services[0]).toEqual({
      id: expect.any(Number) as number,
      key: 'classic-manicure',
      name: 'Classic Manicure',
      description: 'Shaped nails, gentle cuticle care and a coat of classic polish in the shade you love.',
      priceThb: 400,
      durationMinutes: 30,
    });
    expect(JSON.stringify(await listCatalogue(testDb.db))).toBe(JSON.stringify(await listCatalogue(testDb.db, 'en')));
  });

  it('answers Thai, Russian and Chinese with the seed texts', async () => {
    for (const [language, nails, manicure] of [
      ['th', 'เล็บ', 'ทำเล็บมือแบบคลาสสิก'],
      ['ru', 'Ногти', 'Классический маникюр'],
      ['zh', '美甲', '经典手部美甲'],
    ] as const) {
      const answer = await publicCatalogue(`?language=${language}`);
      expect(answer.status).toBe(200);
      const [first] = (JSON.parse(answer.text) as { categories: CatalogueCategory[] }).categories;
      expect(first?.name).toBe(nails);
      expect(first?.slug).toBe('nails');
      expect(first?.services[0]?.name).toBe(manicure);
      expect(first?.services[0]?.description).not.toBe('');
      expect(first?.services[0]?.priceThb).toBe(400);
    }
  });

  it('falls back to English field by field', async () => {
    const manicure = await editorService('Classic Manicure');
    await testDb.db
      .update(services)
      .set({
        description: 'Shaped, tidied and polished.',
        translations: { th: { name: 'มือสวย' }, ru: { description: 'Только описание.' } },
      })
      .where(eq(services.id, manicure.id));
    await testDb.db
      .update(categories)
      .set({ translations: { zh: { name: '' } } })
      .where(eq(categories.slug, 'nails'));

    const thai = await listCatalogue(testDb.db, 'th');
    expect(serviceIn(thai, manicure.id)).toMatchObject({ name: 'มือสวย', description: 'Shaped, tidied and polished.' });
    expect(thai[0]?.name).toBe('Nails');
    const russian = await listCatalogue(testDb.db, 'ru');
    expect(serviceIn(russian, manicure.id)).toMatchObject({
      name: 'Classic Manicure',
      description: 'Только описание.',
    });
    const chinese = await listCatalogue(testDb.db, 'zh');
    expect(serviceIn(chinese, manicure.id)).toMatchObject({
      name: 'Classic Manicure',
      description: 'Shaped, tidied and polished.',
    });
    expect(chinese[0]?.name).toBe('Nails');
    // Other rows keep their own translations.
    expect(chinese[1]?.name).toBe('美睫');
  });

  it('refuses any other language with a 422 that names it', async () => {
    for (const query of ['?language=fr', '?language=', '?language=EN', '?language=th-TH']) {
      const answer = await publicCatalogue(query);
      expect(answer.status, query).toBe(422);
      const body = JSON.parse(answer.text) as { error: { code: string; fields: Record<string, FieldSentence> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields.language?.message).toBe(
        'The language must be one of en, th, ru, zh (or left out for English).',
      );
    }
  });
});

describe('the owner edits translations', () => {
  it('returns them, saves them, and keeps them when a save leaves them out', async () => {
    const refill = await editorService('Acrylic Refill');
    expect(refill.translations.ru.name).toBe('Коррекция акриловых ногтей');
    expect(refill.translations.th.description).not.toBe('');

    const saved = await send(
      'PATCH',
      `/services/${refill.id}`,
      editOf(refill, {
        translations: {
          th: { name: '  เติมเล็บ   อะคริลิก ', description: '' },
          ru: { name: 'Коррекция акрила', description: 'Раз в три недели.' },
        },
      }),
    );
    expect(saved.status).toBe(200);
    let after = await editorService('Acrylic Refill');
    expect(after.version).toBe(refill.version + 1);
    expect(after.translations).toEqual({
      th: { name: 'เติมเล็บ อะคริลิก', description: '' },
      ru: { name: 'Коррекция акрила', description: 'Раз в три недели.' },
      zh: { name: '', description: '' },
    });
    const [row] = await testDb.db.select().from(services).where(eq(services.id, refill.id));
    expect(row?.translations).toEqual({
      th: { name: 'เติมเล็บ อะคริลิก' },
      ru: { name: 'Коррекция акрила', description: 'Раз в три недели.' },
    });
    const [history] = await testDb.db.select().from(settingsChanges).orderBy(desc(settingsChanges.id)).limit(1);
    expect(history?.summary).toBe('Changed the Thai, Russian and Chinese texts of Acrylic Refill.');
    // Chinese is missing entirely; Thai its description (English has one, so Thai readers would read English).
    expect(missingServiceLanguages(after, after.translations)).toEqual(['th', 'zh']);

    // A save without translations (an older client) changes the price and keeps them.
    expect((await send('PATCH', `/services/${refill.id}`, editOf(after, { priceThb: 950 }))).status).toBe(200);
    after = await editorService('Acrylic Refill');
    expect(after.priceThb).toBe(950);
    expect(after.translations.ru.name).toBe('Коррекция акрила');
  });

  it('adds a service and a category with translations, and renames a category in one language only', async () => {
    const nails = (await editorMenu())[0]!;
    const created = await send('POST', '/services', {
      name: 'Nail Art (per nail)',
      description: 'Hand-painted details.',
      durationMinutes: 15,
      priceThb: 100,
      categoryId: nails.id,
      visible: true,
      translations: { zh: { name: '手绘美甲（每指）' } },
    });
    expect(created.status).toBe(201);
    const art = await editorService('Nail Art (per nail)');
    expect(art.translations.zh).toEqual({ name: '手绘美甲（每指）', description: '' });
    expect(missingServiceLanguages(art, art.translations)).toEqual(['th', 'ru', 'zh']);

    const category = await send('POST', '/categories', { name: 'Brows', translations: { th: { name: 'คิ้ว' } } });
    expect(category.status).toBe(201);
    const brows = (await editorMenu()).find((row) => row.name === 'Brows')!;
    expect(brows.translations).toEqual({ th: { name: 'คิ้ว' }, ru: { name: '' }, zh: { name: '' } });
    expect(missingCategoryLanguages(brows.translations)).toEqual(['ru', 'zh']);

    const renamed = await send('PATCH', `/categories/${brows.id}`, {
      version: brows.version,
      name: 'Brows',
      translations: { th: { name: 'คิ้ว' }, ru: { name: 'Брови' } },
    });
    expect(renamed.status).toBe(200);
    const [history] = await testDb.db.select().from(settingsChanges).orderBy(desc(settingsChanges.id)).limit(1);
    expect(history?.summary).toBe('Changed the Russian name of the category Brows.');
    const russian = await listCatalogue(testDb.db, 'ru');
    expect(russian.find((row) => row.id === brows.id)).toBeUndefined(); // no visible service yet
    const menu = await editorMenu();
    expect(menu.find((row) => row.id === brows.id)?.translations.ru.name).toBe('Брови');
  });

  it('refuses bad translations with a 422 and writes nothing', async () => {
    const refill = await editorService('Acrylic Refill');
    const nails = (await editorMenu())[0]!;
    const before = await testDb.db.select().from(services).where(eq(services.id, refill.id));
    const historyBefore = await historyCount();
    const cases: [string, unknown][] = [
      ['a Thai name too long', { th: { name: 'ก'.repeat(81) } }],
      ['a Russian description too long', { ru: { description: 'д'.repeat(301) } }],
      ['a control character', { zh: { name: 'A\u0007B' } }],
      ['a line break in a name', { th: { name: 'บรรทัด\nสอง' } }],
      ['English as a translation', { en: { name: 'Acrylic' } }],
      ['an unknown language', { fr: { name: 'Remplissage' } }],
      ['an unknown field', { th: { title: 'x' } }],
      ['a number for a name', { ru: { name: 5 } }],
      ['not an object', 'ไทย'],
    ];
    for (const [what, translations] of cases) {
      const answer = await send('PATCH', `/services/${refill.id}`, editOf(refill, { translations }));
      expect(answer.status, what).toBe(422);
      const fields = (answer.body as { error: { fields: Record<string, FieldSentence> } }).error.fields;
      expect(Object.keys(fields), what).toEqual(['translations']);
      expect(fields.translations?.message, what).toMatch(/translat/i);
    }
    const tooLongCategory = await send('PATCH', `/categories/${nails.id}`, {
      version: nails.version,
      name: nails.name,
      translations: { ru: { name: 'Н'.repeat(61) } },
    });
    expect(tooLongCategory.status).toBe(422);
    expect(
      (tooLongCategory.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.translations?.message,
    ).toBe('Keep a translated category name to 60 characters, on one line.');
    const descriptionForCategory = await send('POST', '/categories', {
      name: 'Brows',
      translations: { th: { name: 'คิ้ว', description: 'ไม่มีช่องนี้' } },
    });
    expect(descriptionForCategory.status).toBe(422);

    expect(await testDb.db.select().from(services).where(eq(services.id, refill.id))).toEqual(before);
    expect(await historyCount()).toBe(historyBefore);
    expect((await editorMenu()).some((row) => row.name === 'Brows')).toBe(false);
  });
});
