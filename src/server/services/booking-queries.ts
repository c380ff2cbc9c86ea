/**
 * Reads and errors shared by the booking engine (create-booking.ts) and the
 * availability answer (list-availability.ts).
 */
import { inArray, sql } from 'drizzle-orm';
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

/** The chosen services, in the order chosen; any id unknown or no longer offered refuses the request. */
export function chosenInOrder(serviceIds: readonly number[], rows: readonly ChosenService[]): ChosenService[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return serviceIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw fieldError('serviceIds', bookingEngineMessageKeys.servicesUnavailable);
    return row;
  });
}

/** What a booking or an availability answer needs from the database, read in one statement. */
export interface BookingContext {
  /** The appointment already created with this idempotency key, if any (only when a key was given). */
  readonly replayId: string | null;
  /** The chosen services that exist and are offered (any order; see chosenInOrder). */
  readonly services: readonly ChosenService[];
  /** The date's non-cancelled appointments as occupied times. */
  readonly booked: readonly BookedInterval[];
}

/**
 * One round trip instead of three (issue 12): the idempotent replay, the chosen services and
 * the date's occupied times as one row of JSON. Read again inside the booking's transaction
 * after the per-date lock (then without services), since a statement sees what was committed
 * when it started.
 */
export async function loadBookingContext(
  db: Executor,
  query: { date: CalendarDate; serviceIds?: readonly number[]; idempotencyKey?: string | undefined },
): Promise<BookingContext> {
  const key = query.idempotencyKey ?? null;
  const ids = query.serviceIds ?? [];
  const servicesJson =
    ids.length === 0
      ? sql`'[]'::json`
      : sql`coalesce((select json_agg(json_build_object('id', ${services.id}, 'name', ${services.name},
            'priceThb', ${services.priceThb}, 'durationMinutes', ${services.durationMinutes}))
          from ${services}
          where ${inArray(services.id, [...ids])} and ${services.active}), '[]'::json)`;
  const result = await db.execute(sql`select
      (select ${appointments.id} from ${appointments} where ${appointments.idempotencyKey} = ${key}) as replay_id,
      ${servicesJson} as services,
      coalesce((select json_agg(json_build_array(${appointments.startTime}, ${appointments.endTime}))
        from ${appointments}
        where ${appointments.appointmentDate} = ${query.date} and ${appointments.status} <> 'cancelled'),
        '[]'::json) as booked`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    replay_id: string | null;
    services: unknown;
    booked: unknown;
  }[];
  const row = rows[0];
  // node-postgres and PGlite both parse json columns; a driver that did not would hand over text.
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const booked = parse<[string, string][]>(row?.booked ?? []);
  return {
    replayId: row?.replay_id ?? null,
    services: parse<ChosenService[]>(row?.services ?? []),
    booked: booked.map(([start, end]) => ({ startMinute: timeToMinutes(start), endMinute: timeToMinutes(end) })),
  };
}
