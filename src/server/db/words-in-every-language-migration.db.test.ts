/**
 * Migration 0013 (decisions 180 and 181) on a database that was in use before it: the menu seeded
 * by an earlier level (no English descriptions, no keys), then one service renamed and one given an English
 * description by the owner, and a closure. Migrating gives every service that still carries a seed name the
 * seed's key and (where empty) the seed's English description, exactly as the seed writes them; the renamed
 * service gets neither, the owner's description stays, and the closure reads with no translations.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseAtLevel } from '../../../test/support/schema-level.ts';
import { TEST_EMAIL_DOMAIN } from '../../../test/support/test-database.ts';
import { listCatalogue } from '../services/menu/list-catalogue.ts';
import { seedCatalogue } from './catalogue-data.ts';
import type { DatabaseHandle } from './client.ts';
import { closures, services } from './schema.ts';
import { seedDatabase } from './seed.ts';

let handle: DatabaseHandle;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const database = await openDatabaseAtLevel(12, 'salon_test_words_migration');
  handle = database.handle;
  cleanups.push(database.close);

  await seedDatabase(handle.db, TEST_EMAIL_DOMAIN);
  await handle.db.update(services).set({ name: 'Signature Hollywood' }).where(eq(services.name, 'Hollywood Waxing'));
  await handle.db.update(services).set({ description: 'Our own words.' }).where(eq(services.name, 'Foot Massage'));
  await handle.db.execute(sql`insert into closures (date, reason) values ('2026-12-05', 'Closed for staff training')`);
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migration 0013 on an existing menu', () => {
  it('gives the seed services their keys and English descriptions, as the seed writes them', async () => {
    const rows = await handle.db.select().from(services);
    for (const seeded of seedCatalogue.flatMap((category) => category.services)) {
      if (seeded.name === 'Hollywood Waxing' || seeded.name === 'Foot Massage') continue;
      const row = rows.find((candidate) => candidate.name === seeded.name);
      expect(row, seeded.name).toMatchObject({ catalogueKey: seeded.key, description: seeded.description });
    }
  });

  it('leaves a renamed service without a key and keeps the owner’s own description', async () => {
    const [renamed] = await handle.db.select().from(services).where(eq(services.name, 'Signature Hollywood'));
    expect(renamed).toMatchObject({ catalogueKey: null, description: '' });
    const [massage] = await handle.db.select().from(services).where(eq(services.name, 'Foot Massage'));
    expect(massage).toMatchObject({ catalogueKey: 'foot-massage', description: 'Our own words.' });
    const english = (await listCatalogue(handle.db)).flatMap((category) => category.services);
    expect(english.find((service) => service.key === 'classic-manicure')?.description).toBe(
      seedCatalogue[0]?.services[0]?.description,
    );
  });

  it('keeps an existing closure, with no translations', async () => {
    const [closure] = await handle.db.select().from(closures);
    expect(closure).toMatchObject({ reason: 'Closed for staff training', translations: {} });
  });
});
