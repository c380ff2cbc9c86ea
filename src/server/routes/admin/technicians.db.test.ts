/** GET /api/admin/technicians and /:id/stats through the real app, guard and database. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { staff } from '../../db/schema.ts';
import type { TechnicianStats } from '../../services/statistics/get-technician-stats.ts';
import {
  activeTechnicianIds,
  catalogueServices,
  insertAppointments,
  type AppointmentSpec,
  type ServiceLineSpec,
} from '../../../../test/support/fixtures/stats.ts';

const testDb = useTestDatabase();

let technicianId: string;
let otherTechnicianId: string;
let catalogue: ServiceLineSpec[];

beforeEach(async () => {
  await testDb.reset();
  const ids = await activeTechnicianIds(testDb.db);
  technicianId = ids[0] ?? '';
  otherTechnicianId = ids[1] ?? '';
  catalogue = await catalogueServices(testDb.db);
});

function line(index: number, priceThb: number): ServiceLineSpec {
  const service = catalogue[index];
  if (!service) throw new Error(`no service ${index}`);
  return { ...service, priceThb };
}

function spec(date: string, overrides: Partial<AppointmentSpec> = {}): AppointmentSpec {
  return {
    date,
    start: '11:00',
    end: '11:30',
    status: 'confirmed',
    technicianId,
    discountPercentage: 0,
    customerName: `Customer ${date}`,
    lines: [line(0, 100)],
    ...overrides,
  };
}

async function signedIn(clock = createTestClock()) {
  const { app } = createTestApp({ db: testDb.db, clock });
  const session = await signInAsStaff(app, testDb.db);
  return {
    staffEmail: session.email,
    get: async (path: string) => call(app, 'GET', path, undefined, session.headers),
  };
}

async function stats(query: string, id = technicianId): Promise<TechnicianStats & { today: string }> {
  const client = await signedIn();
  const response = await client.get(`/api/admin/technicians/${id}/stats?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as TechnicianStats & { today: string };
}

describe('GET /api/admin/technicians', () => {
  it('refuses anonymous requests', async () => {
    const { app } = createTestApp({ db: testDb.db });
    expect((await call(app, 'GET', '/api/admin/technicians')).status).toBe(401);
    expect((await call(app, 'GET', `/api/admin/technicians/${technicianId}/stats`)).status).toBe(401);
  });

  it('lists the active technicians in display order', async () => {
    await testDb.db.update(staff).set({ active: false }).where(eq(staff.id, otherTechnicianId));
    const client = await signedIn();
    const response = await client.get('/api/admin/technicians');
    const body = response.body as { technicians: { id: string; displayName: string; email: string }[] };
    expect(body.technicians).toHaveLength(3);
    expect(body.technicians[0]?.id).toBe(technicianId);
    expect(body.technicians.map((t) => t.id)).not.toContain(otherTechnicianId);
    for (const technician of body.technicians)
      expect(technician.email.startsWith(`${technician.displayName}@`)).toBe(true);
  });
});

describe('GET /api/admin/technicians/:id/stats', () => {
  it('answers 404 for an unknown, malformed or non-technician id, never 500', async () => {
    const client = await signedIn();
    const [member] = await testDb.db.select({ id: staff.id }).from(staff).where(eq(staff.email, client.staffEmail));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%3B%20drop%20table%20staff', member?.id ?? '']) {
      const response = await client.get(`/api/admin/technicians/${id}/stats`);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({
        error: {
          code: 'not_found',
          key: 'admin:refusals.noSuchTechnician',
          params: {},
          message: 'There is no technician with this id.',
        },
      });
    }
  });

  it('refuses a bad period or date with 422 and names the field', async () => {
    const client = await signedIn();
    const badPeriod = await client.get(`/api/admin/technicians/${technicianId}/stats?period=yearly`);
    expect(badPeriod.status).toBe(422);
    expect(badPeriod.body).toMatchObject({
      error: { fields: { period: { message: 'The period must be daily, weekly or monthly.' } } },
    });
    for (const date of ['2026-13-01', '2026-11-31', 'x']) {
      const badDate = await client.get(`/api/admin/technicians/${technicianId}/stats?period=weekly&date=${date}`);
      expect(badDate.status, date).toBe(422);
      expect(badDate.body).toMatchObject({
        error: { fields: { date: { message: expect.stringContaining('yyyy-MM-dd') } } },
      });
    }
  });

  it('defaults to the daily period of the salon today', async () => {
    const body = await stats('');
    expect(body.range).toEqual({
      period: 'daily',
      from: '2026-11-23',
      to: '2026-11-23',
      previous: '2026-11-22',
      next: '2026-11-24',
    });
    expect(body.today).toBe('2026-11-23');
    expect(body.days).toHaveLength(1);
  });

  it('counts a week from Monday to Sunday', async () => {
    await insertAppointments(testDb.db, [
      spec('2026-11-22', { lines: [line(0, 1000)] }), // Sunday before
      spec('2026-11-23', { lines: [line(0, 100)] }), // Monday
      spec('2026-11-29', { lines: [line(0, 10)] }), // Sunday
      spec('2026-11-30', { lines: [line(0, 10000)] }), // next Monday
    ]);
    const body = await stats('period=weekly&date=2026-11-26');
    expect(body.range).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      previous: '2026-11-16',
      next: '2026-11-30',
    });
    expect(body.totals).toEqual({
      appointmentCount: 2,
      totalDurationMinutes: 60,
      revenueThb: 110,
      noShowCount: 0,
      // Booked, not checked out: nothing paid (decision 225).
      paidRevenueSatang: 0,
      refundsSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
    });
    expect(body.days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(body.days.map((day) => day.revenueThb)).toEqual([100, 0, 0, 0, 0, 0, 10]);
    expect(body.days.map((day) => day.appointmentCount)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it('counts a month up to its last day, February included', async () => {
    await insertAppointments(testDb.db, [
      spec('2026-10-31', { lines: [line(0, 1)] }),
      spec('2026-11-01', { lines: [line(0, 20)] }),
      spec('2026-11-30', { lines: [line(0, 300)] }),
      spec('2026-12-01', { lines: [line(0, 4000)] }),
      spec('2028-02-29', { lines: [line(0, 50)] }),
      spec('2028-03-01', { lines: [line(0, 600)] }),
    ]);
    const november = await stats('period=monthly&date=2026-11-15');
    expect(november.range).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      previous: '2026-10-01',
      next: '2026-12-01',
    });
    expect(november.totals.revenueThb).toBe(320);
    expect(november.days).toHaveLength(30);
    const leapFebruary = await stats('period=monthly&date=2028-02-01');
    expect(leapFebruary.totals).toMatchObject({ appointmentCount: 1, revenueThb: 50 });
    expect(leapFebruary.days).toHaveLength(29);
  });

  it('applies each appointment its own discount and rounds like the till', async () => {
    await insertAppointments(testDb.db, [
      spec('2026-11-24', { lines: [line(0, 400), line(1, 450)], discountPercentage: 10 }), // 765
      spec('2026-11-24', { lines: [line(0, 15)], discountPercentage: 10, start: '13:00', end: '13:30' }), // 13.5 -> 14
      spec('2026-11-24', { lines: [line(0, 1013)], discountPercentage: 20, start: '14:00', end: '14:30' }), // 810.4 -> 810
      spec('2026-11-24', { lines: [line(0, 999)], discountPercentage: 100, start: '15:00', end: '15:30' }), // 0
    ]);
    const body = await stats('period=daily&date=2026-11-24');
    expect(body.totals.revenueThb).toBe(765 + 14 + 810);
    expect(body.totals.appointmentCount).toBe(4);
    // Not the discount applied once to the day's sum: (400+450+15+1013+999) x ... would differ.
    expect(body.recent.map((item) => item.revenueThb).sort((a, b) => a - b)).toEqual([0, 14, 765, 810]);
  });

  it('leaves out cancelled appointments and other technicians everywhere', async () => {
    const ids = await insertAppointments(testDb.db, [
      spec('2026-11-24', { customerName: 'Counted', lines: [line(0, 400), line(1, 450)] }),
      spec('2026-11-24', {
        customerName: 'Cancelled',
        status: 'cancelled',
        lines: [line(2, 590)],
        start: '12:00',
        end: '12:30',
      }),
      spec('2026-11-24', { customerName: 'Other', technicianId: otherTechnicianId, lines: [line(3, 650)] }),
      spec('2026-11-24', { customerName: 'Loose', technicianId: null, lines: [line(3, 650)] }),
      spec('2026-11-25', { customerName: 'Pending', status: 'pending', lines: [line(0, 400)] }),
      spec('2026-11-26', { customerName: 'Completed', status: 'completed', lines: [line(0, 400)] }),
    ]);
    const body = await stats('period=weekly&date=2026-11-24');
    expect(body.totals).toEqual({
      appointmentCount: 3,
      totalDurationMinutes: (catalogue[0]?.durationMinutes ?? 0) * 3 + (catalogue[1]?.durationMinutes ?? 0),
      revenueThb: 850 + 400 + 400,
      noShowCount: 0,
      paidRevenueSatang: 0,
      refundsSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
    });
    expect(body.services).toEqual([
      { name: catalogue[0]?.name, count: 3, totalMinutes: (catalogue[0]?.durationMinutes ?? 0) * 3 },
      { name: catalogue[1]?.name, count: 1, totalMinutes: catalogue[1]?.durationMinutes },
    ]);
    expect(body.recent.map((item) => item.customerName)).toEqual(['Completed', 'Pending', 'Counted']);
    expect(body.recent[2]).toMatchObject({
      id: ids[0],
      date: '2026-11-24',
      startTime: '11:00',
      endTime: '11:30',
      status: 'confirmed',
      services: [catalogue[0]?.name, catalogue[1]?.name],
      revenueThb: 850,
    });
  });

  it('still answers for a technician who is no longer active', async () => {
    await testDb.db.update(staff).set({ active: false }).where(eq(staff.id, otherTechnicianId));
    await insertAppointments(testDb.db, [spec('2026-11-23', { technicianId: otherTechnicianId })]);
    const body = await stats('period=daily&date=2026-11-23', otherTechnicianId);
    expect(body.technician).toMatchObject({ id: otherTechnicianId, active: false });
    expect(body.totals.appointmentCount).toBe(1);
  });
});
