/**
 * The first-run checklist through the real app: a fresh install has every step left; each ticks itself
 * when the database shows it done (details saved without the examples, hours saved, a menu change, a
 * placed photo, a second account); a dismissal is kept, recorded and idempotent; bad input is refused.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import type { SetupItemState } from '../../../domain/setup-checklist.ts';
import { ownerPhotos, settingsChanges } from '../../db/schema.ts';
import { defaultSalonDetails } from '../../services/settings/salon-settings-store.ts';

const testDb = useTestDatabase();

beforeEach(async () => {
  await testDb.reset();
});

async function owner() {
  const { app } = createTestApp({ db: testDb.db });
  const session = await signInAsStaff(app, testDb.db, undefined, 'owner');
  return {
    app,
    get: (path: string) => call(app, 'GET', path, undefined, session.headers),
    post: (path: string, body: unknown) => call(app, 'POST', path, body, session.headers),
    put: (path: string, body: unknown) => call(app, 'PUT', path, body, session.headers),
  };
}

async function left(salon: Awaited<ReturnType<typeof owner>>): Promise<string[]> {
  const { items } = (await salon.get('/api/admin/settings/setup')).body as { items: SetupItemState[] };
  return items.filter((state) => !state.done && !state.dismissed).map((state) => state.item);
}

describe('setup checklist', () => {
  it('lists every step on a fresh install and ticks each when the database shows it done', async () => {
    const salon = await owner();
    expect(await left(salon)).toEqual(['details', 'hours', 'menu', 'photos', 'accounts']);

    const details = defaultSalonDetails(defaultSalonConfig);
    const saved = await salon.put('/api/admin/settings/details', {
      ...details,
      email: 'hello@orchid-nails.example',
      phone: '+66 76 111 222',
      streetAddress: '12 Chao Fa Road',
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const hours = (await salon.get('/api/admin/settings/hours')).body as { hours: unknown; version: number };
    const hoursSaved = await salon.put('/api/admin/settings/hours', hours);
    expect(hoursSaved.status, JSON.stringify(hoursSaved.body)).toBe(200);
    expect(await left(salon)).toEqual(['menu', 'photos', 'accounts']);

    await testDb.db.insert(settingsChanges).values({ staffId: null, area: 'menu', summary: 'Renamed a service.' });
    await signInAsStaff(salon.app, testDb.db, 'second@salon.example', 'staff');
    expect(await left(salon)).toEqual(['photos']);
  });

  it('keeps a dismissal, records it once, and brings an item back on request', async () => {
    const salon = await owner();
    const first = await salon.post('/api/admin/settings/setup/dismissals', { item: 'photos', dismissed: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await salon.post('/api/admin/settings/setup/dismissals', { item: 'photos', dismissed: true });
    expect(await left(salon)).not.toContain('photos');
    const rows = await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'setup'));
    expect(rows.map((row) => row.summary)).toEqual([`Dismissed the setup checklist's item "a photo of your own".`]);

    await salon.post('/api/admin/settings/setup/dismissals', { item: 'photos', dismissed: false });
    expect(await left(salon)).toContain('photos');
  });

  it('refuses an unknown item or a missing answer with the field named, changing nothing', async () => {
    const salon = await owner();
    const unknown = await salon.post('/api/admin/settings/setup/dismissals', { item: 'taxes', dismissed: true });
    expect(unknown.status).toBe(422);
    expect((unknown.body as { error: { fields: Record<string, { key: string }> } }).error.fields.item?.key).toBe(
      'settings:setup.errors.unknownItem',
    );
    expect((await salon.post('/api/admin/settings/setup/dismissals', { item: 'menu' })).status).toBe(422);
    expect(await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'setup'))).toHaveLength(0);
    expect(await testDb.db.select().from(ownerPhotos)).toHaveLength(0);
  });
});
