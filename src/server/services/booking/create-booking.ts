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
 *    known before anything is written (rendering inside the lock
 *    was a third of the Node time of a booking).
 * 3. One transaction per booking, in four statements of its own before
 *    `onBooked` (decision 026): the locks in one statement (the
 *    settings lock shared, so a settings change committed before it is seen
 *    and one in flight waits for it; the date's advisory lock, so bookings of
 *    one date are serialised; the customer keys' locks); then, as a new
 *    statement, the replay, the day's occupied times and settings and the
 *    customer records of the booking's keys; every rule checked again; then
 *    the customer record, the appointment and its services written in one
 *    statement; then `onBooked` (the outbox rows, in the same transaction).
 *    Two bookings on different dates never wait for each other.
 * Every statement of this path is prepared (prepared-statements.ts).
 */
import { bookingReference } from '../../../domain/booking-reference.ts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { SalonConfig } from '../../../config/salon.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { bookingEngineMessageKeys, bookingSlotProblem, type BookingRequest } from '../../../domain/booking-request.ts';
import type { Language } from '../../../domain/language.ts';
import { minutesToTime, timeToMinutes, type CalendarDate, type TimeOfDay } from '../../../domain/calendar.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, appointmentServices, customers } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import {
  bookingContextColumns,
  contextFrom,
  contextTypes,
  contextValues,
  lockedBookingContext,
  type ContextRow,
  type ReplayedBooking,
} from './booking-context.ts';
import { chosenInOrder, type ChosenService } from './chosen-services.ts';
import { slotProblemError } from '../shared/refusals.ts';
import {
  bookingRateLimitFromEnv,
  countAndRecordCtes,
  rateLimitArguments,
  rateLimitTypes,
  refuseWhenLimited,
  type BookingRateLimit,
} from './booking-rate-limit.ts';
import {
  salonSettingsFrom,
  storedSectionsFrom,
  storedSectionsSql,
  type SalonSettings,
} from '../settings/salon-settings-store.ts';
import { CUSTOMER_KEY_LOCK_CLASS, customerKeysOf, planCustomer } from '../customers/attach-customer.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import { SETTINGS_LOCK_CLASS } from '../shared/settings-lock.ts';

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
  /** The customer's language: their e-mails are written in it. */
  readonly language: Language;
}

