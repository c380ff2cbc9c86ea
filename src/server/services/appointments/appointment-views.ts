/**
 * How staff see an appointment: the row shape shared by the dashboard list
 * and the detail page, built from an appointment, its technician and its
 * booked services (names, prices and durations as copied at booking time).
 */
import type { AppointmentSource } from '../../../domain/appointment-source.ts';
import { asc, inArray } from 'drizzle-orm';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import { priceAfterDiscount, serviceTotals } from '../../../domain/pricing.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointmentServices } from '../../db/schema.ts';
import { bookingReference } from '../../../domain/booking-reference.ts';

export type Executor = Database | Transaction;

export interface BookedServiceLine {
  readonly serviceId: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface TechnicianRef {
  readonly id: string;
  readonly email: string;
  /** The e-mail's local part: the salon keeps no other name for its staff (technician-name.ts). */
  readonly displayName: string;
}

export interface AppointmentSummary {
  readonly id: string;
  /** Short code staff and customers quote: the id's first 8 hex characters, upper case. */
  readonly reference: string;
  readonly date: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly status: AppointmentStatus;
  /** Where it came from: online, or what staff chose at the front desk. */
  readonly source: AppointmentSource;
  /** Send this back with every edit (optimistic concurrency). */
  readonly version: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly technician: TechnicianRef | null;
  readonly discountPercentage: number;
  readonly services: readonly BookedServiceLine[];
  readonly totalPriceThb: number;
  readonly totalDurationMinutes: number;
  /** The total after the discount, rounded to the whole baht (domain/pricing.ts). */
  readonly priceAfterDiscountThb: number;
  /**
   * When the customer last cancelled or moved it through their private link, if staff have not opened
   * it since: the dashboard marks it.
   */
  readonly customerChangedAt: Date | null;
}

/** The columns every view reads (selected with a left join on staff). */
export interface AppointmentRow {
  readonly id: string;
  readonly date: CalendarDate;
  readonly startTime: string;
  readonly endTime: string;
  readonly status: AppointmentStatus;
  readonly source: AppointmentSource;
  readonly version: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly technicianId: string | null;
  readonly technicianEmail: string | null;
  readonly discountPercentage: number;
  readonly customerChangedAt: Date | null;
}

export function technicianRef(id: string | null, email: string | null): TechnicianRef | null {
  return id && email ? { id, email, displayName: technicianDisplayName(email) } : null;
}

/** Booked services of several appointments in one query, in the order they were added. */
export async function loadServiceLines(
  db: Executor,
  appointmentIds: readonly string[],
): Promise<Map<string, BookedServiceLine[]>> {
  const byAppointment = new Map<string, BookedServiceLine[]>(appointmentIds.map((id) => [id, []]));
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select({
      appointmentId: appointmentServices.appointmentId,
      serviceId: appointmentServices.serviceId,
      name: appointmentServices.serviceName,
      priceThb: appointmentServices.priceThb,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentServices.id));
  for (const { appointmentId, ...line } of rows) byAppointment.get(appointmentId)?.push(line);
  return byAppointment;
}

export function toSummary(row: AppointmentRow, services: readonly BookedServiceLine[]): AppointmentSummary {
  const totals = serviceTotals(services);
  return {
    id: row.id,
    reference: bookingReference(row.id),
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    source: row.source,
    version: row.version,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    technician: technicianRef(row.technicianId, row.technicianEmail),
    discountPercentage: row.discountPercentage,
    services,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
    priceAfterDiscountThb: priceAfterDiscount(totals.totalPriceThb, row.discountPercentage),
    customerChangedAt: row.customerChangedAt,
  };
}
