/**
 * The outbox and its worker against a real SMTP server and a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import { createTestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { appointments, outbox } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { enqueueBookingReceivedEmails, enqueueConfirmationEmail } from './outbox.ts';
import { findPart } from './testing/mime.ts';
import { insertTestAppointment, mailContext, outboxRow } from './testing/mail-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';
import { createSmtpTransport, defaultMailFrom, type MailTransport, type OutgoingMail } from './transport.ts';
import { createOutboxWorker, DEFAULT_LEASE_MS, retryDelayMs, type OutboxWorkerOptions } from './worker.ts';

const testDb = useTestDatabase();
let smtp: SmtpTestServer;
const transports: MailTransport[] = [];

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

function smtpTransport(): MailTransport {
  const transport = createSmtpTransport(smtp.url);
  transports.push(transport);
  return transport;
}

function worker(clock: () => Date, overrides: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({
    db: testDb.db,
    transport: smtpTransport(),
    from: defaultMailFrom(defaultSalonConfig),
    replyTo: defaultSalonConfig.email,
    messageIdDomain: defaultSalonConfig.emailDomain,
    clock,
    logger: silentLogger,
    ...overrides,
  });
}

async function confirm(appointmentId: string, now: Date): Promise<number> {
  return testDb.db.transaction(async (tx) => {
    await tx.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, appointmentId));
    return enqueueConfirmationEmail(tx, appointmentId, mailContext(now));
  });
}

/** Runs the worker until a pass claims nothing. */
async function drain(run: () => Promise<{ claimed: number; sent?: number }>): Promise<number> {
  let sent = 0;
  for (let pass = 0; pass < 100; pass += 1) {
    const result = await run();
    sent += result.sent ?? 0;
    if (result.claimed === 0) return sent;
  }
  throw new Error('the outbox did not drain');
}

