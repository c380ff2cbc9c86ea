/** Checkout through the real app, guards and database: sales, payments, receipts, the drawer, roles. */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { insertTestAppointment } from '../../../../test/support/fixtures/appointments.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import {
  appointments,
  appointmentServices,
  checkoutSettings,
  receiptCounters,
  saleMoneyEvents,
  sales,
} from '../../db/schema.ts';

const testDb = useTestDatabase();
const BASE = '/api/admin/checkout';

let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  // Neither table refers to a row the reset truncates: each test starts from the defaults.
  await testDb.db.delete(receiptCounters);
  await testDb.db.delete(checkoutSettings);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = owner) =>
  request<T>(app, headers, method, `${BASE}${path}`, body);

async function openDrawer(float = 100_000) {
  expectStatus(await call('POST', '/drawer', { kind: 'open', float }), 200);
}

/** A sale body for an appointment: every booked treatment at its booked price. */
async function saleFor(appointmentId: string, extra: Record<string, unknown> = {}) {
  const booked = await testDb.db
    .select()
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId));
  return {
    appointmentIds: [appointmentId],
    lines: booked.map((row) => ({
      kind: 'treatment',
      itemId: row.serviceId,
      appointmentServiceId: row.id,
      technicianId: null,
      quantity: 1,
      priceOverride: null,
      discount: null,
    })),
    saleDiscount: null,
    tips: [],
    ...extra,
  };
}

const cash = (amount: number, tendered = amount) => ({
  method: 'cash',
  otherName: null,
  amount,
  tendered,
  requestId: randomUUID(),
});

