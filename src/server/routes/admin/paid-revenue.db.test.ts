/**
 * Paid revenue on the statistics screens through the real app (decision 225): a day with a paid sale,
 * a voided one, a refunded one and one never paid gives the figures computed by hand, on the calendar's
 * Daily Statistics and on the technician page; a technician's month equals their payroll sales; a refund
 * recorded on a later day lowers the sale's own day, as payroll counts it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { salesThrough } from '../../../../test/support/fixtures/sales.ts';
import { checkoutSettings, receiptCounters, saleDayTotals, services, staff } from '../../db/schema.ts';
import { paidRevenueColumn, paidRevenueFromSalesColumn } from '../../services/statistics/paid-revenue.ts';
import { executedRows } from '../../services/shared/sql-rows.ts';

const testDb = useTestDatabase();

let app: ReturnType<typeof createTestApp>['app'];
let clock: TestClock;
let owner: Record<string, string>;
let technicianA: string;
let technicianB: string;
let treatment: number;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  ({ app, clock } = createTestApp({ db: testDb.db, clock: createTestClock('2026-11-23T03:00:00Z') }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
  const technicians = await testDb.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.isTechnician, true))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  technicianA = technicians[0]!.id;
  technicianB = technicians[1]!.id;
  const [first] = await testDb.db.select({ id: services.id }).from(services).orderBy(asc(services.id));
  treatment = first!.id;
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  request<T>(app, owner, method, `/api/admin${path}`, body);

function line(technicianId: string | null, unitPrice: number, discount: Record<string, unknown> | null = null) {
  return {
    kind: 'treatment',
    itemId: treatment,
    appointmentServiceId: null,
    technicianId,
    quantity: 1,
    priceOverride: { unitPrice, reason: 'Statistics test price' },
    discount,
  };
}

const sales = salesThrough(call);
const refund = sales.refund;

function sale(lines: unknown[], tips: { technicianId: string; amount: number }[] = [], pay = true) {
  return sales.sale(lines, { tips, pay });
}

interface DayStatistics {
  revenueThb: number;
  paidRevenueSatang: number;
  tipsSatang: number;
}
interface CalendarView {
  technicians: { id: string; statistics: DayStatistics }[];
  unassigned: DayStatistics;
}
interface TechnicianView {
  totals: { paidRevenueSatang: number; refundsSatang: number; tipsSatang: number; revenueThb: number };
  days: { date: string; paidRevenueSatang: number; tipsSatang: number }[];
}

/** 23 November 2026: one sale of each kind. */
async function dayOfSales() {
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
  // Paid: A ฿300 less 10 % = 27,000; B ฿150 = 15,000; a line nobody did ฿50 = 5,000; A's tip ฿40.
  await sale(
    [line(technicianA, 30_000, { kind: 'percentage', basisPoints: 1000 }), line(technicianB, 15_000), line(null, 5000)],
    [{ technicianId: technicianA, amount: 4000 }],
  );
  // Voided after payment: nothing of it counts, its tip neither.
  const voided = await sale([line(technicianA, 80_000)], [{ technicianId: technicianB, amount: 2000 }]);
  expectStatus(await call('POST', `/checkout/sales/${voided}/void`, { reason: 'Wrong customer' }), 200);
  // Refunded in part the same day: A 20,000 − 5,000; B's tip 1,000 − 400.
  const refunded = await sale([line(technicianA, 20_000)], [{ technicianId: technicianB, amount: 1000 }]);
  await refund(refunded, 5000, { kind: 'line', lineIndex: 0 });
  await refund(refunded, 400, { kind: 'tip', technicianId: technicianB });
  // Never paid: not revenue.
  await sale([line(technicianA, 99_900)], [], false);
  return { refunded };
}

