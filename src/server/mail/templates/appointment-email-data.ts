/**
 * Everything an appointment e-mail says, read from the database inside the
 * caller's transaction, so the message matches the change it belongs to.
 */
import { bookingReference } from '../../../domain/booking-reference.ts';
import { asc, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { DepositState } from '../../../domain/deposits/deposit-rules.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import type { Language } from '../../../domain/language.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, appointmentServices, deposits, lineChannel } from '../../db/schema.ts';
import { readSalonSettings, type SalonSettings } from '../../services/settings/salon-settings-store.ts';
import { languageOfReader } from '../../services/shared/reader-language.ts';
import { linesNamedIn } from '../../services/menu/service-names.ts';

export interface EmailService {
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface AppointmentEmailData {
  readonly id: string;
  /** Short code staff and customers quote (first 8 hex characters of the id, upper case). */
  readonly reference: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly notes: string | null;
  readonly date: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  /** Pending bookings get tentative calendar events; absent in older callers: not pending. */
  readonly status?: AppointmentStatus;
  /** Bumped on every staff edit; used as the calendar invitation's SEQUENCE. */
  readonly version: number;
  readonly services: readonly EmailService[];
  /** Plain sum of the service prices, no discount (as the original e-mail). */
  readonly totalPriceThb: number;
  readonly totalDurationMinutes: number;
  /** The customer's language: every e-mail and calendar text to them is written in it. */
  readonly language: Language;
  /** The booking's deposit, when it has one: the cancellation e-mail says whether it comes back (decision 254). */
  readonly deposit?: {
    readonly state: DepositState;
    readonly amountSatang: number;
    readonly refundCutoffHours: number;
  };
}

/** What every template needs besides the appointment. */
export interface MailContext {
  /** The salon as the e-mail names it: the configuration with the owner's saved details over it (liveMailContext). */
  readonly salon: SalonConfig;
  /** The weekly opening hours shown under "Where to find us" (absent: not shown). */
  readonly hours?: WeeklyPattern;
  /** Absolute base URL of the site, without a trailing slash. */
  readonly publicUrl: string;
  /**
   * The current instant (the app's clock): the calendar invitation's DTSTAMP
   * and the first delivery time. Defaults to the real time when omitted.
   */
  readonly now?: Date;
  /** Customers may change their booking online until this many hours before it. */
  readonly changeCutoffHours?: number;
  /** The salon's LINE account is connected: the booking's first e-mails offer "Get updates on LINE". */
  readonly lineOffered?: boolean;
}

export class AppointmentNotFoundForEmailError extends Error {
  override name = 'AppointmentNotFoundForEmailError';
}

/**
 * The appointment as a message about it says it. `reader` decides the language of the treatments' names
 * (reader-language.ts): the customer's e-mails name them in the booking's language, the salon's notices in
 * the salon's. `language` stays the customer's either way (the notice says which one they speak).
 */
export async function loadAppointmentEmailData(
  db: Database | Transaction,
  appointmentId: string,
  reader: 'customer' | 'salon' = 'customer',
): Promise<AppointmentEmailData> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId)).limit(1);
  if (!row) throw new AppointmentNotFoundForEmailError(`No appointment ${appointmentId} to write an e-mail about`);
  const rows = await db
    .select({
      serviceId: appointmentServices.serviceId,
      name: appointmentServices.serviceName,
      priceThb: appointmentServices.priceThb,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(appointmentServices.id));
  const namesLanguage = await languageOfReader(
    db,
    reader === 'customer' ? { kind: 'customer', bookingLanguage: row.language } : { kind: 'salon' },
  );
  const [named, [deposit]] = await Promise.all([
    linesNamedIn(db, rows, namesLanguage),
    db
      .select({ state: deposits.state, amountSatang: deposits.amount, refundCutoffHours: deposits.refundCutoffHours })
      .from(deposits)
      .where(eq(deposits.appointmentId, appointmentId)),
  ]);
  const lines = named.map(({ name, priceThb, durationMinutes }) => ({ name, priceThb, durationMinutes }));
  const totals = serviceTotals(lines);
  return {
    id: row.id,
    reference: bookingReference(row.id),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    notes: row.notes,
    date: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    version: row.version,
    services: lines,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
    language: row.language,
    ...(deposit ? { deposit } : {}),
  };
}

/**
 * The context with the salon's details and hours as the owner last saved them:
 * e-mails say the real name, contacts, address and hours. Read
 * through `db` (the caller's transaction when there is one), so a message and
 * the details it states belong to the same moment.
 */
export async function liveMailContext(db: Database | Transaction, context: MailContext): Promise<MailContext> {
  const [settings, lineOffered] = await Promise.all([readSalonSettings(db, context.salon), isLineConnected(db)]);
  return { ...mailContextWithSettings(context, settings), lineOffered };
}

/** Whether the owner connected the salon's LINE account (then the first e-mails offer it). */
export async function isLineConnected(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: lineChannel.id }).from(lineChannel).limit(1);
  return rows.length > 0;
}

/** The context with the owner's saved details, hours and cut-off from settings the caller already read. */
export function mailContextWithSettings(context: MailContext, settings: SalonSettings): MailContext {
  return {
    ...context,
    salon: { ...context.salon, ...settings.details.value },
    hours: settings.hours.value,
    changeCutoffHours: settings.customerChanges.value.changeCutoffHours,
  };
}
