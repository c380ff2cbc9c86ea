/**
 * Design invariant 1 under load: however many requests arrive at once, no
 * moment of a day ever has more than 3 occupying appointments. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL set (real parallel
 * connections from a pool of 20).
 */
import fc from 'fast-check';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase as openTestDatabase } from '../../../../test/support/test-database.ts';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from '../../../domain/salon-rules.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import { appointments } from '../../db/schema.ts';
import { allServiceIds, bookingBody, TEST_TOMORROW, writeCounts } from '../../../../test/support/fixtures/bookings.ts';

const testDb = openTestDatabase();
const clock = createTestClock();
let app: ReturnType<typeof createTestApp>['app'];
const previousTrustProxy = process.env.TRUST_PROXY;

beforeAll(() => {
  // Every simulated customer comes from their own address, as in real life,
  // so the per-IP rate limit does not hide the capacity rule.
  process.env.TRUST_PROXY = 'true';
  app = createTestApp({ db: testDb.db, clock, engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' }).app;
});
afterAll(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});
beforeEach(() => testDb.reset());

let address = 0;
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

// Each customer has their own phone (bookingBody gives each their own e-mail): bookings of one customer
// also wait for each other on the customer's key locks, which would hide a missing date lock.
let phone = 0;
const ownPhone = () => {
  phone += 1;
  return `+66 89 ${String(phone).padStart(7, '0')}`;
};

async function peakOccupancyOfDay(date: string): Promise<number> {
  const rows = await testDb.db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.status, 'cancelled')));
  let peak = 0;
  for (let minute = 10 * 60; minute < 22 * 60; minute += 1) {
    const occupying = rows.filter(
      (row) => timeToMinutes(row.start) <= minute && minute < timeToMinutes(row.end) + BUFFER_AFTER_MINUTES,
    ).length;
    peak = Math.max(peak, occupying);
  }
  return peak;
}

describe('concurrent bookings', () => {
  it('50 simultaneous requests for one start on an empty day: exactly 3 created, 47 refused with 409', async () => {
    const [serviceId] = await allServiceIds(testDb.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          app,
          'POST',
          '/api/bookings',
          bookingBody([serviceId!], { time: '14:00', phone: ownPhone() }),
          fromNewAddress(),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect((response.body as { error: { message: string } }).error.message).toBe(
        'Sorry, this time has just been fully booked. Please choose another time.',
      );
    }
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 3, lines: 3 });
    expect(await peakOccupancyOfDay(TEST_TOMORROW)).toBe(3);
  });

  it('randomized concurrent bookings over a day never leave a moment with more than 3 occupying', async () => {
    const serviceIds = await allServiceIds(testDb.db);
    const request = fc.record({
      services: fc.uniqueArray(fc.constantFrom(...serviceIds), { minLength: 1, maxLength: 3 }),
      // 10:00 to 19:45 in 15-minute steps.
      slot: fc.integer({ min: 0, max: 39 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 20, maxLength: 40 }), async (requests) => {
        await testDb.reset();
        const responses = await Promise.all(
          requests.map(({ services, slot }) => {
            const minute = 10 * 60 + slot * 15;
            const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
            return call(
              app,
              'POST',
              '/api/bookings',
              bookingBody(services, { time, phone: ownPhone() }),
              fromNewAddress(),
            );
          }),
        );
        for (const response of responses) expect([201, 409, 422]).toContain(response.status);
        const created = responses.filter((r) => r.status === 201).length;
        expect((await writeCounts(testDb.db)).appointments).toBe(created);
        expect(await peakOccupancyOfDay(TEST_TOMORROW)).toBeLessThanOrEqual(MAX_CONCURRENT_APPOINTMENTS);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
