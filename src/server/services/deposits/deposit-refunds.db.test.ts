/**
 * A received deposit when its booking ends (decision 254): cancelled by the customer's link or by staff
 * before the cut-off, it is due back and staff record the refund once; after the cut-off or on a
 * no-show, it is kept. The clock is shifted around the cut-off, never waited for, and a cancellation
 * races the staff's "Deposit received". Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_DEPOSIT_RULES, type DepositRules } from '../../../domain/deposits/deposit-rules.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import {
  appointmentEvents,
  appointments,
  checkoutSettings,
  depositSettings,
  deposits,
  outbox,
  receiptCounters,
} from '../../db/schema.ts';
import { mintManageLink } from '../manage-booking/manage-links.ts';
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

let address = 0;
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.8.${(address >> 8) & 255}.${address & 255}` };
};

async function saveRules(rules: Partial<DepositRules>) {
  const reply = await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
    version: 0,
    rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, aboveSatang: 0, ...rules },
  });
  expectStatus(reply, 200);
}

/** 26 November at `time` (Bangkok, UTC+7): three days after the clock's start. */
const DAY = '2026-11-26';
const startOf = (time: string) => new Date(`${DAY}T${time}:00+07:00`);
const HOUR = 3_600_000;

/** Books a held appointment and answers its id and a manage token for it. */
async function heldBooking(time: string, phone = '+66 89 300 0000') {
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const reply = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { date: DAY, time, phone }), {
    ...fromNewAddress(),
  });
  expectStatus(reply, 201);
  const [row] = await testDb.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, DAY), eq(appointments.startTime, time)));
  if (!row) throw new Error('no appointment');
  const token = await mintManageLink(testDb.db, { appointmentId: row.id, outboxId: null, now: clock() });
  return { id: row.id, token };
}

const received = (id: string) => request(app, owner, 'POST', `/api/admin/deposits/${id}/received`);
const depositOf = async (id: string) =>
  (await testDb.db.select().from(deposits).where(eq(deposits.appointmentId, id)))[0];
const kindsOf = async (id: string) =>
  (
    await testDb.db
      .select({ kind: appointmentEvents.kind })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id))
      .orderBy(asc(appointmentEvents.id))
  ).map((row) => row.kind);
const refusalKey = (reply: { body: unknown }) => (reply.body as { error: { key: string } }).error.key;

async function cancelByCustomer(token: string) {
  const view = await call(app, 'GET', `/api/manage/booking?token=${token}`);
  const { booking } = view.body as { booking: ManagedBooking };
  return call(app, 'POST', '/api/manage/cancel', { token, version: booking.version });
}

