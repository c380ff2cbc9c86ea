/**
 * A customer's reschedule racing another customer's booking for the last place, on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL with real parallel transactions: exactly one takes the place, the
 * salon is never over capacity, and the customer who moved either has the new time or still has the old
 * one (the move takes the new place and releases the old in one transaction).
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { testEngine, useTestDatabase } from '../../../../test/support/test-database.ts';
import { insertTestAppointment, menuServiceId } from '../../../../test/support/fixtures/appointments.ts';
import { bookingBody, TEST_TOMORROW } from '../../../../test/support/fixtures/bookings.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from '../../../domain/salon-rules.ts';
import { appointments } from '../../db/schema.ts';
import { mintManageLink } from './manage-links.ts';

const testDb = useTestDatabase();
const ROUNDS = 4;
const MOVED_FROM = { date: '2026-11-25', start: '11:00' } as const;
const previousTrustProxy = process.env.TRUST_PROXY;

let app: ReturnType<typeof createTestApp>['app'];
let clock: ReturnType<typeof createTestApp>['clock'];
let manicure: number;

beforeAll(() => {
  // Every request from its own address, so per-address limits do not hide the rule.
  process.env.TRUST_PROXY = 'true';
});
afterAll(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});
beforeEach(async () => {
  await testDb.reset();
  ({ app, clock } = createTestApp({ db: testDb.db, engine: testEngine() }));
  manicure = await menuServiceId(testDb.db, 'Classic Manicure');
});

let address = 0;
function from(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `10.15.${(address >> 8) & 255}.${address & 255}` };
}

async function occupancyAt(date: string, minute: number): Promise<number> {
  const rows = await testDb.db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), notInArray(appointments.status, ['cancelled', 'no_show'])));
  return rows.filter(
    (row) => timeToMinutes(row.start) <= minute && minute < timeToMinutes(row.end) + BUFFER_AFTER_MINUTES,
  ).length;
}

describe('a customer moving their booking while another books', () => {
  it('exactly one gets the last place, and the mover keeps the old place when they lose', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const time = `${String(11 + round * 2).padStart(2, '0')}:00`;
      for (let index = 0; index < MAX_CONCURRENT_APPOINTMENTS - 1; index += 1) {
        await insertTestAppointment(testDb.db, { date: TEST_TOMORROW, start: time, status: 'confirmed' });
      }
      const mover = await insertTestAppointment(testDb.db, { ...MOVED_FROM, status: 'confirmed' });
      const token = await mintManageLink(testDb.db, { appointmentId: mover, outboxId: null, now: clock() });
      const [move, online] = await Promise.all([
        call(app, 'POST', '/api/manage/reschedule', { token, version: 1, date: TEST_TOMORROW, time }, from()),
        call(app, 'POST', '/api/bookings', bookingBody([manicure], { time }), from()),
      ]);
      const outcome = [move.status, online.status];
      expect(
        [JSON.stringify([200, 409]), JSON.stringify([409, 201])],
        JSON.stringify([move.body, online.body]),
      ).toContain(JSON.stringify(outcome));
      expect(await occupancyAt(TEST_TOMORROW, timeToMinutes(time))).toBe(MAX_CONCURRENT_APPOINTMENTS);
      const [row] = await testDb.db.select().from(appointments).where(eq(appointments.id, mover));
      if (move.status === 200) {
        expect([row?.appointmentDate, row?.startTime]).toEqual([TEST_TOMORROW, time]);
      } else {
        // Lost the race: still in the old place, unchanged.
        expect([row?.appointmentDate, row?.startTime, row?.version]).toEqual([MOVED_FROM.date, MOVED_FROM.start, 1]);
      }
      // The old place is never both kept and taken: the mover occupies exactly one of the two.
      const occupied = await testDb.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.id, mover), notInArray(appointments.status, ['cancelled', 'no_show'])));
      expect(occupied).toHaveLength(1);
    }
  });
});
