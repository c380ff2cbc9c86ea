/**
 * No-shows: marked only once the start has passed on the salon's clock, occupying nothing
 * (their place can be booked again, online and at the desk), not revenue, and counted on their own in
 * the technician statistics and the calendar's daily statistics.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { CalendarDay } from './get-calendar-day.ts';
import type { TechnicianStats } from '../statistics/get-technician-stats.ts';
import {
  insertTestAppointment,
  menuServiceId,
  seededTechnicians,
} from '../../../../test/support/fixtures/appointments.ts';

const testDb = useTestDatabase();
/** The test clock starts on Monday 23 November 2026 at 10:00 in Phuket. */
const MONDAY = '2026-11-23';

let app: ReturnType<typeof createTestApp>['app'];
let clock: TestClock;
let headers: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock();
  ({ app } = createTestApp({ db: testDb.db, clock }));
  ({ headers } = await signInAsStaff(app, testDb.db));
});

function setStatus(id: string, version: number, status: string) {
  return call(app, 'PATCH', `/api/admin/appointments/${id}/status`, { version, status }, headers);
}

describe('no-show', () => {
  it('is refused with 422 before the start, and accepted once the start has passed', async () => {
    const id = await insertTestAppointment(testDb.db, { date: MONDAY, start: '11:00', status: 'confirmed' });
    const early = await setStatus(id, 1, 'no_show');
    expect(early.status).toBe(422);
    expect((early.body as { error: { message: string } }).error.message).toMatch(/only once its start time has passed/);

    clock.set('2026-11-23T04:00:00Z'); // 11:00 in Phuket: the start itself has come
    const marked = await setStatus(id, 1, 'no_show');
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect((marked.body as { appointment: { status: string } }).appointment.status).toBe('no_show');
  });

  it('occupies nothing: its place can be taken again', async () => {
    clock.set('2026-11-23T04:10:00Z'); // 11:10
    const full = [];
    for (let index = 0; index < 3; index += 1) {
      full.push(await insertTestAppointment(testDb.db, { date: MONDAY, start: '11:00', status: 'confirmed' }));
    }
    const walkIn = {
      serviceIds: [await menuServiceId(testDb.db, 'Classic Manicure')],
      technicianId: null,
      name: 'Walk In',
      phone: '0812223333',
    };
    const refused = await call(app, 'POST', '/api/admin/appointments/walk-in', walkIn, headers);
    expect(refused.status).toBe(409);
    expect(await setStatus(full[0]!, 1, 'no_show')).toMatchObject({ status: 200 });
    const accepted = await call(app, 'POST', '/api/admin/appointments/walk-in', walkIn, headers);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('is counted on its own in the technician and daily statistics, never as revenue', async () => {
    const [technician] = await seededTechnicians(testDb.db);
    await insertTestAppointment(testDb.db, {
      date: MONDAY,
      start: '10:00',
      status: 'completed',
      technicianId: technician!.id,
    });
    const missed = await insertTestAppointment(testDb.db, {
      date: MONDAY,
      start: '11:00',
      status: 'confirmed',
      technicianId: technician!.id,
    });
    const unassignedMissed = await insertTestAppointment(testDb.db, {
      date: MONDAY,
      start: '11:30',
      status: 'pending',
    });
    clock.set('2026-11-23T05:00:00Z'); // 12:00
    expect(await setStatus(missed, 1, 'no_show')).toMatchObject({ status: 200 });
    expect(await setStatus(unassignedMissed, 1, 'no_show')).toMatchObject({ status: 200 });

    const stats = await call(
      app,
      'GET',
      `/api/admin/technicians/${technician!.id}/stats?period=daily&date=${MONDAY}`,
      undefined,
      headers,
    );
    expect(stats.status).toBe(200);
    const { totals, days } = stats.body as TechnicianStats;
    expect(totals).toEqual({
      appointmentCount: 1,
      totalDurationMinutes: 30,
      revenueThb: 400,
      noShowCount: 1,
      paidRevenueSatang: 0,
      refundsSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
    });
    expect(days).toEqual([{ date: MONDAY, ...totals }]);

    const calendar = await call(app, 'GET', `/api/admin/calendar?date=${MONDAY}`, undefined, headers);
    expect(calendar.status).toBe(200);
    const day = calendar.body as CalendarDay;
    const row = day.technicians.find((candidate) => candidate.id === technician!.id);
    expect(row?.statistics).toMatchObject({ appointmentCount: 1, revenueThb: 400, noShowCount: 1 });
    expect(day.unassigned).toMatchObject({ appointmentCount: 0, revenueThb: 0, noShowCount: 1 });
  });
});
