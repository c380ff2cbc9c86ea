/**
 * What a mailbox sees of each message (section 7), received by a
 * real SMTP server: Message-IDs no other database can repeat and that a
 * retry keeps, Reply-To the customer on the salon's notice (no header
 * injection through what a customer typed), Auto-Submitted on every mail,
 * and an ORGANIZER in the calendar invitation, read by a real iCalendar parser.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import { createTestClock } from '../../../test/support/test-app.ts';
import { TEST_EMAIL_DOMAIN, useTestDatabase } from '../../../test/support/test-database.ts';
import { createScratchDatabase } from '../../../test/support/scratch-postgres.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { appointments, outbox } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { silentLogger } from '../logger.ts';
import { enqueueBookingReceivedEmails, enqueueConfirmationEmail } from './outbox.ts';
import { findPart } from './testing/mime.ts';
import { insertTestAppointment, mailContext, outboxRow } from './testing/mail-fixtures.ts';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from './testing/smtp-test-server.ts';
import { createSmtpTransport, defaultMailFrom, formatMessageId, type MailTransport } from './transport.ts';
import { createOutboxWorker } from './worker.ts';

const testDb = useTestDatabase();
let smtp: SmtpTestServer;
const transports: MailTransport[] = [];
const MESSAGE_ID = /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@salon\.example>$/;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await testDb.reset();
  smtp.received.length = 0;
  await smtp.restart();
});
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

function worker(db: Database, clock: () => Date) {
  const transport = createSmtpTransport(smtp.url);
  transports.push(transport);
  return createOutboxWorker({
    db,
    transport,
    from: defaultMailFrom(defaultSalonConfig),
    replyTo: defaultSalonConfig.email,
    messageIdDomain: 'salon.example',
    clock,
    logger: silentLogger,
  });
}

async function confirm(db: Database, appointmentId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, appointmentId));
    return enqueueConfirmationEmail(tx, appointmentId, mailContext(now));
  });
}

function only(received: readonly ReceivedMail[], recipient: string): ReceivedMail {
  const matching = received.filter((mail) => mail.envelopeTo.includes(recipient));
  expect(matching).toHaveLength(1);
  const [mail] = matching;
  if (!mail) throw new Error(`no mail to ${recipient}`);
  return mail;
}

/** The header lines of a raw message, unfolded, for checks the first-occurrence map cannot make. */
function headerLines(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  return raw
    .slice(0, end)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
}

/** A second database, as a new install (or a recreated one) would have: its own counter starting at 1. */
async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'salon_mail_ids') : undefined;
  const handle = scratch ? await openDatabase({ databaseUrl: scratch.url }) : await openDatabase({ inMemory: true });
  await handle.migrate();
  await seedDatabase(handle.db, TEST_EMAIL_DOMAIN);
  return {
    handle,
    async close() {
      await handle.close();
      await scratch?.drop();
    },
  };
}

describe('Message-ID', () => {
  it('two fresh databases never send their first message under the same Message-ID', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const other = await openFreshDatabase();
    try {
      const firstHere = await confirm(testDb.db, await insertTestAppointment(testDb.db), clock());
      const firstThere = await confirm(other.handle.db, await insertTestAppointment(other.handle.db), clock());
      // The per-database counter is the same in both: it cannot be what identifies the message.
      expect(firstHere).toBe(firstThere);

      await worker(testDb.db, clock).runOnce();
      await worker(other.handle.db, clock).runOnce();
      const ids = smtp.received.map((mail) => mail.message.headers.get('message-id') ?? '');
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(MESSAGE_ID);
      expect(ids[1]).toMatch(MESSAGE_ID);
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await other.close();
    }
  });

  it('a database emptied and started again (or restored into a new install) does not reuse one', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    await confirm(testDb.db, await insertTestAppointment(testDb.db), clock());
    await worker(testDb.db, clock).runOnce();
    await testDb.reset(); // identities restart at 1
    await confirm(testDb.db, await insertTestAppointment(testDb.db), clock());
    await worker(testDb.db, clock).runOnce();
    const [before, after] = smtp.received.map((mail) => mail.message.headers.get('message-id'));
    expect(before).toMatch(MESSAGE_ID);
    expect(after).toMatch(MESSAGE_ID);
    expect(after).not.toBe(before);
  });

  it('is written with the message and kept by every retry', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const outboxId = await confirm(testDb.db, await insertTestAppointment(testDb.db), clock());
    const written = await outboxRow(testDb.db, outboxId);

    await smtp.stop();
    expect(await worker(testDb.db, clock).runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    await smtp.restart();
    clock.advance(60 * 60_000);
    expect(await worker(testDb.db, clock).runOnce()).toMatchObject({ claimed: 1, sent: 1 });

    const sent = await outboxRow(testDb.db, outboxId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, messageUuid: written.messageUuid });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.message.headers.get('message-id')).toBe(
      formatMessageId(written.messageUuid, 'salon.example'),
    );

    // Sent again by staff ("Send again" puts a failed row back): still the same id.
    await testDb.db.update(outbox).set({ status: 'pending', nextAttemptAt: clock() }).where(eq(outbox.id, outboxId));
    await worker(testDb.db, clock).runOnce();
    expect(smtp.received.map((mail) => mail.message.headers.get('message-id'))).toEqual([
      formatMessageId(written.messageUuid, 'salon.example'),
      formatMessageId(written.messageUuid, 'salon.example'),
    ]);
  });
});