describe('writing to the outbox', () => {
  it('writes the confirmation in the caller transaction, and nothing when it rolls back', async () => {
    const clock = createTestClock();
    const id = await insertTestAppointment(testDb.db);
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueConfirmationEmail(tx, id, mailContext(clock()));
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await testDb.db.select().from(outbox)).toHaveLength(0);

    const outboxId = await confirm(id, clock());
    const row = await outboxRow(testDb.db, outboxId);
    expect(row).toMatchObject({ kind: 'booking_confirmed', appointmentId: id, status: 'pending', attempts: 0 });
    expect(row.nextAttemptAt.toISOString()).toBe(clock().toISOString());
    expect(row.icsAttachment).toContain('BEGIN:VCALENDAR');
  });

  it('writes "we received your booking" to the customer and a notice to the salon', async () => {
    const clock = createTestClock();
    const id = await insertTestAppointment(testDb.db, { customerName: 'Nok', customerEmail: 'nok@example.com' });
    const ids = await testDb.db.transaction((tx) => enqueueBookingReceivedEmails(tx, id, mailContext(clock())));
    const customer = await outboxRow(testDb.db, ids.customerMessageId);
    const salon = await outboxRow(testDb.db, ids.salonMessageId);
    expect(customer).toMatchObject({ kind: 'booking_received', recipient: 'nok@example.com' });
    // The first e-mail's calendar file holds the requested time as tentative.
    expect(customer.icsAttachment).toContain('STATUS:TENTATIVE');
    expect(customer.subject).toBe(`We received your booking at ${defaultSalonConfig.name}`);
    expect(salon).toMatchObject({ kind: 'booking_notification', recipient: defaultSalonConfig.email });
    expect(salon.subject).toBe('New booking: Nok, November 24, 2026 at 2:30 pm');
    expect(salon.textBody).toContain(`http://localhost:3000/admin/orders/${id}`);
    expect(salon.textBody).toContain('nok@example.com');
  });

  it('refuses an unknown appointment, writing nothing', async () => {
    await expect(
      testDb.db.transaction((tx) =>
        enqueueConfirmationEmail(tx, '00000000-0000-4000-8000-000000000000', mailContext(new Date())),
      ),
    ).rejects.toThrow(/No appointment/);
    expect(await testDb.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('delivering over SMTP', () => {
  it('sends the confirmation with both parts and the calendar invitation, then marks it sent', async () => {
    const clock = createTestClock('2026-11-23T03:00:00Z');
    const id = await insertTestAppointment(testDb.db, {
      customerName: 'Anna <Smith>',
      customerEmail: 'anna@example.com',
      date: '2026-11-24',
      start: '14:30',
    });
    const outboxId = await confirm(id, clock());

    const result = await worker(clock).runOnce();
    expect(result).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo).toEqual(['anna@example.com']);
    const headers = mail.message.headers;
    expect(headers.get('from')).toBe(`"${defaultSalonConfig.name}" <${defaultSalonConfig.email}>`);
    expect(headers.get('to')).toBe('anna@example.com');
    expect(headers.get('reply-to')).toBe(`"${defaultSalonConfig.name}" <${defaultSalonConfig.email}>`);
    expect(headers.get('subject')).toBe(
      `Your appointment at ${defaultSalonConfig.name} is confirmed: November 24, 2026 at 2:30 pm`,
    );
    const written = await outboxRow(testDb.db, outboxId);
    expect(headers.get('message-id')).toBe(`<${written.messageUuid}@${defaultSalonConfig.emailDomain}>`);
    expect(headers.get('auto-submitted')).toBe('auto-generated');

    const text = findPart(mail.message, 'text/plain')?.body ?? '';
    expect(text).toContain('Dear Anna <Smith>,');
    expect(text).toContain('Date and time: November 24, 2026 at 2:30 pm');
    expect(text).toContain(defaultSalonConfig.phone);
    expect(text).toContain(defaultSalonConfig.mapsUrl);

    const html = findPart(mail.message, 'text/html')?.body ?? '';
    expect(html).toContain('Dear Anna &lt;Smith&gt;,');
    expect(html).not.toContain('<Smith>');
    expect(html).toContain(`href="${defaultSalonConfig.mapsUrl}"`);

    const calendar = findPart(mail.message, 'text/calendar');
    expect(calendar?.headers.get('content-disposition')).toMatch(/attachment; filename=appointment\.ics/);
    const ics = calendar?.body ?? '';
    expect(ics).toContain('DTSTART;TZID=Asia/Bangkok:20261124T143000');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Bangkok');
    expect(ics).toContain(`UID:appointment-${id}@${defaultSalonConfig.emailDomain}`);
    expect(ics).toMatch(/SUMMARY:.+ at Lotus Nail & Beauty Phuket/);
    expect(ics).toContain('DTSTAMP:20261123T030000Z');

    const row = await outboxRow(testDb.db, outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt?.toISOString()).toBe(clock().toISOString());

    // Nothing more to do: a second pass sends nothing again.
    expect((await worker(clock).runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries with exponential backoff on a pinned clock, then marks failed after the last attempt', async () => {
    const clock = createTestClock();
    const policy = { baseDelayMs: 60_000, maxDelayMs: 5 * 60_000, maxAttempts: 5 };
    const id = await insertTestAppointment(testDb.db);
    const outboxId = await confirm(id, clock());
    await smtp.stop();
    const mailer = worker(clock, { retryPolicy: policy });

    const expectedDelays = [60_000, 120_000, 240_000, 300_000];
    for (const [index, delay] of expectedDelays.entries()) {
      const result = await mailer.runOnce();
      expect(result).toMatchObject({ claimed: 1, retrying: 1 });
      const row = await outboxRow(testDb.db, outboxId);
      expect(row.attempts).toBe(index + 1);
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime() - clock().getTime()).toBe(delay);
      // One millisecond early: not due yet.
      clock.advance(delay - 1);
      expect((await mailer.runOnce()).claimed).toBe(0);
      clock.advance(1);
    }
    expect(await mailer.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await outboxRow(testDb.db, outboxId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(failed.lastError).toBeTruthy();
    clock.advance(24 * 60 * 60_000);
    expect((await mailer.runOnce()).claimed).toBe(0);
  });

  it('marks a message refused for good (550 unknown mailbox) failed at once, and still delivers the others', async () => {
    const clock = createTestClock();
    const refused = await confirm(
      await insertTestAppointment(testDb.db, { customerEmail: 'nobody@example.com' }),
      clock(),
    );
    const fine = await confirm(await insertTestAppointment(testDb.db, { customerEmail: 'fine@example.com' }), clock());
    expect(await worker(clock).runOnce()).toEqual({ claimed: 2, sent: 1, retrying: 0, failed: 1 });
    const row = await outboxRow(testDb.db, refused);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550|No such mailbox/);
    expect(await outboxRow(testDb.db, fine)).toMatchObject({ status: 'sent' });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['fine@example.com']]);
  });

  it('computes the backoff as documented', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((attempt) => retryDelayMs(attempt) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});

describe('mail outage (fast variant)', () => {
  it('keeps every confirmation while SMTP is down and delivers each exactly once when it is back', async () => {
    const clock = createTestClock();
    const mailer = worker(clock);
    await smtp.stop();
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const id = await insertTestAppointment(testDb.db, { customerEmail: `outage${index}@example.com` });
      await confirm(id, clock());
      ids.push(id);
    }
    await drain(() => mailer.runOnce());
    const pending = await testDb.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending).toHaveLength(12);
    expect(pending.every((row) => row.attempts === 1 && row.lastError !== null)).toBe(true);
    expect(smtp.received).toHaveLength(0);

    await smtp.restart();
    // Several passes over the next hour of (pinned) time: retries happen, nothing is sent twice.
    for (let minute = 0; minute < 60; minute += 1) {
      clock.advance(60_000);
      await drain(() => mailer.runOnce());
    }
    const recipients = smtp.received.map((mail) => mail.envelopeTo.join(',')).sort();
    expect(recipients).toEqual(Array.from({ length: 12 }, (_, index) => `outage${index}@example.com`).sort());
    const rows = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
  });
});

describe('several workers', () => {
  it('two workers racing over one outbox never send the same message twice', async () => {
    const clock = createTestClock();
    const count = 40;
    for (let index = 0; index < count; index += 1) {
      const id = await insertTestAppointment(testDb.db, { customerEmail: `race${index}@example.com` });
      await confirm(id, clock());
    }
    const first = worker(clock, { batchSize: 3 });
    const second = worker(clock, { batchSize: 3 });
    const sentBy = await Promise.all([drain(() => first.runOnce()), drain(() => second.runOnce())]);
    // Both really worked at the same time, and together sent each message once.
    expect(sentBy.every((sent) => sent > 0)).toBe(true);
    expect(sentBy[0] + sentBy[1]).toBe(count);

    const messageIds = smtp.received.map((mail) => mail.message.headers.get('message-id'));
    expect(messageIds).toHaveLength(count);
    expect(new Set(messageIds).size).toBe(count);
    const [stats] = await testDb.db
      .select({
        sent: sql<number>`count(*) filter (where status = 'sent')::int`,
        maxAttempts: sql<number>`max(attempts)`,
      })
      .from(outbox);
    expect(stats).toEqual({ sent: count, maxAttempts: 1 });
  });

  it('a worker that dies after SMTP accepted a message leaves it to be sent again after the lease (at least once)', async () => {
    const clock = createTestClock();
    const id = await insertTestAppointment(testDb.db);
    const outboxId = await confirm(id, clock());
    const real = smtpTransport();
    // Delivers, then never returns: the process "crashed" before recording the send.
    const dying: MailTransport = {
      async send(mail: OutgoingMail) {
        await real.send(mail);
        await new Promise<never>(() => {});
      },
      close() {},
    };
    void worker(clock, { transport: dying }).runOnce();
    await expect.poll(() => smtp.received.length).toBe(1);

    const survivor = worker(clock);
    clock.advance(DEFAULT_LEASE_MS - 1);
    expect((await survivor.runOnce()).claimed).toBe(0);
    clock.advance(1);
    expect(await survivor.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.message.headers.get('message-id')).toBe(
      smtp.received[0]?.message.headers.get('message-id'),
    );
    expect(await outboxRow(testDb.db, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('without SMTP_URL', () => {
  it('keeps every message pending and logs each one once', async () => {
    const clock = createTestClock();
    const lines: { msg: string; outboxId?: number }[] = [];
    const { default: pino } = await import('pino');
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as { msg: string; outboxId?: number }) },
    );
    const mailer = worker(clock, { transport: null, logger });
    const first = await confirm(await insertTestAppointment(testDb.db), clock());
    await mailer.runOnce();
    expect(lines.filter((line) => /SMTP_URL is not set/.test(line.msg))).toHaveLength(1);

    const second = await confirm(await insertTestAppointment(testDb.db), clock());
    for (let pass = 0; pass < 3; pass += 1) {
      clock.advance(60_000);
      await mailer.runOnce();
    }
    const kept = lines.filter((line) => line.msg === 'e-mail kept in the outbox (SMTP_URL is not set)');
    expect(kept.map((line) => line.outboxId)).toEqual([second]);
    const rows = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => [row.id, row.status, row.attempts])).toEqual([
      [first, 'pending', 0],
      [second, 'pending', 0],
    ]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('the worker loop', () => {
  it('start() delivers on its own and stop() waits for the run in progress', async () => {
    const id = await insertTestAppointment(testDb.db);
    await confirm(id, new Date());
    const mailer = worker(() => new Date(), { pollIntervalMs: 20 });
    mailer.start();
    await expect.poll(() => smtp.received.length).toBe(1);
    await mailer.stop();
    const [row] = await testDb.db.select().from(outbox);
    expect(row?.status).toBe('sent');
  });
});
