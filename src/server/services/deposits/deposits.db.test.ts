/**
 * Deposits through the real app and database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the
 * owner's rules, the hold written with the booking, the QR's amount, staff settling it, the expiry
 * under a shifted clock, and the races: holds and bookings for the last places, and the expiry
 * against a late "Deposit received" (one outcome only).
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { bookingBody, serviceByName, TEST_TOMORROW } from '../../../../test/support/fixtures/bookings.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { decodeDataObjects, decodePayload } from '../../../domain/checkout/emv-tlv.ts';
import { DEFAULT_DEPOSIT_RULES, type DepositRules } from '../../../domain/deposits/deposit-rules.ts';
import {
  appointmentEvents,
  appointments,
  appointmentServices,
  checkoutSettings,
  depositSettings,
  deposits,
  outbox,
  receiptCounters,
  saleMoneyEvents,
} from '../../db/schema.ts';
import { expireDueDeposits } from './expire-deposits.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { useTrustedProxy } from '../../../../test/support/trusted-proxy.ts';

const testDb = useTestDatabase();
const clock = createTestClock('2026-11-23T03:00:00Z');
let app: ReturnType<typeof createTestApp>['app'];
let owner: Record<string, string>;
const mail = { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' };
// Each customer from their own address, so the per-address limit does not hide the capacity rule.
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
  return { 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}` };
};

interface DepositReply {
  amountSatang: number;
  reference: string;
  state: string;
  dueAt: string;
  qrPayload: string | null;
  refundCutoffHours: number;
}
interface BookingReply {
  booking: { reference: string; deposit: DepositReply | null };
}

async function book(body: Record<string, unknown>) {
  return call(app, 'POST', '/api/bookings', body, fromNewAddress()) as Promise<{ status: number; body: BookingReply }>;
}

async function saveRules(rules: Partial<DepositRules>, version = 0) {
  const reply = await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
    version,
    rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, ...rules },
  });
  expectStatus(reply, 200);
}

/** The catalogue key a refusal carries (decision 200). */
const refusalKey = (reply: { body: unknown }) => (reply.body as { error: { key: string } }).error.key;

async function appointmentIdOf(reference: string): Promise<string> {
  const rows = await testDb.db.select({ id: appointments.id }).from(appointments);
  const found = rows.find((row) => row.id.replaceAll('-', '').slice(0, 8).toUpperCase() === reference);
  if (!found) throw new Error(`no appointment ${reference}`);
  return found.id;
}

describe('deposit rules', () => {
  it('are off by default: a booking asks for nothing and the page gets no rules', async () => {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const reply = await book(bookingBody([manicure.id]));
    expectStatus(reply, 201);
    expect(reply.body.booking.deposit).toBeNull();
    expect(await testDb.db.select().from(deposits)).toHaveLength(0);
    const facts = await call(app, 'GET', '/api/salon');
    expect(facts.body).not.toHaveProperty('deposits');
  });

  it('are the owner’s: staff are refused, a stale version is refused and nothing changes', async () => {
    const staffSession = await signInAsStaff(app, testDb.db, 'desk@example.com', 'staff');
    const refused = await request(app, staffSession.headers, 'PUT', '/api/admin/settings/deposits', {
      version: 0,
      rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true },
    });
    expect(refused.status).toBe(403);
    await saveRules({ aboveSatang: 0 });
    const stale = await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
      version: 0,
      rules: DEFAULT_DEPOSIT_RULES,
    });
    expect(stale.status).toBe(409);
    expect(refusalKey(stale)).toBe('deposits:errors.settingsChanged');
    const bad = await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
      version: 1,
      rules: { ...DEFAULT_DEPOSIT_RULES, amount: { kind: 'percentage', basisPoints: 20_000 } },
    });
    expect(bad.status).toBe(422);
    const [row] = await testDb.db.select().from(depositSettings);
    expect(row?.version).toBe(1);
  });
});