export interface CreateBookingOptions<Prepared = undefined> {
  readonly db: Database;
  /** The current instant (the app's clock). */
  readonly now: Date;
  /** The salon's configuration: its time zone, and the defaults of settings an owner never saved. */
  readonly salon: SalonConfig;
  readonly request: BookingRequest;
  /**
   * The per-address limit (booking-rate-limit.ts), counted and recorded in the booking's first
   * statement instead of one of its own: 429 when the address used up its attempts. A filled
   * honeypot is refused before and not counted.
   */
  readonly rateLimit?: { readonly address: string; readonly limit?: BookingRateLimit };
  /**
   * Runs before the transaction, outside the per-date lock, with the booking as it will be
   * written (its id already drawn), once every check but the final capacity one has passed:
   * the place for slow work that needs no database, such as rendering the e-mails. `settings` are
   * the owner's settings as the booking's first statement read them (the salon's details for the
   * e-mails), so the caller need not read them again. Its result is handed to `onBooked`. Not run
   * for an idempotent replay.
   */
  readonly prepare?: (booking: BookedAppointment, settings: SalonSettings) => Prepared | Promise<Prepared>;
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

/**
 * The booking's locks in one statement, in the order every transaction takes them (so two never wait
 * for each other in a circle): the settings lock shared, the date's lock, then each customer key's
 * lock by its hash (attach-customer.ts). The rows are sorted before the aggregate takes the locks.
 */
const bookingLocksStatement = defineStatement(
  'booking_locks',
  { date: 'text', customerLockKeys: 'text[]' },
  sql`select count(case when l.shared then pg_advisory_xact_lock_shared(l.lock_class, l.lock_key)
                        else pg_advisory_xact_lock(l.lock_class, l.lock_key) end)::int as locks
      from (select 0 as step, ${sql.raw(String(SETTINGS_LOCK_CLASS))} as lock_class, 0 as lock_key, true as shared
            union all
            select 1, ${sql.raw(String(BOOKING_DATE_LOCK_CLASS))}, hashtext(${sql.placeholder('date')}::text), false
            union all
            select distinct 2, ${sql.raw(String(CUSTOMER_KEY_LOCK_CLASS))}, hashtext(customer_key), false
            from unnest(${sql.placeholder('customerLockKeys')}::text[]) as customer_key
            order by 1, 3) as l`,
);

/**
 * Every row of a new booking in one statement: the customer record (created, or renamed and taught
 * the keys it lacks), the appointment and its services in the order chosen. The foreign keys and the
 * derived columns' triggers are checked and run at the end of the statement, as for separate ones.
 */
const bookingWriteStatement = defineStatement(
  'booking_write',
  {
    id: 'uuid',
    customerId: 'uuid',
    customerIsNew: 'bool',
    emailKey: 'text',
    phoneKey: 'text',
    learnEmailKey: 'text',
    learnPhoneKey: 'text',
    name: 'text',
    email: 'text',
    phone: 'text',
    notes: 'text',
    date: 'date',
    time: 'text',
    endTime: 'text',
    idempotencyKey: 'text',
    language: 'text',
    serviceIds: 'int4[]',
    serviceNames: 'text[]',
    servicePrices: 'int4[]',
    serviceMinutes: 'int4[]',
  },
  sql`with new_customer as (
        insert into ${customers} (id, name, email_key, phone_key)
        select ${sql.placeholder('customerId')}::uuid, ${sql.placeholder('name')}::text,
               ${sql.placeholder('emailKey')}::text, ${sql.placeholder('phoneKey')}::text
        where ${sql.placeholder('customerIsNew')}::bool
      ), known_customer as (
        update ${customers}
        set name = ${sql.placeholder('name')}::text,
            email_key = coalesce(${customers.emailKey}, ${sql.placeholder('learnEmailKey')}::text),
            phone_key = coalesce(${customers.phoneKey}, ${sql.placeholder('learnPhoneKey')}::text),
            updated_at = now()
        where ${customers.id} = ${sql.placeholder('customerId')}::uuid and not ${sql.placeholder('customerIsNew')}::bool
      ), appointment as (
        insert into ${appointments} (id, customer_id, customer_name, customer_email, customer_phone, notes,
                                     appointment_date, start_time, end_time, status, idempotency_key, language)
        values (${sql.placeholder('id')}::uuid, ${sql.placeholder('customerId')}::uuid, ${sql.placeholder('name')}::text,
                ${sql.placeholder('email')}::text, ${sql.placeholder('phone')}::text, ${sql.placeholder('notes')}::text,
                ${sql.placeholder('date')}::date, ${sql.placeholder('time')}::text, ${sql.placeholder('endTime')}::text,
                'pending', ${sql.placeholder('idempotencyKey')}::text, ${sql.placeholder('language')}::text)
      )
      insert into ${appointmentServices} (appointment_id, service_id, service_name, price_thb, duration_minutes)
      select ${sql.placeholder('id')}::uuid, line.service_id, line.service_name, line.price_thb, line.duration_minutes
      from unnest(${sql.placeholder('serviceIds')}::int[], ${sql.placeholder('serviceNames')}::text[],
                  ${sql.placeholder('servicePrices')}::int[], ${sql.placeholder('serviceMinutes')}::int[])
             with ordinality as line(service_id, service_name, price_thb, duration_minutes, position)
      order by line.position`,
);

/**
 * A booking's first statement: the per-address limit counted and recorded (nothing when no address
 * is given), the booking context (replay, services, the day and its settings), and every settings
 * section for the e-mails. One round trip for what was three.
 */
const bookingAttemptStatement = defineStatement(
  'booking_attempt',
  { ...rateLimitTypes, ...contextTypes },
  sql`with ${countAndRecordCtes}
      select (select hits from recent) as hits, ${bookingContextColumns}, ${storedSectionsSql} as settings`,
);

export async function createBooking<Prepared = undefined>(
  options: CreateBookingOptions<Prepared>,
): Promise<CreateBookingResult> {
  const { db, now, salon, request, prepare, onBooked } = options;

  if (request.website !== undefined && request.website.trim() !== '') {
    throw refuse(400, bookingEngineMessageKeys.honeypot);
  }

  const key = request.idempotencyKey;
  const limit = options.rateLimit?.limit ?? bookingRateLimitFromEnv();
  const [first] = await runPrepared<ContextRow & { hits: number; settings: unknown }>(db, bookingAttemptStatement, {
    ...rateLimitArguments(options.rateLimit?.address ?? null, now, limit),
    ...contextValues({ date: request.date, idempotencyKey: key }),
    serviceIds: request.serviceIds,
  });
  if (options.rateLimit) refuseWhenLimited(first?.hits ?? 0, limit);
  const context = contextFrom(request.date, first);
  if (key !== undefined && context.replay !== null) return { booking: replayedBooking(context.replay), replayed: true };

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
    language: request.language,
  };
  const prepared = (await prepare?.(
    booking,
    salonSettingsFrom(storedSectionsFrom(first?.settings), salon),
  )) as Prepared;
  const customerKeys = customerKeysOf({ name: request.name, email: request.email, phone: request.phone });

