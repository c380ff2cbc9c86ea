/**
 * Migration 0011 (decision 174) on a database that was in use before it: the menu seeded by an earlier
 * level (English only), then one category renamed and one service given an English description by the
 * owner. Migrating fills the seed's Thai, Russian and Chinese texts into every row that still carries a
 * seed name, leaves the renamed one alone and gives the described one translated names only; and the
 * texts it fills are exactly the seed's (src/server/db/catalogue-data.ts), so new and upgraded
 * databases read the same.
 *
 * Embedded database: PGlite in memory. PostgreSQL (TEST_DATABASE_URL set): a scratch database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseAtLevel } from '../../../test/support/schema-level.ts';
import { TEST_EMAIL_DOMAIN } from '../../../test/support/test-database.ts';
import { storedTranslations } from '../../domain/menu-translations.ts';
import { listCatalogue } from '../services/menu/list-catalogue.ts';
import { seedCatalogue } from './catalogue-data.ts';
import type { DatabaseHandle } from './client.ts';
import { categories, services } from './schema.ts';
import { seedDatabase } from './seed.ts';

let handle: DatabaseHandle;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const database = await openDatabaseAtLevel(10, 'salon_test_menu_translations');
  handle = database.handle;
  cleanups.push(database.close);

  // The earlier release's seed and the owner's edits, then this release's migration.
  await seedDatabase(handle.db, TEST_EMAIL_DOMAIN);
  await handle.db.update(categories).set({ name: 'Spa & Relax' }).where(eq(categories.slug, 'spa'));
  await handle.db
    .update(services)
    .set({ description: 'Our own words for it.' })
    .where(eq(services.name, 'Foot Massage'));
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migration 0011 on an existing menu', () => {
  it('fills the seed texts into rows that still carry the seed names, exactly as the seed writes them', async () => {
    const categoryRows = await handle.db.select().from(categories);
    const serviceRows = await handle.db.select().from(services);
    for (const seeded of seedCatalogue) {
      const row = categoryRows.find((category) => category.slug === seeded.slug);
      if (seeded.slug === 'spa') continue;
      expect(row?.translations, seeded.name).toEqual(storedTranslations(seeded.translations));
      for (const service of seeded.services) {
        if (service.name === 'Foot Massage') continue;
        const serviceRow = serviceRows.find((candidate) => candidate.name === service.name);
        expect(serviceRow?.translations, service.name).toEqual(storedTranslations(service.translations));
      }
    }
  });

  it('leaves a renamed category alone and gives a service with its own English description translated names only', async () => {
    const [spa] = await handle.db.select().from(categories).where(eq(categories.slug, 'spa'));
    expect(spa?.translations).toEqual({});
    const [massage] = await handle.db.select().from(services).where(eq(services.name, 'Foot Massage'));
    expect(massage?.translations).toEqual({
      th: { name: 'นวดเท้า' },
      ru: { name: 'Массаж стоп' },
      zh: { name: '足部按摩' },
    });

    const russian = await listCatalogue(handle.db, 'ru');
    expect(russian.map((category) => category.name)).toEqual(['Ногти', 'Ресницы', 'Восковая депиляция', 'Spa & Relax']);
    const footMassage = russian.flatMap((category) => category.services).find((service) => service.id === massage?.id);
    expect(footMassage).toMatchObject({ name: 'Массаж стоп', description: 'Our own words for it.' });
  });

  it('does not seed the upgraded database again', async () => {
    expect(await seedDatabase(handle.db, TEST_EMAIL_DOMAIN)).toEqual({
      categoriesSeeded: false,
      techniciansSeeded: false,
    });
  });
});
