/**
 * The customer's private link through the whole app: a real booking, the token drawn the way
 * the worker draws it when the e-mail leaves, then every manage route with good, wrong and stale input.
 */
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import {
  bookingBody,
  insertAppointment,
  saveSection,
  serviceByName,
} from '../../../../test/support/fixtures/bookings.ts';
import { MANAGE_LINK_INVALID_KEY, type ManagedBooking } from '../../../domain/manage-booking.ts';
import { appointmentEvents, appointments, manageLinks, outbox, salonSettings } from '../../db/schema.ts';
import { createDeliveryPreparation } from '../../mail/prepare-delivery.ts';
import { MANAGE_LINK_MAX_FAILURES_PER_IP, mintManageLink } from '../../services/manage-booking/manage-links.ts';

const MANAGE_LINK_INVALID_MESSAGE =
  'This booking link is not valid or has expired. Please contact the salon to change your booking.';

const testDb = useTestDatabase();
beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(salonSettings);
});

type App = ReturnType<typeof createTestApp>['app'];

/** Books Classic Manicure tomorrow 11:00 online and answers the appointment's id. */
async function book(app: App, overrides: Record<string, unknown> = {}): Promise<string> {
  const manicure = await serviceByName(testDb.db, 'Classic Manicure');
  const response = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], overrides));
  expect(response.status).toBe(201);
  const [row] = await testDb.db.select({ id: appointments.id }).from(appointments).orderBy(asc(appointments.createdAt));
  if (!row) throw new Error('no appointment');
  return row.id;
}

/** The token the customer's e-mail of `kind` carries once the worker prepared it for sending. */
async function tokenFromEmail(clock: TestClock, kind: string): Promise<string> {
  const [row] = await testDb.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id));
  if (!row) throw new Error(`no ${kind} e-mail`);
  const prepare = createDeliveryPreparation({ db: testDb.db, publicUrl: 'http://localhost:3000' });
  const plan = await prepare(row, clock());
  if (plan.action !== 'send') throw new Error('not sendable');
  const match = /\/manage\?token=([A-Za-z0-9_-]{43})/.exec(plan.message.textBody);
  expect(plan.message.htmlBody).toContain(match?.[1]);
  if (!match?.[1]) throw new Error('no link in the e-mail');
  return match[1];
}

async function view(app: App, token: string) {
  return call(app, 'GET', `/api/manage/booking?token=${encodeURIComponent(token)}`);
}

async function snapshot() {
  const rows = await testDb.db.select().from(appointments);
  const events = await testDb.db.select().from(appointmentEvents);
  const mail = await testDb.db.select({ id: outbox.id }).from(outbox);
  return JSON.stringify({ rows, events: events.length, mail: mail.length });
}

describe('the private link in the e-mail', () => {
  it('opens the booking, privately, and opening it changes nothing', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    const id = await book(app, { name: 'Mai Tanaka' });
    // The stored e-mail holds no usable token; one is drawn when it is sent, and only its hash is kept.
    const [stored] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_received'));
    expect(stored?.textBody).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    const token = await tokenFromEmail(clock, 'booking_received');
    const [link] = await testDb.db.select().from(manageLinks);
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.appointmentId).toBe(id);

    const before = await snapshot();
    const response = await view(app, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const { booking } = response.body as { booking: ManagedBooking };
    expect(booking).toMatchObject({
      customerName: 'Mai Tanaka',
      status: 'pending',
      date: '2026-11-24',
      startTime: '11:00',
      version: 1,
      change: { open: true, closedReason: null, cutoffHours: 24, confirmedStaysConfirmed: true },
    });
    expect(booking.services.map((service) => service.name)).toEqual(['Classic Manicure']);
    // Nothing about the customer's contacts or anyone else leaves through the link.
    expect(JSON.stringify(booking)).not.toContain('@example.com');
    // A plain GET of every read route (what a mail scanner does) writes nothing.
    await call(app, 'GET', `/api/manage/availability?token=${token}&date=2026-11-25`);
    await call(app, 'GET', `/api/manage/calendar?token=${token}`);
    expect(await snapshot()).toBe(before);
  });

  it('answers every token that opens nothing with the same 404, then 429 for the address', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    const id = await book(app);
    const good = await tokenFromEmail(clock, 'booking_received');
    const unknown = 'A'.repeat(43);
    const answers = await Promise.all(
      [unknown, 'short', '', `${good}x`, good.toLowerCase() === good ? unknown : good.toLowerCase()].map((token) =>
        view(app, token),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        error: { code: 'not_found', key: MANAGE_LINK_INVALID_KEY, params: {}, message: MANAGE_LINK_INVALID_MESSAGE },
      });
    }
    // A link 30 days after its appointment's day answers the same.
    clock.set('2026-12-25T03:00:00Z');
    expect((await view(app, good)).status).toBe(404);
    clock.set('2026-11-23T03:00:00Z');
    expect((await view(app, good)).status).toBe(200);
    for (let attempt = answers.length + 1; attempt < MANAGE_LINK_MAX_FAILURES_PER_IP; attempt += 1) {
      expect((await view(app, unknown)).status).toBe(404);
    }
    const limited = await view(app, unknown);
    expect(limited.status).toBe(429);
    // The address is held back even with a good token until the window has passed.
    expect((await view(app, good)).status).toBe(429);
    clock.advance(16 * 60_000);
    expect((await view(app, good)).status).toBe(200);
    expect(id).toBeTruthy();
  });
});

