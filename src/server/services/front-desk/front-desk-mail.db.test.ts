/**
 * The e-mails that follow front-desk changes, read back from the outbox and their calendar
 * files parsed with ical.js: a confirmed appointment that moves gets an update of the same event (same
 * UID, higher SEQUENCE); a cancelled one gets METHOD:CANCEL; nobody without an e-mail address gets mail.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { outbox } from '../../db/schema.ts';
import type { AppointmentDetail } from '../appointments/get-appointment-detail.ts';
import {
  insertTestAppointment,
  menuServiceId,
  seededTechnicians,
} from '../../../../test/support/fixtures/appointments.ts';

const testDb = useTestDatabase();
const TUESDAY = '2026-11-24';

let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  ({ app } = createTestApp({ db: testDb.db }));
  ({ headers } = await signInAsStaff(app, testDb.db));
});

async function send(method: string, path: string, body?: unknown) {
  const response = await call(app, method, `/api/admin/appointments${path}`, body, headers);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return (response.body as { appointment: AppointmentDetail }).appointment;
}

/** The e-mails about the change itself; reminders are reminders.db.test.ts's subject. */
async function mailsOf(id: string) {
  return testDb.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.appointmentId, id), ne(outbox.kind, 'booking_reminder')))
    .orderBy(asc(outbox.id));
}

function parseCalendar(ics: string | null) {
  if (!ics) throw new Error('no calendar file');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
  };
}

async function staffBooking(email: string, phone = '') {
  return send('POST', '', {
    serviceIds: [await menuServiceId(testDb.db, 'Classic Manicure')],
    date: TUESDAY,
    time: '11:05',
    technicianId: null,
    name: 'Mali',
    email,
    phone,
    source: 'line',
  });
}

describe('update and cancellation e-mails', () => {
  it('a confirmed appointment moved gets an update of the same event, then a cancellation that removes it', async () => {
    const booked = await staffBooking('mali@example.com');
    const uid = `appointment-${booked.id}@${defaultSalonConfig.emailDomain}`;
    const moved = await send('PATCH', `/${booked.id}/move`, {
      version: 1,
      date: TUESDAY,
      time: '14:35',
      technicianId: null,
    });
    // A change of technician only: the customer's time is the same, so no e-mail.
    const [technician] = await seededTechnicians(testDb.db);
    const reassigned = await send('PATCH', `/${booked.id}/move`, {
      version: moved.version,
      date: TUESDAY,
      time: '14:35',
      technicianId: technician!.id,
    });
    await send('PATCH', `/${booked.id}/status`, { version: reassigned.version, status: 'cancelled' });

    const mails = await mailsOf(booked.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['booking_confirmed', 'mali@example.com'],
      ['booking_updated', 'mali@example.com'],
      ['booking_cancelled', 'mali@example.com'],
    ]);
    const [confirmed, updated, cancelled] = mails.map((mail) => parseCalendar(mail.icsAttachment));
    expect(confirmed).toMatchObject({ method: 'PUBLISH', uid, sequence: 1, status: 'CONFIRMED' });
    expect(confirmed!.start).toContain('2026-11-24T11:05');
    expect(updated).toMatchObject({ method: 'PUBLISH', uid, sequence: 2, status: 'CONFIRMED' });
    expect(updated!.start).toContain('2026-11-24T14:35');
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid, sequence: 4, status: 'CANCELLED' });
    expect(mails[1]!.subject).toContain('has changed');
    expect(mails[2]!.subject).toContain('is cancelled');
    expect(mails[2]!.icsAttachment).toContain('ATTENDEE;CN="Mali":mailto:mali@example.com');
  });

  it('writes no e-mail at all for a customer without an address', async () => {
    const booked = await staffBooking('', '081 555 1234');
    const moved = await send('PATCH', `/${booked.id}/move`, {
      version: 1,
      date: TUESDAY,
      time: '15:00',
      technicianId: null,
    });
    await send('PATCH', `/${booked.id}/status`, { version: moved.version, status: 'cancelled' });
    expect(await mailsOf(booked.id)).toEqual([]);
  });

  it('moving or cancelling a pending appointment sends nothing: the customer has no calendar event yet', async () => {
    const id = await insertTestAppointment(testDb.db, { date: TUESDAY, start: '11:00' });
    const moved = await send('PATCH', `/${id}/move`, { version: 1, date: TUESDAY, time: '12:00', technicianId: null });
    await send('PATCH', `/${id}/status`, { version: moved.version, status: 'cancelled' });
    expect(await mailsOf(id)).toEqual([]);
  });
});
