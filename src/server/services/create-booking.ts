/**
 * The booking engine: turns a validated booking request into a pending
 * appointment, or refuses it with a clear reason. It never overbooks
 * (design invariant 1) and never leaves an appointment without its
 * services (invariant 2):
 *
 * 1. Cheap checks outside any lock, on one read (loadBookingContext: the
 *    idempotent replay, the chosen services, the date's occupied times and
 *    the owner's settings for that date): honeypot, replay, services exist
 *    and are active, every rule of the slot (window, closed days, grid,
 *    past, notice, closing time, part-day closures) with durations and
 *    prices from the database, and capacity as it stands (a full slot is
 *    refused without taking the lock).
 * 2. `prepare` (rendering the e-mails) runs here, outside the transaction:
 *    the appointment's id is drawn in Node, so everything an e-mail says is
 *    known before anything is written (issue 12: rendering inside the lock
 *    was a third of the Node time of a booking).
 * 3. One transaction per booking: the settings lock shared (a settings
 *    change committed before it is seen; one in flight waits for it), then
 *    serialised per date by a transaction-scoped advisory lock: read the
 *    replay, the day's occupied times and settings again (one statement),
 *    check every rule again, insert the appointment and its services,
 *    run `onBooked` (the outbox rows, in the same transaction). Two bookings
 *    on different dates never wait for each other.
 */
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { SalonConfig } from '../../config/salon.ts';
import type { AppointmentStatus } from '../../domain/appointment-status.ts';
import { bookingEngineMessageKeys, bookingSlotProblem, type BookingRequest } from '../../domain/booking-request.ts';
import { minutesToTime, timeToMinutes, type CalendarDate, type TimeOfDay } from '../../domain/calendar.ts';
import { serviceTotals } from '../../domain/pricing.ts';
import { salonMoment } from '../../domain/salon-time.ts';
import type { Database, Transaction } from '../db/client.ts';
import { appointments, appointmentServices } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import {
  chosenInOrder,
  englishMessage,
  loadBookingContext,
  slotProblemError,
  type ChosenService,
} from './booking-queries.ts';
import { attachCustomer } from './attach-customer.ts';
import { lockSettingsShared } from './settings-lock.ts';

/** First key of the two-key advisory lock taken per booking date; the second is hashtext(date). */
export const BOOKING_DATE_LOCK_CLASS = 7_246_004;

