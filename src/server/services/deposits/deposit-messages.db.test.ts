/**
 * A held booking's deposit request and its release go by LINE or WhatsApp when the customer is reachable
 * there (decision 257): the one outbox path, the owner's order of channels, against the fake LINE and
 * WhatsApp servers. The request carries the amount, the reference, the deadline and the private link
 * to the page with the QR; WhatsApp sends the owner's `deposit` template, or e-mail without one.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import type { ChannelPreferences } from '../../../domain/channel-preferences.ts';
import type { WhatsappTemplates } from '../../../domain/whatsapp.ts';
import { createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { appointments, customers, lineLinks, messageDeliveries, staff, whatsappOptIns } from '../../db/schema.ts';
import { startFakeLineServer, type FakeLineServer } from '../../integrations/testing/fake-line-server.ts';
import { startFakeWhatsappServer, type FakeWhatsappServer } from '../../integrations/testing/fake-whatsapp-server.ts';
import { silentLogger } from '../../logger.ts';
import { MANAGE_TOKEN_PLACEHOLDER } from '../../mail/manage-link-placeholder.ts';
import { createDeliveryPreparation } from '../../mail/prepare-delivery.ts';
import { loadAppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { insertTestAppointment, mailContext, TEST_PUBLIC_URL } from '../../mail/testing/mail-fixtures.ts';
import { capturingTransport } from '../../../../test/support/captured-mail.ts';
import { createOutboxWorker } from '../../mail/worker.ts';
import { firstCarrier } from '../messaging/channels.ts';
import { createLineRoute } from '../messaging/line-delivery.ts';
import { connectLine } from '../messaging/line-channel.ts';
import { NO_MESSAGING, type MessagingConfig } from '../messaging/messaging-config.ts';
import { connectWhatsapp } from '../messaging/whatsapp-channel.ts';
import { createWhatsappRoute } from '../messaging/whatsapp-delivery.ts';
import { enqueueDepositExpiredEmail, enqueueDepositRequestEmail } from './deposit-emails.ts';
import { holdDepositAskedByDesk } from './hold-deposit.ts';

const testDb = useTestDatabase();
let line: FakeLineServer;
let whatsapp: FakeWhatsappServer;
let config: MessagingConfig;
let clock: TestClock;
let ownerId: string;
const { transport, emails } = capturingTransport();

beforeAll(async () => {
  [line, whatsapp] = await Promise.all([startFakeLineServer(), startFakeWhatsappServer()]);
  config = { ...NO_MESSAGING, lineApiBase: line.url, whatsappApiBase: whatsapp.url, secretKey: randomBytes(32) };
});
afterAll(async () => {
  await Promise.all([line.close(), whatsapp.close()]);
});
beforeEach(async () => {
  await testDb.reset();
  line.pushes.length = 0;
  whatsapp.sent.length = 0;
  emails.length = 0;
  clock = createTestClock('2026-11-23T03:00:00Z');
  const [owner] = await testDb.db
    .insert(staff)
    .values({ email: 'owner@salon.example', role: 'owner' })
    .returning({ id: staff.id });
  ownerId = owner?.id ?? '';
});

async function withLine() {
  await connectLine({
    db: testDb.db,
    config,
    credentials: {
      channelId: line.channel.channelId,
      channelSecret: line.channel.channelSecret,
      accessToken: line.channel.accessToken,
    },
    staffId: ownerId,
    now: clock(),
  });
}

async function withWhatsapp(templates: WhatsappTemplates) {
  await connectWhatsapp({
    db: testDb.db,
    config,
    credentials: {
      phoneNumberId: whatsapp.account.phoneNumberId,
      accessToken: whatsapp.account.accessToken,
      appSecret: whatsapp.account.appSecret,
      verifyToken: 'salon-verify-2026',
      templates,
    },
    staffId: ownerId,
    now: clock(),
  });
}

/** A held booking (900 baht, 30 % deposit) of a customer reachable on LINE and/or WhatsApp. */
async function heldBooking(reach: { line?: boolean; whatsapp?: boolean }, language: 'en' | 'th' | 'ru' = 'en') {
  const appointmentId = await insertTestAppointment(testDb.db, { customerName: 'Anna' });
  const [customer] = await testDb.db
    .insert(customers)
    .values({ name: 'Anna', emailKey: `anna-${appointmentId}@example.com` })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer');
  await testDb.db
    .update(appointments)
    .set({ customerId: customer.id, language })
    .where(eq(appointments.id, appointmentId));
  if (reach.line) await testDb.db.insert(lineLinks).values({ customerId: customer.id, lineUserId: 'Ucustomer1' });
  if (reach.whatsapp) {
    await testDb.db
      .insert(whatsappOptIns)
      .values({ customerId: customer.id, phoneE164: '+66812345678', wording: 'Send updates on WhatsApp' });
  }
  const deposit = await testDb.db.transaction(async (tx) => {
    const held = await holdDepositAskedByDesk(
      tx,
      { id: appointmentId, reference: 'AB12CD', totalPriceThb: 900 },
      clock(),
    );
    if (!held) throw new Error('no deposit');
    await enqueueDepositRequestEmail(tx, await loadAppointmentEmailData(tx, appointmentId), held, mailContext(clock()));
    return held;
  });
  return { appointmentId, deposit };
}