describe('cancelling through the link', () => {
  it('cancels with the version seen, tells customer and salon, and marks it for staff until opened', async () => {
    const { app, clock, deps } = createTestApp({ db: testDb.db });
    const id = await book(app, { email: 'anna@example.com' });
    const token = await tokenFromEmail(clock, 'booking_received');

    const stale = await call(app, 'POST', '/api/manage/cancel', { token, version: 7 });
    expect(stale.status).toBe(409);
    const crossSite = await call(
      app,
      'POST',
      '/api/manage/cancel',
      { token, version: 1 },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);

    const cancelled = await call(app, 'POST', '/api/manage/cancel', { token, version: 1 });
    expect(cancelled.status).toBe(200);
    const { booking } = cancelled.body as { booking: ManagedBooking };
    expect(booking.status).toBe('cancelled');
    expect(booking.change).toMatchObject({ open: false, closedReason: 'status' });

    const mail = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(mail.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['booking_received', 'anna@example.com', 'pending'],
      ['booking_notification', deps.salon.email, 'pending'],
      // The reminder planned with the booking is dropped by the cancellation.
      ['booking_reminder', 'anna@example.com', 'dropped'],
      ['booking_cancelled', 'anna@example.com', 'pending'],
      ['customer_change_notice', deps.salon.email, 'pending'],
    ]);
    expect(mail[3]?.icsAttachment).toContain('METHOD:CANCEL');
    expect(mail[4]?.replyToAddress).toBe('anna@example.com');
    const [event] = await testDb.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
    expect(event).toMatchObject({ kind: 'cancelled_by_customer', staffId: null });

    // Again: changes are closed now.
    const again = await call(app, 'POST', '/api/manage/cancel', { token, version: 2 });
    expect(again.status).toBe(409);

    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db);
    const list = await call(app, 'GET', '/api/admin/appointments', undefined, staffHeaders);
    const rows = (list.body as { items: { id: string; customerChangedAt: string | null }[] }).items;
    // The row must be there and marked: `find(...)?.x` alone would pass with the row missing (undefined).
    const listed = rows.find((row) => row.id === id);
    expect(listed).toBeDefined();
    expect(listed?.customerChangedAt).toEqual(expect.any(String));
    const detail = await call(app, 'GET', `/api/admin/appointments/${id}`, undefined, staffHeaders);
    const opened = (detail.body as { appointment: { customerChangedAt: string | null } }).appointment;
    expect(opened.customerChangedAt).toEqual(expect.any(String));
    const [seen] = await testDb.db.select().from(appointments).where(eq(appointments.id, id));
    expect(seen?.customerChangedAt).toBeNull();
  });

  it('refuses inside the cut-off and after the start, and says why', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    await book(app, { time: '14:00' });
    const token = await tokenFromEmail(clock, 'booking_received');
    // Tomorrow 14:00 in Phuket is 07:00 UTC; the cut-off (24 h) passed at 07:00 UTC today.
    clock.set('2026-11-23T07:01:00Z');
    const closed = await view(app, token);
    expect((closed.body as { booking: ManagedBooking }).booking.change).toMatchObject({
      open: false,
      closedReason: 'cutoff',
      deadline: '2026-11-23T07:00:00.000Z',
    });
    const refused = await call(app, 'POST', '/api/manage/cancel', { token, version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { details: { reason: 'changes_closed', closedReason: 'cutoff' } } });
    clock.set('2026-11-24T07:30:00Z');
    expect(((await view(app, token)).body as { booking: ManagedBooking }).booking.change.closedReason).toBe('past');
    // The owner's cut-off of 0 hours: changes stay open until the start.
    await saveSection(testDb.db, 'customer_changes', {
      changeCutoffHours: 0,
      confirmedStaysConfirmed: true,
      reminderHoursBefore: 24,
    });
    clock.set('2026-11-24T06:59:00Z');
    expect((await call(app, 'POST', '/api/manage/cancel', { token, version: 1 })).status).toBe(200);
  });
});

