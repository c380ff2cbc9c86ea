/**
 * WhatsApp against a real database and the fake Cloud API on 127.0.0.1 (fake-whatsapp-server.ts): the
 * owner connects through the app; the outbox sends the approved template with its parameters in the
 * booking's language, at most once on WhatsApp, and by e-mail when WhatsApp cannot; the webhook checks
 * its signature before anything is read, records statuses forward only, and STOP ends the consent.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { call, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { allServiceIds, bookingBody, writeCounts } from '../../../../test/support/fixtures/bookings.ts';
import { createApp } from '../../app.ts';
import {
  appointments,
  customers,
  messageDeliveries,
  outbox,
  settingsChanges,
  whatsappChannel,
  whatsappOptIns,
} from '../../db/schema.ts';
import { startFakeWhatsappServer, type FakeWhatsappServer } from '../../integrations/testing/fake-whatsapp-server.ts';
import { whatsappSignature } from '../../integrations/whatsapp.ts';
import { LATE_FAILURE_DETAIL } from './whatsapp-webhook.ts';
import { silentLogger } from '../../logger.ts';
import { enqueueConfirmationEmail } from '../../mail/outbox.ts';
import { createDeliveryPreparation } from '../../mail/prepare-delivery.ts';
import { insertTestAppointment, mailContext, outboxRow, TEST_PUBLIC_URL } from '../../mail/testing/mail-fixtures.ts';
import { capturingTransport } from '../../../../test/support/captured-mail.ts';
import { createOutboxWorker } from '../../mail/worker.ts';
import { getAppointmentDetail } from '../appointments/get-appointment-detail.ts';
import { firstCarrier, type ChannelRoute } from './channels.ts';
import { createLineRoute } from './line-delivery.ts';
import { NO_MESSAGING, type MessagingConfig } from './messaging-config.ts';
import { createWhatsappRoute } from './whatsapp-delivery.ts';
import { readSalonSettings } from '../settings/salon-settings-store.ts';

const testDb = useTestDatabase();
let fake: FakeWhatsappServer;
let config: MessagingConfig;
let clock: TestClock;
const { transport, emails } = capturingTransport();
const VERIFY_TOKEN = 'salon-verify-2026';
const TEMPLATES = {
  confirmation: { en: 'booking_confirmation', ru: 'booking_confirmation', th: 'booking_confirmation' },
  reminder: { en: 'booking_reminder' },
};

beforeAll(async () => {
  fake = await startFakeWhatsappServer();
  config = { ...NO_MESSAGING, whatsappApiBase: fake.url, secretKey: randomBytes(32) };
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  await testDb.reset();
  fake.sent.length = 0;
  fake.sendRequests = 0;
  fake.mode = 'normal';
  emails.length = 0;
  clock = createTestClock('2026-11-23T03:00:00Z');
});

function testApp(messaging: MessagingConfig = config) {
  return createApp({
    db: testDb.db,
    engine: 'pglite',
    clock,
    logger: silentLogger,
    salon: defaultSalonConfig,
    publicUrl: TEST_PUBLIC_URL,
    production: false,
    messaging,
  });
}

function credentials() {
  return {
    phoneNumberId: fake.account.phoneNumberId,
    accessToken: fake.account.accessToken,
    appSecret: fake.account.appSecret,
    verifyToken: VERIFY_TOKEN,
    templates: TEMPLATES,
  };
}

async function connected() {
  const app = testApp();
  const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
  const answer = await call(app, 'PUT', '/api/admin/settings/whatsapp', credentials(), owner.headers);
  expect(answer.status).toBe(200);
  return { app, owner };
}

function whatsappRoute(): ChannelRoute {
  return createWhatsappRoute({ db: testDb.db, config, logger: silentLogger, clock });
}

function worker(route: ChannelRoute = whatsappRoute()) {
  return createOutboxWorker({
    db: testDb.db,
    transport,
    from: 'salon@salon.example',
    replyTo: 'salon@salon.example',
    messageIdDomain: 'salon.example',
    clock,
    logger: silentLogger,
    prepare: createDeliveryPreparation({ db: testDb.db, publicUrl: TEST_PUBLIC_URL }),
    route,
  });
}

/** A confirmed booking in `language` whose customer opted in to WhatsApp (or not); answers its outbox id. */
async function confirmedBooking(options: { optedIn?: boolean; language?: 'en' | 'ru' | 'zh' } = {}): Promise<number> {
  const appointmentId = await insertTestAppointment(testDb.db, { customerName: 'Аня' });
  const [customer] = await testDb.db
    .insert(customers)
    .values({ name: 'Аня', emailKey: `anya-${appointmentId}@example.com` })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer');
  await testDb.db
    .update(appointments)
    .set({ customerId: customer.id, language: options.language ?? 'ru' })
    .where(eq(appointments.id, appointmentId));
  if (options.optedIn ?? true) {
    await testDb.db
      .insert(whatsappOptIns)
      .values({ customerId: customer.id, phoneE164: '+79161234567', wording: 'Send updates on WhatsApp' });
  }
  return testDb.db.transaction(async (tx) => {
    await tx.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, appointmentId));
    return enqueueConfirmationEmail(tx, appointmentId, mailContext(clock()));
  });
}

