import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { summariseCategory } from '../../domain/catalogue.ts';
import { TEST_EMAIL_DOMAIN, useTestDatabase } from '../../../test/support/test-database.ts';
import { listCatalogue } from '../services/menu/list-catalogue.ts';
import { categories, services, staff } from './schema.ts';
import { seedDatabase } from './seed.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

describe('catalogue seed', () => {
  it('holds the salon’s four categories with 20–40 services', async () => {
    const catalogue = await listCatalogue(testDb.db);
    expect(catalogue.map((c) => c.name)).toEqual(['Nails', 'Eyelashes', 'Waxing', 'Spa']);
    const total = catalogue.reduce((sum, c) => sum + c.services.length, 0);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(total).toBeLessThanOrEqual(40);
  });

  it('matches the home-page tiles: cheapest price and shortest duration per category', async () => {
    const catalogue = await listCatalogue(testDb.db);
    const tiles = Object.fromEntries(catalogue.map((c) => [c.name, summariseCategory(c.services)]));
    expect(tiles).toEqual({
      Nails: { fromPriceThb: 400, minDurationMinutes: 30 },
      Waxing: { fromPriceThb: 300, minDurationMinutes: 30 },
      Eyelashes: { fromPriceThb: 1000, minDurationMinutes: 60 },
      Spa: { fromPriceThb: 400, minDurationMinutes: 45 },
    });
  });

  it('contains the price-list entries of the spec and everything the About page names', async () => {
    const all = (await listCatalogue(testDb.db)).flatMap((c) => c.services);
    const price = (name: string) => all.find((s) => s.name === name)?.priceThb;
    expect(price('Manicure (French Nails)')).toBe(590);
    expect(price('Hollywood Waxing')).toBe(1300);
    expect(price('Classic Lashes')).toBe(1000);
    expect(all.some((s) => /scrub spa/i.test(s.name) && s.priceThb === 400)).toBe(true);
    const names = all.map((s) => s.name.toLowerCase()).join(' | ');
    for (const word of [
      'gel',
      'chrome',
      'french',
      'acrylic',
      'spa manicure',
      'spa pedicure',
      'paraffin',
      'massage',
      'classic',
      'wet',
      'natural volume',
      'refill',
      'russian',
      'hybrid',
      'kim k',
      'mega volume',
      'hand scrub',
      'foot scrub',
      'full leg',
      'brazilian',
      'hollywood',
      'full arm',
      'underarm',
    ]) {
      expect(names, word).toContain(word);
    }
  });

  it('seeds four technicians in display order with placeholder e-mails', async () => {
    const rows = await testDb.db.select().from(staff).orderBy(staff.displayOrder);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.isTechnician && r.passwordHash === null)).toBe(true);
    expect(rows.every((r) => r.email.endsWith(`@${TEST_EMAIL_DOMAIN}`))).toBe(true);
  });

  it('never duplicates on a restart, even when several starts race', async () => {
    await Promise.all([
      seedDatabase(testDb.db, TEST_EMAIL_DOMAIN),
      seedDatabase(testDb.db, TEST_EMAIL_DOMAIN),
      seedDatabase(testDb.db, TEST_EMAIL_DOMAIN),
    ]);
    const [categoryCount] = await testDb.db.select({ value: count() }).from(categories);
    const [serviceCount] = await testDb.db.select({ value: count() }).from(services);
    const [staffCount] = await testDb.db.select({ value: count() }).from(staff);
    expect(categoryCount?.value).toBe(4);
    expect(serviceCount?.value).toBe(32);
    expect(staffCount?.value).toBe(4);
  });
});