describe('paid revenue on the statistics screens', () => {
  it("gives the day's paid figures per technician on the calendar, voids and unpaid sales left out", async () => {
    await dayOfSales();
    const day = await call<CalendarView>('GET', '/calendar?date=2026-11-23');
    expectStatus(day, 200);
    const of = (id: string) => day.body.technicians.find((technician) => technician.id === id)!.statistics;
    expect(of(technicianA)).toMatchObject({ paidRevenueSatang: 27_000 + 15_000, tipsSatang: 4000 });
    expect(of(technicianB)).toMatchObject({ paidRevenueSatang: 15_000, tipsSatang: 600 });
    expect(day.body.unassigned).toMatchObject({ paidRevenueSatang: 5000, tipsSatang: 0 });
    // The day's total is the sum of its parts: what the customers paid, less tips and refunds.
    const total = [of(technicianA), of(technicianB), day.body.unassigned].reduce(
      (sum, figures) => sum + figures.paidRevenueSatang,
      0,
    );
    expect(total).toBe(62_000);
    // Another day has nothing paid.
    const before = await call<CalendarView>('GET', '/calendar?date=2026-11-22');
    expect(before.body.technicians.every((technician) => technician.statistics.paidRevenueSatang === 0)).toBe(true);
  });

  it("gives a technician's period the same sales as payroll, with refunds and tips apart", async () => {
    await dayOfSales();
    const month = await call<TechnicianView>('GET', `/technicians/${technicianA}/stats?period=monthly&date=2026-11-10`);
    expectStatus(month, 200);
    expect(month.body.totals).toMatchObject({ paidRevenueSatang: 42_000, refundsSatang: 5000, tipsSatang: 4000 });
    expect(month.body.days.find((point) => point.date === '2026-11-23')).toMatchObject({
      paidRevenueSatang: 42_000,
      tipsSatang: 4000,
    });
    const payroll = await call<{ technicians: { technicianId: string; sales: number }[] }>(
      'GET',
      '/payroll?from=2026-11-01&to=2026-11-30',
    );
    for (const technicianId of [technicianA, technicianB]) {
      const stats = await call<TechnicianView>(
        'GET',
        `/technicians/${technicianId}/stats?period=monthly&date=2026-11-23`,
      );
      const sales = payroll.body.technicians.find((row) => row.technicianId === technicianId)!.sales;
      expect(stats.body.totals.paidRevenueSatang).toBe(sales);
    }
  });

  it("counts a later day's refund against the sale's own day, never on the day it was recorded", async () => {
    const { refunded } = await dayOfSales();
    expectStatus(await call('POST', '/checkout/drawer', { kind: 'close', counted: 0 }), 200);
    clock.set('2026-11-24T03:00:00Z');
    expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
    await refund(refunded, 3000, { kind: 'line', lineIndex: 0 });

    const saleDay = await call<TechnicianView>('GET', `/technicians/${technicianA}/stats?period=daily&date=2026-11-23`);
    expect(saleDay.body.totals).toMatchObject({ paidRevenueSatang: 39_000, refundsSatang: 8000 });
    const refundDay = await call<TechnicianView>(
      'GET',
      `/technicians/${technicianA}/stats?period=daily&date=2026-11-24`,
    );
    expect(refundDay.body.totals).toMatchObject({ paidRevenueSatang: 0, refundsSatang: 0 });
  });
});

interface PaidRow {
  date: string;
  technicianId: string | null;
  sold: number | string;
  refunded: number | string;
  tips: number | string;
  tipsRefunded: number | string;
}

/** The rollup's answer and the sales' own sums for a scope, as parsed JSON. */
async function bothReadings(scope: { from: string; to: string; technicianId?: string }) {
  const [rollup] = executedRows<{ paid_days: unknown }>(
    await testDb.db.execute(sql`select ${paidRevenueColumn(scope)}`),
  );
  const [direct] = executedRows<{ paid_days: unknown }>(
    await testDb.db.execute(sql`select ${paidRevenueFromSalesColumn(scope)}`),
  );
  // Rows that sum to nothing (a sale of ฿0, a day whose only sale was voided) say nothing either way.
  const normal = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value) as PaidRow[];
  const key = (rows: PaidRow[]) =>
    rows
      .map((row) => ({
        ...row,
        sold: Number(row.sold),
        refunded: Number(row.refunded),
        tips: Number(row.tips),
        tipsRefunded: Number(row.tipsRefunded),
      }))
      .filter((row) => row.sold !== 0 || row.refunded !== 0 || row.tips !== 0 || row.tipsRefunded !== 0)
      .map((row) => JSON.stringify(row))
      .sort();
  return { rollup: key(normal(rollup?.paid_days)), direct: key(normal(direct?.paid_days)) };
}

async function expectRollupAgrees() {
  for (const technicianId of [undefined, technicianA, technicianB]) {
    const { rollup, direct } = await bothReadings({
      from: '2026-01-01',
      to: '2026-12-31',
      ...(technicianId === undefined ? {} : { technicianId }),
    });
    expect(rollup).toEqual(direct);
  }
}

