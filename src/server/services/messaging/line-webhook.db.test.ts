/**
 * LINE connect, webhook and linking against a real database and a fake LINE server on 127.0.0.1
 * (integrations/testing/fake-line-server.ts), through the whole app.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { call, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { createApp } from '../../app.ts';
import { appointments, customers, lineChannel, lineLinks, lineWebhookEvents, outbox } from '../../db/schema.ts';
import { lineSignature } from '../../integrations/line.ts';
import {
  signedWebhookInit,
  startFakeLineServer,
  textMessageEvent,
  unfollowEvent,
  type FakeLineServer,
} from '../../integrations/testing/fake-line-server.ts';
import { silentLogger } from '../../logger.ts';
import { MANAGE_TOKEN_PLACEHOLDER } from '../../mail/manage-link-placeholder.ts';
import { insertTestAppointment } from '../../mail/testing/mail-fixtures.ts';
import { handleLineWebhook } from './line-webhook.ts';
import { LINK_CODE_LIFETIME_MS, mintLinkCode } from './line-link-codes.ts';
import { NO_MESSAGING, type MessagingConfig } from './messaging-config.ts';

const testDb = useTestDatabase();
let line: FakeLineServer;
let config: MessagingConfig;

beforeAll(async () => {
  line = await startFakeLineServer();
  config = { ...NO_MESSAGING, lineApiBase: line.url, secretKey: randomBytes(32) };
});
afterAll(async () => {
  await line.close();
});
beforeEach(async () => {
  await testDb.reset();
  // The shared reset empties what hangs off appointments, customers and staff; webhook receipts hang off nothing.
  await testDb.db.delete(lineWebhookEvents);
  line.pushes.length = 0;
  line.replies.length = 0;
  line.mode = 'normal';
});

function testApp(messaging: MessagingConfig = config) {
  const clock = createTestClock();
  const app = createApp({
    db: testDb.db,
    engine: 'pglite',
    clock,
    logger: silentLogger,
    salon: defaultSalonConfig,
    publicUrl: 'http://localhost:3000',
    production: false,
    messaging,
  });
  return { app, clock };
}

const credentials = () => ({
  channelId: line.channel.channelId,
  channelSecret: line.channel.channelSecret,
  accessToken: line.channel.accessToken,
});

async function connectedApp() {
  const { app, clock } = testApp();
  const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
  const connected = await call(app, 'PUT', '/api/admin/settings/line', credentials(), owner.headers);
  expect(connected.status).toBe(200);
  return { app, clock, owner };
}

/** An appointment with a customer record, as an online booking makes it. */
async function bookedAppointment(): Promise<{ appointmentId: string; customerId: string }> {
  const appointmentId = await insertTestAppointment(testDb.db, { customerName: 'Anna' });
  const [customer] = await testDb.db
    .insert(customers)
    .values({ name: 'Anna', emailKey: `anna-${appointmentId}@example.com` })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer');
  await testDb.db.update(appointments).set({ customerId: customer.id }).where(eq(appointments.id, appointmentId));
  return { appointmentId, customerId: customer.id };
}

function webhook(
  app: ReturnType<typeof testApp>['app'],
  events: Record<string, unknown>[],
  options: Parameters<typeof signedWebhookInit>[2] = {},
) {
  return app.request('/api/line/webhook', signedWebhookInit(line.channel.channelSecret, events, options));
}