describe('checkout', () => {
  it('sells an appointment at its booked price, takes cash and PromptPay, numbers the receipt and completes it', async () => {
    await testDb.db.insert(checkoutSettings).values({ id: 1, promptpayId: '0812345678' });
    await openDrawer();
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '10:00' });
    const created = await call<{ id: string }>('POST', '/sales', await saleFor(appointmentId));
    expectStatus(created, 201);
    const saleId = created.body.id;
    const view = await call<{ sale: { totalDue: number }; promptpay: { payload: string; amount: number } }>(
      'GET',
      `/sales/${saleId}`,
    );
    expect(view.body.sale.totalDue).toBe(40_000);
    expect(view.body.promptpay.amount).toBe(40_000);
    expect(view.body.promptpay.payload).toContain('5406400.00');

    const part = await call<{ balance: { remainingDue: number; status: string }; promptpay: { amount: number } }>(
      'POST',
      `/sales/${saleId}/payments`,
      cash(15_000, 20_000),
    );
    expectStatus(part, 200);
    expect(part.body.balance).toMatchObject({ status: 'part-paid', remainingDue: 25_000 });
    expect(part.body.promptpay.amount).toBe(25_000);

    const rest = await call<{ sale: { receiptNumber: number }; balance: { status: string; changeGiven: number } }>(
      'POST',
      `/sales/${saleId}/payments`,
      { method: 'promptpay', otherName: null, amount: 25_000, tendered: null, requestId: randomUUID() },
    );
    expectStatus(rest, 200);
    expect(rest.body.sale.receiptNumber).toBe(1);
    expect(rest.body.balance).toMatchObject({ status: 'paid', changeGiven: 5_000 });
    const [appointment] = await testDb.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(appointment?.status).toBe('completed');

    const drawer = await call<{ open: { report: { expectedCash: number; sales: number } } }>('GET', '/drawer');
    expect(drawer.body.open.report).toMatchObject({ expectedCash: 115_000, sales: 1 });
  });

  it('lets only one of two concurrent checkouts of one appointment through', async () => {
    await openDrawer();
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '11:00' });
    const body = await saleFor(appointmentId);
    const replies = await Promise.all([call('POST', '/sales', body), call('POST', '/sales', body)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(refused?.body.error.message).toBe(
      'This appointment is already being checked out or has been paid. Open its sale instead.',
    );
  });

  it('numbers concurrent receipts without a gap or a duplicate, and records a double-tapped payment once', async () => {
    await openDrawer();
    const saleIds: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: `1${index}:00` });
      saleIds.push((await call<{ id: string }>('POST', '/sales', await saleFor(appointmentId))).body.id);
    }
    const tap = cash(40_000);
    const replies = await Promise.all([
      ...saleIds.map((id, index) => call('POST', `/sales/${id}/payments`, index === 0 ? tap : cash(40_000))),
      call('POST', `/sales/${saleIds[0]}/payments`, tap),
    ]);
    for (const reply of replies) expectStatus(reply, 200);
    const numbers = await testDb.db
      .select({ receiptNumber: sales.receiptNumber })
      .from(sales)
      .where(isNotNull(sales.receiptNumber))
      .orderBy(asc(sales.receiptNumber));
    expect(numbers.map((row) => row.receiptNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    const payments = await testDb.db.select().from(saleMoneyEvents).where(eq(saleMoneyEvents.saleId, saleIds[0]!));
    expect(payments).toHaveLength(1);
  });

  it('refuses payments over what is due, and everything once the drawer is closed', async () => {
    await openDrawer(50_000);
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '12:00' });
    const saleId = (await call<{ id: string }>('POST', '/sales', await saleFor(appointmentId))).body.id;
    const card = { method: 'card', otherName: null, amount: 50_000, tendered: null, requestId: randomUUID() };
    const over = await call('POST', `/sales/${saleId}/payments`, card);
    expectStatus(over, 422);
    expect(over.body.error.message).toContain('more than is still due');

    expectStatus(await call('POST', '/drawer', { kind: 'paid-out', amount: 10_000, reason: 'Flowers' }), 200);
    expectStatus(await call('POST', '/drawer', { kind: 'paid-out', amount: 50_000, reason: 'Too much' }), 409);
    const closed = await call<{ lastClosed: { report: { expectedCash: number; difference: number } } }>(
      'POST',
      '/drawer',
      {
        kind: 'close',
        counted: 39_000,
      },
    );
    expectStatus(closed, 200);
    expect(closed.body.lastClosed.report).toMatchObject({ expectedCash: 40_000, difference: -1_000 });

    const afterClose = await call('POST', `/sales/${saleId}/payments`, cash(40_000));
    expectStatus(afterClose, 409);
    expect(afterClose.body.error.message).toBe('Open the cash drawer first (Cash drawer, then Open the drawer).');
    expectStatus(await call('POST', '/drawer', { kind: 'paid-in', amount: 100, reason: 'Late coin' }), 409);
    expect(await testDb.db.select().from(saleMoneyEvents)).toHaveLength(0);
  });

  it('keeps ledgers append-only in the database itself', async () => {
    await openDrawer();
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '13:00' });
    const saleId = (await call<{ id: string }>('POST', '/sales', await saleFor(appointmentId))).body.id;
    expectStatus(await call('POST', `/sales/${saleId}/payments`, cash(40_000)), 200);
    await expect(testDb.db.execute(sql`update sale_money_events set amount = 1`)).rejects.toThrow();
    await expect(testDb.db.execute(sql`delete from sale_lines`)).rejects.toThrow();
  });

  it('refuses bad input with a field message and writes nothing', async () => {
    await openDrawer();
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '14:00' });
    const body = await saleFor(appointmentId);
    const cases: unknown[] = [
      { ...body, lines: [] },
      { ...body, tips: [{ technicianId: 'nobody', amount: 100 }] },
      { ...body, lines: body.lines.map((line) => ({ ...line, quantity: 0 })) },
      { ...body, lines: body.lines.map((line) => ({ ...line, discount: { kind: 'amount', amount: 99_999_999 } })) },
      { ...body, saleDiscount: { kind: 'percentage', basisPoints: 10_001 } },
    ];
    for (const bad of cases) {
      const reply = await call('POST', '/sales', bad);
      expect([422]).toContain(reply.status);
    }
    expect(await testDb.db.select().from(sales)).toHaveLength(0);
  });

  it('keeps checkout settings to the owner and voids to the owner unless allowed', async () => {
    await openDrawer();
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db, undefined, 'staff');
    expectStatus(await request(app, staffHeaders, 'GET', '/api/admin/settings/checkout'), 403);
    const saved = await request<{ version: number }>(app, owner, 'PUT', '/api/admin/settings/checkout', {
      version: 0,
      promptpayId: '081-234-5678',
      vatRegistration: null,
      otherPaymentMethods: ['Gift voucher'],
      staffMayCorrect: false,
    });
    expectStatus(saved, 200);
    const appointmentId = await insertTestAppointment(testDb.db, { date: '2026-11-23', start: '15:00' });
    const saleId = (await call<{ id: string }>('POST', '/sales', await saleFor(appointmentId), staffHeaders)).body.id;
    expectStatus(await call('POST', `/sales/${saleId}/payments`, cash(40_000), staffHeaders), 200);
    const refused = await call('POST', `/sales/${saleId}/void`, { reason: 'Wrong customer' }, staffHeaders);
    expectStatus(refused, 403);
    const voided = await call<{ sale: { void: unknown }; balance: { status: string } }>(
      'POST',
      `/sales/${saleId}/void`,
      {
        reason: 'Wrong customer',
      },
    );
    expectStatus(voided, 200);
    expect(voided.body.balance.status).toBe('void');
    const drawer = await call<{ open: { report: { expectedCash: number } } }>('GET', '/drawer');
    expect(drawer.body.open.report.expectedCash).toBe(100_000);
  });
});
