/**
 * The outbox's customer messages by LINE, against a real database and the fake LINE server: pushed once
 * with the row's retry key, never twice across a crash or a lost answer, and by e-mail when LINE cannot.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { appointments, customers, lineLinks, messageDeliveries, outbox, staff } from '../../db/schema.ts';
import { startFakeLineServer, type FakeLineServer } from '../../integrations/testing/fake-line-server.ts';
import { silentLogger } from '../../logger.ts';
import { MANAGE_TOKEN_PLACEHOLDER } from '../../mail/manage-link-placeholder.ts';
import { enqueueConfirmationEmail } from '../../mail/outbox.ts';
import { createReminderPreparation, planReminder } from '../../mail/reminders.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { createDeliveryPreparation, type OutboxRow } from '../../mail/prepare-delivery.ts';
import { insertTestAppointment, mailContext, outboxRow, TEST_PUBLIC_URL } from '../../mail/testing/mail-fixtures.ts';
import type { MailTransport } from '../../mail/transport.ts';
import { capturingTransport } from '../../../../test/support/captured-mail.ts';
import { createOutboxWorker, DEFAULT_LEASE_MS, KEPT_FOR_EMAIL, KEPT_FOR_EMAIL_RECHECK_MS } from '../../mail/worker.ts';
import { getAppointmentDetail } from '../appointments/get-appointment-detail.ts';
import { connectLine } from './line-channel.ts';
import { firstCarrier, type ChannelRoute } from './channels.ts';
import { createLineRoute, LINE_OUTAGE_ATTEMPTS } from './line-delivery.ts';
import { NO_MESSAGING, type MessagingConfig } from './messaging-config.ts';

const testDb = useTestDatabase();
let line: FakeLineServer;
let config: MessagingConfig;
let clock: TestClock;
const { transport, emails } = capturingTransport();

beforeAll(async () => {
  line = await startFakeLineServer();
  config = { ...NO_MESSAGING, lineApiBase: line.url, secretKey: randomBytes(32) };
});
afterAll(async () => {
  await line.close();
});
beforeEach(async () => {
  await testDb.reset();
  line.pushes.length = 0;
  line.pushRequests = 0;
  line.mode = 'normal';
  emails.length = 0;
  clock = createTestClock('2026-11-23T03:00:00Z');
  const [owner] = await testDb.db
    .insert(staff)
    .values({ email: 'owner@salon.example', role: 'owner' })
    .returning({ id: staff.id });
  await connectLine({
    db: testDb.db,
    config,
    credentials: {
      channelId: line.channel.channelId,
      channelSecret: line.channel.channelSecret,
      accessToken: line.channel.accessToken,
    },
    staffId: owner?.id ?? '',
    now: clock(),
  });
});

function lineRoute(): ChannelRoute {
  return createLineRoute({ db: testDb.db, config, logger: silentLogger, clock });
}

function worker(
  route: ChannelRoute = lineRoute(),
  mailer: MailTransport | null = transport,
  prepare = createDeliveryPreparation({ db: testDb.db, publicUrl: TEST_PUBLIC_URL }),
) {
  return createOutboxWorker({
    db: testDb.db,
    transport: mailer,
    from: 'salon@salon.example',
    replyTo: 'salon@salon.example',
    messageIdDomain: 'salon.example',
    clock,
    logger: silentLogger,
    prepare,
    route,
  });
}

/** A confirmed booking whose customer linked LINE (or not); answers the confirmation's outbox id. */
async function confirmedBooking(linked = true): Promise<number> {
  const appointmentId = await insertTestAppointment(testDb.db, { customerName: 'Anna' });
  const [customer] = await testDb.db
    .insert(customers)
    .values({ name: 'Anna', emailKey: `anna-${appointmentId}@example.com` })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer');
  await testDb.db.update(appointments).set({ customerId: customer.id }).where(eq(appointments.id, appointmentId));
  if (linked) await testDb.db.insert(lineLinks).values({ customerId: customer.id, lineUserId: 'Ucustomer1' });
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
    })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.outboxId, outboxId));
}

