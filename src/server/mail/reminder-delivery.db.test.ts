/**
 * Each reminder is delivered once (decision 172): with two workers on one database (two server
 * processes), through an SMTP outage (held back out of the quiet hours when the retries reach them), and
 * across a restart (a new worker on the same database), on a pinned clock against a real SMTP server and a
 * real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import { insertTestAppointment } from '../../../test/support/fixtures/appointments.ts';
import { createTestClock, type TestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { silentLogger } from '../logger.ts';
import { createMailWorker } from './mail-worker-from-environment.ts';
import { TEST_PUBLIC_URL } from './testing/mail-fixtures.ts';
import {
  planIn,
  reminderRows,
  reminderWorker,
  resetReminderHours,
  runUntil,
  salonAt,
  setReminderHours,
} from './testing/reminder-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';
import { DEFAULT_LEASE_MS, type OutboxWorker } from './worker.ts';

const testDb = useTestDatabase();
const THURSDAY = '2026-11-26';

let smtp: SmtpTestServer;
let clock: TestClock;
const transports: MailTransport[] = [];
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await testDb.reset();
  await resetReminderHours(testDb.db);
  smtp.received.length = 0;
  await smtp.restart();
  // Monday 2026-11-23, 10:00 in the salon.
  clock = createTestClock('2026-11-23T03:00:00Z');
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  for (const transport of transports.splice(0)) transport.close();
});

function smtpTransport(): MailTransport {
  const transport = createSmtpTransport(smtp.url);
  transports.push(transport);
  return transport;
}

/** What one server process runs (main.ts → createMailWorker), on the test's clock. */
function serverProcessWorker(): OutboxWorker {
  const worker = createMailWorker({
    db: testDb.db,
    settings: { smtpUrl: smtp.url, mailFrom: undefined, publicUrl: TEST_PUBLIC_URL },
    salon: defaultSalonConfig,
    clock,
    logger: silentLogger,
  });
  workers.push(worker);
  return worker;
}

/** An appointment with a planned reminder; returns its id. */
async function plannedAppointment(date: string, start: string, email: string): Promise<string> {
  const id = await insertTestAppointment(testDb.db, { date, start, email });
  expect(await planIn(testDb.db, id, clock())).not.toBeNull();
  return id;
}

async function drain(worker: OutboxWorker): Promise<number> {
  let sent = 0;
  for (let pass = 0; pass < 100; pass += 1) {
    const result = await worker.runOnce();
    sent += result.sent;
    if (result.claimed === 0) return sent;
  }
  throw new Error('the outbox did not drain');
}

const recipients = () => smtp.received.map((mail) => mail.envelopeTo.join(','));

