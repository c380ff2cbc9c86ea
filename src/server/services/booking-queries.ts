/**
 * Reads and errors shared by the booking engine (create-booking.ts) and the
 * availability answer (list-availability.ts).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { BookedInterval } from '../../domain/capacity.ts';
import { timeToMinutes, type CalendarDate } from '../../domain/calendar.ts';
import {
  bookingEngineMessageKeys,
  bookingSlotProblemMessages,
  type BookingSlotProblem,
} from '../../domain/booking-request.ts';
import { createI18n } from '../../i18n/index.ts';
import type { Database, Transaction } from '../db/client.ts';
import { appointments, services } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

type Executor = Database | Transaction;

const i18n = createI18n('en');

/** English text of a message key ('booking:validation.timePast'). */
export function englishMessage(key: string): string {
  return i18n.t(key);
}

/** A 422 with one field's message, in the same shape as `validate()` produces. */
export function fieldError(field: string, key: string): ApiError {
  return new ApiError(422, 'validation_failed', 'Some fields need your attention.', { [field]: englishMessage(key) });
}

/** The answer for a slot that cannot be booked: 409 when it is full, 422 on the field otherwise. */
export function slotProblemError(problem: BookingSlotProblem): ApiError {
  const { field, key } = bookingSlotProblemMessages[problem];
  if (problem === 'full') {
    return new ApiError(409, 'conflict', englishMessage(key), { [field]: englishMessage(key) });
  }
  return fieldError(field, key);
}

export interface ChosenService {
  readonly id: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

/**
 * The chosen services as the database has them now, in the order chosen.
 * Any id that is unknown or no longer offered refuses the whole request.
 */
export async function loadChosenServices(db: Executor, serviceIds: readonly number[]): Promise<ChosenService[]> {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      priceThb: services.priceThb,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(inArray(services.id, [...serviceIds]), eq(services.active, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chosen: ChosenService[] = [];
  for (const id of serviceIds) {
    const row = byId.get(id);
    if (!row) throw fieldError('serviceIds', bookingEngineMessageKeys.servicesUnavailable);
    chosen.push(row);
  }
  return chosen;
}

/** The day's non-cancelled appointments as occupied times only: no names, no contacts. */
export async function bookedIntervals(db: Executor, date: CalendarDate): Promise<BookedInterval[]> {
  const rows = await db
    .select({ startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.status, 'cancelled')));
  return rows.map((row) => ({ startMinute: timeToMinutes(row.startTime), endMinute: timeToMinutes(row.endTime) }));
}