async function deliveries(outboxId: number) {
  return testDb.db
    .select({
      channel: messageDeliveries.channel,
      outcome: messageDeliveries.outcome,
      detail: messageDeliveries.detail,
      externalId: messageDeliveries.externalId,
      status: messageDeliveries.status,
    })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.outboxId, outboxId));
}

describe('connecting WhatsApp', () => {
  it('checks the token with the Graph API, keeps the secrets sealed and never answers them', async () => {
    const { app, owner } = await connected();
    const status = await call(app, 'GET', '/api/admin/settings/whatsapp', undefined, owner.headers);
    expect(status.body).toMatchObject({
      whatsapp: {
        connected: true,
        displayPhoneNumber: fake.account.displayPhoneNumber,
        verifiedName: fake.account.verifiedName,
        templates: TEMPLATES,
      },
    });
    const text = JSON.stringify(status.body);
    for (const secret of [fake.account.accessToken, fake.account.appSecret, VERIFY_TOKEN]) {
      expect(text).not.toContain(secret);
    }
    const [row] = await testDb.db.select().from(whatsappChannel);
    expect(JSON.stringify(row)).not.toContain(fake.account.accessToken);
    expect(JSON.stringify(row)).not.toContain(fake.account.appSecret);
  });

  it('refuses a token the Graph API refuses, beside the field, and keeps nothing', async () => {
    const app = testApp();
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const wrong = await call(
      app,
      'PUT',
      '/api/admin/settings/whatsapp',
      { ...credentials(), accessToken: 'EAAwrongtoken0123456789abcdef' },
      owner.headers,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      error: { fields: { accessToken: { key: 'messaging:errors.whatsappTokenRefused' } } },
    });
    const badName = await call(
      app,
      'PUT',
      '/api/admin/settings/whatsapp',
      { ...credentials(), templates: { confirmation: { en: 'Has Spaces' } } },
      owner.headers,
    );
    expect(badName.status).toBe(422);
    expect(await testDb.db.select().from(whatsappChannel)).toHaveLength(0);
    const staff = await signInAsStaff(app, testDb.db, 'staff@salon.example', 'staff');
    expect((await call(app, 'PUT', '/api/admin/settings/whatsapp', credentials(), staff.headers)).status).toBe(403);
  });
});

