/** GET /api/admin/calendar through the real app, guard and database. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_OPENING_HOURS } from '../../../domain/salon-settings.ts';
import { staff } from '../../db/schema.ts';
import { insertClosure, insertDayOff, setWorkWeek } from '../../../../test/support/fixtures/bookings.ts';
import type { CalendarDay } from '../../services/calendar/get-calendar-day.ts';
import {
  activeTechnicianIds,
  catalogueServices,
  insertAppointments,
  type AppointmentSpec,
  type ServiceLineSpec,
} from '../../../../test/support/fixtures/stats.ts';

const testDb = useTestDatabase();

const DAY = '2026-11-24';

let technicians: string[];
let catalogue: ServiceLineSpec[];

beforeEach(async () => {
  await testDb.reset();
  technicians = await activeTechnicianIds(testDb.db);
  catalogue = await catalogueServices(testDb.db);
});

function line(index: number, priceThb?: number): ServiceLineSpec {
  const service = catalogue[index];
  if (!service) throw new Error(`no service ${index}`);
  return priceThb === undefined ? service : { ...service, priceThb };
}

function spec(overrides: Partial<AppointmentSpec>): AppointmentSpec {
  return {
    date: DAY,
    start: '11:00',
    end: '12:00',
    status: 'confirmed',
    technicianId: null,
    discountPercentage: 0,
    customerName: 'Customer',
    lines: [line(0)],
    ...overrides,
  };
}

async function signedIn(clock = createTestClock()) {
  const { app } = createTestApp({ db: testDb.db, clock });
  const { headers } = await signInAsStaff(app, testDb.db);
  return {
    get: async (path: string) => call(app, 'GET', path, undefined, headers),
  };
}

function tech(index: number): string {
  const id = technicians[index];
  if (!id) throw new Error(`no technician ${index}`);
  return id;
}

describe('GET /api/admin/calendar', () => {
  it('refuses anonymous requests', async () => {
    const { app } = createTestApp({ db: testDb.db });
    const response = await call(app, 'GET', `/api/admin/calendar?date=${DAY}`);
    expect(response.status).toBe(401);
  });

  it('refuses malformed and impossible dates with a clear 422', async () => {
    const client = await signedIn();
    for (const bad of ['2026-02-30', 'tomorrow', '2026-1-5', '24-11-2026', '']) {
      const response = await client.get(`/api/admin/calendar?date=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(422);
      expect(response.body).toMatchObject({
        error: { code: 'validation_failed', fields: { date: { message: expect.stringContaining('yyyy-MM-dd') } } },
      });
    }
  });

  it("defaults to the salon's today, not the server's UTC date", async () => {
    // 18:30 UTC on the 22nd is 01:30 on the 23rd in Phuket.
    const client = await signedIn(createTestClock('2026-11-22T18:30:00Z'));
    const response = await client.get('/api/admin/calendar');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ date: '2026-11-23', today: '2026-11-23' });
  });

  it('lists active technicians in display order with their display names', async () => {
    const rows = await testDb.db.select({ id: staff.id, email: staff.email }).from(staff);
    const second = rows.find((row) => row.id === tech(1));
    if (!second) throw new Error('missing');
    await testDb.db
      .update(staff)
      .set({ displayOrder: 99 })
      .where(eq(staff.id, tech(0)));
    await testDb.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.id, tech(2)));
    const client = await signedIn();
    const body = (await client.get(`/api/admin/calendar?date=${DAY}`)).body as CalendarDay;
    expect(body.technicians.map((technician) => technician.id)).toEqual([tech(1), tech(3), tech(0)]);
    expect(body.technicians[0]).toMatchObject({ email: second.email, displayName: second.email.split('@')[0] });
    // The signed-in (non-technician) staff member is not a row.
    expect(body.technicians).toHaveLength(3);
  });

  it('hides cancelled appointments and places unassigned ones by the rule', async () => {
    const ids = await insertAppointments(testDb.db, [
      spec({ customerName: 'Anna assigned', technicianId: tech(0), start: '11:00', end: '12:00' }),
      spec({ customerName: 'Cancelled', technicianId: null, start: '10:00', end: '10:30', status: 'cancelled' }),
      spec({ customerName: 'Loose overlapping', technicianId: null, start: '11:30', end: '12:30' }),
      spec({ customerName: 'Loose free', technicianId: null, start: '14:00', end: '15:00', status: 'pending' }),
      spec({ customerName: 'Other day', technicianId: tech(0), date: '2026-11-25' }),
    ]);
    const client = await signedIn();
    const body = (await client.get(`/api/admin/calendar?date=${DAY}`)).body as CalendarDay;
    expect(body.appointments.map((block) => block.customerName)).toEqual([
      'Anna assigned',
      'Loose overlapping',
      'Loose free',
    ]);
    expect(body.appointments).not.toContainEqual(expect.objectContaining({ id: ids[1] }));
    expect(body.appointments[0]).toMatchObject({
      id: ids[0],
      rowId: tech(0),
      placement: 'assigned',
      status: 'confirmed',
      startTime: '11:00',
      endTime: '12:00',
      services: [catalogue[0]?.name],
      // Sent back by a move from the calendar.
      version: 1,
    });
    expect(body.appointments[1]).toMatchObject({ rowId: tech(1), placement: 'unassigned', technicianName: null });
    expect(body.appointments[2]).toMatchObject({ rowId: tech(0), placement: 'unassigned', status: 'pending' });
  });

  it('places an appointment of a deactivated technician by the rule and names that technician', async () => {
    await testDb.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.id, tech(3)));
    await insertAppointments(testDb.db, [spec({ technicianId: tech(3) })]);
    const client = await signedIn();
    const body = (await client.get(`/api/admin/calendar?date=${DAY}`)).body as CalendarDay;
    expect(body.appointments[0]).toMatchObject({ rowId: tech(0), placement: 'off-roster' });
    expect(body.appointments[0]?.technicianName).toMatch(/\S/);
  });

  it('computes Daily Statistics per technician after discounts, without cancelled or unassigned ones', async () => {
    await insertAppointments(testDb.db, [
      // 400 + 450 at 10% off = 765; 30 + 45 minutes.
      spec({
        technicianId: tech(0),
        lines: [line(0, 400), line(1, 450)],
        discountPercentage: 10,
        start: '10:00',
        end: '11:15',
      }),
      // 400 at 20% off = 320.
      spec({ technicianId: tech(0), lines: [line(0, 400)], discountPercentage: 20, start: '12:00', end: '12:30' }),
      // Complementary: counts, no revenue.
      spec({
        technicianId: tech(0),
        lines: [line(2, 590)],
        discountPercentage: 100,
        start: '13:00',
        end: '13:45',
        status: 'completed',
      }),
      spec({ technicianId: tech(0), lines: [line(0, 400)], start: '15:00', end: '15:30', status: 'cancelled' }),
      spec({ technicianId: null, lines: [line(1, 450)], start: '16:00', end: '16:45', status: 'pending' }),
      spec({ technicianId: tech(0), lines: [line(0, 400)], date: '2026-11-25' }),
    ]);
    const client = await signedIn();
    const body = (await client.get(`/api/admin/calendar?date=${DAY}`)).body as CalendarDay;
    const first = body.technicians[0];
    expect(first?.id).toBe(tech(0));
    expect(first?.statistics).toEqual({
      appointmentCount: 3,
      totalDurationMinutes: 30 + 45 + 30 + 45,
      revenueThb: 765 + 320 + 0,
      // Booked, not checked out: nothing paid yet (decision 225).
      paidRevenueSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
      noShowCount: 0,
      services: [
        { name: catalogue[0]?.name, count: 2, totalMinutes: 60 },
        ...[
          { name: catalogue[1]?.name ?? '', count: 1, totalMinutes: 45 },
          { name: catalogue[2]?.name ?? '', count: 1, totalMinutes: 45 },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      ],
    });
    expect(body.technicians[1]?.statistics).toEqual({
      appointmentCount: 0,
      totalDurationMinutes: 0,
      revenueThb: 0,
      paidRevenueSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
      noShowCount: 0,
      services: [],
    });
    expect(body.unassigned).toMatchObject({ appointmentCount: 1, revenueThb: 450, totalDurationMinutes: 45 });
  });
});

describe('the day’s settings', () => {
  it('lists closures and the technicians who are off, not working that weekday, or in for part of the day', async () => {
    await insertClosure(testDb.db, { date: DAY, fromMinute: 13 * 60, toMinute: 15 * 60, reason: 'Training' });
    await insertDayOff(testDb.db, tech(0), DAY, 'Dentist');
    const notTuesdays = [...DEFAULT_OPENING_HOURS];
    notTuesdays[1] = null;
    await setWorkWeek(testDb.db, tech(1), notTuesdays);
    const shortTuesday = [...DEFAULT_OPENING_HOURS];
    shortTuesday[1] = { opensAtMinute: 12 * 60, closesAtMinute: 16 * 60 };
    await setWorkWeek(testDb.db, tech(2), shortTuesday);

    const { get } = await signedIn();
    const response = await get(`/api/admin/calendar?date=${DAY}`);
    expect(response.status).toBe(200);
    const { schedule } = response.body as CalendarDay;
    expect(schedule.hours).toEqual({ opensAtMinute: 600, closesAtMinute: 1260 });
    expect(schedule.closures).toEqual([{ fromMinute: 780, toMinute: 900, reason: 'Training' }]);
    expect(
      schedule.technicians.map(({ technicianId, kind, note, window }) => ({ technicianId, kind, note, window })),
    ).toEqual([
      { technicianId: tech(0), kind: 'day_off', note: 'Dentist', window: null },
      { technicianId: tech(1), kind: 'not_working', note: '', window: null },
      { technicianId: tech(2), kind: 'part_day', note: '', window: { opensAtMinute: 720, closesAtMinute: 960 } },
    ]);
    expect(schedule.technicians.every((technician) => technician.displayName.length > 0)).toBe(true);

    // The next day: nobody off, no closures.
    const wednesday = (await get('/api/admin/calendar?date=2026-11-25')).body as CalendarDay;
    expect(wednesday.schedule).toMatchObject({ closures: [], technicians: [] });
  });
});
