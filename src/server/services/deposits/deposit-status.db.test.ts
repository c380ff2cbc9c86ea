/**
 * The public deposit status the customer's open page polls (decision 258), through the real app and
 * database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the state and deadline only, following staff's
 * confirmation and the expiry; unknown or malformed references refused alike, counted, 429 past the limit.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { DEFAULT_DEPOSIT_RULES } from '../../../domain/deposits/deposit-rules.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { mintManageLink } from '../manage-booking/manage-links.ts';
import { appointments, checkoutSettings, depositSettings, rateLimitEvents } from '../../db/schema.ts';
import { DEPOSIT_STATUS_IP_BUCKET, DEPOSIT_STATUS_MAX_FAILURES_PER_IP } from './deposit-status.ts';
import { expireDueDeposits } from './expire-deposits.ts';
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
  clock.set('2026-11-23T03:00:00Z');
  ({ app } = createTestApp({ db: testDb.db, clock, engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' }));
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
  expectStatus(
    await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
      version: 0,
      rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, aboveSatang: 0, payWithinMinutes: 30 },
    }),
    200,
  );
});

const customer = { 'x-forwarded-for': '10.7.0.1' };
const scanner = { 'x-forwarded-for': '10.7.0.2' };

async function heldBooking(): Promise<{ id: string; reference: string }> {
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const reply = (await call(app, 'POST', '/api/bookings', bookingBody([manicure.id]), customer)) as {
    status: number;
    body: { booking: { reference: string; deposit: { reference: string } } };
  };
  expectStatus(reply, 201);
  const rows = await testDb.db.select({ id: appointments.id }).from(appointments);
  const id = rows.find(
    (row) => row.id.replaceAll('-', '').slice(0, 8).toUpperCase() === reply.body.booking.reference,
  )?.id;
  if (!id) throw new Error('no appointment');
  return { id, reference: reply.body.booking.deposit.reference };
}

/** The failures counted against addresses (the booking's own per-address hit is another bucket). */
const lookupFailures = () =>
  testDb.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, DEPOSIT_STATUS_IP_BUCKET));

const status = (reference: string, headers: Record<string, string> = customer) =>
  call(app, 'GET', `/api/deposits/status?reference=${encodeURIComponent(reference)}`, undefined, headers);

describe('the public deposit status', () => {
  it('answers the state and the deadline only, and follows staff’s confirmation', async () => {
    const { id, reference } = await heldBooking();
    const awaited = await status(reference);
    expect(awaited.status).toBe(200);
    // Nothing of the person or the booking: exactly these two fields.
    expect(awaited.body).toEqual({ state: 'awaited', dueAt: '2026-11-23T03:30:00.000Z' });
    expect(awaited.headers.get('cache-control')).toBe('no-store');
    expectStatus(await request(app, owner, 'POST', `/api/admin/deposits/${id}/received`), 200);
    expect((await status(reference)).body).toEqual({ state: 'received', dueAt: '2026-11-23T03:30:00.000Z' });
    // Known references leave no rate-limit trace: a page may poll as long as it is open.
    expect(await lookupFailures()).toHaveLength(0);
  });

  it('says expired once the hold was released at its deadline (shifted clock)', async () => {
    const { reference } = await heldBooking();
    clock.advance(30 * 60_000);
    await expireDueDeposits(testDb.db, clock(), { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' });
    expect((await status(reference)).body).toMatchObject({ state: 'expired' });
  });

  it('refuses an unknown or malformed reference with one clean 404, and writes only the failure count', async () => {
    await heldBooking();
    for (const reference of ['DEP-00000000', 'DEP-zzzz', '', 'x'.repeat(41), "DEP-' or 1=1 --"]) {
      const refused = await status(reference, scanner);
      expect(refused.status, reference).toBe(reference.length > 40 ? 422 : 404);
      expect(JSON.stringify(refused.body)).toMatch(/deposits:errors\.unknownReference/);
    }
    expect(await lookupFailures()).toHaveLength(4);
  });

  it('answers 429 with Retry-After to an address that keeps guessing, and still answers others', async () => {
    const { reference } = await heldBooking();
    for (let index = 0; index < DEPOSIT_STATUS_MAX_FAILURES_PER_IP; index += 1) {
      expect((await status(`DEP-${String(index).padStart(8, '0')}`, scanner)).status).toBe(404);
    }
    const limited = await status(reference, scanner);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(JSON.stringify(limited.body)).toMatch(/deposits:errors\.tooManyLookups/);
    expect((await status(reference)).status).toBe(200);
  });
});

describe('the private page of a held booking', () => {
  it('carries what it needs to show the QR while awaited, and nothing of it once received', async () => {
    const { id, reference } = await heldBooking();
    const token = await mintManageLink(testDb.db, { appointmentId: id, outboxId: null, now: clock() });
    const open = await call(app, 'GET', `/api/manage/booking?token=${token}`);
    expect(open.status).toBe(200);
    const awaited = (open.body as { booking: ManagedBooking }).booking.deposit;
    expect(awaited).toMatchObject({
      state: 'awaited',
      payment: { reference, dueAt: '2026-11-23T03:30:00.000Z', promptpayId: null, qrPayload: null },
    });
    expectStatus(await request(app, owner, 'POST', `/api/admin/deposits/${id}/received`), 200);
    const settled = (await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking };
    expect(settled.booking.deposit?.state).toBe('received');
    expect(settled.booking.deposit).not.toHaveProperty('payment');
    expect(settled.booking.deposit?.holdReleased).toBe(false);
  });

  it('says the hold was released once its deadline passed unpaid (shifted clock), not before', async () => {
    const { id } = await heldBooking();
    const token = await mintManageLink(testDb.db, { appointmentId: id, outboxId: null, now: clock() });
    const read = async () =>
      ((await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking }).booking;
    expect((await read()).deposit?.holdReleased).toBe(false);
    clock.advance(29 * 60_000);
    await expireDueDeposits(testDb.db, clock(), { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' });
    expect((await read()).deposit?.holdReleased).toBe(false);
    clock.advance(60_000);
    await expireDueDeposits(testDb.db, clock(), { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' });
    const released = await read();
    expect(released.status).toBe('cancelled');
    expect(released.deposit).toMatchObject({ state: 'expired', holdReleased: true });
    expect(released.deposit).not.toHaveProperty('payment');
  });

  it('a booking the customer cancelled before its deadline stays a cancellation when the hold then expires', async () => {
    const { id } = await heldBooking();
    const token = await mintManageLink(testDb.db, { appointmentId: id, outboxId: null, now: clock() });
    const opened = (await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking };
    expectStatus(
      await call(app, 'POST', '/api/manage/cancel', { token, version: opened.booking.version }, customer),
      200,
    );
    clock.advance(31 * 60_000);
    await expireDueDeposits(testDb.db, clock(), { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' });
    const after = (await call(app, 'GET', `/api/manage/booking?token=${token}`)).body as { booking: ManagedBooking };
    expect(after.booking.status).toBe('cancelled');
    expect(after.booking.deposit).toMatchObject({ state: 'expired', holdReleased: false });
  });
});