describe('the customer’s opt-in at booking', () => {
  it('is offered only while WhatsApp is connected, and a ticked box keeps the number in E.164 with the wording', async () => {
    const app = testApp();
    expect((await call(app, 'GET', '/api/salon')).body).toMatchObject({ whatsapp: false });
    await connected();
    expect((await call(app, 'GET', '/api/salon')).body).toMatchObject({ whatsapp: true });
    const [serviceId] = await allServiceIds(testDb.db);
    const booked = await call(
      app,
      'POST',
      '/api/bookings',
      bookingBody([serviceId ?? 0], { phone: '+7 916 123-45-67', language: 'ru', whatsappOptIn: true }),
    );
    expect(booked.status).toBe(201);
    const [optIn] = await testDb.db.select().from(whatsappOptIns);
    expect(optIn).toMatchObject({
      phoneE164: '+79161234567',
      wording: 'Присылать уведомления в WhatsApp',
      stoppedAt: null,
    });
    expect(optIn?.optedInAt.toISOString()).toBe(clock().toISOString());

    // Unticked: nothing is kept.
    const unticked = await call(app, 'POST', '/api/bookings', bookingBody([serviceId ?? 0], { time: '12:00' }));
    expect(unticked.status).toBe(201);
    expect(await testDb.db.select().from(whatsappOptIns)).toHaveLength(1);
  });

  it('refuses a ticked box with a number WhatsApp cannot reach, beside the phone, and writes nothing', async () => {
    await connected();
    const app = testApp();
    const before = await writeCounts(testDb.db);
    const [serviceId] = await allServiceIds(testDb.db);
    const refused = await call(
      app,
      'POST',
      '/api/bookings',
      bookingBody([serviceId ?? 0], { phone: '916 1234567', whatsappOptIn: true }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: { fields: { phone: { key: 'booking:validation.phoneNeedsCountryCode' } } },
    });
    expect(await writeCounts(testDb.db)).toEqual(before);
    expect(await testDb.db.select().from(whatsappOptIns)).toHaveLength(0);
  });
});