describe('the paid-revenue rollup (migration 0021)', () => {
  it('equals the sales own sums after payments, tips, refunds on the day and later, voids and unpaid sales', async () => {
    const { refunded } = await dayOfSales();
    await expectRollupAgrees();
    expectStatus(await call('POST', '/checkout/drawer', { kind: 'close', counted: 0 }), 200);
    clock.set('2026-11-24T03:00:00Z');
    expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
    await refund(refunded, 3000, { kind: 'line', lineIndex: 0 });
    // A sale of ฿0 is paid when written; a sale paid today, voided today.
    await sale([line(technicianB, 10_000, { kind: 'percentage', basisPoints: 10_000 })], [], false);
    const voidedToday = await sale([line(technicianB, 7000)]);
    expectStatus(await call('POST', `/checkout/sales/${voidedToday}/void`, { reason: 'Wrong customer' }), 200);
    await expectRollupAgrees();
    const before = await testDb.db.select().from(saleDayTotals);
    await testDb.db.execute(sql`select derived.rebuild_sale_rollup()`);
    const rebuilt = await testDb.db.select().from(saleDayTotals);
    const nonZero = (rows: typeof before) =>
      rows
        .filter((row) => row.sold !== 0 || row.refunded !== 0 || row.tips !== 0 || row.tipsRefunded !== 0)
        .map((row) => JSON.stringify(row))
        .sort();
    expect(nonZero(rebuilt)).toEqual(nonZero(before));
  });

  it('does not depend on the order rows arrive in (a restore loads refunds and voids before lines)', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`insert into drawer_sessions (id, salon_date, float) values
        ('00000000-0000-4000-8000-0000000000d1', '2026-11-20', 0)`);
      await tx.execute(sql`insert into sales (id, salon_date, drawer_session_id, list_subtotal, subtotal, items_total,
          discounts, tips_total, vat, total_due, receipt_number, paid_at, paid_salon_date)
        values ('00000000-0000-4000-8000-0000000000a1', '2026-11-20', '00000000-0000-4000-8000-0000000000d1',
                10000, 10000, 10000, 0, 500, 0, 10500, 901, now(), '2026-11-20'),
               ('00000000-0000-4000-8000-0000000000a2', '2026-11-20', '00000000-0000-4000-8000-0000000000d1',
                4000, 4000, 4000, 0, 0, 0, 4000, 902, now(), '2026-11-20')`);
      // The refund and the void before the lines and tips they concern.
      await tx.execute(sql`insert into sale_money_events (sale_id, kind, method, amount, refund_line, reason, drawer_session_id)
        values ('00000000-0000-4000-8000-0000000000a1', 'refund', 'cash', 2500, 0, 'x', '00000000-0000-4000-8000-0000000000d1')`);
      await tx.execute(sql`insert into sale_voids (sale_id, reason, drawer_session_id)
        values ('00000000-0000-4000-8000-0000000000a2', 'x', '00000000-0000-4000-8000-0000000000d1')`);
      for (const [saleId, total] of [
        ['00000000-0000-4000-8000-0000000000a1', 10_000],
        ['00000000-0000-4000-8000-0000000000a2', 4000],
      ] as const) {
        await tx.execute(sql`insert into sale_lines (sale_id, position, kind, name, technician_id, list_unit_price,
            unit_price, quantity, line_discount, sale_discount_share, total, vat, commission_kind, commission_value)
          values (${saleId}, 0, 'treatment', 'Gel', ${technicianA}, ${total}, ${total}, 1, 0, 0, ${total}, 0, 'percentage', 0)`);
      }
      await tx.execute(sql`insert into sale_tips (sale_id, technician_id, amount)
        values ('00000000-0000-4000-8000-0000000000a1', ${technicianA}, 500)`);
    });
    await expectRollupAgrees();
    const day = await call<TechnicianView>('GET', `/technicians/${technicianA}/stats?period=daily&date=2026-11-20`);
    expect(day.body.totals).toMatchObject({ paidRevenueSatang: 7500, refundsSatang: 2500, tipsSatang: 500 });
    await testDb.db.execute(sql`truncate table sales cascade`);
    expect(await testDb.db.select().from(saleDayTotals)).toEqual([]);
  });
});
