/**
 * Walk-in sales and corrections through the real app and database: a sale with no appointment,
 * refunds of part of a sale (never more than was paid, owners only unless allowed, once per request),
 * voids after refunds, and a closed day that refuses every change while the next day records the
 * correction and says which day it corrects.
 */
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { drawerReport } from '../../../domain/checkout/drawer.ts';
import { loadDrawerEvents } from '../../services/checkout/checkout-records.ts';
import { checkoutSettings, drawerSessions, receiptCounters, saleMoneyEvents, services } from '../../db/schema.ts';

const testDb = useTestDatabase();
const BASE = '/api/admin/checkout';

let app: ReturnType<typeof createTestApp>['app'];
let clock: TestClock;
let owner: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  clock = createTestClock('2026-11-23T03:00:00Z');
  ({ app } = createTestApp({ db: testDb.db, clock }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
});

/** The refusal's catalogue key (decision 200), which the screens translate. */
const keyOf = (reply: { body: { error?: unknown } }) => (reply.body.error as { key?: string } | undefined)?.key;

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = owner) =>
  request<T>(app, headers, method, `${BASE}${path}`, body);

interface SaleReply {
  sale: { receiptNumber: number | null; customerName: string; appointmentIds: string[]; void: unknown };
  balance: { status: string; paid: number; refunded: number; held: number; refundableLines: number[] };
  money: { kind: string; amount: number; correctsDay: string | null; by: string | null; reason: string | null }[];
  mayCorrect: boolean;
}

interface DrawerReply {
  open: {
    report: {
      expectedCash: number;
      refunds: { count: number; total: number };
      voids: { count: number };
      corrections: number;
    };
  } | null;
  lastClosed: { report: { expectedCash: number; refunds: { count: number } } } | null;
}

/** A walk-in's sale: one Classic Manicure from the menu (฿400), no appointment. */
async function walkInSale(headers = owner): Promise<string> {
  const [manicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Manicure'));
  const line = {
    kind: 'treatment',
    itemId: manicure!.id,
    appointmentServiceId: null,
    technicianId: null,
    quantity: 1,
    priceOverride: null,
    discount: null,
  };
  const created = await call<{ id: string }>(
    'POST',
    '/sales',
    { appointmentIds: [], lines: [line], saleDiscount: null, tips: [] },
    headers,
  );
  expectStatus(created, 201);
  return created.body.id;
}

const cash = (amount: number) => ({
  method: 'cash',
  otherName: null,
  amount,
  tendered: amount,
  requestId: randomUUID(),
});
const refund = (amount: number, extra: Record<string, unknown> = {}) => ({
  method: 'cash',
  otherName: null,
  amount,
  target: { kind: 'line', lineIndex: 0 },
  reason: 'Chipped the next day',
  requestId: randomUUID(),
  ...extra,
});

async function paidWalkIn(): Promise<string> {
  const saleId = await walkInSale();
  expectStatus(await call('POST', `/sales/${saleId}/payments`, cash(40_000)), 200);
  return saleId;
}

describe('walk-in sales', () => {
  it('sells menu treatments with no appointment and numbers the receipt', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const saleId = await walkInSale();
    const paid = await call<SaleReply>('POST', `/sales/${saleId}/payments`, cash(40_000));
    expectStatus(paid, 200);
    expect(paid.body.sale).toMatchObject({ receiptNumber: 1, customerName: '', appointmentIds: [] });
    expect(paid.body.balance.status).toBe('paid');
  });
});