  try {
    return await db.transaction(async (tx) => {
      // Settings first (shared: bookings never wait for each other on it), then the date, then the
      // customer's keys: one statement.
      await runPrepared(tx, bookingLocksStatement, { date: request.date, customerLockKeys: customerKeys.lockKeys });

      // A new statement after the locks: it sees every booking and every settings change (hours,
      // closures, rules, technicians' days) committed before the locks were ours, and the customer
      // records of the booking's keys.
      const current = await lockedBookingContext(tx, {
        date: request.date,
        idempotencyKey: key,
        emailKey: customerKeys.emailKey,
        phoneKey: customerKeys.phoneKey,
      });
      if (key !== undefined && current.replay !== null) {
        return { booking: replayedBooking(current.replay), replayed: true };
      }
      const problem = bookingSlotProblem({ ...slot, existing: current.booked, day: current.day });
      if (problem) throw slotProblemError(problem);

      const customer = planCustomer(customerKeys, current.customers);
      await runPrepared(tx, bookingWriteStatement, {
        id: booking.id,
        customerId: customer.kind === 'none' ? null : customer.id,
        customerIsNew: customer.kind === 'new',
        emailKey: customerKeys.emailKey,
        phoneKey: customerKeys.phoneKey,
        learnEmailKey: customer.kind === 'existing' ? customer.learnEmailKey : null,
        learnPhoneKey: customer.kind === 'existing' ? customer.learnPhoneKey : null,
        name: request.name,
        email: request.email,
        phone: request.phone,
        notes: request.notes,
        date: request.date,
        time: request.time,
        endTime,
        idempotencyKey: key ?? null,
        language: request.language,
        serviceIds: chosen.map((service) => service.id),
        serviceNames: chosen.map((service) => service.name),
        servicePrices: chosen.map((service) => service.priceThb),
        serviceMinutes: chosen.map((service) => service.durationMinutes),
      });
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

/** An earlier booking with the same idempotency key, as the context read found it. */
function replayedBooking(replay: ReplayedBooking): BookedAppointment {
  const totals = serviceTotals(replay.services);
  return {
    id: replay.id,
    reference: bookingReference(replay.id),
    date: replay.date,
    time: replay.time,
    endTime: replay.endTime,
    status: replay.status,
    services: replay.services,
    totalPriceThb: totals.totalPriceThb,
    totalDurationMinutes: totals.totalDurationMinutes,
    customerName: replay.customerName,
    customerEmail: replay.customerEmail,
    customerPhone: replay.customerPhone,
    notes: replay.notes,
    language: replay.language,
  };
}

/** The customer-facing part of a booking. */
/**
 * The customer's answer, the treatments named in the booking's language (`names` from
 * service-names.ts; the page and the e-mail say the same).
 */
export function toConfirmation(
  booking: BookedAppointment,
  names: ReadonlyMap<number, string> = new Map(),
): BookingConfirmation {
  return {
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    endTime: booking.endTime,
    status: booking.status,
    services: booking.services.map((service) => ({ ...service, name: names.get(service.id) ?? service.name })),
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
    language: rows.language,
  };
}