describe('connecting LINE in Settings', () => {
  it('checks the credentials with LINE, shows the account and quota, and never answers or stores a secret in clear', async () => {
    const { app, owner } = await connectedApp();
    const status = await call(app, 'GET', '/api/admin/settings/line', undefined, owner.headers);
    expect(status.body).toMatchObject({
      line: { connected: true, displayName: 'Lotus Nail & Beauty', basicId: '@lotusnail', quota: { limit: 500 } },
    });
    const text = JSON.stringify(status.body);
    expect(text).not.toContain(line.channel.channelSecret);
    expect(text).not.toContain(line.channel.accessToken);
    const [row] = await testDb.db.select().from(lineChannel);
    expect(JSON.stringify(row)).not.toContain(line.channel.channelSecret);
    expect(JSON.stringify(row)).not.toContain(line.channel.accessToken);
  });

  it('refuses a token LINE does not accept, a token of another channel, and a server without the key', async () => {
    const { app } = testApp();
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const wrongToken = await call(
      app,
      'PUT',
      '/api/admin/settings/line',
      { ...credentials(), accessToken: 'x'.repeat(40) },
      owner.headers,
    );
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.body).toMatchObject({
      error: {
        fields: {
          accessToken: {
            key: 'messaging:errors.tokenRefused',
            message: 'LINE did not accept this channel access token.',
          },
        },
      },
    });
    const otherChannel = await call(
      app,
      'PUT',
      '/api/admin/settings/line',
      { ...credentials(), channelId: '999' },
      owner.headers,
    );
    expect(otherChannel.status).toBe(422);
    const noKey = testApp({ ...NO_MESSAGING, lineApiBase: line.url, secretKey: null });
    const ownerAgain = await signInAsStaff(noKey.app, testDb.db, 'owner2@salon.example', 'owner');
    expect((await call(noKey.app, 'PUT', '/api/admin/settings/line', credentials(), ownerAgain.headers)).status).toBe(
      409,
    );
    expect(await testDb.db.select().from(lineChannel)).toHaveLength(0);
  });

  it('after a restore onto a server with another key: says so, and LINE stops rather than failing', async () => {
    await connectedApp();
    const restored = testApp({ ...NO_MESSAGING, lineApiBase: line.url, secretKey: randomBytes(32) });
    const owner = await signInAsStaff(restored.app, testDb.db, 'owner2@salon.example', 'owner');
    const status = await call(restored.app, 'GET', '/api/admin/settings/line', undefined, owner.headers);
    expect(status.body).toMatchObject({ line: { connected: true, problem: 'key', quota: null } });
    expect((await webhook(restored.app, [unfollowEvent('Uanyone')])).status).toBe(404);
  });

  it('is the owner’s: staff get 403', async () => {
    const { app } = await connectedApp();
    const staff = await signInAsStaff(app, testDb.db, 'staff@salon.example', 'staff');
    expect((await call(app, 'GET', '/api/admin/settings/line', undefined, staff.headers)).status).toBe(403);
  });
});

describe('the webhook signature', () => {
  it('accepts a body signed with the channel secret', async () => {
    const { app } = await connectedApp();
    const response = await webhook(app, [unfollowEvent('Uanyone')]);
    expect(response.status).toBe(200);
    expect(await testDb.db.select().from(lineWebhookEvents)).toHaveLength(1);
  });

  it('matches the HMAC-SHA256 of the raw bytes, base64 (a known vector)', () => {
    // echo -n 'test' | openssl dgst -sha256 -hmac 'secret' -binary | base64
    expect(lineSignature('secret', 'test')).toBe('Aymga2LNFrM+tnkr6MYLFY2Jou46h2/Omogeu0iMCRQ=');
  });

  it('refuses a wrong, a tampered and a missing signature before reading anything', async () => {
    const { app } = await connectedApp();
    const events = [unfollowEvent('Uanyone')];
    const good = signedWebhookInit(line.channel.channelSecret, events);
    const tampered = String(good.body).replace('Uanyone', 'Uanyon3');
    const forged = await webhook(app, events, { signature: lineSignature('0'.repeat(32), JSON.stringify(events)) });
    const altered = await webhook(app, events, {
      body: tampered,
      signature: (good.headers as Record<string, string>)['x-line-signature'] ?? '',
    });
    const missing = await webhook(app, events, { signature: null });
    const garbage = await webhook(app, events, { signature: 'not base64 at all!' });
    expect([forged.status, altered.status, missing.status, garbage.status]).toEqual([401, 401, 401, 401]);
    expect(await testDb.db.select().from(lineWebhookEvents)).toHaveLength(0);
  });

  it('does a replayed or redelivered event once', async () => {
    const { app } = await connectedApp();
    const { appointmentId } = await bookedAppointment();
    const code = await mintLinkCode(testDb.db, appointmentId, new Date('2026-11-23T03:00:00Z'));
    const event = textMessageEvent('Ucustomer1', `LINK ${code}`);
    const first = await webhook(app, [event]);
    const replay = await webhook(app, [event]);
    expect(await first.json()).toEqual({ handled: 1, repeats: 0 });
    expect(await replay.json()).toEqual({ handled: 0, repeats: 1 });
    expect(await testDb.db.select().from(lineLinks)).toHaveLength(1);
  });

  it('answers 404 while LINE is not connected, and 400 to a signed body that is not JSON', async () => {
    const { app } = testApp();
    expect((await webhook(app, [])).status).toBe(404);
    const connected = await connectedApp();
    expect((await webhook(connected.app, [], { body: '{not json' })).status).toBe(400);
  });
});

