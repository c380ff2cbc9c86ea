/**
 * Payroll from the paid-revenue rollup (decision 226): the report of any period equals the payroll
 * recomputed from the sales' own lines and tips (the domain's payrollSummary over the kept rates, the
 * tips at the share kept on them, refunds summed per line and per tip), after percentage and fixed
 * rates, discounts, tips, refunds in part and in full on the day and later, a void recorded a day later
 * and a sale never paid; the rollup rebuilt from scratch is the one the triggers kept; and a rate or tip
 * share changed after payment does not rewrite the payroll already earned.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { payrollRecomputedFromSales, payrollReport, salesThrough } from '../../../../test/support/fixtures/sales.ts';
import { checkoutSettings, receiptCounters, saleDayTotals, services, staff } from '../../db/schema.ts';
import { executedRows } from '../../services/shared/sql-rows.ts';

const testDb = useTestDatabase();

let app: ReturnType<typeof createTestApp>['app'];
let clock: TestClock;
let owner: Record<string, string>;
let technicianA: string;
let technicianB: string;
let treatment1: number;
let treatment2: number;

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
  const menu = await testDb.db.select({ id: services.id }).from(services).orderBy(asc(services.id));
  treatment1 = menu[0]!.id;
  treatment2 = menu[1]!.id;
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  request<T>(app, owner, method, `/api/admin${path}`, body);

async function setRates(body: Record<string, unknown>) {
  const current = await call<{ version: number }>('GET', '/settings/commission');
  expectStatus(current, 200);
  expectStatus(await call('PUT', '/settings/commission', { version: current.body.version, ...body }), 200);
}

function line(itemId: number, technicianId: string | null, unitPrice: number, quantity = 1, discount: unknown = null) {
  return {
    kind: 'treatment',
    itemId,
    appointmentServiceId: null,
    technicianId,
    quantity,
    priceOverride: { unitPrice, reason: 'Payroll rollup test price' },
    discount,
  };
}

const sales = salesThrough(call);
const refund = sales.refund;

function sale(lines: unknown[], tips: { technicianId: string; amount: number }[] = [], pay = true) {
  return sales.sale(lines, { tips, pay, saleDiscount: { kind: 'percentage', basisPoints: 700 } });
}

/** Two days of sales: odd amounts that round, both kinds of rate, refunds and a void on the second day. */
async function twoDays() {
  await setRates({
    defaultRate: { kind: 'percentage', basisPoints: 1000 },
    technicianRates: [
      { technicianId: technicianA, rate: { kind: 'percentage', basisPoints: 3333 } },
      { technicianId: technicianB, rate: { kind: 'fixed', amount: 4550 } },
    ],
    overrides: [{ treatmentId: treatment2, technicianId: null, rate: { kind: 'percentage', basisPoints: 2575 } }],
  });
  await testDb.db.update(checkoutSettings).set({ tipShareBasisPoints: 8750 });
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
  const first = await sale(
    [
      line(treatment1, technicianA, 33_333, 1, { kind: 'percentage', basisPoints: 1000 }),
      line(treatment2, technicianA, 12_345, 2),
      line(treatment1, technicianB, 20_001, 3),
      line(treatment2, technicianB, 9_999),
      line(treatment1, null, 5_555),
    ],
    [
      { technicianId: technicianA, amount: 5_555 },
      { technicianId: technicianB, amount: 1_001 },
    ],
  );
  await refund(first, 3_333, { kind: 'line', lineIndex: 0 });
  await refund(first, 333, { kind: 'tip', technicianId: technicianA });
  const laterVoided = await sale(
    [line(treatment1, technicianA, 40_000)],
    [{ technicianId: technicianB, amount: 3000 }],
  );
  const fullyRefunded = await sale(
    [line(treatment2, technicianB, 15_015)],
    [{ technicianId: technicianB, amount: 777 }],
  );
  await sale([line(treatment1, technicianA, 99_900)], [], false);
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'close', counted: 0 }), 200);

  clock.set('2026-11-24T03:00:00Z');
  expectStatus(await call('POST', '/checkout/drawer', { kind: 'open', float: 100_000 }), 200);
  // Later corrections of the first day's sales count against that day, as payroll always counted them.
  await refund(first, 7_777, { kind: 'line', lineIndex: 0 });
  await refund(first, 1_001, { kind: 'tip', technicianId: technicianB });
  const fullyRefundedTotal = await lineTotal(fullyRefunded, 0);
  await refund(fullyRefunded, fullyRefundedTotal, { kind: 'line', lineIndex: 0 });
  await refund(fullyRefunded, 777, { kind: 'tip', technicianId: technicianB });
  expectStatus(await call('POST', `/checkout/sales/${laterVoided}/void`, { reason: 'Wrong customer' }), 200);
  await sale(
    [line(treatment2, technicianA, 18_181), line(treatment1, technicianB, 1)],
    [{ technicianId: technicianA, amount: 999 }],
  );
}

