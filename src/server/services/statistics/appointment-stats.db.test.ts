/**
 * The SQL aggregates against the obvious in-memory computation, over
 * randomized appointments (seeded, so a failure can be replayed), on PGlite
 * or PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { addDays, type CalendarDate } from '../../../domain/calendar.ts';
import { periodRange } from '../../../domain/stats-period.ts';
import {
  latestAppointmentAmounts,
  totalsByTechnicianAndDay,
  totalsByTechnicianAndService,
} from './appointment-stats.ts';
import {
  activeTechnicianIds,
  catalogueServices,
  expectedStats,
  insertAppointments,
  randomAppointments,
  seededRandom,
  type AppointmentSpec,
} from '../../../../test/support/fixtures/stats.ts';

const testDb = useTestDatabase();

beforeEach(() => testDb.reset());

const FIRST_DATE = '2026-10-20';
const DAYS = 75;

async function compare(
  specs: readonly AppointmentSpec[],
  scope: { from: CalendarDate; to: CalendarDate; technicianId?: string },
) {
  const expected = expectedStats(specs, scope);
  const dayRows = await totalsByTechnicianAndDay(testDb.db, scope);
  const actualDays = new Map(
    dayRows.map((row) => [
      `${row.technicianId ?? 'none'}|${row.date}`,
      {
        appointmentCount: row.appointmentCount,
        totalDurationMinutes: row.totalDurationMinutes,
        revenueThb: row.revenueThb,
      },
    ]),
  );
  expect(actualDays).toEqual(expected.byTechnicianAndDay);
  for (const row of dayRows) {
    expect(typeof row.revenueThb).toBe('number');
    expect(typeof row.appointmentCount).toBe('number');
  }

  const serviceRows = await totalsByTechnicianAndService(testDb.db, scope);
  const actualServices = new Map(
    serviceRows.map((row) => [
      `${row.technicianId ?? 'none'}|${row.serviceName}`,
      { count: row.count, totalMinutes: row.totalMinutes },
    ]),
  );
  expect(actualServices).toEqual(expected.byTechnicianAndService);
  return { dayRows, serviceRows };
}

describe('SQL statistics agree with an in-memory computation', () => {
  for (const seed of [1, 2, 3]) {
    it(`over random appointments (seed ${seed})`, async () => {
      const random = seededRandom(seed);
      const technicians = await activeTechnicianIds(testDb.db);
      const specs = randomAppointments(random, {
        firstDate: FIRST_DATE,
        days: DAYS,
        count: 400,
        technicianIds: [...technicians, null],
        catalogue: await catalogueServices(testDb.db),
        oddPrices: true,
      });
      await insertAppointments(testDb.db, specs);

      // Everything, every technician.
      const all = await compare(specs, { from: FIRST_DATE, to: addDays(FIRST_DATE, DAYS) });
      expect(all.dayRows.length).toBeGreaterThan(50);

      // Random days, weeks and months for random technicians.
      for (let round = 0; round < 6; round += 1) {
        const date = addDays(FIRST_DATE, Math.floor(random() * DAYS));
        const period = (['daily', 'weekly', 'monthly'] as const)[round % 3] ?? 'daily';
        const range = periodRange(period, date);
        const technicianId = technicians[Math.floor(random() * technicians.length)];
        await compare(specs, { from: range.from, to: range.to, ...(technicianId ? { technicianId } : {}) });
        await compare(specs, { from: range.from, to: range.to });
      }
    });
  }

  it('counts an appointment without service lines with zero minutes and revenue', async () => {
    const [technician] = await activeTechnicianIds(testDb.db);
    const specs: AppointmentSpec[] = [
      {
        date: '2026-11-23',
        start: '10:00',
        end: '11:00',
        status: 'confirmed',
        technicianId: technician ?? null,
        discountPercentage: 10,
        customerName: 'No lines',
        lines: [],
      },
    ];
    await insertAppointments(testDb.db, specs);
    const rows = await totalsByTechnicianAndDay(testDb.db, { from: '2026-11-23', to: '2026-11-23' });
    expect(rows).toEqual([
      { technicianId: technician, date: '2026-11-23', appointmentCount: 1, totalDurationMinutes: 0, revenueThb: 0 },
    ]);
  });

  it('rounds half a baht up exactly like priceAfterDiscount', async () => {
    const [technician] = await activeTechnicianIds(testDb.db);
    const [service] = await catalogueServices(testDb.db);
    if (!technician || !service) throw new Error('seed missing');
    // 10% off 5 = 4.5 -> 5; 10% off 15 = 13.5 -> 14; 20% off 1013 = 810.4 -> 810; 100% off -> 0.
    const cases = [
      { price: 5, discount: 10, revenue: 5 },
      { price: 15, discount: 10, revenue: 14 },
      { price: 1013, discount: 20, revenue: 810 },
      { price: 999, discount: 100, revenue: 0 },
      { price: 333, discount: 0, revenue: 333 },
    ];
    const specs: AppointmentSpec[] = cases.map((item, index) => ({
      date: addDays('2026-11-23', index),
      start: '10:00',
      end: '10:30',
      status: 'pending',
      technicianId: technician,
      discountPercentage: item.discount,
      customerName: `Rounding ${index}`,
      lines: [{ ...service, priceThb: item.price }],
    }));
    await insertAppointments(testDb.db, specs);
    const rows = await totalsByTechnicianAndDay(testDb.db, {
      from: '2026-11-01',
      to: '2026-11-30',
      technicianId: technician,
    });
    expect(rows.map((row) => row.revenueThb)).toEqual(cases.map((item) => item.revenue));
  });

  it('lists the latest appointments of a scope newest first, with amounts', async () => {
    const random = seededRandom(42);
    const technicians = await activeTechnicianIds(testDb.db);
    const technicianId = technicians[0] ?? null;
    const specs = randomAppointments(random, {
      firstDate: '2026-11-01',
      days: 30,
      count: 60,
      technicianIds: [technicianId],
      catalogue: await catalogueServices(testDb.db),
      oddPrices: true,
    });
    const ids = await insertAppointments(testDb.db, specs);
    if (!technicianId) throw new Error('seed missing');
    const latest = await latestAppointmentAmounts(
      testDb.db,
      { from: '2026-11-01', to: '2026-11-30', technicianId },
      10,
    );
    const active = specs
      .map((spec, index) => ({ spec, id: ids[index] ?? '' }))
      .filter(({ spec }) => spec.status !== 'cancelled')
      .sort(
        (a, b) =>
          b.spec.date.localeCompare(a.spec.date) ||
          b.spec.start.localeCompare(a.spec.start) ||
          a.id.localeCompare(b.id),
      )
      .slice(0, 10);
    expect(latest.map((row) => row.id)).toEqual(active.map((item) => item.id));
    for (const [index, row] of latest.entries()) {
      const spec = active[index]?.spec;
      if (!spec) throw new Error('missing');
      expect(row.totalDurationMinutes).toBe(spec.lines.reduce((sum, line) => sum + line.durationMinutes, 0));
    }
  });

  it('is answered through an index, not a scan of every appointment', async () => {
    const technicians = await activeTechnicianIds(testDb.db);
    await insertAppointments(
      testDb.db,
      randomAppointments(seededRandom(7), {
        firstDate: '2026-01-01',
        days: 365,
        count: 3000,
        technicianIds: [...technicians, null],
        catalogue: await catalogueServices(testDb.db),
      }),
    );
    await testDb.db.execute(sql`analyze appointments`);
    await testDb.db.execute(sql`analyze appointment_services`);
    const plan = await testDb.db.execute(
      sql`explain select count(*) from appointments
          where appointment_date between '2026-11-01' and '2026-11-30'
            and status in ('pending', 'confirmed', 'completed') and technician_id = ${technicians[0] ?? null}`,
    );
    const text = JSON.stringify(plan);
    expect(text).toMatch(/Index|Bitmap/);
    expect(text).not.toMatch(/Seq Scan on appointments/);
  });
});
