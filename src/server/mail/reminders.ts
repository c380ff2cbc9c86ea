/**
 * The reminder e-mail before an appointment (decision 172).
 *
 * A reminder is planned when the appointment is written and decided when it is due:
 *
 * - `planReminder(tx, id, context)` runs inside the transaction that creates, moves or restores an
 *   appointment, after the row is written. It writes one outbox row of kind 'booking_reminder', due at
 *   `plannedReminderAt` (the owner's hours before the start, pulled back before the quiet hours), with
 *   the once-only key `reminder:<id>:<date>T<start>`; every still-pending reminder of the appointment
 *   under another key (an older time) is marked 'dropped' in the same transaction. Planning the same
 *   appointment and time again (a retried transaction, two processes) finds the key taken and writes
 *   nothing: one row per appointment and start, so at most one reminder for that time.
 * - `dropReminders(tx, id, reason)` marks the pending reminders of a cancelled (or completed, no-show)
 *   appointment 'dropped' in the transaction that changes its status.
 * - `createReminderPreparation(...)` is the outbox worker's last look (prepare-delivery.ts) at a claimed
 *   reminder: it reads the appointment as it is now and drops the reminder when the appointment is gone,
 *   no longer pending or confirmed, or at another time than the key names; holds it back to 08:00 when a
 *   retry after an SMTP outage falls in the quiet hours (or drops it when that is too late); and
 *   otherwise renders it again from the appointment as it is now (services, salon details).
 *
 * Use, in the transaction of the change, after the appointment row is written:
 *
 *   await planReminder(tx, appointmentId, { salon, publicUrl, now: clock() });   // booked, moved, restored
 *   await dropReminders(tx, appointmentId, reminderDroppedForStatus('cancelled')); // cancelled
 *
 * Delivery is the outbox's (decision 050): claimed with SKIP LOCKED and a lease, so several processes
 * never send one row at the same time, retried across SMTP outages and restarts. A process killed after the
 * SMTP server accepted a message and before it recorded that sends it again after the lease (the same
 * Message-ID); that window is the only way a customer sees a reminder twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SalonConfig } from '../../config/salon.ts';
import type { AppointmentStatus } from '../../domain/appointment-status.ts';
import type { CalendarDate, TimeOfDay } from '../../domain/calendar.ts';
import { CHANGEABLE_STATUSES, type CustomerChangeRules } from '../../domain/manage-booking.ts';
import { plannedReminderAt, reminderSendTime } from '../../domain/reminder-timing.ts';
import { salonInstant } from '../../domain/salon-time.ts';
import type { Database, Transaction } from '../db/client.ts';
import { appointments, outbox } from '../db/schema.ts';
import { readSalonSettings } from '../services/settings/salon-settings-store.ts';
import { writeOutboxMessage } from './outbox.ts';
import type { PrepareDelivery } from './prepare-delivery.ts';
import {
  liveMailContext,
  loadAppointmentEmailData,
  type AppointmentEmailData,
  type MailContext,
} from './templates/appointment-email-data.ts';
import { renderCustomerEmail, type RenderedEmail } from './templates/appointment-emails.ts';

type Executor = Database | Transaction;

export interface ReminderContext {
  readonly salon: SalonConfig;
  /** Absolute base URL of the site (PUBLIC_URL), for the manage link. */
  readonly publicUrl: string;
  /** The app's clock: the reminder is planned only when its time is after this. */
  readonly now: Date;
}

/** A reminder this call wrote, or brought back after it was dropped. */
export interface PlannedReminder {
  /** `reminder:<appointment id>:<date>T<start>`: one reminder per appointment and start. */
  readonly dedupeKey: string;
  /** When it is due (the outbox row's next attempt). */
  readonly dueAt: Date;
}

/** The once-only key of the reminder of an appointment at `date` `start`. */
export function reminderDedupeKey(appointmentId: string, date: CalendarDate, start: TimeOfDay): string {
  return `reminder:${appointmentId}:${date}T${start}`;
}

const STATUS_WORDS: Record<AppointmentStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/** The Outbox page's reason for a reminder whose appointment left pending/confirmed. */
export function reminderDroppedForStatus(status: AppointmentStatus): string {
  return `Not needed: the appointment is ${STATUS_WORDS[status]}.`;
}

const movedReason = (date: CalendarDate, start: TimeOfDay) =>
  `Not needed: the appointment moved to ${date} at ${start}.`;

interface ReminderSubject {
  readonly id: string;
  readonly appointmentDate: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly status: AppointmentStatus;
  readonly customerEmail: string;
}

/** Why this appointment gets no reminder at all (whatever its time), or null when it may get one. */
function appointmentRefusal(appointment: ReminderSubject): string | null {
  if (!(CHANGEABLE_STATUSES as readonly string[]).includes(appointment.status))
    return reminderDroppedForStatus(appointment.status);
  if (appointment.customerEmail === '') return 'Not needed: the customer has no e-mail address.';
  return null;
}