describe('a booking that needs a deposit', () => {
  it('is held with the exact deposit, a QR for it naming the booking, an e-mail and the page’s rules', async () => {
    await testDb.db.insert(checkoutSettings).values({ id: 1, promptpayId: '0812345678' });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    await saveRules({ serviceIds: [manicure.id], amount: { kind: 'percentage', basisPoints: 3_000 } });
    const reply = await book(bookingBody([manicure.id], { language: 'th' }));
    expectStatus(reply, 201);
    const deposit = reply.body.booking.deposit!;
    const expected = Math.round(manicure.priceThb * 100 * 0.3);
    expect(deposit.amountSatang).toBe(expected);
    expect(deposit.reference).toBe(`DEP-${reply.body.booking.reference}`);
    expect(deposit.state).toBe('awaited');
    expect(deposit.dueAt).toBe('2026-11-23T03:30:00.000Z');
    const objects = new Map(decodePayload(deposit.qrPayload!)!.map((object) => [object.id, object.value]));
    expect(objects.get('54')).toBe((expected / 100).toFixed(2));
    expect(objects.get('29')).toContain('0066812345678');
    expect(decodeDataObjects(objects.get('62')!)).toEqual([{ id: '05', value: deposit.reference }]);

    const id = await appointmentIdOf(reply.body.booking.reference);
    const [appointment] = await testDb.db.select().from(appointments).where(eq(appointments.id, id));
    expect(appointment?.status).toBe('pending');
    const mails = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'deposit_requested'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(deposit.reference);
    expect(mails[0]?.textBody).toContain('081');

    const facts = (await call(app, 'GET', '/api/salon')).body as { deposits: { serviceIds: number[] } };
    expect(facts.deposits.serviceIds).toEqual([manicure.id]);
  });

  it('after a recent no-show of the same customer, and not for someone else', async () => {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    await saveRules({ noShowMonths: 6 });
    const missed = await book(bookingBody([manicure.id], { email: 'missed@example.com', date: '2026-11-24' }));
    await testDb.db
      .update(appointments)
      .set({ status: 'no_show' })
      .where(eq(appointments.id, await appointmentIdOf(missed.body.booking.reference)));
    const again = await book(bookingBody([manicure.id], { email: 'MISSED@example.com', time: '13:00' }));
    expect(again.body.booking.deposit?.amountSatang).toBeGreaterThan(0);
    const other = await book(bookingBody([manicure.id], { phone: '+66 82 000 0000', time: '15:00' }));
    expect(other.body.booking.deposit).toBeNull();
  });

  it('holds and bookings racing for the last places: exactly capacity, every hold counted', async () => {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    await saveRules({ aboveSatang: 0 });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        book(bookingBody([manicure.id], { phone: `+66 89 100 ${String(index).padStart(4, '0')}` })),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(9);
    const held = await testDb.db.select().from(deposits);
    expect(held).toHaveLength(3);
    const occupying = await testDb.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, TEST_TOMORROW), ne(appointments.status, 'cancelled')));
    expect(occupying).toHaveLength(3);
  });
});