/** Serialises, per date, every transaction that checks the capacity rule and then writes. */
export async function lockBookingDate(tx: Transaction, date: CalendarDate): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_DATE_LOCK_CLASS}, hashtext(${date}))`);
}

/** What the customer sees after booking: their own booking, no one else's data. */
export interface BookingConfirmation {
  /** Short code to quote on the phone (first 8 characters of the id, upper case). */
  readonly reference: string;
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly endTime: TimeOfDay;
  /** 'pending' when new; a replay shows the booking as it is now. */
  readonly status: AppointmentStatus;
  readonly services: readonly ChosenService[];
  readonly totalPriceThb: number;
  readonly totalDurationMinutes: number;
}

/** The whole booking, for code running inside the transaction (e-mail outbox). Never sent to a browser. */
export interface BookedAppointment extends BookingConfirmation {
  readonly id: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly notes: string | null;
}

export interface CreateBookingOptions<Prepared = undefined> {
  readonly db: Database;
  /** The current instant (the app's clock). */
  readonly now: Date;
  readonly salon: Pick<SalonConfig, 'timeZone'>;
  readonly request: BookingRequest;
  /**
   * Runs before the transaction, outside the per-date lock, with the booking as it will be
   * written (its id already drawn), once every check but the final capacity one has passed:
   * the place for slow work that needs no database, such as rendering the e-mails. Its result
   * is handed to `onBooked`. Not run for an idempotent replay.
   */
  readonly prepare?: (booking: BookedAppointment) => Prepared | Promise<Prepared>;
  /**
   * Runs inside the booking's transaction after the rows are written, e.g. to
   * put a "we received your booking" e-mail into the outbox. Not run for an
   * idempotent replay. An error here rolls the booking back.
   */
  readonly onBooked?: (tx: Transaction, booking: BookedAppointment, prepared: Prepared) => Promise<void>;
}

export interface CreateBookingResult {
  readonly booking: BookedAppointment;
  /** True when the idempotency key matched an earlier booking: nothing new was written. */
  readonly replayed: boolean;
}

export function bookingReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}

export async function createBooking<Prepared = undefined>(
  options: CreateBookingOptions<Prepared>,
): Promise<CreateBookingResult> {
  const { db, now, salon, request, prepare, onBooked } = options;

  if (request.website !== undefined && request.website.trim() !== '') {
    throw new ApiError(400, 'bad_request', englishMessage(bookingEngineMessageKeys.honeypot));
  }

  const key = request.idempotencyKey;
  const context = await loadBookingContext(db, {
    date: request.date,
    serviceIds: request.serviceIds,
    idempotencyKey: key,
  });
  if (key !== undefined && context.replayId !== null) {
    const earlier = await findBookingByIdempotencyKey(db, key);
    if (earlier) return { booking: earlier, replayed: true };
  }

  const chosen = chosenInOrder(request.serviceIds, context.services);
  const totals = serviceTotals(chosen);
  const slot = {
    date: request.date,
    time: request.time,
    durationMinutes: totals.totalDurationMinutes,
    now: salonMoment(now, salon.timeZone),
  };
  // Every rule, capacity included as it stands now, before taking the locks: a full slot costs one read.
  const early = bookingSlotProblem({ ...slot, existing: context.booked, day: context.day });
  if (early) throw slotProblemError(early);

  const startMinute = timeToMinutes(request.time);
  const endTime = minutesToTime(startMinute + totals.totalDurationMinutes);
  const id = randomUUID();
  const booking: BookedAppointment = {
    id,
    reference: bookingReference(id),
    date: request.date,
    time: request.time,
    endTime,
    status: 'pending',
    services: chosen,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
    customerName: request.name,
    customerEmail: request.email,
    customerPhone: request.phone,
    notes: request.notes,
  };
  const prepared = (await prepare?.(booking)) as Prepared;

  try {
    return await db.transaction(async (tx) => {
      // Settings first (shared: bookings never wait for each other on it), then the date.
      await lockSettingsShared(tx);
      await lockBookingDate(tx, request.date);

      // A new statement after the locks: it sees every booking and every settings change (hours,
      // closures, rules, technicians' days) committed before the locks were ours.
      const current = await loadBookingContext(tx, { date: request.date, idempotencyKey: key });
      if (key !== undefined && current.replayId !== null) {
        const earlier = await findBookingByIdempotencyKey(tx, key);
        if (earlier) return { booking: earlier, replayed: true };
      }
      const problem = bookingSlotProblem({ ...slot, existing: current.booked, day: current.day });
      if (problem) throw slotProblemError(problem);

      const customerId = await attachCustomer(tx, {
        name: request.name,
        email: request.email,
        phone: request.phone,
      });
      await tx.insert(appointments).values({
        id: booking.id,
        customerId,
        customerName: request.name,
        customerEmail: request.email,
        customerPhone: request.phone,
        notes: request.notes,
        appointmentDate: request.date,
        startTime: request.time,
        endTime,
        status: 'pending',
        idempotencyKey: key ?? null,
      });
      await tx.insert(appointmentServices).values(
        chosen.map((service) => ({
          appointmentId: booking.id,
          serviceId: service.id,
          serviceName: service.name,
          priceThb: service.priceThb,
          durationMinutes: service.durationMinutes,
        })),
      );
      await onBooked?.(tx, booking, prepared);
      return { booking, replayed: false };
    });
  } catch (error) {
    // The same key sent for two different dates at once: the other one won the unique index.
    if (key !== undefined && isUniqueViolation(error)) {
      const earlier = await findBookingByIdempotencyKey(db, key);
      if (earlier) return { booking: earlier, replayed: true };
    }
    throw error;
  }
}

/** The customer-facing part of a booking. */
export function toConfirmation(booking: BookedAppointment): BookingConfirmation {
  return {
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    endTime: booking.endTime,
    status: booking.status,
    services: booking.services,
    totalPriceThb: booking.totalPriceThb,
    totalDurationMinutes: booking.totalDurationMinutes,
  };
}

async function findBookingByIdempotencyKey(
  db: Database | Transaction,
  key: string,
): Promise<BookedAppointment | undefined> {
  const rows = await db.query.appointments.findFirst({
    where: eq(appointments.idempotencyKey, key),
  });
  if (!rows) return undefined;
  const lines = await db
    .select({
      id: appointmentServices.serviceId,
      name: appointmentServices.serviceName,
      priceThb: appointmentServices.priceThb,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, rows.id))
    .orderBy(appointmentServices.id);
  const totals = serviceTotals(lines);
  return {
    id: rows.id,
    reference: bookingReference(rows.id),
    date: rows.appointmentDate,
    time: rows.startTime,
    endTime: rows.endTime,
    status: rows.status,
    services: lines,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
    customerName: rows.customerName,
    customerEmail: rows.customerEmail,
    customerPhone: rows.customerPhone,
    notes: rows.notes,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || isObject(current);) {
    if (isObject(current) && current.code === '23505') return true;
    current = isObject(current) ? current.cause : undefined;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