describe('rescheduling through the link', () => {
  it('moves it under the booking rules, keeps the link, and updates the same calendar event', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    const id = await book(app, { email: 'lin@example.com' });
    const token = await tokenFromEmail(clock, 'booking_received');
    const [received] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_received'));

    // The free times: its own place is free for itself; a full time is not.
    for (const start of ['13:00', '13:00', '13:00']) {
      await insertAppointment(testDb.db, { date: '2026-11-25', start, end: '14:00' });
    }
    const free = await call(app, 'GET', `/api/manage/availability?token=${token}&date=2026-11-25`);
    expect(free.status).toBe(200);
    const times = (free.body as { times: { time: string; state: string }[] }).times;
    expect(times.find((slot) => slot.time === '13:00')?.state).not.toBe('available');
    expect(times.find((slot) => slot.time === '10:00')?.state).toBe('available');

    const full = await call(app, 'POST', '/api/manage/reschedule', {
      token,
      version: 1,
      date: '2026-11-25',
      time: '13:00',
    });
    expect(full.status).toBe(409);
    const offGrid = await call(app, 'POST', '/api/manage/reschedule', {
      token,
      version: 1,
      date: '2026-11-25',
      time: '10:05',
    });
    expect(offGrid.status).toBe(422);
    const sunday = await call(app, 'POST', '/api/manage/reschedule', {
      token,
      version: 1,
      date: '2026-11-29',
      time: '11:00',
    });
    expect(sunday.status).toBe(422);

    const moved = await call(app, 'POST', '/api/manage/reschedule', {
      token,
      version: 1,
      date: '2026-11-25',
      time: '10:00',
    });
    expect(moved.status).toBe(200);
    expect((moved.body as { booking: ManagedBooking }).booking).toMatchObject({
      date: '2026-11-25',
      startTime: '10:00',
      status: 'pending',
      version: 2,
    });
    // The same link still opens it, at its new time.
    expect(((await view(app, token)).body as { booking: ManagedBooking }).booking.startTime).toBe('10:00');

    const [update] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'booking_rescheduled'));
    expect(update?.recipient).toBe('lin@example.com');
    const first = new ICAL.Component(ICAL.parse(received?.icsAttachment ?? '')).getFirstSubcomponent('vevent');
    const later = new ICAL.Component(ICAL.parse(update?.icsAttachment ?? '')).getFirstSubcomponent('vevent');
    expect(later?.getFirstPropertyValue('uid')).toBe(first?.getFirstPropertyValue('uid'));
    expect(Number(later?.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(first?.getFirstPropertyValue('sequence')),
    );
    const [notice] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'customer_change_notice'));
    expect(notice?.textBody).toContain('moved their appointment');
    const events = await testDb.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
    expect(events.map((event) => event.kind)).toEqual(['rescheduled_by_customer']);
    // The reminder follows the move: the old one dropped, one for the new time (24 hours before it).
    const reminders = await testDb.db
      .select({ status: outbox.status, dueAt: outbox.nextAttemptAt, key: outbox.dedupeKey })
      .from(outbox)
      .where(eq(outbox.kind, 'booking_reminder'))
      .orderBy(asc(outbox.id));
    expect(reminders).toEqual([
      { status: 'dropped', dueAt: expect.any(Date), key: `reminder:${id}:2026-11-24T11:00` },
      { status: 'pending', dueAt: new Date('2026-11-24T03:00:00Z'), key: `reminder:${id}:2026-11-25T10:00` },
    ]);
  });

  it('returns a confirmed booking to pending when the owner says so', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    const id = await book(app);
    await testDb.db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, id));
    await saveSection(testDb.db, 'customer_changes', {
      changeCutoffHours: 24,
      confirmedStaysConfirmed: false,
      reminderHoursBefore: 24,
    });
    const token = await mintManageLink(testDb.db, { appointmentId: id, outboxId: null, now: clock() });
    const moved = await call(app, 'POST', '/api/manage/reschedule', {
      token,
      version: 1,
      date: '2026-11-26',
      time: '15:00',
    });
    expect((moved.body as { booking: ManagedBooking }).booking.status).toBe('pending');
    const [notice] = await testDb.db.select().from(outbox).where(eq(outbox.kind, 'customer_change_notice'));
    expect(notice?.textBody).toContain('pending again');
  });
});

describe('staff issue a new link', () => {
  it('ends every earlier link and e-mails a fresh one', async () => {
    const { app, clock } = createTestApp({ db: testDb.db });
    const id = await book(app, { email: 'nok@example.com' });
    const old = await tokenFromEmail(clock, 'booking_received');
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db);
    const issued = await call(app, 'POST', `/api/admin/appointments/${id}/manage-link`, undefined, staffHeaders);
    expect(issued.status).toBe(201);
    const { url, emailed } = issued.body as { url: string; emailed: boolean };
    expect(emailed).toBe(true);
    const fresh = new URL(url).searchParams.get('token') ?? '';
    expect((await view(app, old)).status).toBe(404);
    expect((await view(app, fresh)).status).toBe(200);
    const mailed = await tokenFromEmail(clock, 'manage_link');
    expect((await view(app, mailed)).status).toBe(200);
  });
});