describe('refunds and voids', () => {
  it('refunds part of a sale, never more than was paid, and shows it in the X report', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const saleId = await paidWalkIn();
    const first = await call<SaleReply>('POST', `/sales/${saleId}/refunds`, refund(10_000));
    expectStatus(first, 200);
    expect(first.body.balance).toMatchObject({ refunded: 10_000, held: 30_000, refundableLines: [30_000] });
    expect(first.body.money.at(-1)).toMatchObject({ kind: 'refund', amount: 10_000, reason: 'Chipped the next day' });
    expect(first.body.money.at(-1)?.by).not.toBeNull();

    // More than cash still holds, a method that took nothing, a line that is not there, no reason: refused, nothing written.
    const over = await call('POST', `/sales/${saleId}/refunds`, refund(30_001));
    expectStatus(over, 422);
    expect(keyOf(over)).toBe('checkout:errors.exceedsPaidByMethod');
    expectStatus(await call('POST', `/sales/${saleId}/refunds`, refund(100, { method: 'card' })), 422);
    const noLine = await call(
      'POST',
      `/sales/${saleId}/refunds`,
      refund(100, { target: { kind: 'line', lineIndex: 3 } }),
    );
    expect(keyOf(noLine)).toBe('checkout:errors.unknownLine');
    expectStatus(await call('POST', `/sales/${saleId}/refunds`, refund(100, { reason: ' ' })), 422);
    expectStatus(await call('POST', `/sales/${saleId}/refunds`, refund(100, { amount: 1.5 })), 422);
    expect(await testDb.db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.kind, 'refund'))).toHaveLength(1);

    // A double tap records once; the rest of the line can still be given back.
    const rest = refund(30_000);
    const replies = await Promise.all([
      call('POST', `/sales/${saleId}/refunds`, rest),
      call('POST', `/sales/${saleId}/refunds`, rest),
    ]);
    for (const reply of replies) expectStatus(reply, 200);
    expect(await testDb.db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.kind, 'refund'))).toHaveLength(2);
    const drawer = await call<DrawerReply>('GET', '/drawer');
    expect(drawer.body.open?.report).toMatchObject({ expectedCash: 100_000, refunds: { count: 2, total: 40_000 } });
  });

  it('lets only one of two concurrent refunds of the same money through', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const saleId = await paidWalkIn();
    const replies = await Promise.all([
      call('POST', `/sales/${saleId}/refunds`, refund(30_000)),
      call('POST', `/sales/${saleId}/refunds`, refund(30_000)),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const refunds = await testDb.db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.kind, 'refund'));
    expect(refunds.map((row) => row.amount)).toEqual([30_000]);
  });

  it('keeps corrections to the owner unless the owner allows staff, and records who', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db, undefined, 'staff');
    const saleId = await paidWalkIn();
    const seen = await call<SaleReply>('GET', `/sales/${saleId}`, undefined, staffHeaders);
    expect(seen.body.mayCorrect).toBe(false);
    const refused = await call('POST', `/sales/${saleId}/refunds`, refund(5_000), staffHeaders);
    expectStatus(refused, 403);
    expect(keyOf(refused)).toBe('checkout:errors.correctionsOwnerOnly');

    await testDb.db.insert(checkoutSettings).values({ id: 1, staffMayCorrect: true });
    const allowed = await call<SaleReply>('POST', `/sales/${saleId}/refunds`, refund(5_000), staffHeaders);
    expectStatus(allowed, 200);
    expect(allowed.body.mayCorrect).toBe(true);
    expect(allowed.body.money.at(-1)?.by).toMatch(/^staff-/);

    // A void gives back what is still held; nothing may follow it.
    const voided = await call<SaleReply>('POST', `/sales/${saleId}/void`, { reason: 'Wrong customer' }, staffHeaders);
    expectStatus(voided, 200);
    expect(voided.body.money.at(-1)).toMatchObject({ kind: 'void-return', amount: 35_000 });
    const after = await call('POST', `/sales/${saleId}/refunds`, refund(1_000));
    expect(keyOf(after)).toBe('checkout:errors.saleVoid');
    expectStatus(await call('POST', `/sales/${saleId}/void`, { reason: 'Twice' }), 409);
    const drawer = await call<DrawerReply>('GET', '/drawer');
    expect(drawer.body.open?.report).toMatchObject({ expectedCash: 100_000, voids: { count: 1 } });
  });

  it('refuses every change to a closed day; the next day records the correction and names the day', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const saleId = await paidWalkIn();
    const closed = await call<DrawerReply>('POST', '/drawer', { kind: 'close', counted: 140_000 });
    expectStatus(closed, 200);
    const zBefore = closed.body.lastClosed?.report;

    for (const attempt of [
      call('POST', `/sales/${saleId}/refunds`, refund(10_000)),
      call('POST', `/sales/${saleId}/void`, { reason: 'Too late' }),
    ]) {
      const reply = await attempt;
      expectStatus(reply, 409);
      expect(keyOf(reply)).toBe('checkout:errors.drawerNotOpen');
    }
    expect(await testDb.db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.kind, 'refund'))).toHaveLength(0);

    clock.advance(24 * 60 * 60 * 1000);
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 50_000 }), 200);
    const corrected = await call<SaleReply>('POST', `/sales/${saleId}/refunds`, refund(10_000));
    expectStatus(corrected, 200);
    expect(corrected.body.money.at(-1)).toMatchObject({ kind: 'refund', correctsDay: '2026-11-23' });
    const drawer = await call<DrawerReply>('GET', '/drawer');
    expect(drawer.body.open?.report).toMatchObject({ expectedCash: 40_000, corrections: 1 });
    // The closed day's Z report is kept as it was.
    const [first] = await testDb.db.select().from(drawerSessions).where(eq(drawerSessions.salonDate, '2026-11-23'));
    expect(first?.zReport).toEqual(zBefore);
  });

  it('reads the last Z report as kept when the day closed: the figures its events give, not rebuilt', async () => {
    expectStatus(await call('POST', '/drawer', { kind: 'open', float: 100_000 }), 200);
    const refunded = await paidWalkIn();
    expectStatus(await call('POST', `/sales/${refunded}/refunds`, refund(10_000)), 200);
    const voided = await paidWalkIn();
    expectStatus(await call('POST', `/sales/${voided}/void`, { reason: 'Wrong customer' }), 200);
    expectStatus(await call('POST', '/drawer', { kind: 'paid-out', amount: 2_500, reason: 'Ice' }), 200);
    const closed = await call<DrawerReply>('POST', '/drawer', { kind: 'close', counted: 125_000 });
    expectStatus(closed, 200);
    const [session] = await testDb.db.select().from(drawerSessions).where(eq(drawerSessions.salonDate, '2026-11-23'));
    // What is printed is what the day's events give, figure for figure.
    const rebuilt = drawerReport(await loadDrawerEvents(testDb.db, session!));
    expect(closed.body.lastClosed?.report).toEqual(rebuilt);
    expect(rebuilt).toMatchObject({ refunds: { count: 1, total: 10_000 }, voids: { count: 1 }, difference: -2_500 });
    // And it is read from the row kept at closing: a mark put there shows.
    await testDb.db.execute(
      sql`update drawer_sessions set z_report = jsonb_set(z_report, '{sales}', '999') where id = ${session!.id}`,
    );
    const read = await call<{ lastClosed: { report: { sales: number } } }>('GET', '/drawer');
    expect(read.body.lastClosed.report.sales).toBe(999);
  });
});
