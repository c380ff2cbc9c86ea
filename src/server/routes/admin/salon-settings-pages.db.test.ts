/** The salon details and booking rules routes, and GET /api/salon, through the real app, guard and database. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import type { SalonFacts } from '../../../domain/salon-facts.ts';
import { DEFAULT_BOOKING_RULES, type BookingRules, type SalonDetails } from '../../../domain/salon-settings.ts';
import { closures, salonSettings, settingsChanges, staff } from '../../db/schema.ts';
import { defaultSalonDetails } from '../../services/settings/salon-settings-store.ts';
import { fieldTexts } from '../../../../test/support/refusal-fields.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = useTestDatabase();

beforeEach(async () => {
  await testDb.reset();
});

async function signedIn(role: 'owner' | 'staff' = 'owner') {
  const { app } = createTestApp({ db: testDb.db });
  const session = await signInAsStaff(app, testDb.db);
  await testDb.db.update(staff).set({ role }).where(eq(staff.email, session.email));
  return {
    app,
    get: (path: string) => call(app, 'GET', path, undefined, session.headers),
    put: (path: string, body: unknown) => call(app, 'PUT', path, body, session.headers),
  };
}

const configured = defaultSalonDetails(defaultSalonConfig);

async function historyRows(area: string) {
  return testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, area));
}

describe('salon details', () => {
  it('answers the configuration as version 0 before any save', async () => {
    const owner = await signedIn();
    const response = await owner.get('/api/admin/settings/details');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ details: configured, version: 0 });
  });

  it('saves new details, trims them, records who changed what, and counts versions', async () => {
    const owner = await signedIn();
    const first = await owner.put('/api/admin/settings/details', {
      ...configured,
      phone: '  +66 76 123 456 ',
      discountOfferText: '10% off your first visit',
      version: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ version: 1, details: { phone: '+66 76 123 456' } });
    const second = await owner.put('/api/admin/settings/details', { ...configured, name: 'Orchid Nails', version: 1 });
    expect(second.status).toBe(200);
    expect((second.body as { version: number }).version).toBe(2);

    const rows = await historyRows('details');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.summary).toContain('phone (as shown) from "+66 00 000 0000" to "+66 76 123 456"');
    expect(rows[1]?.summary).toContain('name from "Lotus Nail & Beauty Phuket" to "Orchid Nails"');
    expect(rows[1]?.staffId).toBeTruthy();
    expect((rows[1]?.detail as { after: SalonDetails }).after.name).toBe('Orchid Nails');
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const owner = await signedIn();
    const response = await owner.put('/api/admin/settings/details', {
      ...configured,
      name: '   ',
      email: 'not-an-address',
      phoneE164: '0812345678',
      instagramUrl: 'http://instagram.com/x',
      discountOfferText: 'x'.repeat(301),
      version: 0,
    });
    expect(response.status).toBe(422);
    const fields = (response.body as { error: { fields: Record<string, FieldSentence> } }).error.fields;
    expect(fields.name?.message).toBe('Enter the salon name.');
    expect(fields.email?.message).toBe('Enter a valid e-mail address, like hello@example.com.');
    expect(fields.phoneE164?.message).toMatch(/\+66812345678/);
    expect(fields.instagramUrl?.message).toBe('The Instagram link must be a full https:// address, or empty.');
    expect(fields.discountOfferText?.message).toMatch(/at most 300/);
    expect(await testDb.db.select().from(salonSettings)).toHaveLength(0);
    expect(await historyRows('details')).toHaveLength(0);
  });

  it('tells the second of two owners editing the same version, and keeps the first save', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    expect((await owner.put('/api/admin/settings/details', { ...configured, phone: '111', version: 0 })).status).toBe(
      200,
    );
    const stale = await other.put('/api/admin/settings/details', { ...configured, phone: '222', version: 0 });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: { message: string } }).error.message).toMatch(/Someone else saved these settings/);
    const now = await owner.get('/api/admin/settings/details');
    expect(now.body).toMatchObject({ version: 1, details: { phone: '111' } });
    expect(await historyRows('details')).toHaveLength(1);
  });

  it('is the owner’s alone', async () => {
    const receptionist = await signedIn('staff');
    expect((await receptionist.get('/api/admin/settings/details')).status).toBe(403);
    const write = await receptionist.put('/api/admin/settings/details', { ...configured, phone: '1', version: 0 });
    expect(write.status).toBe(403);
    expect(await testDb.db.select().from(salonSettings)).toHaveLength(0);
    const { app } = createTestApp({ db: testDb.db });
    expect((await call(app, 'GET', '/api/admin/settings/details')).status).toBe(401);
  });
});

describe('booking rules', () => {
  it('answers the defaults, then saves under the version check with a history row', async () => {
    const owner = await signedIn();
    expect((await owner.get('/api/admin/settings/booking-rules')).body).toEqual({
      rules: DEFAULT_BOOKING_RULES,
      version: 0,
    });
    const rules: BookingRules = { capacity: 4, bufferMinutes: 15, windowDaysAhead: 21, minimumNoticeMinutes: 120 };
    const saved = await owner.put('/api/admin/settings/booking-rules', { ...rules, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ rules, version: 1 });
    const rows = await historyRows('booking_rules');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.summary).toBe(
      'Changed the booking rules: capacity from 3 at once to 4 at once; buffer after each appointment from 30 min to 15 min; ' +
        'booking window from 14 days ahead to 21 days ahead; shortest notice from 0 min to 120 min.',
    );
    const stale = await owner.put('/api/admin/settings/booking-rules', { ...rules, capacity: 5, version: 0 });
    expect(stale.status).toBe(409);
    expect((await owner.get('/api/admin/settings/booking-rules')).body).toEqual({ rules, version: 1 });
  });

  it('refuses values out of bounds or off their step, per field, and writes nothing', async () => {
    const owner = await signedIn();
    const response = await owner.put('/api/admin/settings/booking-rules', {
      capacity: 0,
      bufferMinutes: 7,
      windowDaysAhead: 366,
      minimumNoticeMinutes: '60',
      version: 0,
    });
    expect(response.status).toBe(422);
    const fields = (response.body as { error: { fields: Record<string, FieldSentence> } }).error.fields;
    expect(fieldTexts(fields)).toEqual({
      capacity: 'Capacity must be a whole number from 1 to 20.',
      bufferMinutes: 'The buffer goes in steps of 5.',
      windowDaysAhead: 'How far ahead must be a whole number from 1 to 365.',
      minimumNoticeMinutes: 'The shortest notice must be a whole number from 0 to 10080.',
    });
    expect(await testDb.db.select().from(salonSettings)).toHaveLength(0);
    expect(await historyRows('booking_rules')).toHaveLength(0);
  });

  it('refuses a staff session', async () => {
    const receptionist = await signedIn('staff');
    const write = await receptionist.put('/api/admin/settings/booking-rules', { ...DEFAULT_BOOKING_RULES, version: 0 });
    expect(write.status).toBe(403);
  });
});

describe('GET /api/salon', () => {
  it('answers the live details, hours and the next 60 days of closures, without private data', async () => {
    const owner = await signedIn();
    await owner.put('/api/admin/settings/details', { ...configured, phone: '+66 76 999 000', version: 0 });
    // The test clock is 2026-11-23 (Monday) in Phuket.
    await testDb.db.insert(closures).values([
      { date: '2026-11-22', reason: 'Yesterday' },
      { date: '2026-12-05', fromMinute: 780, toMinute: 1020, reason: 'Training afternoon' },
      { date: '2027-01-22', reason: 'Day 60' },
      { date: '2027-01-23', reason: 'Too far' },
    ]);
    const { app } = createTestApp({ db: testDb.db });
    const response = await call(app, 'GET', '/api/salon');
    expect(response.status).toBe(200);
    const facts = response.body as SalonFacts;
    expect(facts.details.phone).toBe('+66 76 999 000');
    expect(facts.hours[6]).toBeNull();
    expect(facts.hours[0]).toEqual({ opensAtMinute: 600, closesAtMinute: 1260 });
    expect(facts.closures).toEqual([
      { date: '2026-12-05', fromMinute: 780, toMinute: 1020, reason: 'Training afternoon', translations: {} },
      { date: '2027-01-22', fromMinute: null, toMinute: null, reason: 'Day 60', translations: {} },
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/version|createdBy|staff/);
  });
});