describe('settling and expiring', () => {
  async function heldBooking(overrides: Record<string, unknown> = {}) {
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const reply = await book(bookingBody([manicure.id], overrides));
    expectStatus(reply, 201);
    return { id: await appointmentIdOf(reply.body.booking.reference), serviceId: manicure.id };
  }

  it('staff record the transfer once; the dashboard lists only what is awaited', async () => {
    await saveRules({ aboveSatang: 0 });
    const { id } = await heldBooking();
    const listed = await request<{ deposits: { appointmentId: string }[] }>(app, owner, 'GET', '/api/admin/deposits');
    expect(listed.body.deposits.map((row) => row.appointmentId)).toEqual([id]);
    const received = await request<{ state: string }>(app, owner, 'POST', `/api/admin/deposits/${id}/received`);
    expectStatus(received, 200);
    expect(received.body.state).toBe('received');
    const twice = await request(app, owner, 'POST', `/api/admin/deposits/${id}/received`);
    expect(twice.status).toBe(409);
    expect(refusalKey(twice)).toBe('deposits:errors.alreadyReceived');
    const events = await testDb.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
    expect(events.map((event) => event.kind)).toEqual(['deposit_requested', 'deposit_received']);
    expect((await request<{ deposits: unknown[] }>(app, owner, 'GET', '/api/admin/deposits')).body.deposits).toEqual(
      [],
    );
  });

  it('a waiver needs its reason; an unknown appointment is a 404', async () => {
    await saveRules({ aboveSatang: 0 });
    const { id } = await heldBooking();
    const empty = await request(app, owner, 'POST', `/api/admin/deposits/${id}/waive`, { reason: '  ' });
    expect(empty.status).toBe(422);
    const waived = await request<{ state: string; waiveReason: string }>(
      app,
      owner,
      'POST',
      `/api/admin/deposits/${id}/waive`,
      { reason: 'Regular customer' },
    );
    expect(waived.body).toMatchObject({ state: 'waived', waiveReason: 'Regular customer' });
    const unknown = await request(
      app,
      owner,
      'POST',
      '/api/admin/deposits/00000000-0000-4000-8000-000000000000/received',
    );
    expect(unknown.status).toBe(404);
    const malformed = await request(app, owner, 'POST', '/api/admin/deposits/not-a-uuid/received');
    // A path that names nothing is a 404 (decision 072).
    expect(malformed.status).toBe(404);
  });

  it('an unpaid hold expires at its deadline (shifted clock), frees the time and tells the customer', async () => {
    await saveRules({ aboveSatang: 0, payWithinMinutes: 30 });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    for (let index = 0; index < 3; index += 1) {
      expectStatus(await book(bookingBody([manicure.id], { phone: `+66 89 200 000${index}` })), 201);
    }
    expect((await book(bookingBody([manicure.id]))).status).toBe(409);

    clock.advance(30 * 60_000 - 1_000);
    expect((await expireDueDeposits(testDb.db, clock(), mail)).expired).toHaveLength(0);
    clock.advance(1_000);
    const outcome = await expireDueDeposits(testDb.db, clock(), mail);
    expect(outcome.expired).toHaveLength(3);
    const states = await testDb.db.select({ status: appointments.status }).from(appointments);
    expect(states.every((row) => row.status === 'cancelled')).toBe(true);
    expect(await testDb.db.select().from(outbox).where(eq(outbox.kind, 'deposit_expired'))).toHaveLength(3);
    // The time is offered again, and a second run finds nothing.
    expect((await expireDueDeposits(testDb.db, clock(), mail)).expired).toHaveLength(0);
    const rebooked = await book(bookingBody([manicure.id], { time: '11:00', date: TEST_TOMORROW }));
    expectStatus(rebooked, 201);
  });

  it('expiry and a late confirmation racing end one way only', async () => {
    await saveRules({ aboveSatang: 0 });
    for (let round = 0; round < 6; round += 1) {
      const { id } = await heldBooking({ time: `${String(10 + round).padStart(2, '0')}:00`, date: '2026-11-25' });
      clock.advance(31 * 60_000);
      const [expiry, confirmation] = await Promise.all([
        expireDueDeposits(testDb.db, clock(), mail),
        request(app, owner, 'POST', `/api/admin/deposits/${id}/received`),
      ]);
      const [deposit] = await testDb.db.select().from(deposits).where(eq(deposits.appointmentId, id));
      const [appointment] = await testDb.db.select().from(appointments).where(eq(appointments.id, id));
      if (confirmation.status === 200) {
        expect(expiry.expired).not.toContain(id);
        expect(deposit?.state).toBe('received');
        expect(appointment?.status).toBe('pending');
      } else {
        expect(confirmation.status).toBe(409);
        expect(refusalKey(confirmation)).toBe('deposits:errors.expired');
        expect(expiry.expired).toContain(id);
        expect(deposit?.state).toBe('expired');
        expect(appointment?.status).toBe('cancelled');
      }
      // Whatever won, a later run changes nothing.
      expect((await expireDueDeposits(testDb.db, clock(), mail)).expired).not.toContain(id);
    }
  });
});

describe('checkout counts the deposit', () => {
  it('a received deposit is a PromptPay payment of the sale, once; the customer pays the rest', async () => {
    await saveRules({ aboveSatang: 0, amount: { kind: 'fixed', satang: 10_000 } });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const reply = await book(bookingBody([manicure.id]));
    const id = await appointmentIdOf(reply.body.booking.reference);
    expectStatus(await request(app, owner, 'POST', `/api/admin/deposits/${id}/received`), 200);
    expectStatus(await request(app, owner, 'POST', '/api/admin/checkout/drawer', { kind: 'open', float: 0 }), 200);
    const booked = await testDb.db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, id));
    const sale = await request<{ id: string }>(app, owner, 'POST', '/api/admin/checkout/sales', {
      appointmentIds: [id],
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
    });
    expectStatus(sale, 201);
    const view = await request<{ balance: { paid: number; remainingDue: number } }>(
      app,
      owner,
      'GET',
      `/api/admin/checkout/sales/${sale.body.id}`,
    );
    expect(view.body.balance.paid).toBe(10_000);
    expect(view.body.balance.remainingDue).toBe(manicure.priceThb * 100 - 10_000);
    const payments = await testDb.db.select().from(saleMoneyEvents);
    expect(payments).toMatchObject([{ kind: 'payment', method: 'promptpay', amount: 10_000 }]);
    const [deposit] = await testDb.db.select().from(deposits);
    expect(deposit?.appliedSaleId).toBe(sale.body.id);
  });
});
