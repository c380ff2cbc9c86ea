/**
 * The durable e-mail outbox (design invariant 5: no lost mail).
 *
 * Callers write messages with these functions INSIDE their own transaction,
 * so a message exists if and only if the change that caused it committed.
 * The worker (worker.ts) delivers them later; nothing here talks to SMTP.
 *
 *   await db.transaction(async (tx) => {
 *     ...change the status to confirmed...
 *     await enqueueConfirmationEmail(tx, appointmentId, { salon, publicUrl, now: clock() });
 *   });
 */
import { randomUUID } from 'node:crypto';
import { outbox } from '../db/schema.ts';
import type { Transaction } from '../db/client.ts';
import {
  liveMailContext,
  loadAppointmentEmailData,
  type AppointmentEmailData,
  type MailContext,
} from './templates/appointment-email-data.ts';
import {
  renderBookingReceivedEmail,
  renderCancellationEmail,
  renderConfirmationEmail,
  renderUpdateEmail,
  renderSalonNotificationEmail,
  type RenderedEmail,
} from './templates/appointment-emails.ts';
import { mailAddressOrNull, type MailAddress } from './transport.ts';

export type { MailContext } from './templates/appointment-email-data.ts';

export const OUTBOX_KINDS = [
  'booking_confirmed',
  'booking_received',
  'booking_notification',
  'booking_updated',
  'booking_cancelled',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Kinds sent to the customer (Reply-To: the salon); the rest go to the salon
 * itself (Reply-To: the customer, stored on the row).
 */
export const CUSTOMER_KINDS: ReadonlySet<string> = new Set<OutboxKind>([
  'booking_confirmed',
  'booking_received',
  'booking_updated',
  'booking_cancelled',
]);

async function insertMessage(
  tx: Transaction,
  kind: OutboxKind,
  appointment: AppointmentEmailData,
  recipient: string,
  email: RenderedEmail,
  context: MailContext,
  replyTo: MailAddress | null = null,
): Promise<number> {
  // Customer mail answers to the salon as it is when the message is written (the owner may have saved a new
  // address since the server started): the row keeps it, rather than the worker's start-up default.
  const answerTo =
    replyTo ?? (CUSTOMER_KINDS.has(kind) ? mailAddressOrNull(context.salon.name, context.salon.email) : null);
  const [row] = await tx
    .insert(outbox)
    .values({
      // Drawn here, in Node's CSPRNG, once per message: every retry sends this same Message-ID.
      messageUuid: randomUUID(),
      kind,
      appointmentId: appointment.id,
      recipient,
      replyToAddress: answerTo?.address ?? null,
      replyToName: answerTo?.name ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      icsAttachment: email.ics,
      status: 'pending',
      ...(context.now ? { nextAttemptAt: context.now, createdAt: context.now } : {}),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('Writing the e-mail to the outbox returned no row');
  return row.id;
}

/**
 * The confirmation e-mail (with its calendar invitation) for an appointment
 * that is being confirmed. Reads the appointment and its services through
 * `tx`, so call it after the change is written. Returns the outbox id.
 * Every call writes one message: a second confirmation (after "Restore to
 * pending" and confirming again) sends a second e-mail whose invitation
 * updates the same calendar entry (same UID).
 */
export async function enqueueConfirmationEmail(
  tx: Transaction,
  appointmentId: string,
  context: MailContext,
): Promise<number> {
  const appointment = await loadAppointmentEmailData(tx, appointmentId);
  const live = await liveMailContext(tx, context);
  const email = renderConfirmationEmail(appointment, live, live.now ?? new Date());
  return insertMessage(tx, 'booking_confirmed', appointment, appointment.customerEmail, email, live);
}

/**
 * The update e-mail for a confirmed appointment that moved (issue 14): its calendar file carries
 * the same UID and the new version as SEQUENCE, so the customer's calendar moves the event. Call it
 * after the move is written (and the version bumped), in the same transaction.
 */
export async function enqueueUpdateEmail(
  tx: Transaction,
  appointmentId: string,
  context: MailContext,
): Promise<number> {
  const appointment = await loadAppointmentEmailData(tx, appointmentId);
  const live = await liveMailContext(tx, context);
  const email = renderUpdateEmail(appointment, live, live.now ?? new Date());
  return insertMessage(tx, 'booking_updated', appointment, appointment.customerEmail, email, live);
}

/**
 * The cancellation e-mail (issue 14): its calendar file (METHOD:CANCEL, STATUS:CANCELLED, same UID,
 * the new version as SEQUENCE) removes the event. Call it after the status change is written.
 */
export async function enqueueCancellationEmail(
  tx: Transaction,
  appointmentId: string,
  context: MailContext,
): Promise<number> {
  const appointment = await loadAppointmentEmailData(tx, appointmentId);
  const live = await liveMailContext(tx, context);
  const email = renderCancellationEmail(appointment, live, live.now ?? new Date());
  return insertMessage(tx, 'booking_cancelled', appointment, appointment.customerEmail, email, live);
}

/** The two e-mails of a new booking, rendered before its transaction (see renderBookingReceivedEmails). */
export interface RenderedBookingEmails {
  readonly appointment: AppointmentEmailData;
  readonly customer: RenderedEmail;
  readonly salon: RenderedEmail;
}

/**
 * Renders "we received your booking" and the salon's notice without touching the database.
 * The booking engine calls it before its transaction and its per-date lock (rendering was a
 * third of a booking's Node time, issue 12), then writes the result with
 * insertBookingReceivedEmails inside the transaction, so the messages still exist exactly
 * when the booking committed.
 */
export function renderBookingReceivedEmails(
  appointment: AppointmentEmailData,
  context: MailContext,
): RenderedBookingEmails {
  return {
    appointment,
    customer: renderBookingReceivedEmail(appointment, context),
    salon: renderSalonNotificationEmail(appointment, context),
  };
}

/**
 * Writes the two rendered booking e-mails to the outbox in `tx`. Returns both ids.
 * The notice carries Reply-To: the customer, so the salon's "Reply" reaches
 * them (left out when the stored address could not be a single mailbox).
 */
export async function insertBookingReceivedEmails(
  tx: Transaction,
  emails: RenderedBookingEmails,
  context: MailContext,
): Promise<{ customerMessageId: number; salonMessageId: number }> {
  const { appointment } = emails;
  const customerMessageId = await insertMessage(
    tx,
    'booking_received',
    appointment,
    appointment.customerEmail,
    emails.customer,
    context,
  );
  const salonMessageId = await insertMessage(
    tx,
    'booking_notification',
    appointment,
    context.salon.email,
    emails.salon,
    context,
    mailAddressOrNull(appointment.customerName, appointment.customerEmail),
  );
  return { customerMessageId, salonMessageId };
}

/**
 * "We received your booking" to the customer and a new-booking notice to the
 * salon's address, for a booking being created in `tx` (read back through `tx`).
 * Returns both ids.
 */
export async function enqueueBookingReceivedEmails(
  tx: Transaction,
  appointmentId: string,
  context: MailContext,
): Promise<{ customerMessageId: number; salonMessageId: number }> {
  const appointment = await loadAppointmentEmailData(tx, appointmentId);
  const live = await liveMailContext(tx, context);
  return insertBookingReceivedEmails(tx, renderBookingReceivedEmails(appointment, live), live);
}