describe('linking a customer with a one-time code', () => {
  async function run(code: string, userId: string, now: Date) {
    const body = JSON.stringify({ events: [textMessageEvent(userId, `LINK ${code}`)] });
    const result = await handleLineWebhook({
      db: testDb.db,
      config,
      rawBody: body,
      signature: lineSignature(line.channel.channelSecret, body),
      now,
      logger: silentLogger,
      salonName: 'Lotus Nail & Beauty',
    });
    await result.replies;
    return result;
  }

  it('links the LINE user to the booking’s customer and replies with the booking', async () => {
    await connectedApp();
    const { appointmentId, customerId } = await bookedAppointment();
    const now = new Date('2026-11-23T03:00:00Z');
    const code = await mintLinkCode(testDb.db, appointmentId, now);
    // Signed over its own body: build it once.
    const body = JSON.stringify({ events: [textMessageEvent('Ucustomer1', `link ${code.toLowerCase()}`)] });
    const result = await handleLineWebhook({
      db: testDb.db,
      config,
      rawBody: body,
      signature: lineSignature(line.channel.channelSecret, body),
      now,
      logger: silentLogger,
      salonName: 'Lotus Nail & Beauty',
    });
    await result.replies;
    const [link] = await testDb.db.select().from(lineLinks);
    expect(link).toMatchObject({ customerId, lineUserId: 'Ucustomer1', stoppedAt: null });
    expect(line.replies).toHaveLength(1);
    expect(line.replies[0]?.text).toContain('Anna');
    expect(line.replies[0]?.text).toContain('linked to LINE');
  });

  it('refuses an expired code and a used one, and says so', async () => {
    await connectedApp();
    const { appointmentId } = await bookedAppointment();
    const now = new Date('2026-11-23T03:00:00Z');
    const expired = await mintLinkCode(testDb.db, appointmentId, now);
    await run(expired, 'Ulate', new Date(now.getTime() + LINK_CODE_LIFETIME_MS + 1));
    expect(await testDb.db.select().from(lineLinks)).toHaveLength(0);
    expect(line.replies.at(-1)?.text).toContain('expired or was already used');

    const once = await mintLinkCode(testDb.db, appointmentId, now);
    await run(once, 'Ufirst', now);
    await run(once, 'Usecond', now);
    const links = await testDb.db.select().from(lineLinks);
    expect(links.map((link) => link.lineUserId)).toEqual(['Ufirst']);
    expect(line.replies.at(-1)?.text).toContain('expired or was already used');
  });

  it('stops LINE at once when the customer blocks the account (unfollow)', async () => {
    const { app } = await connectedApp();
    const { appointmentId } = await bookedAppointment();
    const code = await mintLinkCode(testDb.db, appointmentId, new Date('2026-11-23T03:00:00Z'));
    await webhook(app, [textMessageEvent('Ucustomer1', `LINK ${code}`)]);
    await webhook(app, [unfollowEvent('Ucustomer1')]);
    const [link] = await testDb.db.select().from(lineLinks);
    expect(link?.stoppedAt).not.toBeNull();
  });
});

