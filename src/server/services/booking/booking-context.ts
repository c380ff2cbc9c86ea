/**
 * The booking context: what a booking, an availability answer or a staff placement needs from the
 * database for one date, read in one statement (before the locks, and again inside the transaction).
 */
import { sql } from 'drizzle-orm';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { Language } from '../../../domain/language.ts';
import type { BookedInterval } from '../../../domain/capacity.ts';
import { isoWeekday, timeToMinutes, type CalendarDate } from '../../../domain/calendar.ts';
import { resolveDaySettings, type TechnicianDay } from '../../../domain/day-availability.ts';
import { dayWindowSchema, patternIndex, type DaySettings, type DayWindow } from '../../../domain/salon-settings.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  appointments,
  appointmentServices,
  closures,
  customers,
  services,
  staff,
  technicianDaysOff,
  technicianWorkWeeks,
} from '../../db/schema.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import { parseJson } from '../shared/sql-rows.ts';
import type { ChosenService } from './chosen-services.ts';
import { scheduleRowsSql, scheduleFromRows, type SalonSchedule } from './stored-schedule.ts';

type Executor = Database | Transaction;

/** What a booking or an availability answer needs from the database, read in one statement. */
export interface BookingContext {
  /** The appointment already created with this idempotency key, if any (only when a key was given). */
  readonly replayId: string | null;
  /** That appointment as it is now, for the replay's answer. */
  readonly replay: ReplayedBooking | null;
  /** The chosen services that exist and are offered (any order; see chosenInOrder). */
  readonly services: readonly ChosenService[];
  /** The date's appointments that occupy it (not cancelled, not no-shows) as occupied times. */
  readonly booked: readonly BookedInterval[];
  /** The date as the owner's settings make it: hours, closures, who is working, booking rules. */
  readonly day: DaySettings;
  /** The weekly hours and the booking rules the day was built from. */
  readonly schedule: SalonSchedule;
  /** Each active technician on the date, in display order (the calendar shows who is off). */
  readonly technicians: readonly TechnicianOnDate[];
}

export interface TechnicianOnDate extends TechnicianDay {
  readonly id: string;
  /** The note of their day off on this date ('' when none or not off). */
  readonly dayOffNote: string;
}

/** A technician's stored window for one weekday, or null when the stored value is not one. */
function storedWindow(value: unknown): DayWindow | null {
  const parsed = dayWindowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Every active technician with their window for the date's weekday: [id, window or null, has a
 * weekly pattern, day off, day-off note], in display order.
 */
const techniciansSql = sql`coalesce((select json_agg(json_build_array(${staff.id}, ${technicianWorkWeeks.pattern} -> ${placeholder('weekdayIndex')}::int,
        ${technicianWorkWeeks.staffId} is not null, ${technicianDaysOff.id} is not null, ${technicianDaysOff.note})
        order by ${staff.displayOrder}, ${staff.email})
      from ${staff}
      left join ${technicianWorkWeeks} on ${technicianWorkWeeks.staffId} = ${staff.id}
      left join ${technicianDaysOff} on ${technicianDaysOff.staffId} = ${staff.id} and ${technicianDaysOff.date} = ${placeholder('date')}::date
      where ${staff.isTechnician} and ${staff.active}), '[]'::json)`;

const closuresSql = sql`coalesce((select json_agg(json_build_array(${closures.fromMinute}, ${closures.toMinute}, ${closures.reason})
        order by ${closures.fromMinute} nulls first, ${closures.id})
      from ${closures} where ${closures.date} = ${placeholder('date')}::date), '[]'::json)`;

/**
 * The date's occupied times as one text, 'start-end' per appointment that occupies it (not cancelled,
 * not a no-show), comma-separated: building it costs PGlite a fifth of what a JSON array did,
 * and times are 'HH:mm' with neither character in them.
 */
const bookedSql = sql`coalesce((select string_agg(${appointments.startTime} || '-' || ${appointments.endTime}, ',')
        from ${appointments}
        where ${appointments.appointmentDate} = ${placeholder('date')}::date
          and ${appointments.status} not in ('cancelled', 'no_show')
          and (${placeholder('exceptAppointmentId')}::uuid is null or ${appointments.id} <> ${placeholder('exceptAppointmentId')}::uuid)),
        '')`;

