/**
 * The booking engine obeys the owner's settings: opening hours,
 * closures, technicians' weeks and days off, booking rules; the dates list,
 * availability and bookings agree; under concurrency the limit holds and a
 * settings change committed before a booking's transaction is obeyed by it.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase as openTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_BOOKING_RULES, DEFAULT_OPENING_HOURS } from '../../../domain/salon-settings.ts';
import { appointments } from '../../db/schema.ts';
import {
  bookingBody,
  insertAppointment,
  insertClosure,
  insertDayOff,
  keepTechnicians,
  saveSection,
  serviceByName,
  setWorkWeek,
  technicianIds,
  TEST_SUNDAY,
  TEST_TODAY,
  TEST_TOMORROW,
  writeCounts,
} from '../../../../test/support/fixtures/bookings.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = openTestDatabase();
const clock = createTestClock();
let app: ReturnType<typeof createTestApp>['app'];
let manicure: { id: number };
const previousTrustProxy = process.env.TRUST_PROXY;

interface DatesResponse {
  today: string;
  dates: { date: string }[];
  closedDates: { date: string; reason: string }[];
}
interface AvailabilityResponse {
  closesAtMinute: number;
  times: { time: string; state: string }[];
}
interface ErrorResponse {
  error: { code: string; message: string; fields?: Record<string, FieldSentence> };
}

beforeAll(() => {
  // Every simulated customer has their own address, so the per-address limit does not hide the rule.
  process.env.TRUST_PROXY = 'true';
  app = createTestApp({ db: testDb.db, clock, engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' }).app;
});
afterAll(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});
beforeEach(async () => {
  await testDb.reset();
  clock.set('2026-11-23T03:00:00Z'); // Monday 10:00 in Phuket
  manicure = await serviceByName(testDb.db, 'Classic Manicure');
});

let address = 0;
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}` };
};

const dates = async () => (await call(app, 'GET', '/api/bookings/dates')).body as DatesResponse;
const availability = (date: string, serviceId = manicure.id) =>
  call(app, 'GET', `/api/bookings/availability?date=${date}&services=${serviceId}`);
const stateAt = async (date: string, time: string) =>
  ((await availability(date)).body as AvailabilityResponse).times.find((option) => option.time === time)?.state;
const book = (overrides: Record<string, unknown>) =>
  call(app, 'POST', '/api/bookings', bookingBody([manicure.id], overrides), fromNewAddress());

describe('closures', () => {
  it('a whole-day closure takes the date off the list, says why, and refuses availability and bookings', async () => {
    await insertClosure(testDb.db, { date: TEST_TOMORROW, reason: 'Closed for Songkran' });
    const answer = await dates();
    expect(answer.dates.map((option) => option.date)).not.toContain(TEST_TOMORROW);
    expect(answer.dates.map((option) => option.date)).toContain(TEST_TODAY);
    expect(answer.closedDates).toEqual([{ date: TEST_TOMORROW, reason: 'Closed for Songkran', translations: {} }]);

    const refused = await availability(TEST_TOMORROW);
    expect(refused.status).toBe(422);
    expect((refused.body as ErrorResponse).error.fields?.date?.message).toBe(
      'Sorry, the salon is closed on that day. Please choose another date.',
    );
    const booking = await book({ date: TEST_TOMORROW, time: '11:00' });
    expect(booking.status).toBe(422);
    expect((booking.body as ErrorResponse).error.fields?.date?.message).toBe(
      'Sorry, the salon is closed on that day. Please choose another date.',
    );
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 0, lines: 0, outbox: 0 });
  });

  it('a part-day closure offers no start whose treatment overlaps it', async () => {
    await insertClosure(testDb.db, { date: TEST_TOMORROW, fromMinute: 13 * 60, toMinute: 15 * 60, reason: 'Training' });
    expect(await stateAt(TEST_TOMORROW, '12:30')).toBe('available'); // 12:30–13:00
    expect(await stateAt(TEST_TOMORROW, '12:45')).toBe('closed');
    expect(await stateAt(TEST_TOMORROW, '14:45')).toBe('closed');
    expect(await stateAt(TEST_TOMORROW, '15:00')).toBe('available');
    expect((await dates()).dates.map((option) => option.date)).toContain(TEST_TOMORROW);

    const refused = await book({ date: TEST_TOMORROW, time: '13:30' });
    expect(refused.status).toBe(422);
    expect((refused.body as ErrorResponse).error.fields?.time?.message).toBe(
      'The salon is closed for part of that time. Please choose another time.',
    );
    expect((await book({ date: TEST_TOMORROW, time: '15:00' })).status).toBe(201);
  });
});

describe('opening hours and booking rules', () => {
  it('follows the weekly hours: a Sunday opened, a Tuesday shortened', async () => {
    const hours = [...DEFAULT_OPENING_HOURS];
    hours[1] = { opensAtMinute: 12 * 60, closesAtMinute: 16 * 60 }; // Tuesday
    hours[6] = { opensAtMinute: 11 * 60, closesAtMinute: 15 * 60 }; // Sunday
    await saveSection(testDb.db, 'hours', hours);
    expect((await dates()).dates.map((option) => option.date)).toContain(TEST_SUNDAY);
    const tuesday = (await availability(TEST_TOMORROW)).body as AvailabilityResponse;
    expect(tuesday.times[0]?.time).toBe('12:00');
    expect(tuesday.times.at(-1)?.time).toBe('15:45');
    expect(tuesday.closesAtMinute).toBe(16 * 60);
    expect((await book({ date: TEST_TOMORROW, time: '11:00' })).status).toBe(422);
    expect((await book({ date: TEST_SUNDAY, time: '11:00' })).status).toBe(201);
  });

  it('follows capacity, the window and the minimum notice', async () => {
    await saveSection(testDb.db, 'booking_rules', {
      ...DEFAULT_BOOKING_RULES,
      capacity: 1,
      windowDaysAhead: 1,
      minimumNoticeMinutes: 120,
    });
    const answer = await dates();
    // Today + 1 day ends the week on Sunday 29 November.
    expect(answer.dates.at(-1)?.date).toBe('2026-11-28');
    expect(await stateAt(TEST_TODAY, '12:00')).toBe('past'); // 10:00 + 2 h notice
    expect(await stateAt(TEST_TODAY, '12:15')).toBe('available');
    const tooSoon = await book({ date: TEST_TODAY, time: '11:00' });
    expect((tooSoon.body as ErrorResponse).error.fields?.time?.message).toBe(
      'That time is too soon to book online. Please choose a later time, or call the salon.',
    );
    expect((await book({ date: TEST_TOMORROW, time: '11:00' })).status).toBe(201);
    expect((await book({ date: TEST_TOMORROW, time: '11:00' })).status).toBe(409);
  });
});

describe('technicians', () => {
  it('a day off and a weekly pattern lower the limit on that date only', async () => {
    await keepTechnicians(testDb.db, 2);
    const [first, second] = await technicianIds(testDb.db);
    await insertDayOff(testDb.db, first!, TEST_TOMORROW, 'Dentist');
    // The second works Tuesdays 10:00–14:00 only.
    const week = [...DEFAULT_OPENING_HOURS];
    week[1] = { opensAtMinute: 600, closesAtMinute: 840 };
    await setWorkWeek(testDb.db, second!, week);

    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '11:00', end: '11:30' });
    expect(await stateAt(TEST_TOMORROW, '11:00')).toBe('full'); // one technician working
    expect(await stateAt(TEST_TOMORROW, '15:00')).toBe('full'); // nobody after 14:30
    expect(await stateAt(TEST_TOMORROW, '12:00')).toBe('available');
    // Another date: both work, two places.
    await insertAppointment(testDb.db, { date: '2026-11-25', start: '11:00', end: '11:30' });
    expect(await stateAt('2026-11-25', '11:00')).toBe('available');
    expect((await book({ date: TEST_TOMORROW, time: '11:00' })).status).toBe(409);
  });
});

describe('under concurrency', () => {
  it('with two technicians working, 50 simultaneous bookings of one slot give exactly 2', async () => {
    await keepTechnicians(testDb.db, 2);
    const responses = await Promise.all(Array.from({ length: 50 }, () => book({ time: '14:00' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(48);
    const rows = await testDb.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, TEST_TOMORROW), ne(appointments.status, 'cancelled')));
    expect(rows).toHaveLength(2);
  }, 120_000);

  it('a closure committed (under the exclusive settings lock) before a booking’s transaction is obeyed by it', async () => {
    let booking: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    await testDb.db.transaction(async (tx) => {
      await lockSettingsExclusive(tx);
      await insertClosure(tx, { date: TEST_TOMORROW, reason: 'Closed for Songkran' });
      // The booking starts while the closure is not yet committed: its transaction waits for the
      // settings lock, then reads the closure.
      booking = book({ date: TEST_TOMORROW, time: '11:00' });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const response = await booking!;
    expect(response.status).toBe(422);
    expect((response.body as ErrorResponse).error.fields?.date?.message).toBe(
      'Sorry, the salon is closed on that day. Please choose another date.',
    );
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 0, lines: 0, outbox: 0 });
  }, 60_000);
});
