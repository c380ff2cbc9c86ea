/** The owner's opening-hours API through the real app, guard, lock and database. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_OPENING_HOURS, type WeeklyPattern } from '../../../domain/salon-settings.ts';
import { salonSettings } from '../../db/schema.ts';
import { insertTestAppointment, seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import { lockSettingsShared } from '../../services/shared/settings-lock.ts';
import {
  expectStatus,
  historyCount,
  historyOf,
  request,
  signInAsOwner,
} from '../../../../test/support/fixtures/schedules.ts';

const testDb = useTestDatabase();
const PATH = '/api/admin/settings/hours';
/** The test clock stands on Monday 23 November 2026, 10:00 in Phuket. */
const SATURDAY = '2026-11-28';
const NEXT_SATURDAY = '2026-12-05';

let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers } = await signInAsOwner(app, testDb.db));
});

function withSaturday(window: { opensAtMinute: number; closesAtMinute: number } | null): WeeklyPattern {
  return DEFAULT_OPENING_HOURS.map((day, index) => (index === 5 ? window : day));
}

const get = () => request<{ hours: WeeklyPattern; version: number }>(app, headers, 'GET', PATH);
const put = (body: unknown) => request<{ hours: WeeklyPattern; version: number }>(app, headers, 'PUT', PATH, body);

describe('opening hours', () => {
  it('reads the default week at version 0, saves a new one and bumps the version', async () => {
    const first = await get();
    expectStatus(first, 200);
    expect(first.body).toEqual({ hours: DEFAULT_OPENING_HOURS, version: 0 });
    const saved = await put({ hours: withSaturday({ opensAtMinute: 600, closesAtMinute: 1020 }), version: 0 });
    expectStatus(saved, 200);
    expect(saved.body.version).toBe(1);
    expect((await get()).body.hours[5]).toEqual({ opensAtMinute: 600, closesAtMinute: 1020 });
    const history = await historyOf(testDb.db, 'hours');
    expect(history.map((row) => row.summary)).toEqual([
      'Changed the opening hours: Saturday 10:00–21:00 → 10:00–17:00.',
    ]);
    expect(history[0]?.detail).toMatchObject({ before: DEFAULT_OPENING_HOURS });
  });

  it('refuses a stale version with a clear 409 and keeps the other owner’s hours', async () => {
    expectStatus(await put({ hours: withSaturday(null), version: 0 }), 200);
    const stale = await put({ hours: withSaturday({ opensAtMinute: 540, closesAtMinute: 1260 }), version: 0 });
    expectStatus(stale, 409);
    expect(stale.body.error.message).toMatch(/Someone else saved these settings/);
    expect((await get()).body.hours[5]).toBeNull();
    expect(await historyCount(testDb.db)).toBe(1);
  });

  it('answers field messages for bad hours and writes nothing', async () => {
    for (const [hours, field] of [
      [withSaturday({ opensAtMinute: 600, closesAtMinute: 600 }), 'hours'],
      [withSaturday({ opensAtMinute: 605, closesAtMinute: 900 }), 'hours'],
      [DEFAULT_OPENING_HOURS.slice(0, 6), 'hours'],
      ['10-21', 'hours'],
    ] as const) {
      const reply = await put({ hours, version: 0 });
      expectStatus(reply, 422);
      expect(reply.body.error.fields?.[field]).toBeTruthy();
    }
    const noVersion = await put({ hours: DEFAULT_OPENING_HOURS });
    expectStatus(noVersion, 422);
    expect(noVersion.body.error.fields?.version).toBeTruthy();
    expect(await testDb.db.select().from(salonSettings)).toEqual([]);
    expect(await historyCount(testDb.db)).toBe(0);
  });

  it('lists the appointments shorter hours leave outside, and saves only once that exact list is acknowledged', async () => {
    const [technician] = await seededTechnicians(testDb.db);
    const late = await insertTestAppointment(testDb.db, {
      date: SATURDAY,
      start: '19:00',
      name: 'Late Lena',
      services: ['Classic Manicure'],
      technicianId: technician!.id,
    });
    // Inside the new hours, cancelled, or in the past: not listed.
    await insertTestAppointment(testDb.db, { date: SATURDAY, start: '11:00' });
    await insertTestAppointment(testDb.db, { date: SATURDAY, start: '20:00', status: 'cancelled' });
    await insertTestAppointment(testDb.db, { date: '2026-11-21', start: '20:00' });

    const hours = withSaturday({ opensAtMinute: 600, closesAtMinute: 1020 });
    const first = await put({ hours, version: 0 });
    expectStatus(first, 409);
    expect(first.body.error.code).toBe('conflict');
    expect(first.body.affected?.total).toBe(1);
    expect(first.body.affected?.items[0]).toMatchObject({
      id: late,
      date: SATURDAY,
      startTime: '19:00',
      customerName: 'Late Lena',
      services: 'Classic Manicure',
      technician: technician!.email.split('@')[0],
    });
    expect(await historyCount(testDb.db)).toBe(0);

    // Another booking lands outside the new hours before the owner confirms: the list is shown again.
    const second = await insertTestAppointment(testDb.db, { date: NEXT_SATURDAY, start: '18:00' });
    const stale = await put({ hours, version: 0, acknowledgedChange: first.body.affected?.fingerprint });
    expectStatus(stale, 409);
    expect(stale.body.affected?.items.map((item) => item.id)).toEqual([late, second]);

    const saved = await put({ hours, version: 0, acknowledgedChange: stale.body.affected?.fingerprint });
    expectStatus(saved, 200);
    expect((await get()).body.hours[5]).toEqual({ opensAtMinute: 600, closesAtMinute: 1020 });
  });

  it('does not list an appointment that was already outside the old hours, nor ask when hours only grow', async () => {
    await insertTestAppointment(testDb.db, { date: '2026-11-29', start: '12:00' }); // a Sunday, closed already
    const longer = DEFAULT_OPENING_HOURS.map((day) => (day ? { opensAtMinute: 540, closesAtMinute: 1320 } : null));
    expectStatus(await put({ hours: longer, version: 0 }), 200);
  });

  it('waits for a booking holding the settings lock before it saves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const booking = testDb.db.transaction(async (tx) => {
      await lockSettingsShared(tx);
      lockTaken();
      await held;
    });
    await taken;
    let saved = false;
    const save = put({ hours: withSaturday(null), version: 0 }).then((reply) => {
      saved = true;
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(saved).toBe(false);
    release();
    await booking;
    expectStatus(await save, 200);
    const [row] = await testDb.db.select().from(salonSettings).where(eq(salonSettings.section, 'hours'));
    expect(row?.version).toBe(1);
  });

  it('refuses a staff session and writes nothing', async () => {
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db);
    const reply = await request(app, staffHeaders, 'PUT', PATH, { hours: withSaturday(null), version: 0 });
    expectStatus(reply, 403);
    expect(await historyCount(testDb.db)).toBe(0);
  });
});
