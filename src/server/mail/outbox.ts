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
  renderCustomerEmail,
  renderSalonNotificationEmail,
  type RenderedEmail,
} from './templates/appointment-emails.ts';
import { renderCustomerChangeNotice, type CustomerChange } from './templates/customer-change-emails.ts';
import { mailAddressOrNull, type MailAddress } from './transport.ts';
import { emailText } from './templates/email-text.ts';
import type { Language } from '../../domain/language.ts';
import { salonLanguage } from '../services/shared/reader-language.ts';

export type { MailContext } from './templates/appointment-email-data.ts';

export const OUTBOX_KINDS = [
  'booking_confirmed',
  'booking_received',
  'booking_notification',
  'booking_updated',
  'booking_cancelled',
  // The customer's own changes, reminders and new links; the salon's notice of a customer's change.
  'booking_rescheduled',
  'booking_reminder',
  'manage_link',
  'customer_change_notice',
  // Deposits: the QR and deadline of a held booking, and its release when nothing arrived.
  'deposit_requested',
  'deposit_expired',
  // A paid sale's receipt, e-mailed by staff from the receipt page (decision 224).
  'receipt',
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
  'booking_rescheduled',
  'booking_reminder',
  'manage_link',
  'deposit_requested',
  'deposit_expired',
  'receipt',
]);

/** When a message is due (default: now) and its once-only key (reminders). */
export interface MessageTiming {
  readonly dueAt?: Date;
  readonly dedupeKey?: string;
}

/**
 * Writes one message in `tx`. Answers its id, or null when a message with the same dedupe key exists
 * (written once, however many times it is planned).
 */
export async function writeOutboxMessage(
  tx: Transaction,
  kind: OutboxKind,
  appointment: OutboxSubject,
  recipient: string,
  email: RenderedEmail,
  context: MailContext,
  replyTo: MailAddress | null = null,
  timing: MessageTiming = {},
): Promise<number | null> {
  const [row] = await tx
    .insert(outbox)
    .values(outboxRow({ kind, appointment, recipient, email, context, replyTo, timing }))
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (!row) {
    if (timing.dedupeKey) return null;
    throw new Error('Writing the e-mail to the outbox returned no row');
  }
  return row.id;
}

/** The appointment a message is about; null for one about no appointment (a walk-in's receipt). */
export interface OutboxSubject {
  readonly id: string | null;
}

interface OutboxMessage {
  readonly kind: OutboxKind;
  readonly appointment: OutboxSubject;
  readonly recipient: string;
  readonly email: RenderedEmail;
  readonly context: MailContext;
  readonly replyTo?: MailAddress | null;
  readonly timing?: MessageTiming;
}

/** The outbox row of one message, as written by writeOutboxMessage and insertBookingReceivedEmails. */
function outboxRow({ kind, appointment, recipient, email, context, replyTo = null, timing = {} }: OutboxMessage) {
  // Customer mail answers to the salon as it is when the message is written (the owner may have saved a new
  // address since the server started): the row keeps it, rather than the worker's start-up default.
  const answerTo =
    replyTo ?? (CUSTOMER_KINDS.has(kind) ? mailAddressOrNull(context.salon.name, context.salon.email) : null);
  return {
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
    status: 'pending' as const,
    ...(context.now ? { nextAttemptAt: context.now, createdAt: context.now } : {}),
    ...(timing.dueAt ? { nextAttemptAt: timing.dueAt } : {}),
    ...(timing.dedupeKey ? { dedupeKey: timing.dedupeKey } : {}),
  };
}

async function insertMessage(
  tx: Transaction,
  kind: OutboxKind,
  appointment: AppointmentEmailData,
  recipient: string,
  email: RenderedEmail,
  context: MailContext,
  replyTo: MailAddress | null = null,
): Promise<number> {
  const id = await writeOutboxMessage(tx, kind, appointment, recipient, email, context, replyTo);
  if (id === null) throw new Error('Writing the e-mail to the outbox returned no row');
  return id;
}

/** The appointment e-mails written when an appointment changes, by outbox kind and what they say. */
const APPOINTMENT_CHANGE_EMAILS = {
  booking_confirmed: renderConfirmationEmail,
  booking_updated: renderUpdateEmail,
  booking_cancelled: renderCancellationEmail,
  booking_rescheduled: (data: AppointmentEmailData, context: MailContext, now: Date) =>
    renderCustomerEmail('rescheduled', data, context, now),
  manage_link: (data: AppointmentEmailData, context: MailContext, now: Date) =>
    renderCustomerEmail('newLink', data, context, now),
} as const;

/**
 * Writes one of those e-mails for the appointment as it is now in `tx` (call it after the change is
 * written, in the same transaction); every calendar file carries the appointment's UID and its version
 * as SEQUENCE, so the customer's calendar adds, moves or removes the same event. Returns the outbox id.
 */
async function enqueueAppointmentChangeEmail(
  tx: Transaction,
  kind: keyof typeof APPOINTMENT_CHANGE_EMAILS,
  appointmentId: string,
  context: MailContext,
): Promise<number> {
  const appointment = await loadAppointmentEmailData(tx, appointmentId);
  const live = await liveMailContext(tx, context);
  const email = APPOINTMENT_CHANGE_EMAILS[kind](appointment, live, live.now ?? new Date());
  return insertMessage(tx, kind, appointment, appointment.customerEmail, email, live);
}

/**
 * The confirmation e-mail. Every call writes one message: a second confirmation (after "Restore to
 * pending" and confirming again) sends a second e-mail whose invitation updates the same calendar entry.
 */