describe('customer messages by LINE through the outbox', () => {
  it('pushes the confirmation once, with the row’s UUID as X-Line-Retry-Key and a working private link, and no e-mail', async () => {
    const id = await confirmedBooking();
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const row = await outboxRow(testDb.db, id);
    expect(row.status).toBe('sent');
    expect(line.pushes).toHaveLength(1);
    expect(line.pushes[0]).toMatchObject({ to: 'Ucustomer1', retryKey: row.messageUuid });
    expect(line.pushes[0]?.text).toContain('/manage?token=');
    expect(line.pushes[0]?.text).not.toContain(MANAGE_TOKEN_PLACEHOLDER);
    expect(emails).toHaveLength(0);
    expect(await deliveries(id)).toEqual([{ channel: 'line', outcome: 'sent', detail: null }]);
    // The appointment's message history says LINE carried it.
    const detail = await getAppointmentDetail({ db: testDb.db, id: row.appointmentId ?? '' });
    expect(detail?.emails.find((email) => email.id === id)).toMatchObject({ carriedBy: 'line', fallback: null });
  });

  it('pushes the reminder in the booking’s language when it falls due, and only then', async () => {
    const id = await confirmedBooking();
    const { appointmentId } = await outboxRow(testDb.db, id);
    await testDb.db.update(appointments).set({ language: 'th' }).where(eq(appointments.id, appointmentId!));
    expect(await worker().runOnce()).toMatchObject({ sent: 1 }); // the confirmation
    // 14:30 tomorrow in Phuket: the reminder is due 24 hours before, at 07:30 UTC today.
    const planned = await testDb.db.transaction((tx) =>
      planReminder(tx, appointmentId!, { salon: defaultSalonConfig, publicUrl: TEST_PUBLIC_URL, now: clock() }),
    );
    expect(planned?.dueAt.toISOString()).toBe('2026-11-23T07:30:00.000Z');
    const reminders = () =>
      worker(
        lineRoute(),
        transport,
        createDeliveryPreparation({
          db: testDb.db,
          publicUrl: TEST_PUBLIC_URL,
          prepareReminder: createReminderPreparation({
            db: testDb.db,
            salon: defaultSalonConfig,
            publicUrl: TEST_PUBLIC_URL,
          }),
        }),
      );
    expect(await reminders().runOnce()).toMatchObject({ claimed: 0 });
    clock.set('2026-11-23T07:31:00Z');
    expect(await reminders().runOnce()).toMatchObject({ sent: 1 });
    expect(line.pushes).toHaveLength(2);
    expect(line.pushes[1]?.text).toMatch(/^แจ้งเตือน: นัดหมายของคุณที่/);
    expect(line.pushes[1]?.text).toContain('/th/manage?token=');
    expect(line.pushes[1]?.text).not.toContain(MANAGE_TOKEN_PLACEHOLDER);
    expect(emails).toHaveLength(0);
    expect(await reminders().runOnce()).toMatchObject({ claimed: 0 });
  });

  it('never pushes twice when a process died after LINE accepted: the retry gets 409 and counts as sent', async () => {
    const id = await confirmedBooking();
    // The first process claims the row and pushes, then dies before recording anything.
    const dying: ChannelRoute = async (row, message) => {
      await lineRoute()(row, message);
      throw new Error('killed');
    };
    const crashed = createOutboxWorker({
      db: testDb.db,
      transport,
      from: 'salon@salon.example',
      replyTo: 'salon@salon.example',
      messageIdDomain: 'salon.example',
      clock,
      logger: silentLogger,
      route: dying,
    });
    await crashed.runOnce();
    // Or it died without even recording the failure: the lease runs out and another worker claims it.
    await testDb.db.update(outbox).set({ nextAttemptAt: clock() }).where(eq(outbox.id, id));
    clock.advance(DEFAULT_LEASE_MS + 1);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(line.pushRequests).toBe(2);
    expect(line.pushes).toHaveLength(1);
    expect(emails).toHaveLength(0);
    expect((await outboxRow(testDb.db, id)).status).toBe('sent');
    expect(await deliveries(id)).toContainEqual({ channel: 'line', outcome: 'sent', detail: 'accepted before (409)' });
  });

  it('falls back to e-mail when the month’s quota is used up (429), and says why', async () => {
    const id = await confirmedBooking();
    line.mode = 'quota';
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(line.pushes).toHaveLength(0);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to).toMatch(/@example\.com$/);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ channel: 'line', outcome: 'fell_back' });
    expect(delivery?.detail).toContain('429');
    const row = await outboxRow(testDb.db, id);
    const detail = await getAppointmentDetail({ db: testDb.db, id: row.appointmentId ?? '' });
    expect(detail?.emails.find((email) => email.id === id)).toMatchObject({
      carriedBy: null,
      fallback: { channel: 'line', reason: expect.stringContaining('429') },
    });
  });

  it('falls back to e-mail when LINE refuses the push (a blocked user)', async () => {
    const id = await confirmedBooking();
    line.mode = 'blocked';
    await worker().runOnce();
    expect(emails).toHaveLength(1);
    expect((await deliveries(id))[0]?.outcome).toBe('fell_back');
  });

  it('retries a LINE outage with the same key, then sends the e-mail after a few attempts', async () => {
    const id = await confirmedBooking();
    line.mode = 'outage';
    const run = worker();
    for (let attempt = 1; attempt <= LINE_OUTAGE_ATTEMPTS; attempt += 1) {
      expect(await run.runOnce()).toMatchObject({ retrying: 1 });
      clock.advance(24 * 60 * 60_000);
    }
    expect(emails).toHaveLength(0);
    expect(await run.runOnce()).toMatchObject({ sent: 1 });
    expect(emails).toHaveLength(1);
    expect((await outboxRow(testDb.db, id)).status).toBe('sent');
  });

  it('sends e-mail to a customer who never linked LINE or stopped it', async () => {
    await confirmedBooking(false);
    await worker().runOnce();
    expect(line.pushRequests).toBe(0);
    expect(emails).toHaveLength(1);
    await testDb.db.update(lineLinks).set({ stoppedAt: clock() });
    const linkedThenStopped = await confirmedBooking(true);
    await testDb.db.update(lineLinks).set({ stoppedAt: clock() });
    await worker().runOnce();
    expect(line.pushRequests).toBe(0);
    expect(await deliveries(linkedThenStopped)).toEqual([]);
  });

  it('works without SMTP: LINE carries its customer’s message, the e-mail of another waits and goes once SMTP does', async () => {
    const carried = await confirmedBooking(true);
    const waiting = await confirmedBooking(false);
    const withoutSmtp = worker(lineRoute(), null);
    expect(await withoutSmtp.runOnce()).toMatchObject({ claimed: 2, sent: 1, retrying: 0, failed: 0 });
    expect(line.pushes).toHaveLength(1);
    expect((await outboxRow(testDb.db, carried)).status).toBe('sent');
    const kept = await outboxRow(testDb.db, waiting);
    expect(kept).toMatchObject({ status: 'pending', attempts: 0, lastError: KEPT_FOR_EMAIL });
    expect(kept.nextAttemptAt.getTime()).toBe(clock().getTime() + KEPT_FOR_EMAIL_RECHECK_MS);
    // Looked at again only after the wait: a second run claims nothing.
    expect(await withoutSmtp.runOnce()).toMatchObject({ claimed: 0 });
    expect(emails).toHaveLength(0);

    // The server restarts with SMTP: the kept e-mail goes on the first run, not a day later.
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(emails).toHaveLength(1);
    expect(await outboxRow(testDb.db, waiting)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('asks LINE once per message: after its fallback, a retried e-mail does not push again or record it twice', async () => {
    const id = await confirmedBooking(true);
    line.mode = 'quota';
    const failing: MailTransport = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close: () => {},
    };
    const route = firstCarrier(testDb.db, [{ channel: 'line', route: lineRoute() }]);
    expect(await worker(route, failing).runOnce()).toMatchObject({ retrying: 1 });
    const asked = line.pushRequests;
    line.mode = 'normal';
    clock.advance(60 * 60_000);
    expect(await worker(route).runOnce()).toMatchObject({ sent: 1 });
    expect(line.pushRequests).toBe(asked);
    expect(emails).toHaveLength(1);
    expect(await deliveries(id)).toEqual([
      { channel: 'line', outcome: 'fell_back', detail: expect.stringContaining('429') },
    ]);
  });

  it('offers a customer without LINE "Get updates on LINE" in the e-mail, with the same private token as the manage link', async () => {
    await confirmedBooking(false);
    await worker().runOnce();
    expect(emails).toHaveLength(1);
    const text = emails[0]?.text ?? '';
    const lineToken = /\/api\/manage\/line\/start\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    const manageToken = /\/manage\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(lineToken).toBeDefined();
    expect(lineToken).not.toBe(MANAGE_TOKEN_PLACEHOLDER);
    expect(lineToken).toBe(manageToken);
  });
});

export type { OutboxRow };
