/**
 * Reminders (decision 172) on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
 * and a real SMTP server, with a pinned clock: planned when staff book, moved with the appointment, dropped
 * when it is cancelled, planned again when it is restored, planned once however often it is planned, and
 * decided again when due (deleted, moved, reminders turned off, services changed since).
 *
 * The clock starts on Monday 2026-11-23 at 10:00 in the salon (03:00 UTC).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import { MANAGE_TOKEN_PATTERN } from '../../domain/manage-booking.ts';
import {
  insertTestAppointment,
  menuServiceId,
  seededTechnicians,
} from '../../../test/support/fixtures/appointments.ts';
import { bookingBody } from '../../../test/support/fixtures/bookings.ts';
import { signInAsStaff } from '../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { appointments, appointmentServices, manageLinks, outbox, services } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import type { AppointmentDetail } from '../services/appointments/get-appointment-detail.ts';
import { hashManageToken } from '../services/manage-booking/manage-links.ts';
import { MANAGE_TOKEN_PLACEHOLDER } from './manage-link-placeholder.ts';
import { createMailWorker } from './mail-worker-from-environment.ts';
import { reminderDedupeKey } from './reminders.ts';
import { findPart } from './testing/mime.ts';
import { TEST_PUBLIC_URL } from './testing/mail-fixtures.ts';
import {
  planIn,
  reminderRows,
  resetReminderHours,
  runUntil,
  salonAt,
  setReminderHours,
} from './testing/reminder-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';
import type { OutboxWorker } from './worker.ts';

const testDb = useTestDatabase();
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

let smtp: SmtpTestServer;
let clock: TestClock;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
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
  clock = createTestClock('2026-11-23T03:00:00Z');
  ({ app } = createTestApp({ db: testDb.db, clock }));
  ({ headers } = await signInAsStaff(app, testDb.db));
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

/** The worker a server process runs (mail-worker-from-environment.ts), on the test's clock and SMTP server. */
function serverWorker(): OutboxWorker {
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

async function send(method: string, path: string, body?: unknown): Promise<AppointmentDetail> {
  const response = await call(app, method, `/api/admin/appointments${path}`, body, headers);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return (response.body as { appointment: AppointmentDetail }).appointment;
}

async function staffBooking(values: { date?: string; time?: string; email?: string } = {}) {
  return send('POST', '', {
    serviceIds: [await menuServiceId(testDb.db, 'Classic Manicure')],
    date: values.date ?? THURSDAY,
    time: values.time ?? '14:30',
    technicianId: null,
    name: 'Mali',
    email: values.email ?? 'mali@example.com',
    phone: '',
    source: 'phone',
  });
}

const reminderMails = () => smtp.received.filter((mail) => mail.message.headers.get('subject')?.startsWith('Reminder'));

describe('planning when staff book', () => {
  it('a booking three days ahead gets one reminder, due 24 hours before, saying when, what and where', async () => {
    const booked = await staffBooking();
    const [reminder, ...others] = await reminderRows(testDb.db, booked.id);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({
      kind: 'booking_reminder',
      status: 'pending',
      attempts: 0,
      recipient: 'mali@example.com',
      dedupeKey: reminderDedupeKey(booked.id, THURSDAY, '14:30'),
      icsAttachment: null,
    });
    expect(reminder!.dedupeKey).toBe(`reminder:${booked.id}:2026-11-26T14:30`);
    expect(reminder!.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-25T14:30').toISOString());
    expect(reminder!.subject).toBe(
      `Reminder: your appointment at ${defaultSalonConfig.name}, November 26, 2026 at 2:30 pm`,
    );
    // What staff read on the Outbox page meanwhile: the placeholder, never a working link.
    expect(reminder!.textBody).toContain(`${TEST_PUBLIC_URL}/manage?token=${MANAGE_TOKEN_PLACEHOLDER}`);
    for (const fact of ['November 26, 2026 at 2:30 pm', 'Classic Manicure', defaultSalonConfig.mapsUrl, 'Chalong'])
      expect(reminder!.textBody).toContain(fact);
    // The confirmation still goes at once, as before.
    const [confirmation] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_confirmed'));
    expect(confirmation?.nextAttemptAt.toISOString()).toBe(clock().toISOString());
  });

  it('plans none for a booking inside the reminder window, a walk-in, or a customer without an e-mail address', async () => {
    // Tuesday 10:00 is exactly 24 hours away: its reminder would be due now, so none is planned.
    await staffBooking({ date: '2026-11-24', time: '10:00' });
    const walkIn = await call(
      app,
      'POST',
      '/api/admin/appointments/walk-in',
      {
        serviceIds: [await menuServiceId(testDb.db, 'Classic Manicure')],
        technicianId: null,
        name: 'Walk',
        email: 'walk@example.com',
        phone: '',
      },
      headers,
    );
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    await send('POST', '', {
      serviceIds: [await menuServiceId(testDb.db, 'Classic Manicure')],
      date: THURSDAY,
      time: '15:00',
      technicianId: null,
      name: 'Phone Only',
      email: '',
      phone: '081 555 1234',
      source: 'phone',
    });
    expect(await reminderRows(testDb.db)).toEqual([]);

    // Five minutes later is just outside the window: due in five minutes.
    const justOutside = await staffBooking({ date: '2026-11-24', time: '10:05' });
    const [row] = await reminderRows(testDb.db, justOutside.id);
    expect(row?.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-23T10:05').toISOString());
  });

  it('pulls a reminder that would fall in the quiet hours back to 20:45 the evening before', async () => {
    await setReminderHours(testDb.db, 12);
    const booked = await staffBooking({ date: THURSDAY, time: '10:00' });
    const [row] = await reminderRows(testDb.db, booked.id);
    // 12 hours before Thursday 10:00 is Wednesday 22:00: quiet.
    expect(row?.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-25T20:45').toISOString());
  });

  it('plans none when the owner turned reminders off', async () => {
    await setReminderHours(testDb.db, 0);
    await staffBooking();
    expect(await reminderRows(testDb.db)).toEqual([]);
  });

  it('planning the same appointment twice, or in two transactions at once, writes one reminder', async () => {
    const id = await insertTestAppointment(testDb.db, { date: THURSDAY, start: '14:30', email: 'twice@example.com' });
    const first = await planIn(testDb.db, id, clock());
    const again = await planIn(testDb.db, id, clock());
    await Promise.all([planIn(testDb.db, id, clock()), planIn(testDb.db, id, clock())]);
    expect(first).toEqual({
      dedupeKey: reminderDedupeKey(id, THURSDAY, '14:30'),
      dueAt: salonAt('2026-11-25T14:30'),
    });
    // Already planned: nothing new to plan.
    expect(again).toBeNull();
    const rows = await reminderRows(testDb.db, id);
    expect(rows.map((row) => row.status)).toEqual(['pending']);

    // Two appointments planned at once in parallel transactions: one row each.
    const others = await Promise.all(
      ['11:00', '12:00', '13:00', '15:00'].map((start) =>
        insertTestAppointment(testDb.db, { date: FRIDAY, start, email: `p${start.slice(0, 2)}@example.com` }),
      ),
    );
    await Promise.all([...others, ...others].map((other) => planIn(testDb.db, other, clock())));
    expect(await reminderRows(testDb.db)).toHaveLength(5);
  });
});

describe('planning when customers book online', () => {
  async function bookOnline(date: string, time: string, email: string): Promise<string> {
    const body = bookingBody([await menuServiceId(testDb.db, 'Classic Manicure')], { date, time, email });
    const response = await call(app, 'POST', '/api/bookings', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await testDb.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.customerEmail, email));
    return row!.id;
  }

  it('the booking writes, with its other two e-mails, the reminder planReminder would write', async () => {
    const id = await bookOnline(THURSDAY, '14:30', 'online@example.com');
    const [written, ...others] = await reminderRows(testDb.db, id);
    expect(others).toEqual([]);
    expect(written).toMatchObject({
      kind: 'booking_reminder',
      status: 'pending',
      recipient: 'online@example.com',
      dedupeKey: reminderDedupeKey(id, THURSDAY, '14:30'),
    });
    expect(written!.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-25T14:30').toISOString());
    const kinds = (await testDb.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.appointmentId, id))).map(
      (row) => row.kind,
    );
    expect(kinds.sort()).toEqual(['booking_notification', 'booking_received', 'booking_reminder']);

    // The same reminder as planning it from the database: rendered before the transaction, it says the same.
    await testDb.db.delete(outbox).where(eq(outbox.id, written!.id));
    await planIn(testDb.db, id, clock());
    const [planned] = await reminderRows(testDb.db, id);
    const message = (row: typeof written) => ({
      subject: row?.subject,
      text: row?.textBody,
      html: row?.htmlBody,
      recipient: row?.recipient,
      replyTo: row?.replyToAddress,
      due: row?.nextAttemptAt.toISOString(),
      key: row?.dedupeKey,
    });
    expect(message(planned)).toEqual(message(written));
  });

  it('writes none for a booking inside the reminder window, or when the owner turned reminders off', async () => {
    // Tuesday 10:00 is 24 hours away: its reminder would be due now.
    const inside = await bookOnline('2026-11-24', '10:00', 'inside@example.com');
    expect(await reminderRows(testDb.db, inside)).toEqual([]);
    await setReminderHours(testDb.db, 0);
    const off = await bookOnline(THURSDAY, '14:30', 'off@example.com');
    expect(await reminderRows(testDb.db, off)).toEqual([]);
    await setReminderHours(testDb.db, 12);
    const evening = await bookOnline(THURSDAY, '10:00', 'evening@example.com');
    const [row] = await reminderRows(testDb.db, evening);
    // 12 hours before Thursday 10:00 is Wednesday 22:00: quiet, so 20:45 the evening before.
    expect(row?.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-25T20:45').toISOString());
  });
});

describe('moves, cancellations and restores', () => {
  it('a move drops the reminder of the old time and plans one for the new time; a technician change keeps it', async () => {
    const booked = await staffBooking();
    const moved = await send('PATCH', `/${booked.id}/move`, {
      version: booked.version,
      date: FRIDAY,
      time: '11:00',
      technicianId: null,
    });
    const [technician] = await seededTechnicians(testDb.db);
    await send('PATCH', `/${booked.id}/move`, {
      version: moved.version,
      date: FRIDAY,
      time: '11:00',
      technicianId: technician!.id,
    });
    const rows = await reminderRows(testDb.db, booked.id);
    expect(rows.map((row) => [row.status, row.dedupeKey, row.nextAttemptAt.toISOString()])).toEqual([
      ['dropped', reminderDedupeKey(booked.id, THURSDAY, '14:30'), salonAt('2026-11-25T14:30').toISOString()],
      ['pending', reminderDedupeKey(booked.id, FRIDAY, '11:00'), salonAt('2026-11-26T11:00').toISOString()],
    ]);
    expect(rows[0]!.lastError).toBe('Not needed: the appointment moved to 2026-11-27 at 11:00.');

    // Only the new time's reminder goes, once, at its time.
    await runUntil(testDb.db, serverWorker(), clock, salonAt('2026-11-27T12:00'));
    expect(reminderMails()).toHaveLength(1);
    expect(reminderMails()[0]!.message.headers.get('subject')).toContain('November 27, 2026 at 11:00 am');
    expect((await reminderRows(testDb.db, booked.id)).map((row) => row.status)).toEqual(['dropped', 'sent']);
  });

  it('a move into the reminder window drops the old reminder and plans none', async () => {
    const booked = await staffBooking();
    // Tuesday 10:00 is 24 hours away: its reminder would be due now.
    await send('PATCH', `/${booked.id}/move`, {
      version: booked.version,
      date: '2026-11-24',
      time: '10:00',
      technicianId: null,
    });
    expect((await reminderRows(testDb.db, booked.id)).map((row) => row.status)).toEqual(['dropped']);
  });

  it('a cancelled appointment’s reminder is dropped and never sent; restored, it is planned again and sent once', async () => {
    const booked = await staffBooking();
    const cancelled = await send('PATCH', `/${booked.id}/status`, { version: booked.version, status: 'cancelled' });
    const [dropped] = await reminderRows(testDb.db, booked.id);
    expect(dropped).toMatchObject({ status: 'dropped', lastError: 'Not needed: the appointment is cancelled.' });

    // Through the reminder's time: nothing goes.
    const worker = serverWorker();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-24T12:00'));
    expect(reminderMails()).toEqual([]);

    const restored = await send('PATCH', `/${booked.id}/status`, { version: cancelled.version, status: 'pending' });
    expect(restored.status).toBe('pending');
    const rows = await reminderRows(testDb.db, booked.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: dropped!.id, status: 'pending', attempts: 0, lastError: null });
    expect(rows[0]!.nextAttemptAt.toISOString()).toBe(salonAt('2026-11-25T14:30').toISOString());

    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T15:00'));
    expect(reminderMails()).toHaveLength(1);
    // A pending booking's reminder says it is not confirmed yet (rendered when sent, from the status then).
    expect(findPart(reminderMails()[0]!.message, 'text/plain')?.body).toContain('It is not confirmed yet');
    expect((await reminderRows(testDb.db, booked.id)).map((row) => row.status)).toEqual(['sent']);
  });

  it('marking an appointment completed early drops the reminder; back to confirmed plans it again', async () => {
    const booked = await staffBooking();
    const completed = await send('PATCH', `/${booked.id}/status`, { version: booked.version, status: 'completed' });
    expect((await reminderRows(testDb.db, booked.id))[0]).toMatchObject({
      status: 'dropped',
      lastError: 'Not needed: the appointment is completed.',
    });
    await send('PATCH', `/${booked.id}/status`, { version: completed.version, status: 'confirmed' });
    expect((await reminderRows(testDb.db, booked.id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('a cancellation after the reminder went leaves it sent, and restoring does not send it again', async () => {
    const booked = await staffBooking();
    const worker = serverWorker();
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-25T15:00'));
    expect(reminderMails()).toHaveLength(1);
    const cancelled = await send('PATCH', `/${booked.id}/status`, { version: booked.version, status: 'cancelled' });
    await send('PATCH', `/${booked.id}/status`, { version: cancelled.version, status: 'pending' });
    await runUntil(testDb.db, worker, clock, salonAt('2026-11-26T15:00'));
    expect(reminderMails()).toHaveLength(1);
    expect((await reminderRows(testDb.db, booked.id)).map((row) => row.status)).toEqual(['sent']);
  });
});

describe('deciding when due', () => {
  it('sends the reminder as the appointment is then, with a private link that opens it', async () => {
    const booked = await staffBooking();
    // A service added after the reminder was planned (as the detail's "Add service" would).
    const [pedicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Pedicure'));
    if (!pedicure) throw new Error('no Classic Pedicure on the seeded menu');
    await testDb.db.insert(appointmentServices).values({
      appointmentId: booked.id,
      serviceId: pedicure.id,
      serviceName: pedicure.name,
      priceThb: pedicure.priceThb,
      durationMinutes: pedicure.durationMinutes,
    });

    await runUntil(testDb.db, serverWorker(), clock, salonAt('2026-11-25T14:29'));
    expect(reminderMails()).toEqual([]);
    await runUntil(testDb.db, serverWorker(), clock, salonAt('2026-11-25T14:31'));
    expect(reminderMails()).toHaveLength(1);
    const mail = reminderMails()[0]!;
    expect(mail.envelopeTo).toEqual(['mali@example.com']);
    const text = findPart(mail.message, 'text/plain')?.body ?? '';
    for (const fact of [
      'November 26, 2026 at 2:30 pm',
      'Classic Manicure',
      'Classic Pedicure',
      defaultSalonConfig.mapsUrl,
      defaultSalonConfig.streetAddress,
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain(MANAGE_TOKEN_PLACEHOLDER);
    const token = /\/manage\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    expect(token).toMatch(MANAGE_TOKEN_PATTERN);
    const [link] = await testDb.db
      .select()
      .from(manageLinks)
      .where(eq(manageLinks.tokenHash, hashManageToken(token)));
    const [row] = await reminderRows(testDb.db, booked.id);
    expect(link).toMatchObject({ appointmentId: booked.id, outboxId: row!.id });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt?.toISOString()).toBe(salonAt('2026-11-25T14:30').toISOString());
  });

  it('drops a reminder whose appointment was deleted, moved behind its back, or whose reminders were turned off', async () => {
    const deleted = await insertTestAppointment(testDb.db, { date: THURSDAY, start: '11:00', email: 'a@example.com' });
    const movedAway = await insertTestAppointment(testDb.db, {
      date: THURSDAY,
      start: '12:00',
      email: 'b@example.com',
    });
    const switchedOff = await insertTestAppointment(testDb.db, {
      date: THURSDAY,
      start: '13:00',
      email: 'c@example.com',
    });
    for (const id of [deleted, movedAway, switchedOff]) await planIn(testDb.db, id, clock());
    await testDb.db.delete(appointments).where(eq(appointments.id, deleted));
    // Written without planning again (as a path that forgot to): the worker still sees the time changed.
    await testDb.db
      .update(appointments)
      .set({ startTime: '16:00', endTime: '16:30' })
      .where(eq(appointments.id, movedAway));

    await runUntil(testDb.db, serverWorker(), clock, salonAt('2026-11-25T12:30'));
    await setReminderHours(testDb.db, 0);
    await runUntil(testDb.db, serverWorker(), clock, salonAt('2026-11-26T14:00'));
    expect(reminderMails()).toEqual([]);
    const rows = await reminderRows(testDb.db);
    expect(rows.map((row) => [row.status, row.lastError])).toEqual([
      ['dropped', 'Not needed: the appointment was deleted.'],
      ['dropped', 'Not needed: the appointment moved to 2026-11-26 at 16:00.'],
      ['dropped', 'Not sent: reminders are turned off.'],
    ]);
  });
});