describe('the customer’s LINE through the private link', () => {
  it('answers whether LINE is offered, redirects to the chat with a fresh code, and stops it', async () => {
    const { app } = await connectedApp();
    const { appointmentId } = await bookedAppointment();
    const { mintManageLink } = await import('../manage-booking/manage-links.ts');
    const token = await mintManageLink(testDb.db, {
      appointmentId,
      outboxId: null,
      now: new Date('2026-11-23T03:00:00Z'),
    });
    const state = await call(app, 'GET', `/api/manage/line?token=${token}`);
    expect(state.body).toEqual({ line: { available: true, linked: false } });
    const start = await app.request(`/api/manage/line/start?token=${token}`);
    expect(start.status).toBe(302);
    const location = start.headers.get('location') ?? '';
    expect(location).toMatch(/^https:\/\/line\.me\/R\/oaMessage\/%40lotusnail\/\?LINK%20[2-9A-Z]{8}$/);
    const code = decodeURIComponent(location.split('?')[1] ?? '').slice(5);
    await webhook(app, [textMessageEvent('Ucustomer1', `LINK ${code}`)]);
    expect((await call(app, 'GET', `/api/manage/line?token=${token}`)).body).toEqual({
      line: { available: true, linked: true },
    });
    const stopped = await call(
      app,
      'POST',
      '/api/manage/line/stop',
      { token },
      {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(stopped.body).toEqual({ line: { available: true, linked: false } });
    expect((await app.request('/api/manage/line/start?token=nonsense')).status).toBe(404);
  });
});

describe('"Get updates on LINE" in the e-mail of an online booking', () => {
  it('is in "We received your booking" while LINE is connected, with the private link’s placeholder, and not before', async () => {
    const { app } = testApp();
    const { id: manicure } = await serviceByName(testDb.db, 'Classic Manicure');
    const receivedText = async () => {
      const rows = await testDb.db.select({ kind: outbox.kind, text: outbox.textBody }).from(outbox);
      return rows.filter((row) => row.kind === 'booking_received').map((row) => row.text);
    };
    const sameSite = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    expect((await call(app, 'POST', '/api/bookings', bookingBody([manicure]), sameSite)).status).toBe(201);
    expect((await receivedText()).some((text) => text.includes('/api/manage/line/start'))).toBe(false);

    await connectedApp();
    const booked = await call(app, 'POST', '/api/bookings', bookingBody([manicure], { time: '12:00' }), sameSite);
    expect(booked.status).toBe(201);
    const offered = (await receivedText()).filter((text) => text.includes('Get updates on LINE'));
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain(`http://localhost:3000/api/manage/line/start?token=${MANAGE_TOKEN_PLACEHOLDER}`);
  });
});

describe('"Get updates on LINE" on the confirmation of an online booking', () => {
  it('answers no LINE address before LINE is connected, then one whose code links the booking’s customer', async () => {
    const { app } = testApp();
    const { id: manicure } = await serviceByName(testDb.db, 'Classic Manicure');
    const sameSite = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    const before = await call(app, 'POST', '/api/bookings', bookingBody([manicure]), sameSite);
    expect(before.status).toBe(201);
    expect((before.body as { booking: { lineUrl: string | null } }).booking.lineUrl).toBeNull();

    await connectedApp();
    const booked = await call(app, 'POST', '/api/bookings', bookingBody([manicure], { time: '12:00' }), sameSite);
    expect(booked.status).toBe(201);
    const { lineUrl } = (booked.body as { booking: { lineUrl: string | null } }).booking;
    expect(lineUrl).toMatch(/^https:\/\/line\.me\/R\/oaMessage\/%40lotusnail\/\?LINK%20[2-9A-Z]{8}$/);
    const code = decodeURIComponent(lineUrl!.split('?')[1] ?? '').slice(5);
    await webhook(app, [textMessageEvent('Uconfirmed', `LINK ${code}`)]);
    // Both bookings were made under one e-mail address: one customer, now linked.
    const owners = await testDb.db.selectDistinct({ customerId: appointments.customerId }).from(appointments);
    expect(owners).toHaveLength(1);
    const [link] = await testDb.db.select().from(lineLinks);
    expect(link).toMatchObject({ customerId: owners[0]?.customerId, lineUserId: 'Uconfirmed', stoppedAt: null });
  });
});

describe('retention of webhook receipts and codes', () => {
  it('forgets receipts after a week and codes a day after they expired, and keeps the rest', async () => {
    const { retentionRules, retentionPolicy, LINE_WEBHOOK_RECEIPT_KEPT_MS } =
      await import('../retention/retention-rules.ts');
    const now = new Date('2026-11-23T03:00:00Z');
    const { appointmentId } = await bookedAppointment();
    await testDb.db.insert(lineWebhookEvents).values([
      {
        webhookEventId: 'old',
        type: 'message',
        receivedAt: new Date(now.getTime() - LINE_WEBHOOK_RECEIPT_KEPT_MS - 1),
      },
      { webhookEventId: 'recent', type: 'message', receivedAt: new Date(now.getTime() - 60_000) },
    ]);
    await mintLinkCode(testDb.db, appointmentId, new Date(now.getTime() - 3 * 24 * 60 * 60_000));
    await mintLinkCode(testDb.db, appointmentId, now);
    const rules = retentionRules(retentionPolicy({ bookingWindowMs: 60_000, timeZone: 'Asia/Bangkok' }));
    for (const rule of rules) await rule.sweep(testDb.db, now, 100);
    const receipts = await testDb.db.select().from(lineWebhookEvents);
    expect(receipts.map((row) => row.webhookEventId)).toEqual(['recent']);
    const { lineLinkCodes } = await import('../../db/schema.ts');
    expect(await testDb.db.select().from(lineLinkCodes)).toHaveLength(1);
  });
});
