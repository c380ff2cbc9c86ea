/** GET /api/bookings/dates and /api/bookings/availability: slot states only, never customer data. */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase as openTestDatabase } from '../../../../test/support/test-database.ts';
import { appointments, services } from '../../db/schema.ts';
import {
  insertAppointment,
  serviceByName,
  TEST_LAST_DAY,
  TEST_SUNDAY,
  TEST_TODAY,
  TEST_TOMORROW,
} from '../../../../test/support/fixtures/bookings.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = openTestDatabase();
const clock = createTestClock();
let app: ReturnType<typeof createTestApp>['app'];
let manicure: { id: number };
let lashes: { id: number };

interface AvailabilityResponse {
  date: string;
  totalDurationMinutes: number;
  totalPriceThb: number;
  times: { time: string; state: string }[];
}
interface ErrorResponse {
  error: { code: string; message: string; fields?: Record<string, FieldSentence> };
}

beforeAll(() => {
  app = createTestApp({ db: testDb.db, clock }).app;
});

beforeEach(async () => {
  await testDb.reset();
  clock.set('2026-11-23T03:00:00Z'); // Monday 10:00 in Phuket
  manicure = await serviceByName(testDb.db, 'Classic Manicure');
  lashes = await serviceByName(testDb.db, 'Russian Volume Lashes');
});

const availability = (date: string, ids: number[] | string) =>
  call(app, 'GET', `/api/bookings/availability?date=${date}&services=${Array.isArray(ids) ? ids.join(',') : ids}`);

const stateOf = (body: unknown, time: string) =>
  (body as AvailabilityResponse).times.find((option) => option.time === time)?.state;

describe('bookable dates', () => {
  it('lists today through the end of the week holding day 14, without Sundays, by the salon clock', async () => {
    const response = await call(app, 'GET', '/api/bookings/dates');
    expect(response.status).toBe(200);
    const body = response.body as { today: string; dates: { date: string; label: { kind: string } }[] };
    expect(body.today).toBe(TEST_TODAY);
    expect(body.dates[0]).toEqual({ date: TEST_TODAY, label: { kind: 'today' } });
    expect(body.dates[1]).toEqual({ date: TEST_TOMORROW, label: { kind: 'tomorrow' } });
    expect(body.dates.at(-1)?.date).toBe(TEST_LAST_DAY);
    expect(body.dates.map((d) => d.date)).not.toContain(TEST_SUNDAY);
    expect(body.dates).toHaveLength(18);
  });

  it("follows Phuket's date, not the server's: 23:30 UTC on Monday is Tuesday in Phuket", async () => {
    clock.set('2026-11-23T23:30:00Z');
    const body = (await call(app, 'GET', '/api/bookings/dates')).body as { today: string };
    expect(body.today).toBe(TEST_TOMORROW);
  });
});

describe('availability', () => {
  it('gives every 15-minute start from 10:00 with its state and the totals', async () => {
    const response = await availability(TEST_TOMORROW, [manicure.id, lashes.id]);
    expect(response.status).toBe(200);
    const body = response.body as AvailabilityResponse;
    expect(body).toMatchObject({ date: TEST_TOMORROW, totalDurationMinutes: 150, totalPriceThb: 1900 });
    expect(body.times[0]).toEqual({ time: '10:00', state: 'available' });
    expect(body.times).toHaveLength(44);
    expect(stateOf(body, '18:30')).toBe('available'); // ends 21:00
    expect(stateOf(body, '18:45')).toBe('too_late');
    expect(stateOf(body, '20:45')).toBe('too_late');
  });

  it("marks today's passed times as past, in salon time", async () => {
    clock.set('2026-11-23T07:05:00Z'); // 14:05 in Phuket
    const body = (await availability(TEST_TODAY, [manicure.id])).body as AvailabilityResponse;
    expect(stateOf(body, '14:00')).toBe('past');
    expect(stateOf(body, '14:15')).toBe('available');
  });

  it('marks a time full when three non-cancelled appointments occupy it (30-minute buffer included)', async () => {
    for (let i = 0; i < 3; i += 1)
      await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '12:00', end: '12:30' });
    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '15:00', end: '16:00', status: 'cancelled' });
    const body = (await availability(TEST_TOMORROW, [manicure.id])).body as AvailabilityResponse;
    expect(stateOf(body, '11:00')).toBe('available'); // occupies [11:00, 12:00): leaves as they arrive
    expect(stateOf(body, '11:15')).toBe('full'); // occupies to 12:15, meets all three at 12:00
    expect(stateOf(body, '12:45')).toBe('full'); // their buffer runs to 13:00
    expect(stateOf(body, '13:00')).toBe('available');
    expect(stateOf(body, '15:00')).toBe('available');
  });

  it('never contains appointment rows, names, e-mails or phones', async () => {
    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '12:00', end: '12:30' });
    const [row] = await testDb.db.select().from(appointments);
    const text = JSON.stringify((await availability(TEST_TOMORROW, [manicure.id])).body);
    for (const secret of [row!.customerName, row!.customerEmail, row!.customerPhone, row!.id]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys((JSON.parse(text) as { times: object[] }).times[0]!).sort()).toEqual(['state', 'time']);
  });

  it('refuses dates outside the window and Sundays', async () => {
    for (const date of [TEST_SUNDAY, '2026-11-22', '2026-12-14']) {
      const response = await availability(date, [manicure.id]);
      expect(response.status).toBe(422);
      expect((response.body as ErrorResponse).error.fields?.date?.message).toBe(
        'Please choose one of the dates offered',
      );
    }
    const malformed = await availability('2026-13-01', [manicure.id]);
    expect((malformed.body as ErrorResponse).error.fields?.date?.message).toBe('Please select a date');
  });

  it('refuses missing, malformed, duplicate, unknown and inactive services', async () => {
    const cases: [string, string][] = [
      ['', 'Please select at least one service'],
      ['abc', 'One of the chosen services is no longer offered. Please choose again.'],
      ['1.5', 'One of the chosen services is no longer offered. Please choose again.'],
      ['99999999999', 'One of the chosen services is no longer offered. Please choose again.'],
      [`${manicure.id},${manicure.id}`, 'Each service can be chosen only once'],
      ['999999', 'One of the chosen services is no longer offered. Please choose again.'],
    ];
    for (const [ids, message] of cases) {
      const response = await availability(TEST_TOMORROW, ids);
      expect(response.status, ids).toBe(422);
      expect(
        (
          (response.body as ErrorResponse).error.fields?.services ??
          (response.body as ErrorResponse).error.fields?.serviceIds
        )?.message,
      ).toBe(message);
    }
    await testDb.db.update(services).set({ active: false }).where(eq(services.id, lashes.id));
    expect((await availability(TEST_TOMORROW, [lashes.id])).status).toBe(422);
    const noQuery = await call(app, 'GET', '/api/bookings/availability');
    expect(noQuery.status).toBe(422);
  });
});