describe('customer messages by WhatsApp through the outbox', () => {
  it('sends the approved template in the booking’s language with its parameters, and no e-mail', async () => {
    await connected();
    const id = await confirmedBooking();
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.sent).toHaveLength(1);
    const [sent] = fake.sent;
    expect(sent).toMatchObject({ to: '+79161234567', name: 'booking_confirmation', language: 'ru' });
    expect(sent?.parameters).toHaveLength(6);
    expect(sent?.parameters[0]).toBe('Аня');
    expect(sent?.parameters[1]).toMatch(/ноября 2026/);
    expect(sent?.parameters[5]).toMatch(/^http:\/\/localhost:3000\/ru\/manage\?token=[A-Za-z0-9_-]+$/);
    expect(emails).toHaveLength(0);
    expect(await deliveries(id)).toEqual([
      { channel: 'whatsapp', outcome: 'sent', detail: null, externalId: sent?.id, status: null },
    ]);
    const row = await outboxRow(testDb.db, id);
    const detail = await getAppointmentDetail({ db: testDb.db, id: row.appointmentId ?? '' });
    expect(detail?.emails.find((email) => email.id === id)).toMatchObject({ carriedBy: 'whatsapp' });
    // Staff see on the appointment how its customer chose to hear from the salon.
    expect(detail?.customer?.channels).toEqual({
      line: null,
      whatsapp: {
        phone: '+79161234567',
        wording: 'Send updates on WhatsApp',
        optedInAt: expect.any(String),
        stoppedAt: null,
      },
    });
  });

  it('goes by e-mail for a customer who did not opt in, and when no template is named for the language', async () => {
    await connected();
    const notOptedIn = await confirmedBooking({ optedIn: false });
    const chinese = await confirmedBooking({ language: 'zh' });
    await worker().runOnce();
    expect(fake.sendRequests).toBe(0);
    expect(emails).toHaveLength(2);
    expect(await deliveries(notOptedIn)).toEqual([]);
    expect(await deliveries(chinese)).toMatchObject([{ channel: 'whatsapp', outcome: 'fell_back' }]);
  });

  it.each([
    ['invalid_number', /refused/],
    ['rate', /slow down/],
    ['no_template', /refused/],
  ] as const)('falls back to e-mail when WhatsApp answers %s, saying why', async (mode, reason) => {
    await connected();
    const id = await confirmedBooking();
    fake.mode = mode;
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(emails).toHaveLength(1);
    expect(fake.sent).toHaveLength(0);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ channel: 'whatsapp', outcome: 'fell_back' });
    expect(delivery?.detail).toMatch(reason);
  });

  it('retries an outage and then sends once; a lost answer goes by e-mail, never a second WhatsApp message', async () => {
    await connected();
    const id = await confirmedBooking();
    fake.mode = 'outage';
    expect(await worker().runOnce()).toMatchObject({ retrying: 1 });
    expect(await deliveries(id)).toEqual([]);
    fake.mode = 'normal';
    clock.advance(60 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(1);

    // A process that sent and died before WhatsApp's answer was recorded leaves its marker behind.
    const second = await confirmedBooking();
    const dying: ChannelRoute = async (row, message) => {
      await testDb.db
        .insert(messageDeliveries)
        .values({ outboxId: row.id, channel: 'whatsapp', outcome: 'sent', detail: 'sending', createdAt: clock() });
      void message;
      throw new Error('killed');
    };
    await worker(dying).runOnce();
    clock.advance(60 * 60_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(1);
    expect(emails).toHaveLength(1);
    expect(await deliveries(second)).toMatchObject([{ outcome: 'fell_back', detail: expect.stringMatching(/lost/) }]);
  });

  it('is one path with LINE: a customer without LINE falls through to WhatsApp', async () => {
    await connected();
    await confirmedBooking();
    const both = firstCarrier(testDb.db, [
      { channel: 'line', route: createLineRoute({ db: testDb.db, config, logger: silentLogger, clock }) },
      { channel: 'whatsapp', route: whatsappRoute() },
    ]);
    expect(await worker(both).runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(1);
    expect(emails).toHaveLength(0);
  });
});

describe('the owner’s channels and their order (Settings → Message channels)', () => {
  /** A route that records that it was asked and answers as told. */
  function spy(name: string, asked: string[], answer: 'carried' | 'email'): ChannelRoute {
    return async () => {
      asked.push(name);
      return answer;
    };
  }

  it('asks the channels in the owner’s order, skips one turned off, and records each save in the history', async () => {
    const { app, owner } = await connected();
    const initial = await call(app, 'GET', '/api/admin/settings/channels', undefined, owner.headers);
    expect(initial.body).toEqual({
      order: ['line', 'whatsapp'],
      off: [],
      version: 0,
      connected: { line: false, whatsapp: true },
    });
    const asked: string[] = [];
    const preferences = async () => (await readSalonSettings(testDb.db, defaultSalonConfig)).messaging.value;
    const route = firstCarrier(
      testDb.db,
      [
        { channel: 'line', route: spy('line', asked, 'carried') },
        { channel: 'whatsapp', route: spy('whatsapp', asked, 'carried') },
      ],
      preferences,
    );
    await confirmedBooking();
    await worker(route).runOnce();
    expect(asked).toEqual(['line']);

    const reordered = await call(
      app,
      'PUT',
      '/api/admin/settings/channels',
      { order: ['whatsapp', 'line'], off: [], version: 0 },
      owner.headers,
    );
    expect(reordered.status).toBe(200);
    await confirmedBooking();
    await worker(route).runOnce();
    expect(asked).toEqual(['line', 'whatsapp']);

    const whatsappOff = await call(
      app,
      'PUT',
      '/api/admin/settings/channels',
      { order: ['whatsapp', 'line'], off: ['whatsapp'], version: 1 },
      owner.headers,
    );
    expect(whatsappOff.body).toMatchObject({ off: ['whatsapp'], version: 2 });
    await confirmedBooking();
    await worker(route).runOnce();
    expect(asked).toEqual(['line', 'whatsapp', 'line']);

    const history = await testDb.db
      .select({ summary: settingsChanges.summary })
      .from(settingsChanges)
      .where(eq(settingsChanges.area, 'messaging'));
    expect(history.map((row) => row.summary)).toEqual([
      'Changed the message channels: the order to WhatsApp, LINE, then e-mail.',
      'Changed the message channels: WhatsApp off.',
    ]);
  });

  it('sends by e-mail when every channel is off', async () => {
    const { app, owner } = await connected();
    const saved = await call(
      app,
      'PUT',
      '/api/admin/settings/channels',
      { order: ['line', 'whatsapp'], off: ['whatsapp', 'line'], version: 0 },
      owner.headers,
    );
    expect(saved.status).toBe(200);
    const route = firstCarrier(
      testDb.db,
      [{ channel: 'whatsapp', route: whatsappRoute() }],
      async () => (await readSalonSettings(testDb.db, defaultSalonConfig)).messaging.value,
    );
    await confirmedBooking();
    expect(await worker(route).runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
  });

  it('refuses an order that leaves a channel out or names one twice, a stale version, and staff; nothing is written', async () => {
    const { app, owner } = await connected();
    const put = (body: unknown, headers = owner.headers) =>
      call(app, 'PUT', '/api/admin/settings/channels', body, headers);
    const short = await put({ order: ['line'], off: [], version: 0 });
    expect(short.status).toBe(422);
    expect(JSON.stringify(short.body)).toContain('messaging:preferences.errors.order');
    expect((await put({ order: ['line', 'line'], off: [], version: 0 })).status).toBe(422);
    expect((await put({ order: ['line', 'whatsapp'], off: ['email'], version: 0 })).status).toBe(422);
    expect((await put({ order: ['line', 'whatsapp'], off: [], version: 3 })).status).toBe(409);
    const staff = await signInAsStaff(app, testDb.db, 'staff@salon.example', 'staff');
    expect((await put({ order: ['whatsapp', 'line'], off: [], version: 0 }, staff.headers)).status).toBe(403);
    expect(await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'messaging'))).toEqual([]);
    expect((await call(app, 'GET', '/api/admin/settings/channels', undefined, owner.headers)).body).toMatchObject({
      order: ['line', 'whatsapp'],
      version: 0,
    });
  });
});