function worker(preferences?: ChannelPreferences) {
  return createOutboxWorker({
    db: testDb.db,
    transport,
    from: 'salon@salon.example',
    replyTo: 'salon@salon.example',
    messageIdDomain: 'salon.example',
    clock,
    logger: silentLogger,
    prepare: createDeliveryPreparation({ db: testDb.db, publicUrl: TEST_PUBLIC_URL }),
    route: firstCarrier(
      testDb.db,
      [
        { channel: 'line', route: createLineRoute({ db: testDb.db, config, logger: silentLogger, clock }) },
        {
          channel: 'whatsapp',
          route: createWhatsappRoute({
            db: testDb.db,
            config,
            logger: silentLogger,
            clock,
            timeZone: defaultSalonConfig.timeZone,
          }),
        },
      ],
      preferences ? () => Promise.resolve(preferences) : undefined,
    ),
  });
}

async function deliveries() {
  return testDb.db
    .select({
      channel: messageDeliveries.channel,
      outcome: messageDeliveries.outcome,
      detail: messageDeliveries.detail,
    })
    .from(messageDeliveries);
}

const DEPOSIT_TEMPLATE = { deposit: { en: 'deposit_request', th: 'deposit_request_th' } };

describe('the deposit request by LINE and WhatsApp', () => {
  it('goes by LINE with the amount, the reference, the deadline and a working link to the QR, and no e-mail', async () => {
    await withLine();
    const { deposit } = await heldBooking({ line: true });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(line.pushes).toHaveLength(1);
    const text = line.pushes[0]?.text ?? '';
    expect(text).toContain('฿270'); // 30 % of 900 baht
    expect(text).toContain(deposit.reference);
    expect(text).toContain('Pay before');
    // 03:30 UTC is 10:30 in Phuket: the deadline on the salon's clock.
    expect(text).toMatch(/10:30/);
    expect(text).toMatch(/Open the QR to pay: http:\/\/localhost:3000\/manage\?token=[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain(MANAGE_TOKEN_PLACEHOLDER);
    expect(emails).toHaveLength(0);
    expect(await deliveries()).toEqual([{ channel: 'line', outcome: 'sent', detail: null }]);
  });

  it('goes as the owner’s deposit template on WhatsApp, in the booking’s language, with its seven parameters', async () => {
    await withWhatsapp(DEPOSIT_TEMPLATE);
    const { deposit } = await heldBooking({ whatsapp: true }, 'th');
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(whatsapp.sent).toHaveLength(1);
    const [sent] = whatsapp.sent;
    expect(sent).toMatchObject({ to: '+66812345678', name: 'deposit_request_th', language: 'th' });
    expect(sent?.parameters).toHaveLength(7);
    expect(sent?.parameters[0]).toBe('Anna');
    expect(sent?.parameters[3]).toContain('270');
    expect(sent?.parameters[4]).toBe(deposit.reference);
    expect(sent?.parameters[5]).toMatch(/10:30/);
    expect(sent?.parameters[6]).toMatch(/^http:\/\/localhost:3000\/th\/manage\?token=[A-Za-z0-9_-]{43}$/);
    expect(emails).toHaveLength(0);
  });

  it('follows the owner’s order: WhatsApp first when the owner put it first, for a customer on both', async () => {
    await withLine();
    await withWhatsapp(DEPOSIT_TEMPLATE);
    await heldBooking({ line: true, whatsapp: true });
    expect(await worker({ order: ['whatsapp', 'line'], off: [] }).runOnce()).toMatchObject({ sent: 1 });
    expect(whatsapp.sent.map((sent) => sent.name)).toEqual(['deposit_request']);
    expect(line.pushes).toHaveLength(0);
    expect(emails).toHaveLength(0);
  });

  it('goes by e-mail when the owner named no deposit template for the language, and says why', async () => {
    await withWhatsapp({ confirmation: { en: 'booking_confirmation' } });
    await heldBooking({ whatsapp: true });
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(whatsapp.sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('Open the QR to pay: http://localhost:3000/manage?token=');
    expect(await deliveries()).toEqual([
      {
        channel: 'whatsapp',
        outcome: 'fell_back',
        detail: 'No approved WhatsApp template for this message and language',
      },
    ]);
  });

  it('goes by e-mail to a customer reachable on neither channel', async () => {
    await withLine();
    await withWhatsapp(DEPOSIT_TEMPLATE);
    await heldBooking({});
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(line.pushes).toHaveLength(0);
    expect(whatsapp.sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
  });
});

describe('a released hold by LINE and WhatsApp', () => {
  async function released(reach: { line?: boolean; whatsapp?: boolean }) {
    const { appointmentId } = await heldBooking(reach);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 }); // the request
    await testDb.db.transaction((tx) => enqueueDepositExpiredEmail(tx, appointmentId, mailContext(clock())));
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
  }

  it('tells the customer on LINE, with the link to book again', async () => {
    await withLine();
    await released({ line: true });
    expect(line.pushes).toHaveLength(2);
    expect(line.pushes[1]?.text).toMatch(/released/);
    expect(line.pushes[1]?.text).toContain('Book again: http://localhost:3000/booking');
    expect(emails).toHaveLength(0);
  });

  it('goes as the cancellation template on WhatsApp, its link booking again', async () => {
    await withWhatsapp({ ...DEPOSIT_TEMPLATE, cancellation: { en: 'booking_cancellation' } });
    await released({ whatsapp: true });
    expect(whatsapp.sent.map((sent) => sent.name)).toEqual(['deposit_request', 'booking_cancellation']);
    expect(whatsapp.sent[1]?.parameters).toHaveLength(6);
    expect(whatsapp.sent[1]?.parameters[5]).toBe('http://localhost:3000/booking');
    expect(emails).toHaveLength(0);
  });
});
