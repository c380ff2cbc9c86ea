/**
 * The front desk under concurrency, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
 * with real parallel transactions from a pool of 20: every race below is started at once, several
 * rounds over different times, and the invariant is checked on what the database holds afterwards.
 *
 * - Two staff giving one technician overlapping appointments at once (assigning, booking, moving): exactly one wins.
 * - A staff move and an online booking racing for the last place: never over capacity.
 * - A staff override racing an online booking: the online one never exceeds capacity (it is refused
 *   when the override took the place first; the override is recorded only when it really overrode).
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { testEngine, useTestDatabase } from '../../../../test/support/test-database.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from '../../../domain/salon-rules.ts';
import type { PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import { appointments } from '../../db/schema.ts';
import {
  insertTestAppointment,
  menuServiceId,
  seededTechnicians,
} from '../../../../test/support/fixtures/appointments.ts';
import { bookingBody, TEST_TOMORROW } from '../../../../test/support/fixtures/bookings.ts';

const testDb = useTestDatabase();
const ROUNDS = 4;
const previousTrustProxy = process.env.TRUST_PROXY;

let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let manicure: number;

beforeAll(() => {
  // Every online customer from their own address, so the per-IP limit does not hide the rule.
  process.env.TRUST_PROXY = 'true';
});
afterAll(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});
beforeEach(async () => {
  await testDb.reset();
  ({ app } = createTestApp({ db: testDb.db, engine: testEngine() }));
  ({ headers } = await signInAsStaff(app, testDb.db));
  manicure = await menuServiceId(testDb.db, 'Classic Manicure');
});

let address = 0;
function onlineBooking(time: string) {
  address += 1;
  return call(app, 'POST', '/api/bookings', bookingBody([manicure], { time }), {
    'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
  });
}

function staff(method: string, path: string, body: unknown) {
  return call(app, method, `/api/admin/appointments${path}`, body, headers);
}

/** Appointments occupying the salon at the minute (with the buffer), read from the database. */
async function occupancyAt(minute: number): Promise<number> {
  const rows = await testDb.db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(eq(appointments.appointmentDate, TEST_TOMORROW), notInArray(appointments.status, ['cancelled', 'no_show'])),
    );
  return rows.filter(
    (row) => timeToMinutes(row.start) <= minute && minute < timeToMinutes(row.end) + BUFFER_AFTER_MINUTES,
  ).length;
}

function slot(round: number): string {
  // 11:00, 13:00, 15:00, ...: two hours apart, so rounds never share a place.
  return `${String(11 + round * 2).padStart(2, '0')}:00`;
}

describe('front desk races', () => {
  it('two staff assigning one technician to overlapping appointments at once: exactly one wins', async () => {
    const [technician] = await seededTechnicians(testDb.db);
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = timeToMinutes(slot(round));
      const first = await insertTestAppointment(testDb.db, { date: TEST_TOMORROW, start: slot(round) });
      const second = await insertTestAppointment(testDb.db, {
        date: TEST_TOMORROW,
        start: `${String(Math.floor((start + 15) / 60)).padStart(2, '0')}:15`,
      });
      const replies = await Promise.all(
        [first, second].map((id) => staff('PATCH', `/${id}/technician`, { version: 1, technicianId: technician!.id })),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses, JSON.stringify(replies.map((reply) => reply.body))).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.status === 409)!.body as {
        error: { details: PlacementRefusalDetails };
      };
      expect(refused.error.details.reason).toBe('technician_busy');
      const assigned = await testDb.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.technicianId, technician!.id));
      expect(assigned).toHaveLength(round + 1);
    }
  });

  it('a staff booking and a move giving one technician overlapping times at once: exactly one wins', async () => {
    const [technician] = await seededTechnicians(testDb.db);
    for (let round = 0; round < ROUNDS; round += 1) {
      const time = slot(round);
      const moving = await insertTestAppointment(testDb.db, {
        date: '2026-11-25',
        start: '11:00',
        status: 'confirmed',
      });
      const [booked, move] = await Promise.all([
        staff('POST', '', {
          serviceIds: [manicure],
          date: TEST_TOMORROW,
          time,
          technicianId: technician!.id,
          name: 'On The Phone',
          phone: '0812345678',
          source: 'phone',
        }),
        staff('PATCH', `/${moving}/move`, { version: 1, date: TEST_TOMORROW, time, technicianId: technician!.id }),
      ]);
      const outcome = [booked.status, move.status];
      expect(
        [JSON.stringify([201, 409]), JSON.stringify([409, 200])],
        JSON.stringify([booked.body, move.body]),
      ).toContain(JSON.stringify(outcome));
      const refused = (outcome[0] === 409 ? booked : move).body as { error: { details: PlacementRefusalDetails } };
      expect(refused.error.details.reason).toBe('technician_busy');
    }
  });

  it('a staff move and an online booking racing for the last place: never over capacity', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const time = slot(round);
      for (let index = 0; index < MAX_CONCURRENT_APPOINTMENTS - 1; index += 1) {
        await insertTestAppointment(testDb.db, { date: TEST_TOMORROW, start: time, status: 'confirmed' });
      }
      const moving = await insertTestAppointment(testDb.db, {
        date: '2026-11-25',
        start: '11:00',
        status: 'confirmed',
      });
      const [move, online] = await Promise.all([
        staff('PATCH', `/${moving}/move`, { version: 1, date: TEST_TOMORROW, time, technicianId: null }),
        onlineBooking(time),
      ]);
      // Exactly one takes the last place; the other is refused with 409 (slot_full or the public "full").
      const outcome = [move.status, online.status];
      expect(
        [JSON.stringify([200, 409]), JSON.stringify([409, 201])],
        JSON.stringify([move.body, online.body]),
      ).toContain(JSON.stringify(outcome));
      expect(await occupancyAt(timeToMinutes(time))).toBe(MAX_CONCURRENT_APPOINTMENTS);
    }
  });

  it('a staff override racing an online booking: the online booking never exceeds capacity', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const time = slot(round);
      for (let index = 0; index < MAX_CONCURRENT_APPOINTMENTS - 1; index += 1) {
        await insertTestAppointment(testDb.db, { date: TEST_TOMORROW, start: time, status: 'confirmed' });
      }
      const [forced, online] = await Promise.all([
        staff('POST', '', {
          serviceIds: [manicure],
          date: TEST_TOMORROW,
          time,
          technicianId: null,
          name: 'At The Desk',
          phone: '0812345678',
          source: 'walk_in',
          override: { reason: 'Standing at the desk' },
        }),
        onlineBooking(time),
      ]);
      expect(forced.status, JSON.stringify(forced.body)).toBe(201);
      const reason = (forced.body as { appointment: { capacityOverrideReason: string | null } }).appointment
        .capacityOverrideReason;
      if (online.status === 201) {
        // The online booking took the last place first; the override went past it, and says so.
        expect(reason).toBe('Standing at the desk');
        expect(await occupancyAt(timeToMinutes(time))).toBe(MAX_CONCURRENT_APPOINTMENTS + 1);
      } else {
        // The override took the last place (needing no override); the online booking was refused.
        expect(online.status, JSON.stringify(online.body)).toBe(409);
        expect(reason).toBeNull();
        expect(await occupancyAt(timeToMinutes(time))).toBe(MAX_CONCURRENT_APPOINTMENTS);
      }
    }
  });
});
