/**
 * The placement rule (domain/appointment-placement.ts) with the database:
 * the locks every staff placement takes, the date's settings and other
 * appointments read after them, and the refusals as API errors (decision 151).
 *
 * Locks, as the booking engine takes them (create-booking.ts): the settings
 * lock shared, then each date's advisory lock in a fixed (sorted) order, so a
 * move across two dates and a booking on either never wait in a circle. The
 * technician rule is checked under the same date lock, so two staff giving one
 * technician overlapping appointments at once are serialised and one is refused.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import {
  placementMessages,
  placementProblem,
  type PlacedAppointment,
  type PlacementProblem,
  type PlacementQuery,
} from '../../../domain/appointment-placement.ts';
import { timeToMinutes, type CalendarDate } from '../../../domain/calendar.ts';
import type { PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Transaction } from '../../db/client.ts';
import { appointments, staff } from '../../db/schema.ts';
import { ApiError, keyedMessage, refuse } from '../../http/errors.ts';
import type { Executor } from '../appointments/appointment-views.ts';
import { loadBookingContext, type BookingContext } from '../booking/booking-context.ts';
import { bookingReference } from '../../../domain/booking-reference.ts';
import { lockBookingDate } from '../booking/create-booking.ts';
import { lockSettingsShared } from '../shared/settings-lock.ts';

/** Statuses that occupy nothing: their time is free for others (a no-show's time has passed unused). */
export const NON_OCCUPYING_STATUSES = ['cancelled', 'no_show'] as const;

/** The settings lock shared, then every date's lock in sorted order (at most two dates: a move). */
export async function lockPlacementDates(tx: Transaction, dates: readonly CalendarDate[]): Promise<void> {
  await lockSettingsShared(tx);
  for (const date of [...new Set(dates)].sort()) await lockBookingDate(tx, date);
}

/** The date's appointments that occupy the salon, with what a refusal names; one may be left out. */
export async function loadPlacedAppointments(
  db: Executor,
  date: CalendarDate,
  exceptAppointmentId?: string,
): Promise<PlacedAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      customerName: appointments.customerName,
      technicianId: appointments.technicianId,
      technicianEmail: staff.email,
    })
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.technicianId))
    .where(and(eq(appointments.appointmentDate, date), notInArray(appointments.status, [...NON_OCCUPYING_STATUSES])))
    .orderBy(appointments.startTime, appointments.id);
  return rows
    .filter((row) => row.id !== exceptAppointmentId)
    .map((row) => ({
      id: row.id,
      reference: bookingReference(row.id),
      date,
      time: row.startTime,
      endTime: row.endTime,
      customerName: row.customerName,
      technicianName: row.technicianEmail === null ? null : technicianDisplayName(row.technicianEmail),
      technicianId: row.technicianId,
      startMinute: timeToMinutes(row.startTime),
      endMinute: timeToMinutes(row.endTime),
    }));
}

export interface PlacementDay {
  readonly context: BookingContext;
  readonly others: PlacedAppointment[];
}

/** The date's settings (and the chosen services when asked) and its other appointments: read after the locks. */
export async function loadPlacementDay(
  tx: Executor,
  date: CalendarDate,
  options: { exceptAppointmentId?: string; serviceIds?: readonly number[] } = {},
): Promise<PlacementDay> {
  const [context, others] = await Promise.all([
    loadBookingContext(tx, {
      date,
      ...(options.serviceIds ? { serviceIds: options.serviceIds } : {}),
      ...(options.exceptAppointmentId ? { exceptAppointmentId: options.exceptAppointmentId } : {}),
    }),
    loadPlacedAppointments(tx, date, options.exceptAppointmentId),
  ]);
  return { context, others };
}

/** The API error for a placement problem: 422 on the field, or 409 `conflict` with the details. */
export function placementError(problem: PlacementProblem): ApiError {
  if (problem.kind === 'invalid') {
    const { field, message } = placementMessages[problem.reason];
    const sentence = keyedMessage(message);
    return new ApiError(422, sentence, { fields: { [field]: sentence } });
  }
  const details: PlacementRefusalDetails = { reason: problem.kind, conflicts: problem.conflicts };
  return new ApiError(409, keyedMessage(placementMessages[problem.kind]), { details });
}

export interface PlacementCheck extends Omit<PlacementQuery, 'day' | 'others' | 'now'> {
  readonly now: SalonMoment;
}

/** Throws the refusal, if any; otherwise whether the placement goes past the capacity rule. */
export function assertPlacement(day: PlacementDay, check: PlacementCheck): void {
  const problem = placementProblem({ ...check, day: day.context.day, others: day.others });
  if (problem) throw placementError(problem);
}

export const technicianMessages = {
  notActive: 'admin:refusals.activeTechnician',
} as const;

/** 422 unless the id names an active technician. */
export async function assertActiveTechnician(tx: Executor, technicianId: string | null): Promise<string | null> {
  if (technicianId === null) return null;
  const [row] = await tx
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.isTechnician, true), eq(staff.active, true)));
  if (!row) {
    throw refuse(422, technicianMessages.notActive, { fields: { technicianId: technicianMessages.notActive } });
  }
  return row.email;
}
