/**
 * Deposits paid through Stripe (decision 256), against the fake Stripe server: the owner's keys sealed and
 * never answered back, an intent for exactly the deposit with its QR on the booking's answer, and the
 * webhook: signature (valid, tampered, expired, missing), a replayed event applied once, an unknown intent
 * ignored, an out-of-order event ignored, a payment after the hold expired due back, and the payment
 * racing the expiry ending one way. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, request, signInAsOwner } from '../../../../test/support/fixtures/schedules.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { call, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { DEFAULT_DEPOSIT_RULES } from '../../../domain/deposits/deposit-rules.ts';
import { createApp } from '../../app.ts';
import {
  appointmentEvents,
  appointments,
  checkoutSettings,
  depositSettings,
  deposits,
  stripeEvents,
  stripeSettings,
} from '../../db/schema.ts';
import { signStripePayload } from '../../integrations/stripe.ts';
import {
  FAKE_STRIPE_KEYS,
  startFakeStripeServer,
  type FakeStripeServer,
} from '../../integrations/testing/fake-stripe-server.ts';
import { silentLogger } from '../../logger.ts';
import type { MessagingConfig } from '../messaging/messaging-config.ts';
import { expireDueDeposits } from './expire-deposits.ts';

const testDb = useTestDatabase();
const clock = createTestClock('2026-11-23T03:00:00Z');
let fake: FakeStripeServer;
let config: MessagingConfig;
let app: ReturnType<typeof createApp>;
let owner: Record<string, string>;
const previousTrustProxy = process.env.TRUST_PROXY;
const mail = { salon: defaultSalonConfig, publicUrl: 'http://localhost:3000' };

beforeAll(async () => {
  process.env.TRUST_PROXY = 'true';
  fake = await startFakeStripeServer();
  config = {
    lineApiBase: 'http://127.0.0.1:9',
    whatsappApiBase: 'http://127.0.0.1:9',
    stripeApiBase: fake.url,
    secretKey: randomBytes(32),
  };
});
afterAll(async () => {
  await fake.close();
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});

function appWith(messaging: MessagingConfig) {
  return createApp({
    db: testDb.db,
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    clock,
    logger: silentLogger,
    salon: defaultSalonConfig,
    publicUrl: 'http://localhost:3000',
    production: false,
    messaging,
  });
}

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(depositSettings);
  await testDb.db.delete(checkoutSettings);
  await testDb.db.delete(stripeSettings);
  await testDb.db.delete(stripeEvents);
  fake.intents.length = 0;
  fake.refunds.length = 0;
  fake.refundRequests = 0;
  fake.refundMode = 'normal';
  clock.set('2026-11-23T03:00:00Z');
  app = appWith(config);
  ({ headers: owner } = await signInAsOwner(app, testDb.db));
  expectStatus(
    await request(app, owner, 'PUT', '/api/admin/settings/deposits', {
      version: 0,
      rules: { ...DEFAULT_DEPOSIT_RULES, enabled: true, aboveSatang: 0, amount: { kind: 'fixed', satang: 15_000 } },
    }),
    200,
  );
});

let address = 0;
const fromNewAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.7.${(address >> 8) & 255}.${address & 255}` };
};

async function connectStripe() {
  const reply = await request(app, owner, 'PUT', '/api/admin/settings/deposits/stripe', FAKE_STRIPE_KEYS);
  expectStatus(reply, 200);
  return reply;
}

interface Held {
  id: string;
  intentId: string;
  qrPayload: string | null;
  paidThrough: string;
}

async function hold(time: string): Promise<Held> {
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const reply = await call(
    app,
    'POST',
    '/api/bookings',
    bookingBody([manicure.id], { date: '2026-11-26', time }),
    fromNewAddress(),
  );
  expectStatus(reply, 201);
  const deposit = (reply.body as { booking: { deposit: { qrPayload: string | null; paidThrough: string } } }).booking
    .deposit;
  const [row] = await testDb.db
    .select({ id: deposits.appointmentId, intentId: deposits.stripePaymentIntentId })
    .from(deposits)
    .innerJoin(appointments, eq(appointments.id, deposits.appointmentId))
    .where(eq(appointments.startTime, time));
  return { id: row!.id, intentId: row!.intentId ?? '', ...deposit };
}

const nowSeconds = () => Math.floor(clock().getTime() / 1000);

async function deliver(body: string, signature: string | undefined) {
  return call(app, 'POST', '/api/deposits/stripe/webhook', body, {
    'content-type': 'application/json; charset=utf-8',
    ...(signature === undefined ? {} : { 'stripe-signature': signature }),
  });
}

function signed(intentId: string, eventId = `evt_${randomBytes(8).toString('hex')}`, created = nowSeconds()) {
  const body = fake.succeededEvent(intentId, eventId, created);
  return { body, signature: signStripePayload(body, FAKE_STRIPE_KEYS.webhookSecret, nowSeconds()) };
}

const stateOf = async (id: string) =>
  (await testDb.db.select({ state: deposits.state }).from(deposits).where(eq(deposits.appointmentId, id)))[0]?.state;
const kindsOf = async (id: string) =>
  (
    await testDb.db
      .select({ kind: appointmentEvents.kind })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id))
      .orderBy(asc(appointmentEvents.id))
  ).map((row) => row.kind);

describe('the owner’s Stripe keys', () => {
  it('are sealed at rest, never answered back, owner-only, and refused without the sealing key', async () => {
    const reply = await connectStripe();
    expect(reply.body).toEqual({ connected: true, keyHint: 'sk_test_…6789', keyConfigured: true });
    expect(JSON.stringify(reply.body)).not.toContain(FAKE_STRIPE_KEYS.webhookSecret);
    const [row] = await testDb.db.select().from(stripeSettings);
    expect(JSON.stringify(row)).not.toContain(FAKE_STRIPE_KEYS.secretKey);
    expect(JSON.stringify(row)).not.toContain(FAKE_STRIPE_KEYS.webhookSecret);
    const bad = await request(app, owner, 'PUT', '/api/admin/settings/deposits/stripe', {
      ...FAKE_STRIPE_KEYS,
      secretKey: 'pk_live_x',
    });
    expect(bad.status).toBe(422);
    const withoutKey = appWith({ ...config, secretKey: null });
    const refused = await request(withoutKey, owner, 'PUT', '/api/admin/settings/deposits/stripe', FAKE_STRIPE_KEYS);
    expect(refused.status).toBe(409);
  });
});

describe('a hold with Stripe connected', () => {
  it('without Stripe keeps the salon’s own QR and staff confirm', async () => {
    const held = await hold('10:00');
    expect(held.paidThrough).toBe('salon');
    expect(held.intentId).toBe('');
    expect(fake.intents).toHaveLength(0);
    expect((await deliver('{}', 't=1,v1=' + '0'.repeat(64))).status).toBe(404);
  });

  it('gets an intent for exactly the deposit, and Stripe’s QR on the booking’s answer', async () => {
    await connectStripe();
    const held = await hold('11:00');
    expect(held.paidThrough).toBe('stripe');
    expect(fake.intents).toHaveLength(1);
    const [intent] = fake.intents;
    expect(intent).toMatchObject({
      id: held.intentId,
      amount: 15_000,
      currency: 'thb',
      paymentMethodTypes: ['promptpay'],
    });
    expect(intent!.metadata.deposit_reference).toMatch(/^DEP-[0-9A-F]{8}$/);
    expect(held.qrPayload).toBe(intent!.qrData);
  });

  it('checks the signature before anything: tampered, expired, missing and malformed change nothing', async () => {
    await connectStripe();
    const held = await hold('12:00');
    const { body, signature } = signed(held.intentId);
    expect((await deliver(body.replace('"created"', '"created" ').replace('15000', '15001'), signature)).status).toBe(
      400,
    );
    const old = signStripePayload(body, FAKE_STRIPE_KEYS.webhookSecret, nowSeconds() - 301);
    expect((await deliver(body, old)).status).toBe(400);
    expect((await deliver(body, undefined)).status).toBe(400);
    const wrongSecret = signStripePayload(body, 'whsec_SomeoneElsesSecret', nowSeconds());
    expect((await deliver(body, wrongSecret)).status).toBe(400);
    const notJson = 'not json';
    expect(
      (await deliver(notJson, signStripePayload(notJson, FAKE_STRIPE_KEYS.webhookSecret, nowSeconds()))).status,
    ).toBe(400);
    expect(await stateOf(held.id)).toBe('awaited');
    expect(await testDb.db.select().from(stripeEvents)).toHaveLength(0);
  });

  it('settles the deposit as staff would, once for a replayed event; an unknown intent is ignored', async () => {
    await connectStripe();
    const held = await hold('13:00');
    const { body, signature } = signed(held.intentId, 'evt_once');
    const first = await deliver(body, signature);
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ outcome: 'received' });
    const replay = await deliver(body, signature);
    expect(replay.body).toMatchObject({ outcome: 'duplicate' });
    expect(await stateOf(held.id)).toBe('received');
    expect((await kindsOf(held.id)).filter((kind) => kind === 'deposit_received')).toHaveLength(1);
    const [received] = await testDb.db.select().from(deposits).where(eq(deposits.appointmentId, held.id));
    expect(received?.settledBy).toBeNull();

    const unknown = signed('pi_notours0123456789');
    expect((await deliver(unknown.body, unknown.signature)).body).toMatchObject({ outcome: 'unknown_intent' });
    // A later, different event for the same intent changes nothing either.
    const again = signed(held.intentId);
    expect((await deliver(again.body, again.signature)).body).toMatchObject({ outcome: 'already_settled' });
  });

  it('ignores an event older than one already applied', async () => {
    await connectStripe();
    const held = await hold('14:00');
    const newer = signed(held.intentId, 'evt_newer', nowSeconds());
    expect((await deliver(newer.body, newer.signature)).body).toMatchObject({ outcome: 'received' });
    const older = signed(held.intentId, 'evt_older', nowSeconds() - 60);
    expect((await deliver(older.body, older.signature)).body).toMatchObject({ outcome: 'out_of_order' });
  });

  it('a payment after the hold expired is recorded and due back; racing the expiry ends one way', async () => {
    await connectStripe();
    const late = await hold('15:00');
    clock.advance(31 * 60_000);
    await expireDueDeposits(testDb.db, clock(), mail);
    const paid = signed(late.intentId);
    expect((await deliver(paid.body, paid.signature)).body).toMatchObject({ outcome: 'paid_after_expiry' });
    expect(await stateOf(late.id)).toBe('refund_due');
    expect((await kindsOf(late.id)).at(-1)).toBe('deposit_paid_after_expiry');

    for (let round = 0; round < 4; round += 1) {
      clock.set('2026-11-23T05:00:00Z');
      const held = await hold(`${16 + round}:00`);
      clock.advance(31 * 60_000);
      const event = signed(held.intentId);
      const [expiry, delivery] = await Promise.all([
        expireDueDeposits(testDb.db, clock(), mail),
        deliver(event.body, event.signature),
      ]);
      const outcome = (delivery.body as { outcome: string }).outcome;
      const state = await stateOf(held.id);
      const [appointment] = await testDb.db.select().from(appointments).where(eq(appointments.id, held.id));
      if (outcome === 'received') {
        expect(expiry.expired).not.toContain(held.id);
        expect(state).toBe('received');
        expect(appointment?.status).toBe('pending');
      } else {
        expect(outcome).toBe('paid_after_expiry');
        expect(state).toBe('refund_due');
        expect(appointment?.status).toBe('cancelled');
      }
    }
  });
});

describe('refunding a Stripe deposit at Stripe (decision 259)', () => {
  /** A deposit paid through Stripe after its hold expired: due back to the customer. */
  async function dueBack(time: string): Promise<Held> {
    await connectStripe();
    const held = await hold(time);
    clock.advance(31 * 60_000);
    await expireDueDeposits(testDb.db, clock(), mail);
    const paid = signed(held.intentId);
    expect((await deliver(paid.body, paid.signature)).body).toMatchObject({ outcome: 'paid_after_expiry' });
    const intent = fake.intents.find((candidate) => candidate.id === held.intentId);
    if (intent) intent.status = 'succeeded';
    return held;
  }
  const refundAtStripe = (id: string) => request(app, owner, 'POST', `/api/admin/deposits/${id}/stripe-refund`);

  it('creates the refund at Stripe with an Idempotency-Key and records it once', async () => {
    const held = await dueBack('16:00');
    const refunded = await refundAtStripe(held.id);
    expectStatus(refunded, 200);
    expect(refunded.body).toMatchObject({ state: 'refunded', refundMethod: 'stripe' });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ paymentIntent: held.intentId, amount: 15_000 });
    expect(fake.refunds[0]?.idempotencyKey).toMatch(/^deposit-refund-DEP-[0-9A-F]{8}$/);
    expect((await kindsOf(held.id)).at(-1)).toBe('deposit_refunded');

    // A second press: refused as already refunded, Stripe not asked again.
    const twice = await refundAtStripe(held.id);
    expect(twice.status).toBe(409);
    expect(JSON.stringify(twice.body)).toContain('deposits:errors.alreadyRefunded');
    expect(fake.refunds).toHaveLength(1);
    expect((await kindsOf(held.id)).filter((kind) => kind === 'deposit_refunded')).toHaveLength(1);
  });

  it('two presses at once: Stripe makes one refund (the same key) and it is recorded once', async () => {
    const held = await dueBack('16:30');
    const answers = await Promise.all([refundAtStripe(held.id), refundAtStripe(held.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(fake.refunds).toHaveLength(1);
    expect(await stateOf(held.id)).toBe('refunded');
    expect((await kindsOf(held.id)).filter((kind) => kind === 'deposit_refunded')).toHaveLength(1);
  });

  it('a refusal by Stripe leaves it due back with a clear message; a hand refund is still possible', async () => {
    const held = await dueBack('17:00');
    fake.refundMode = 'refund_fails';
    const failed = await refundAtStripe(held.id);
    expect(failed.status).toBe(502);
    expect(JSON.stringify(failed.body)).toContain('deposits:errors.stripeRefundFailed');
    expect(await stateOf(held.id)).toBe('refund_due');
    expect(fake.refunds).toHaveLength(0);
    const byHand = await request(app, owner, 'POST', `/api/admin/deposits/${held.id}/refunded`, { method: 'transfer' });
    expectStatus(byHand, 200);
    expect(await stateOf(held.id)).toBe('refunded');
  });

  it('the staff view and the refunds due say which deposits Stripe took (decision 265)', async () => {
    const held = await dueBack('18:00');
    const one = await request(app, owner, 'GET', `/api/admin/deposits/${held.id}`);
    expect(one.body).toMatchObject({ state: 'refund_due', paidThroughStripe: true });
    const lists = (await request(app, owner, 'GET', '/api/admin/deposits')).body as unknown as {
      refundsDue: { appointmentId: string; paidThroughStripe: boolean }[];
    };
    expect(lists.refundsDue).toEqual([expect.objectContaining({ appointmentId: held.id, paidThroughStripe: true })]);
  });

  it('a hold with an intent that staff marked received by hand is not refunded at Stripe', async () => {
    await connectStripe();
    const held = await hold('18:30');
    expect(held.intentId).not.toBe('');
    expectStatus(await request(app, owner, 'POST', `/api/admin/deposits/${held.id}/received`), 200);
    const [appointment] = await testDb.db.select().from(appointments).where(eq(appointments.id, held.id));
    expectStatus(
      await request(app, owner, 'PATCH', `/api/admin/appointments/${held.id}/status`, {
        version: appointment!.version,
        status: 'cancelled',
      }),
      200,
    );
    const view = await request(app, owner, 'GET', `/api/admin/deposits/${held.id}`);
    expect(view.body).toMatchObject({ state: 'refund_due', paidThroughStripe: false });
    const refused = await refundAtStripe(held.id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('deposits:errors.notPaidThroughStripe');
    expect(fake.refundRequests).toBe(0);
    expect(await stateOf(held.id)).toBe('refund_due');
  });

  it('with Stripe disconnected the refund is refused and nothing changes', async () => {
    const held = await dueBack('17:30');
    await testDb.db.delete(stripeSettings);
    const refused = await refundAtStripe(held.id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('deposits:errors.stripeOff');
    expect(await stateOf(held.id)).toBe('refund_due');
    expect(fake.refundRequests).toBe(0);
  });
});