describe('the WhatsApp webhook', () => {
  const url = '/api/whatsapp/webhook';

  it('answers the subscription check with the challenge only for the owner’s verify token', async () => {
    const { app } = await connected();
    const good = await app.request(
      `${url}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    const bad = await app.request(`${url}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`);
    expect(bad.status).toBe(403);
    expect(await bad.text()).not.toContain('1158201444');
  });

  it('records statuses on the delivery forward only, each once; a wrong signature changes nothing', async () => {
    const { app } = await connected();
    const id = await confirmedBooking();
    await worker().runOnce();
    const wamid = fake.sent[0]?.id ?? '';
    const server = { fetch: (request: Request) => app.fetch(request) };
    const post = (body: string, signature: string | null) =>
      server.fetch(
        new Request(`http://localhost${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
          body,
        }),
      );
    const body = (status: string) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          { id: 'W', changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status, timestamp: '1' }] } }] },
        ],
      });
    const tampered = body('read');
    expect((await post(tampered, whatsappSignature('0'.repeat(32), tampered))).status).toBe(401);
    expect((await post(tampered, null)).status).toBe(401);
    expect(
      (await post(tampered.replace('read', 'failed'), whatsappSignature(fake.account.appSecret, tampered))).status,
    ).toBe(401);
    expect((await deliveries(id))[0]?.status).toBeNull();

    const delivered = body('delivered');
    expect(await (await post(delivered, whatsappSignature(fake.account.appSecret, delivered))).json()).toMatchObject({
      statuses: 1,
    });
    expect(await (await post(delivered, whatsappSignature(fake.account.appSecret, delivered))).json()).toMatchObject({
      statuses: 0,
      ignored: 1,
    });
    const read = body('read');
    await post(read, whatsappSignature(fake.account.appSecret, read));
    // A late 'sent' after 'read' does not move it back.
    const late = body('sent');
    await post(late, whatsappSignature(fake.account.appSecret, late));
    expect((await deliveries(id))[0]?.status).toBe('read');
    const notJson = 'not json';
    expect((await post(notJson, whatsappSignature(fake.account.appSecret, notJson))).status).toBe(400);
  });

  it('a failure WhatsApp reports after accepting the message sends the e-mail instead, once', async () => {
    const { app } = await connected();
    const id = await confirmedBooking();
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(1);
    expect(emails).toHaveLength(0);
    const wamid = fake.sent[0]?.id ?? '';
    const failed = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'W',
          changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status: 'failed', timestamp: '2' }] } }],
        },
      ],
    });
    const post = () =>
      app.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Hub-Signature-256': whatsappSignature(fake.account.appSecret, failed),
        },
        body: failed,
      });
    expect(await (await post()).json()).toMatchObject({ statuses: 1 });
    // Redelivered by WhatsApp: nothing more.
    expect(await (await post()).json()).toMatchObject({ statuses: 0, ignored: 1 });

    // The worker's channels as the server builds them: one that gave the message up is not asked again.
    const channels = firstCarrier(testDb.db, [{ channel: 'whatsapp', route: whatsappRoute() }]);
    expect(await worker(channels).runOnce()).toMatchObject({ sent: 1 });
    expect(fake.sent).toHaveLength(1);
    expect(emails).toHaveLength(1);
    expect(await worker(channels).runOnce()).toMatchObject({ claimed: 0 });
    expect(emails).toHaveLength(1);
    const [row] = await testDb.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('sent');
    const history = await deliveries(id);
    expect(history).toHaveLength(2);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'sent', status: 'failed' }),
        expect.objectContaining({ outcome: 'fell_back', detail: LATE_FAILURE_DETAIL }),
      ]),
    );
  });

  it('STOP in Russian ends the consent at once: the next message goes by e-mail', async () => {
    await connected();
    const first = await confirmedBooking();
    void first;
    const app = testApp();
    const listening = await import('@hono/node-server').then(
      ({ serve }) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
            resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
          );
        }),
    );
    try {
      const answer = await fake.sendText(`${listening.url}${url}`, '79161234567', 'СТОП');
      expect(await answer.json()).toMatchObject({ stopped: 1 });
      const statuses = await fake.sendStatuses(`${listening.url}${url}`, [{ id: 'wamid.unknown', status: 'read' }]);
      expect(await statuses.json()).toMatchObject({ statuses: 0, ignored: 1 });
    } finally {
      listening.close();
    }
    const [optIn] = await testDb.db.select().from(whatsappOptIns);
    expect(optIn?.stoppedAt).not.toBeNull();
    await worker().runOnce();
    expect(fake.sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
    expect(await testDb.db.select().from(outbox)).toHaveLength(1);
  });
});