describe('a received deposit when the customer cancels', () => {
  it('at the cut-off is due back, shown on the link and in the e-mail; staff record the refund once', async () => {
    await saveRules({ refundCutoffHours: 48, amount: { kind: 'fixed', satang: 20_000 } });
    const { id, token } = await heldBooking('11:00');
    expectStatus(await received(id), 200);

    const before = (await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking };
    expect(before.booking.deposit).toEqual({
      amountSatang: 20_000,
      state: 'received',
      refundCutoffHours: 48,
      refundUntil: new Date(startOf('11:00').getTime() - 48 * HOUR).toISOString(),
      holdReleased: false,
    });

    clock.set(new Date(startOf('11:00').getTime() - 48 * HOUR));
    expectStatus(await cancelByCustomer(token), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'refund_due', bookingEndedAs: 'cancelled' });
    expect(await kindsOf(id)).toEqual([
      'deposit_requested',
      'deposit_received',
      'cancelled_by_customer',
      'deposit_refund_due',
    ]);
    const [email] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_cancelled'));
    expect(email?.textBody).toContain('will be refunded');
    expect(email?.textBody).toContain('200');

    const listed = await request<{ refundsDue: { appointmentId: string; amountSatang: number }[] }>(
      app,
      owner,
      'GET',
      '/api/admin/deposits',
    );
    expect(listed.body.refundsDue).toMatchObject([{ appointmentId: id, amountSatang: 20_000 }]);

    const badMethod = await request(app, owner, 'POST', `/api/admin/deposits/${id}/refunded`, { method: 'gold' });
    expect(badMethod.status).toBe(422);
    // A double tap: two requests at once record one refund.
    const [first, second] = await Promise.all([
      request(app, owner, 'POST', `/api/admin/deposits/${id}/refunded`, { method: 'promptpay' }),
      request(app, owner, 'POST', `/api/admin/deposits/${id}/refunded`, { method: 'promptpay' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(refusalKey(first.status === 409 ? first : second)).toBe('deposits:errors.alreadyRefunded');
    const refunded = await request<{ state: string; refundMethod: string; refundedBy: string }>(
      app,
      owner,
      'GET',
      `/api/admin/deposits/${id}`,
    );
    expect(refunded.body).toMatchObject({ state: 'refunded', refundMethod: 'promptpay' });
    expect(refunded.body.refundedBy).toContain('@');
    expect((await kindsOf(id)).filter((kind) => kind === 'deposit_refunded')).toHaveLength(1);
    expect(
      (await request<{ refundsDue: unknown[] }>(app, owner, 'GET', '/api/admin/deposits')).body.refundsDue,
    ).toEqual([]);
  });

  it('one second after the cut-off is kept, and the e-mail says so', async () => {
    await saveRules({ refundCutoffHours: 48 });
    const { id, token } = await heldBooking('12:00');
    expectStatus(await received(id), 200);
    clock.set(new Date(startOf('12:00').getTime() - 48 * HOUR + 1_000));
    expectStatus(await cancelByCustomer(token), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'kept' });
    expect((await kindsOf(id)).at(-1)).toBe('deposit_kept');
    const [email] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_cancelled'));
    expect(email?.textBody).toContain('keeps your deposit');
    const refund = await request(app, owner, 'POST', `/api/admin/deposits/${id}/refunded`, { method: 'cash' });
    expect(refund.status).toBe(409);
    expect(refusalKey(refund)).toBe('deposits:errors.notRefundDue');
  });

  it('keeps the rule shown at booking when the owner changes it afterwards', async () => {
    await saveRules({ refundCutoffHours: 48 });
    const { id, token } = await heldBooking('13:00');
    expectStatus(await received(id), 200);
    const current = await request<{ version: number }>(app, owner, 'GET', '/api/admin/settings/deposits');
    expectStatus(
      await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
        version: current.body.version,
        rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, aboveSatang: 0, refundCutoffHours: 1 },
      }),
      200,
    );
    clock.set(new Date(startOf('13:00').getTime() - 30 * HOUR));
    expectStatus(await cancelByCustomer(token), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'kept' });
  });

  it('an awaited deposit stays awaited: nothing arrived, nothing to refund', async () => {
    await saveRules({});
    const { id, token } = await heldBooking('14:00');
    expectStatus(await cancelByCustomer(token), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'awaited', bookingEndedAs: 'cancelled' });
  });
});

describe('a received deposit when staff end the booking', () => {
  async function setStatus(id: string, status: string) {
    const [row] = await testDb.db
      .select({ version: appointments.version })
      .from(appointments)
      .where(eq(appointments.id, id));
    return request(app, owner, 'PATCH', `/api/admin/appointments/${id}/status`, { version: row?.version, status });
  }

  it('cancelled by staff before the cut-off: due back; restored: the booking’s again', async () => {
    await saveRules({});
    const { id } = await heldBooking('11:00');
    expectStatus(await received(id), 200);
    expectStatus(await setStatus(id, 'cancelled'), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'refund_due' });
    expectStatus(await setStatus(id, 'pending'), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'received', outcomeAt: null, bookingEndedAt: null });
    expect((await kindsOf(id)).slice(-2)).toEqual(['status_changed', 'deposit_restored']);
  });

  it('a no-show keeps it, whatever the cut-off; undoing the mistake gives it back to the booking', async () => {
    await saveRules({ refundCutoffHours: 0 });
    const { id } = await heldBooking('11:00');
    expectStatus(await received(id), 200);
    clock.set(new Date(startOf('11:00').getTime() + 20 * 60_000));
    expectStatus(await setStatus(id, 'no_show'), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'kept', bookingEndedAs: 'no_show' });
    expect((await kindsOf(id)).at(-1)).toBe('deposit_kept');
    expectStatus(await setStatus(id, 'confirmed'), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'received' });
  });
});