export const enqueueConfirmationEmail = (tx: Transaction, appointmentId: string, context: MailContext) =>
  enqueueAppointmentChangeEmail(tx, 'booking_confirmed', appointmentId, context);

/** The update e-mail for a confirmed appointment that moved: the calendar moves the event. */
export const enqueueUpdateEmail = (tx: Transaction, appointmentId: string, context: MailContext) =>
  enqueueAppointmentChangeEmail(tx, 'booking_updated', appointmentId, context);

/** The cancellation e-mail: METHOD:CANCEL, STATUS:CANCELLED removes the event. */
export const enqueueCancellationEmail = (tx: Transaction, appointmentId: string, context: MailContext) =>
  enqueueAppointmentChangeEmail(tx, 'booking_cancelled', appointmentId, context);

/** The customer moved their booking through their link; the file moves the same event. */
export const enqueueRescheduledEmail = (tx: Transaction, appointmentId: string, context: MailContext) =>
  enqueueAppointmentChangeEmail(tx, 'booking_rescheduled', appointmentId, context);

/** Staff issued a new private link; the e-mail carries it (drawn at send time). */
export const enqueueNewLinkEmail = (tx: Transaction, appointmentId: string, context: MailContext) =>
  enqueueAppointmentChangeEmail(tx, 'manage_link', appointmentId, context);

/** Tells the salon what a customer changed through their link; Reply-To: the customer. */
export async function enqueueCustomerChangeNotice(
  tx: Transaction,
  appointmentId: string,
  change: CustomerChange,
  context: MailContext,
): Promise<number> {
  // Written to the salon: in the salon's language, with its names of the treatments.
  const appointment = await loadAppointmentEmailData(tx, appointmentId, 'salon');
  const live = await liveMailContext(tx, context);
  const email = renderCustomerChangeNotice(appointment, change, live, emailText(await salonLanguage(tx)));
  return insertMessage(
    tx,
    'customer_change_notice',
    appointment,
    live.salon.email,
    email,
    live,
    mailAddressOrNull(appointment.customerName, appointment.customerEmail),
  );
}

/** The e-mails of a new booking, rendered before its transaction (see renderBookingReceivedEmails). */
export interface RenderedBookingEmails {
  readonly appointment: AppointmentEmailData;
  readonly customer: RenderedEmail;
  readonly salon: RenderedEmail;
  /** The reminder before the appointment (reminders.ts `firstReminder`), when it gets one. */
  readonly reminder?: { readonly email: RenderedEmail; readonly dueAt: Date; readonly dedupeKey: string } | null;
}

/**
 * Renders "we received your booking" and the salon's notice without touching the database.
 * The booking engine calls it before its transaction and its per-date lock (rendering was a
 * third of a booking's Node time), then writes the result with
 * insertBookingReceivedEmails inside the transaction, so the messages still exist exactly
 * when the booking committed.
 */
export function renderBookingReceivedEmails(
  appointment: AppointmentEmailData,
  context: MailContext,
  salon: SalonNoticeInput,
): RenderedBookingEmails {
  return {
    appointment,
    customer: renderBookingReceivedEmail(appointment, context),
    salon: renderSalonNotificationEmail(salon.appointment, context, emailText(salon.language)),
  };
}

/**
 * The salon's notice is the salon's to read: in its language, the treatments named in it. The
 * caller reads both before rendering (reader-language.ts, service-names.ts).
 */
export interface SalonNoticeInput {
  readonly appointment: AppointmentEmailData;
  readonly language: Language;
}

/**
 * Writes the rendered booking e-mails (and the reminder, when there is one) to the outbox in `tx`.
 * Returns the ids of the customer's and the salon's. The notice carries Reply-To: the customer, so the salon's "Reply" reaches
 * them (left out when the stored address could not be a single mailbox).
 */
export async function insertBookingReceivedEmails(
  tx: Transaction,
  emails: RenderedBookingEmails,
  context: MailContext,
): Promise<{ customerMessageId: number; salonMessageId: number }> {
  const { appointment, reminder } = emails;
  const customerRecipient = appointment.customerEmail;
  const messages: OutboxMessage[] = [
    { kind: 'booking_received', appointment, recipient: customerRecipient, email: emails.customer, context },
    {
      kind: 'booking_notification',
      appointment,
      recipient: context.salon.email,
      email: emails.salon,
      context,
      replyTo: mailAddressOrNull(appointment.customerName, appointment.customerEmail),
    },
  ];
  if (reminder) {
    const timing = { dueAt: reminder.dueAt, dedupeKey: reminder.dedupeKey };
    messages.push({
      kind: 'booking_reminder',
      appointment,
      recipient: customerRecipient,
      email: reminder.email,
      context,
      timing,
    });
  }
  // One statement for all of them: the booking's transaction holds its date's lock meanwhile.
  const rows = await tx
    .insert(outbox)
    .values(messages.map(outboxRow))
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id, kind: outbox.kind });
  const idOf = (kind: OutboxKind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`Writing the ${kind} e-mail to the outbox returned no row`);
    return row.id;
  };
  return { customerMessageId: idOf('booking_received'), salonMessageId: idOf('booking_notification') };
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
  const salon = {
    appointment: await loadAppointmentEmailData(tx, appointmentId, 'salon'),
    language: await salonLanguage(tx),
  };
  const live = await liveMailContext(tx, context);
  return insertBookingReceivedEmails(tx, renderBookingReceivedEmails(appointment, live, salon), live);
}