/** Read only when the appointment itself could have one (walk-ins without e-mail skip the settings). */
async function readReminderRules(db: Executor, salon: SalonConfig): Promise<CustomerChangeRules> {
  return (await readSalonSettings(db, salon)).customerChanges.value;
}

/** When the reminder of the appointment's current time is due, or null inside the reminder window (one place for planReminder and firstReminder). */
function reminderDueAt(
  appointment: ReminderSubject,
  rules: CustomerChangeRules,
  timeZone: string,
  now: Date,
): Date | null {
  return plannedReminderAt({
    startsAt: salonInstant(appointment.appointmentDate, appointment.startTime, timeZone),
    now,
    timeZone,
    rules,
  });
}

const REMINDERS_OFF = 'Not sent: reminders are turned off.';

/**
 * Marks every pending reminder of the appointment 'dropped' with `reason`, except the one under
 * `keepKey`. Returns how many. A row a worker has just claimed is pending too: if it is being sent at this
 * very moment, the send still happens and the worker's record of it is fenced off (decision 172).
 */
async function dropPendingReminders(
  tx: Transaction,
  appointmentId: string,
  reason: string,
  keepKey: string | null,
): Promise<number> {
  const dropped = await tx
    .update(outbox)
    .set({ status: 'dropped', lastError: reason })
    .where(
      and(
        eq(outbox.appointmentId, appointmentId),
        eq(outbox.kind, 'booking_reminder'),
        eq(outbox.status, 'pending'),
        keepKey === null ? undefined : sql`${outbox.dedupeKey} is distinct from ${keepKey}`,
      ),
    )
    .returning({ id: outbox.id });
  return dropped.length;
}

/**
 * Plans the reminder of one appointment as it is now in `tx`. Call it inside the transaction that
 * creates an appointment, moves it, or brings it back to pending or confirmed, after the row is written;
 * calling it after any other change is harmless (it is idempotent).
 *
 * - No reminder (and every pending one dropped) when the appointment is not pending or confirmed, has no
 *   e-mail address, or the owner turned reminders off.
 * - Pending reminders of another date or start are dropped (the appointment moved).
 * - A reminder for the current date and start is written, due at `plannedReminderAt`, unless that time
 *   is not after `now` (a booking or a move inside the reminder window): then none is written, and one
 *   already written for this same time (say, retrying through an SMTP outage) is left to go.
 * - The key already taken: a pending or sent reminder stays as it is (exactly one per time); a dropped
 *   one (cancelled, then restored) is planned again.
 *
 * Returns the reminder planned for the appointment's current time, or null when none is.
 */
export async function planReminder(
  tx: Transaction,
  appointmentId: string,
  context: ReminderContext,
): Promise<PlannedReminder | null> {
  const { salon, publicUrl, now } = context;
  const [appointment] = await tx
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      status: appointments.status,
      customerEmail: appointments.customerEmail,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!appointment) throw new Error(`No appointment ${appointmentId} to plan a reminder for`);
  const refusal = appointmentRefusal(appointment);
  const rules = refusal === null ? await readReminderRules(tx, salon) : null;
  if (rules === null || rules.reminderHoursBefore === 0) {
    await dropPendingReminders(tx, appointment.id, refusal ?? REMINDERS_OFF, null);
    return null;
  }
  const dedupeKey = reminderDedupeKey(appointment.id, appointment.appointmentDate, appointment.startTime);
  await dropPendingReminders(
    tx,
    appointment.id,
    movedReason(appointment.appointmentDate, appointment.startTime),
    dedupeKey,
  );
  const dueAt = reminderDueAt(appointment, rules, salon.timeZone, now);
  if (dueAt === null) return null;

  // What staff see on the Outbox page until it goes; the worker renders it again when it is due.
  const data = await loadAppointmentEmailData(tx, appointment.id);
  const live = await liveMailContext(tx, { salon, publicUrl, now });
  const email = renderCustomerEmail('reminder', data, live, now);
  const written = await writeOutboxMessage(tx, 'booking_reminder', data, data.customerEmail, email, live, null, {
    dueAt,
    dedupeKey,
  });
  if (written !== null) return { dedupeKey, dueAt };

  // The key is taken. A dropped reminder of this time that no worker ever claimed (attempts 0) was never
  // handed to SMTP, so planning it again cannot remind twice (cancelled, then restored). One a worker
  // claimed was due already, so it is not planned again: it may have gone out just as it was dropped.
  const revived = await tx
    .update(outbox)
    .set({
      status: 'pending',
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      recipient: data.customerEmail,
      nextAttemptAt: dueAt,
      attempts: 0,
      lastError: null,
    })
    .where(and(eq(outbox.dedupeKey, dedupeKey), eq(outbox.status, 'dropped'), eq(outbox.attempts, 0)))
    .returning({ id: outbox.id });
  if (revived.length > 0) return { dedupeKey, dueAt };
  // Pending (already planned) or sent (already reminded) or failed (staff may send it again): leave it.
  return null;
}

