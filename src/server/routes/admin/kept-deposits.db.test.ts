/**
 * Kept deposits in the statistics (decision 228): a received deposit kept by a no-show counts, apart from
 * paid revenue, on the salon day (Asia/Bangkok) it was kept — on the calendar's Daily Statistics under the
 * appointment's technician (or the unassigned card) and on that technician's page — and stops counting
 * when the no-show is undone.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_DEPOSIT_RULES } from '../../../domain/deposits/deposit-rules.ts';
import { appointments, checkoutSettings, depositSettings, deposits, receiptCounters, staff } from '../../db/schema.ts';
import { useTrustedProxy } from '../../../../test/support/trusted-proxy.ts';

const testDb = useTestDatabase();
const clock = createTestClock('2026-11-23T03:00:00Z');
let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;
useTrustedProxy();

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(depositSettings);
  await testDb.db.delete(checkoutSettings);
  await testDb.db.delete(receiptCounters);
  clock.set('2026-11-23T03:00:00Z');
  ({ app } = createTestApp({ db: testDb.db, clock, engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
});

const DAY = '2026-11-26';

interface DayStatistics {
  paidRevenueSatang: number;
  keptDepositsSatang: number;
}
interface CalendarView {
  technicians: { id: string; statistics: DayStatistics }[];
  unassigned: DayStatistics;
}

/** A booking on 26 November at 11:00 with its deposit received, and the technician staff then give it. */
async function receivedDeposit(technicianId: string | null) {
  expectStatus(
    await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
      version: 0,
      rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, aboveSatang: 0, refundCutoffHours: 0 },
    }),
    200,
  );
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  expectStatus(
    await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { date: DAY, time: '11:00' }), {
      'x-forwarded-for': '10.9.0.1',
    }),
    201,
  );
  const [row] = await testDb.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, DAY), eq(appointments.startTime, '11:00')));
  const id = row!.id;
  // Who did it is the appointment's; set directly, as the calendar's assignment would.
  await testDb.db.update(appointments).set({ technicianId }).where(eq(appointments.id, id));
  expectStatus(await request(app, owner, 'POST', `/api/admin/deposits/${id}/received`), 200);
  const [deposit] = await testDb.db.select().from(deposits).where(eq(deposits.appointmentId, id));
  return { id, amount: deposit!.amount };
}

async function setStatus(id: string, status: string) {
  const [row] = await testDb.db
    .select({ version: appointments.version })
    .from(appointments)
    .where(eq(appointments.id, id));
  expectStatus(
    await request(app, owner, 'PATCH', `/api/admin/appointments/${id}/status`, { version: row?.version, status }),
    200,
  );
}

async function calendar(date: string) {
  const reply = await request<CalendarView>(app, owner, 'GET', `/api/admin/calendar?date=${date}`);
  expectStatus(reply, 200);
  return reply.body;
}

const keptOnCalendar = (view: CalendarView) =>
  view.technicians.reduce((sum, row) => sum + row.statistics.keptDepositsSatang, view.unassigned.keptDepositsSatang);

async function firstTechnician() {
  const [row] = await testDb.db.select({ id: staff.id }).from(staff).where(eq(staff.isTechnician, true)).limit(1);
  return row!.id;
}

describe('kept deposits in the statistics', () => {
  it('count on the salon day a no-show kept them, under the technician, apart from paid revenue', async () => {
    const technicianId = await firstTechnician();
    const { id, amount } = await receivedDeposit(technicianId);
    expect(amount).toBeGreaterThan(0);
    // Marked a no-show at 00:30 on the 27th in Bangkok (17:30 UTC on the 26th): the 27th's money.
    clock.set('2026-11-26T17:30:00Z');
    await setStatus(id, 'no_show');
    expect((await testDb.db.select().from(deposits).where(eq(deposits.appointmentId, id)))[0]?.state).toBe('kept');

    const keptDay = await calendar('2026-11-27');
    const row = keptDay.technicians.find((technician) => technician.id === technicianId)!;
    expect(row.statistics).toMatchObject({ keptDepositsSatang: amount, paidRevenueSatang: 0 });
    expect(keptOnCalendar(keptDay)).toBe(amount);
    expect(keptOnCalendar(await calendar(DAY))).toBe(0);

    const month = await request<{ totals: DayStatistics; days: ({ date: string } & DayStatistics)[] }>(
      app,
      owner,
      'GET',
      `/api/admin/technicians/${technicianId}/stats?period=monthly&date=2026-11-10`,
    );
    expectStatus(month, 200);
    expect(month.body.totals).toMatchObject({ keptDepositsSatang: amount, paidRevenueSatang: 0 });
    expect(month.body.days.find((day) => day.date === '2026-11-27')?.keptDepositsSatang).toBe(amount);
    expect(month.body.days.find((day) => day.date === DAY)?.keptDepositsSatang).toBe(0);

    // The no-show undone: the deposit is the booking's again, and no salon's money.
    await setStatus(id, 'confirmed');
    expect(keptOnCalendar(await calendar('2026-11-27'))).toBe(0);
  });

  it('count under the unassigned card when the appointment has no technician', async () => {
    const { id, amount } = await receivedDeposit(null);
    clock.set('2026-11-26T04:20:00Z');
    await setStatus(id, 'no_show');
    const view = await calendar(DAY);
    expect(view.unassigned.keptDepositsSatang).toBe(amount);
    expect(view.technicians.every((row) => row.statistics.keptDepositsSatang === 0)).toBe(true);
  });
});