describe('headers of every mail', () => {
  it('marks all three kinds Auto-Submitted: auto-generated and asks Exchange not to auto-answer', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, { customerEmail: 'nok@example.com' });
    await testDb.db.transaction((tx) => enqueueBookingReceivedEmails(tx, id, mailContext(clock())));
    await confirm(testDb.db, id, clock());
    expect(await worker(testDb.db, clock).runOnce()).toMatchObject({ sent: 3 });

    expect(smtp.received).toHaveLength(3);
    for (const mail of smtp.received) {
      expect(mail.message.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.message.headers.get('x-auto-response-suppress')).toBe('OOF, AutoReply');
    }
  });

  it('gives the salon notice Reply-To the customer, and the customer mail Reply-To the salon', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, {
      customerName: 'Nok "Lotus" Smith',
      customerEmail: 'nok@example.com',
    });
    await testDb.db.transaction((tx) => enqueueBookingReceivedEmails(tx, id, mailContext(clock())));
    await worker(testDb.db, clock).runOnce();

    const notice = only(smtp.received, defaultSalonConfig.email);
    expect(notice.message.headers.get('reply-to')).toBe('"Nok \\"Lotus\\" Smith" <nok@example.com>');
    const customer = only(smtp.received, 'nok@example.com');
    expect(customer.message.headers.get('reply-to')).toBe(`"${defaultSalonConfig.name}" <${defaultSalonConfig.email}>`);
  });

  it("answers customer mail to the salon's address as it was when the mail was written, not at server start", async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, { customerEmail: 'nok@example.com' });
    const savedByOwner = { ...mailContext(clock()).salon, name: 'Orchid Nails', email: 'desk@orchid.example' };
    await testDb.db.transaction((tx) =>
      enqueueBookingReceivedEmails(tx, id, { ...mailContext(clock()), salon: savedByOwner }),
    );
    // The worker still holds the configured address from its start.
    await worker(testDb.db, clock).runOnce();
    const customer = only(smtp.received, 'nok@example.com');
    expect(customer.message.headers.get('reply-to')).toBe('Orchid Nails <desk@orchid.example>');
  });

  it('keeps a hostile customer name inside the Reply-To header (no injected Bcc, no extra recipient)', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, {
      customerName: 'Eve\r\nBcc: victim@example.net\r\nX-Injected: yes',
      customerEmail: 'eve@example.com',
    });
    await testDb.db.transaction((tx) => enqueueBookingReceivedEmails(tx, id, mailContext(clock())));
    await worker(testDb.db, clock).runOnce();

    const notice = only(smtp.received, defaultSalonConfig.email);
    expect(notice.envelopeTo).toEqual([defaultSalonConfig.email]);
    const lines = headerLines(notice.raw);
    expect(lines.filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^reply-to:/i.test(line))).toHaveLength(1);
    expect(notice.message.headers.get('reply-to')).toBe(
      '"Eve Bcc: victim@example.net X-Injected: yes" <eve@example.com>',
    );
  });

  it('leaves Reply-To out when the stored customer address is not one plain mailbox', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, { customerEmail: 'a@example.com, b@example.net' });
    const { salonMessageId } = await testDb.db.transaction((tx) =>
      enqueueBookingReceivedEmails(tx, id, mailContext(clock())),
    );
    expect(await outboxRow(testDb.db, salonMessageId)).toMatchObject({ replyToAddress: null, replyToName: null });
    await worker(testDb.db, clock).runOnce();
    expect(only(smtp.received, defaultSalonConfig.email).message.headers.has('reply-to')).toBe(false);
  });
});

describe('calendar invitation as received', () => {
  it('carries the salon as ORGANIZER and parses with ical.js', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, { date: '2026-11-24', start: '14:30' });
    await confirm(testDb.db, id, clock());
    await worker(testDb.db, clock).runOnce();

    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    const part = findPart(mail.message, 'text/calendar');
    expect(part?.headers.get('content-type')).toMatch(/method=PUBLISH/i);
    const calendar = new ICAL.Component(ICAL.parse(part?.body ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = calendar.getFirstSubcomponent('vevent');
    const organizer = vevent?.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe(`mailto:${defaultSalonConfig.email}`);
    expect(organizer?.getParameter('cn')).toBe(defaultSalonConfig.name);
    expect(vevent?.getFirstPropertyValue('uid')).toBe(`appointment-${id}@${defaultSalonConfig.emailDomain}`);
  });
});