async function lineTotal(saleId: string, position: number): Promise<number> {
  const [row] = executedRows<{ total: number }>(
    await testDb.db.execute(sql`select total from sale_lines where sale_id = ${saleId} and position = ${position}`),
  );
  return Number(row!.total);
}

function recomputed(from: string, to: string, share?: number) {
  return payrollRecomputedFromSales(testDb.db, from, to, share);
}

const report = (from: string, to: string) => payrollReport(call, from, to);

async function nonZeroTotals() {
  const rows = await testDb.db.select().from(saleDayTotals);
  return rows
    .filter((row) => Object.values(row).some((value) => typeof value === 'number' && value !== 0))
    .map((row) => JSON.stringify(row))
    .sort();
}

describe('payroll from the rollup', () => {
  it('equals payroll recomputed from the lines for each day and the month, refunds and voids included', async () => {
    await twoDays();
    const periods = [
      ['2026-11-23', '2026-11-23'],
      ['2026-11-24', '2026-11-24'],
      ['2026-11-01', '2026-11-30'],
      ['2026-11-25', '2026-11-30'],
    ] as const;
    for (const [from, to] of periods) {
      expect(await report(from, to)).toEqual(await recomputed(from, to));
    }
    const month = await report('2026-11-01', '2026-11-30');
    expect(month.map((row) => row.technicianId).sort()).toEqual([technicianA, technicianB].sort());
    expect(month.every((row) => row.commission > 0 && row.pay === row.commission + row.tips)).toBe(true);
    expect(await report('2026-11-25', '2026-11-30')).toEqual([]);
  });

  it('rebuilds from scratch, set-based, exactly what the triggers kept', async () => {
    await twoDays();
    const kept = await nonZeroTotals();
    expect(kept.length).toBeGreaterThan(0);
    await testDb.db.execute(sql`select derived.rebuild_sale_rollup()`);
    expect(await nonZeroTotals()).toEqual(kept);
  });

  it('keeps what was earned when the rates and the tip share change after payment', async () => {
    await twoDays();
    const before = await report('2026-11-01', '2026-11-30');
    const dayBefore = await report('2026-11-24', '2026-11-24');
    await setRates({
      defaultRate: { kind: 'percentage', basisPoints: 9000 },
      technicianRates: [],
      overrides: [],
    });
    await testDb.db.update(checkoutSettings).set({ tipShareBasisPoints: 5000 });
    expect(await report('2026-11-01', '2026-11-30')).toEqual(before);
    // The deliberate difference from before: the share is the one of the day the tip was written, where the
    // report used to apply today's share to every tip of the period.
    const atTodaysShare = await recomputed('2026-11-01', '2026-11-30', 5000);
    expect(atTodaysShare.map((row) => row.tips)).not.toEqual(before.map((row) => row.tips));
    // A sale written after the change earns at the new rate and share.
    await sale([line(treatment1, technicianA, 10_000)], [{ technicianId: technicianA, amount: 1000 }]);
    const after = await report('2026-11-24', '2026-11-24');
    const beforeDay = dayBefore.find((row) => row.technicianId === technicianA)!;
    const a = after.find((row) => row.technicianId === technicianA)!;
    // 10,000 less the sale's 7 % = 9,300 at 90 % = 8,370; the tip ฿10 at 50 % = 500.
    expect(a.commission - beforeDay.commission).toBe(8370);
    expect(a.tips - beforeDay.tips).toBe(500);
  });
});