/** The reminder of a booking being created: written with its other e-mails, in one statement. */
export interface FirstReminder {
  readonly email: RenderedEmail;
  readonly dueAt: Date;
  readonly dedupeKey: string;
}

/**
 * The reminder of an appointment being created now, decided and rendered without the database (the
 * online booking's `prepare`, before its transaction and per-date lock): what `planReminder` would
 * write for it, since a new appointment has no reminder yet. Null when it gets none (no e-mail address,
 * reminders turned off, or booked inside the reminder window).
 */
export function firstReminder(
  appointment: AppointmentEmailData & { readonly status: AppointmentStatus },
  context: MailContext,
  rules: CustomerChangeRules,
  now: Date,
): FirstReminder | null {
  const subject = {
    id: appointment.id,
    appointmentDate: appointment.date,
    startTime: appointment.startTime,
    status: appointment.status,
    customerEmail: appointment.customerEmail,
  };
  if (appointmentRefusal(subject) !== null || rules.reminderHoursBefore === 0) return null;
  const dueAt = reminderDueAt(subject, rules, context.salon.timeZone, now);
  if (dueAt === null) return null;
  return {
    email: renderCustomerEmail('reminder', appointment, context, now),
    dueAt,
    dedupeKey: reminderDedupeKey(appointment.id, appointment.date, appointment.startTime),
  };
}

/**
 * Drops every pending reminder of the appointment, with `reason` for the Outbox page (use
 * `reminderDroppedForStatus`). Call it in the transaction that cancels the appointment (or marks it
 * completed or a no-show). Returns how many were dropped. A deleted appointment needs nothing: its rows
 * lose their appointment and the worker drops them when they fall due.
 */
export function dropReminders(tx: Transaction, appointmentId: string, reason: string): Promise<number> {
  return dropPendingReminders(tx, appointmentId, reason, null);
}

export interface ReminderPreparationOptions {
  readonly db: Database;
  readonly salon: SalonConfig;
  /** Absolute base URL of the site (PUBLIC_URL), without a trailing slash. */
  readonly publicUrl: string;
}

/**
 * The worker's decision on a claimed reminder (prepare-delivery.ts `prepareReminder`): drop it when it no
 * longer holds, defer it out of the quiet hours, or send it rendered from the appointment as it is now.
 * Reads outside any transaction: the outcome is recorded by the worker, fenced on its lease.
 */
export function createReminderPreparation(options: ReminderPreparationOptions): PrepareDelivery {
  const { db, salon, publicUrl } = options;
  return async (row, now) => {
    if (row.kind !== 'booking_reminder') return { action: 'send', message: row };
    if (row.appointmentId === null) return { action: 'drop', reason: 'Not needed: the appointment was deleted.' };
    const [appointment] = await db
      .select({
        id: appointments.id,
        appointmentDate: appointments.appointmentDate,
        startTime: appointments.startTime,
        status: appointments.status,
        customerEmail: appointments.customerEmail,
      })
      .from(appointments)
      .where(eq(appointments.id, row.appointmentId));
    if (!appointment) return { action: 'drop', reason: 'Not needed: the appointment was deleted.' };
    const refusal = appointmentRefusal(appointment);
    if (refusal !== null) return { action: 'drop', reason: refusal };
    // The owner may have turned reminders off since this one was planned.
    if ((await readReminderRules(db, salon)).reminderHoursBefore === 0)
      return { action: 'drop', reason: REMINDERS_OFF };
    if (row.dedupeKey !== reminderDedupeKey(appointment.id, appointment.appointmentDate, appointment.startTime)) {
      return { action: 'drop', reason: movedReason(appointment.appointmentDate, appointment.startTime) };
    }

    const sendAt = reminderSendTime({
      now,
      startsAt: salonInstant(appointment.appointmentDate, appointment.startTime, salon.timeZone),
      timeZone: salon.timeZone,
    });
    if (sendAt === null) {
      return { action: 'drop', reason: 'Not sent: held up until too close to the appointment.' };
    }
    if (sendAt.getTime() > now.getTime()) return { action: 'defer', until: sendAt };

    const data = await loadAppointmentEmailData(db, appointment.id);
    const live = await liveMailContext(db, { salon, publicUrl, now });
    const email = renderCustomerEmail('reminder', data, live, now);
    return {
      action: 'send',
      message: { subject: email.subject, textBody: email.text, htmlBody: email.html, icsAttachment: null },
    };
  };
}