function bookedFrom(text: unknown): BookedInterval[] {
  if (typeof text !== 'string' || text === '') return [];
  return text.split(',').map((pair) => {
    const dash = pair.indexOf('-');
    return { startMinute: timeToMinutes(pair.slice(0, dash)), endMinute: timeToMinutes(pair.slice(dash + 1)) };
  });
}

/**
 * The appointment created with the idempotency key, whole (a replay answers it without reading
 * again): [id, date, start, end, status, name, e-mail, phone, notes, [[service id, name, price,
 * minutes] in the order booked], language], or null.
 */
const replaySql = sql`(select json_build_array(${appointments.id}, ${appointments.appointmentDate}::text, ${appointments.startTime},
        ${appointments.endTime}, ${appointments.status}, ${appointments.customerName}, ${appointments.customerEmail},
        ${appointments.customerPhone}, ${appointments.notes},
        coalesce((select json_agg(json_build_array(${appointmentServices.serviceId}, ${appointmentServices.serviceName},
            ${appointmentServices.priceThb}, ${appointmentServices.durationMinutes}) order by ${appointmentServices.id})
          from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointments.id}), '[]'::json),
        ${appointments.language})
      from ${appointments} where ${appointments.idempotencyKey} = ${placeholder('idempotencyKey')}::text)`;

/** The arguments of `bookingContextColumns`. */
export const contextTypes = {
  date: 'date',
  weekdayIndex: 'int4',
  idempotencyKey: 'text',
  exceptAppointmentId: 'uuid',
  serviceIds: 'int4[]',
} as const;

/**
 * The columns of a booking context (ContextRow): the idempotent replay, the chosen services, the
 * date's occupied times, and everything of the owner's settings the date obeys (hours and rules,
 * the date's closures, each active technician's window and day off).
 */
export const bookingContextColumns = sql`${replaySql} as replay,
      coalesce((select json_agg(json_build_array(${services.id}, ${services.name}, ${services.priceThb}, ${services.durationMinutes}))
          from ${services}
          where ${services.id} = any(${placeholder('serviceIds')}::int[]) and ${services.active}), '[]'::json) as services,
      ${bookedSql} as booked,
      ${scheduleRowsSql} as schedule,
      ${closuresSql} as closures,
      ${techniciansSql} as technicians`;

/** One round trip: a booking context as one row of JSON. */
const bookingContextStatement = defineStatement('booking_context', contextTypes, sql`select ${bookingContextColumns}`);

/**
 * The same, read again inside a booking's transaction once its locks are held (a statement sees what
 * was committed when it started, so it must be a new one), without the services (known already) and
 * with the customer records of the booking's e-mail and phone keys (services/customers/attach-customer.ts).
 */
const lockedBookingContextStatement = defineStatement(
  'booking_context_locked',
  {
    date: 'date',
    weekdayIndex: 'int4',
    idempotencyKey: 'text',
    exceptAppointmentId: 'uuid',
    emailKey: 'text',
    phoneKey: 'text',
  },
  sql`select ${replaySql} as replay,
      '[]'::json as services,
      ${bookedSql} as booked,
      ${scheduleRowsSql} as schedule,
      ${closuresSql} as closures,
      ${techniciansSql} as technicians,
      coalesce((select json_agg(json_build_array(${customers.id}, ${customers.emailKey}, ${customers.phoneKey}))
          from ${customers}
          where ${customers.emailKey} = ${placeholder('emailKey')}::text or ${customers.phoneKey} = ${placeholder('phoneKey')}::text),
        '[]'::json) as customers`,
);

/** An earlier booking found by its idempotency key, as the context statements return it. */
export interface ReplayedBooking {
  readonly id: string;
  readonly date: CalendarDate;
  readonly time: string;
  readonly endTime: string;
  readonly status: AppointmentStatus;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string;
  readonly notes: string | null;
  readonly services: readonly ChosenService[];
  readonly language: Language;
}

type ReplayRow = [
  string,
  string,
  string,
  string,
  AppointmentStatus,
  string,
  string,
  string,
  string | null,
  [number, string, number, number][],
  Language,
];

function replayFrom(value: unknown): ReplayedBooking | null {
  const row = parseJson<ReplayRow | null>(value ?? null);
  if (row === null) return null;
  const [id, date, time, endTime, status, customerName, customerEmail, customerPhone, notes, lines, language] = row;
  return {
    id,
    date,
    time,
    endTime,
    status,
    customerName,
    customerEmail,
    customerPhone,
    notes,
    services: lines.map(([serviceId, name, priceThb, durationMinutes]) => ({
      id: serviceId,
      name,
      priceThb,
      durationMinutes,
    })),
    language,
  };
}