describe('a cancellation racing the staff confirmation of the transfer', () => {
  it('ends one way: the money is received once and due back once, whichever commits first', async () => {
    await saveRules({ refundCutoffHours: 24 });
    for (let round = 0; round < 5; round += 1) {
      const { id, token } = await heldBooking(`${String(10 + round).padStart(2, '0')}:00`, `+66 89 300 010${round}`);
      const view = (await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking };
      const [cancel, confirmation] = await Promise.all([
        call(app, 'POST', '/api/manage/cancel', { token, version: view.booking.version }),
        received(id),
      ]);
      expectStatus(cancel, 200);
      expectStatus(confirmation, 200);
      expect(await depositOf(id)).toMatchObject({ state: 'refund_due', bookingEndedAs: 'cancelled' });
      const kinds = await kindsOf(id);
      expect(kinds.filter((kind) => kind === 'deposit_received')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'deposit_refund_due')).toHaveLength(1);
    }
  });

  it('a transfer confirmed after a late cancellation is kept by the moment of the cancellation', async () => {
    await saveRules({ refundCutoffHours: 48 });
    const { id, token } = await heldBooking('11:00');
    clock.set(new Date(startOf('11:00').getTime() - 30 * HOUR));
    expectStatus(await cancelByCustomer(token), 200);
    // Staff see the transfer two hours later: the cancellation, not the confirmation, decides.
    clock.advance(2 * HOUR);
    expectStatus(await received(id), 200);
    expect(await depositOf(id)).toMatchObject({ state: 'kept' });
  });
});

describe('the front desk asks for a deposit on a phone booking', () => {
  it('holds the owner’s amount and e-mails the customer the QR’s details; without an e-mail it is refused', async () => {
    await saveRules({ enabled: false, amount: { kind: 'fixed', satang: 30_000 } });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const body = {
      serviceIds: [manicure.id],
      date: DAY,
      time: '15:00',
      source: 'phone',
      name: 'Phone Customer',
      phone: '+66 89 300 0200',
      technicianId: null,
      notes: null,
      override: null,
    };
    const refused = await request(app, owner, 'POST', '/api/admin/appointments', { ...body, askDeposit: true });
    expect(refused.status).toBe(422);
    const created = await request<{ appointment: { id: string } }>(app, owner, 'POST', '/api/admin/appointments', {
      ...body,
      email: 'phone.customer@private.example',
      askDeposit: true,
    });
    expectStatus(created, 201);
    const id = created.body.appointment.id;
    expect(await depositOf(id)).toMatchObject({ state: 'awaited', amount: 30_000, reasons: ['desk'] });
    const [email] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'deposit_requested'));
    expect(email?.recipient).toBe('phone.customer@private.example');
    expect(email?.textBody).toMatch(/DEP-[0-9A-F]{8}/);
    // Without the box ticked, nothing is asked.
    const plain = await request<{ appointment: { id: string } }>(app, owner, 'POST', '/api/admin/appointments', {
      ...body,
      time: '17:00',
      email: 'other@private.example',
    });
    expectStatus(plain, 201);
    expect(await depositOf(plain.body.appointment.id)).toBeUndefined();
  });
});
