/**
 * Everything an appointment e-mail says, read from the database inside the
 * caller's transaction, so the message matches the change it belongs to.
 */
import { asc, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, appointmentServices } from '../../db/schema.ts';

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
  /** Bumped on every staff edit; used as the calendar invitation's SEQUENCE. */
  readonly version: number;
  readonly services: readonly EmailService[];
  /** Plain sum of the service prices, no discount (as the original e-mail). */
  readonly totalPriceThb: number;
  readonly totalDurationMinutes: number;
}

/** What every template needs besides the appointment. */
export interface MailContext {
  readonly salon: SalonConfig;
  /** Absolute base URL of the site, without a trailing slash. */
  readonly publicUrl: string;
  /**
   * The current instant (the app's clock): the calendar invitation's DTSTAMP
   * and the first delivery time. Defaults to the real time when omitted.
   */
  readonly now?: Date;
}

export class AppointmentNotFoundForEmailError extends Error {
  override name = 'AppointmentNotFoundForEmailError';
}

export function appointmentReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}

export async function loadAppointmentEmailData(
  db: Database | Transaction,
  appointmentId: string,
): Promise<AppointmentEmailData> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId)).limit(1);
  if (!row) throw new AppointmentNotFoundForEmailError(`No appointment ${appointmentId} to write an e-mail about`);
  const lines = await db
    .select({
      name: appointmentServices.serviceName,
      priceThb: appointmentServices.priceThb,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(appointmentServices.id));
  const totals = serviceTotals(lines);
  return {
    id: row.id,
    reference: appointmentReference(row.id),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    notes: row.notes,
    date: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    version: row.version,
    services: lines,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
  };
}