/** A booking context's columns as the driver answers them. */
export interface ContextRow {
  replay: unknown;
  services: unknown;
  booked: unknown;
  schedule: unknown;
  closures: unknown;
  technicians: unknown;
}

export function contextFrom(date: CalendarDate, row: ContextRow | undefined): BookingContext {
  const schedule = scheduleFromRows(parseJson<[string, string][]>(row?.schedule ?? []));
  const dayClosures = parseJson<[number | null, number | null, string][]>(row?.closures ?? []).map(
    ([fromMinute, toMinute, reason]) => ({ fromMinute, toMinute, reason }),
  );
  const technicians = parseJson<[string, unknown, boolean, boolean, string | null][]>(row?.technicians ?? []).map(
    ([id, window, hasPattern, dayOff, note]): TechnicianOnDate => ({
      id,
      // No pattern: they work whenever the salon opens. A pattern's null day: not working that weekday.
      // A stored window that does not parse is read as no pattern, like a section that does not parse.
      ownWindow: !hasPattern ? undefined : window === null ? null : (storedWindow(window) ?? undefined),
      dayOff,
      dayOffNote: dayOff ? (note ?? '') : '',
    }),
  );
  const replay = replayFrom(row?.replay);
  return {
    replayId: replay?.id ?? null,
    replay,
    services: parseJson<[number, string, number, number][]>(row?.services ?? []).map(
      ([id, name, priceThb, durationMinutes]) => ({ id, name, priceThb, durationMinutes }),
    ),
    booked: bookedFrom(row?.booked),
    day: resolveDaySettings(date, { ...schedule, closures: dayClosures, technicians }),
    schedule,
    technicians,
  };
}

/** The arguments of `bookingContextColumns` but the services. */
export function contextValues(query: {
  date: CalendarDate;
  idempotencyKey?: string | undefined;
  exceptAppointmentId?: string;
}) {
  return {
    date: query.date,
    weekdayIndex: patternIndex(isoWeekday(query.date)),
    idempotencyKey: query.idempotencyKey ?? null,
    exceptAppointmentId: query.exceptAppointmentId ?? null,
  };
}

/**
 * One round trip: the idempotent replay, the chosen services, the date's occupied
 * times, and everything of the owner's settings the date obeys (hours and rules, the date's
 * closures, each active technician's window and day off) as one row of JSON, through a prepared
 * statement. Read again inside the booking's transaction after the settings lock and the per-date
 * lock (lockedBookingContext), since a statement sees what was committed when it started.
 */
export async function loadBookingContext(
  db: Executor,
  query: {
    date: CalendarDate;
    serviceIds?: readonly number[];
    idempotencyKey?: string | undefined;
    /** Leave this appointment out of the occupied times (a staff edit checks the others). */
    exceptAppointmentId?: string;
  },
): Promise<BookingContext> {
  const [row] = await runPrepared<ContextRow>(db, bookingContextStatement, {
    ...contextValues(query),
    serviceIds: query.serviceIds ?? [],
  });
  return contextFrom(query.date, row);
}

/** A customer record holding one of a booking's keys, as read under the customer locks. */
export interface CustomerKeyOwner {
  readonly id: string;
  readonly emailKey: string | null;
  readonly phoneKey: string | null;
}

/** The booking context inside the booking's transaction, after its locks, with the customers of its keys. */
export async function lockedBookingContext(
  tx: Transaction,
  query: { date: CalendarDate; idempotencyKey?: string | undefined; emailKey: string | null; phoneKey: string | null },
): Promise<BookingContext & { customers: CustomerKeyOwner[] }> {
  const [row] = await runPrepared<ContextRow & { customers: unknown }>(tx, lockedBookingContextStatement, {
    ...contextValues(query),
    emailKey: query.emailKey,
    phoneKey: query.phoneKey,
  });
  return {
    ...contextFrom(query.date, row),
    customers: parseJson<[string, string | null, string | null][]>(row?.customers ?? []).map(
      ([id, emailKey, phoneKey]) => ({ id, emailKey, phoneKey }),
    ),
  };
}