describe('WhatsApp on the customer’s booking page', () => {
  it('says where the updates go and stops them through the private link; the next message goes by e-mail', async () => {
    const { app } = await connected();
    const outboxId = await confirmedBooking();
    const [row] = await testDb.db
      .select({ appointmentId: outbox.appointmentId })
      .from(outbox)
      .where(eq(outbox.id, outboxId));
    const { mintManageLink } = await import('../manage-booking/manage-links.ts');
    const token = await mintManageLink(testDb.db, {
      appointmentId: row?.appointmentId ?? '',
      outboxId: null,
      now: clock(),
    });
    const sameSite = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

    const state = await call(app, 'GET', `/api/manage/whatsapp?token=${token}`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ whatsapp: { phone: '+79161234567' } });
    expect(state.headers.get('cache-control')).toMatch(/no-store/);

    const stopped = await call(app, 'POST', '/api/manage/whatsapp/stop', { token }, sameSite);
    expect(stopped.body).toEqual({ whatsapp: { phone: null } });
    const [consent] = await testDb.db.select().from(whatsappOptIns);
    expect(consent?.stoppedAt?.toISOString()).toBe(clock().toISOString());
    // Stopping again changes nothing, not even the time it stopped.
    clock.advance(60_000);
    expect((await call(app, 'POST', '/api/manage/whatsapp/stop', { token }, sameSite)).body).toEqual({
      whatsapp: { phone: null },
    });
    const [again] = await testDb.db.select().from(whatsappOptIns);
    expect(again?.stoppedAt?.toISOString()).toBe(consent?.stoppedAt?.toISOString());

    await worker().runOnce();
    expect(fake.sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
  });

  it('answers 404 for a token that opens no booking, and changes nothing', async () => {
    const { app } = await connected();
    await confirmedBooking();
    expect((await call(app, 'GET', '/api/manage/whatsapp?token=nonsense')).status).toBe(404);
    const unknown = 'A'.repeat(43);
    const refused = await call(
      app,
      'POST',
      '/api/manage/whatsapp/stop',
      { token: unknown },
      {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(refused.status).toBe(404);
    const [consent] = await testDb.db.select().from(whatsappOptIns);
    expect(consent?.stoppedAt).toBeNull();
  });
});