describe('two server processes', () => {
  it('two workers running at the due time deliver each reminder exactly once', async () => {
    const count = 24;
    for (let index = 0; index < count; index += 1) {
      await plannedAppointment(THURSDAY, '14:30', `both${index}@example.com`);
    }
    const first = reminderWorker(testDb.db, smtpTransport(), clock, { batchSize: 3 });
    const second = reminderWorker(testDb.db, smtpTransport(), clock, { batchSize: 3 });

    // A minute early, neither sends anything.
    clock.set(salonAt('2026-11-25T14:29'));
    expect(await Promise.all([drain(first), drain(second)])).toEqual([0, 0]);

    clock.set(salonAt('2026-11-25T14:30'));
    const sentBy = await Promise.all([drain(first), drain(second)]);
    // Both really took part, and together sent each reminder once.
    expect(sentBy.every((sent) => sent > 0)).toBe(true);
    expect(sentBy[0] + sentBy[1]).toBe(count);
    expect(recipients().sort()).toEqual(Array.from({ length: count }, (_, index) => `both${index}@example.com`).sort());
    const messageIds = smtp.received.map((mail) => mail.message.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(count);

    // Later passes of both find nothing more.
    clock.set(salonAt('2026-11-26T20:00'));
    expect(await Promise.all([drain(first), drain(second)])).toEqual([0, 0]);
    const rows = await reminderRows(testDb.db);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('SMTP outages', () => {
  it('a reminder due while SMTP is down is delivered exactly once when it is back', async () => {
    const id = await plannedAppointment(THURSDAY, '14:30', 'outage@example.com');
    const worker = serverProcessWorker();
    await smtp.stop();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-25T14:40'));
    const [waiting] = await reminderRows(testDb.db, id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 5 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.restart();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T15:00'));
    expect(recipients()).toEqual(['outage@example.com']);
    const [sent] = await reminderRows(testDb.db, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 6, lastError: null });
    // Failures at 14:30, 14:30:30, 14:31:30, 14:33:30 and 14:37:30; the retry 8 minutes later found it back.
    expect(sent!.sentAt?.toISOString()).toBe(new Date(salonAt('2026-11-25T14:45').getTime() + 30_000).toISOString());
  });

  it('retries that reach 21:00 are held back to 08:00 and then delivered once, never in the quiet hours', async () => {
    // 24 hours before Thursday 18:00 is Wednesday 18:00; the server is down from then until the morning.
    const id = await plannedAppointment(THURSDAY, '18:00', 'evening@example.com');
    const worker = serverProcessWorker();
    await smtp.stop();
    const claimsAt: string[] = [];
    let lastAttempts = 0;
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T07:59'), async () => {
      const [row] = await reminderRows(testDb.db, id);
      if (row && row.attempts !== lastAttempts) claimsAt.push(clock().toISOString());
      lastAttempts = row?.attempts ?? 0;
    });
    const [held] = await reminderRows(testDb.db, id);
    // Nine failed attempts from 18:00 to 20:03:30 (backoff 30 s … 1 h); the tenth claim, at 21:03:30, was
    // quiet: deferred to 08:00 without counting.
    expect(held).toMatchObject({ status: 'pending', attempts: 9 });
    expect(held!.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-26T08:00').toISOString());
    expect(claimsAt.at(-1)).toBe(new Date(salonAt('2026-11-25T20:03').getTime() + 30_000).toISOString());
    expect(smtp.received).toEqual([]);

    await smtp.restart();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T19:00'));
    expect(recipients()).toEqual(['evening@example.com']);
    const [sent] = await reminderRows(testDb.db, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 10 });
    expect(sent!.sentAt?.toISOString()).toBe(salonAt('2026-11-26T08:00').toISOString());
  });

  it('a reminder held up past 21:00 for an appointment that starts before 08:00 is dropped, not sent at night', async () => {
    await setReminderHours(testDb.db, 1);
    // Due Wednesday 20:30, one hour before a 21:30 appointment (written straight in: outside opening hours).
    const id = await plannedAppointment('2026-11-25', '21:30', 'late@example.com');
    const worker = serverProcessWorker();
    await smtp.stop();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-25T21:10'));
    await smtp.restart();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T12:00'));
    expect(smtp.received).toEqual([]);
    const [dropped] = await reminderRows(testDb.db, id);
    expect(dropped).toMatchObject({
      status: 'dropped',
      lastError: 'Not sent: held up until too close to the appointment.',
    });
  });
});

describe('restarts', () => {
  it('a new worker on the same database (the server restarted) does not send a delivered reminder again', async () => {
    const id = await plannedAppointment(THURSDAY, '14:30', 'restart@example.com');
    const before = serverProcessWorker();
    await runUntil(testDb.db, before, clock, salonAt('2026-11-25T14:31'));
    expect(recipients()).toEqual(['restart@example.com']);
    await before.stop();

    // Restarted: planning again (a retried request) and a fresh worker through the appointment and beyond.
    expect(await planIn(testDb.db, id, clock())).toBeNull();
    const after = serverProcessWorker();
    await runUntil(testDb.db, after, clock, salonAt('2026-11-27T12:00'));
    expect(recipients()).toEqual(['restart@example.com']);
    expect((await reminderRows(testDb.db, id)).map((row) => row.status)).toEqual(['sent']);
  });

  it('a reminder planned before a restart is delivered once by the new worker', async () => {
    await plannedAppointment(THURSDAY, '14:30', 'planned@example.com');
    // The first process stops long before the reminder is due.
    const before = serverProcessWorker();
    await runUntil(testDb.db, before, clock, salonAt('2026-11-24T12:00'));
    await before.stop();
    const after = serverProcessWorker();
    await runUntil(testDb.db, after, clock, salonAt('2026-11-27T12:00'));
    expect(recipients()).toEqual(['planned@example.com']);
  });

  it('a process that dies after claiming a reminder, before SMTP took it, leaves it to another after the lease', async () => {
    const id = await plannedAppointment(THURSDAY, '14:30', 'crash@example.com');
    clock.set(salonAt('2026-11-25T14:30'));
    let reached = false;
    // Claims, prepares, then hangs before SMTP: the process was killed there.
    const dying: MailTransport = {
      async send() {
        reached = true;
        await new Promise<never>(() => {});
      },
      close() {},
    };
    void reminderWorker(testDb.db, dying, clock).runOnce();
    await expect.poll(() => reached).toBe(true);

    const survivor = serverProcessWorker();
    clock.advance(DEFAULT_LEASE_MS - 1);
    expect((await survivor.runOnce()).claimed).toBe(0);
    clock.advance(1);
    expect(await survivor.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    await runUntil(testDb.db, survivor, clock, salonAt('2026-11-27T12:00'));
    expect(recipients()).toEqual(['crash@example.com']);
    expect((await reminderRows(testDb.db, id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
