/**
 * Reads and errors shared by the booking engine (create-booking.ts) and the
 * availability answer (list-availability.ts).
 */
import { sql } from 'drizzle-orm';
import type { AppointmentStatus } from '../../domain/appointment-status.ts';
import type { Language } from '../../domain/language.ts';
import type { z } from 'zod';
import type { ClosedDate } from '../../domain/booking-window.ts';
import type { StoredClosureTranslations } from '../../domain/closure-reasons.ts';
import type { BookedInterval } from '../../domain/capacity.ts';
import { addDays, isoWeekday, timeToMinutes, type CalendarDate } from '../../domain/calendar.ts';
import { resolveDaySettings, type TechnicianDay } from '../../domain/day-availability.ts';
import {
  bookingRulesSchema,
  dayWindowSchema,
  DEFAULT_BOOKING_RULES,
  DEFAULT_OPENING_HOURS,
  patternIndex,
  SETTINGS_LIMITS,
  weeklyPatternSchema,
  type BookingRules,
  type DaySettings,
  type DayWindow,
  type WeeklyPattern,
} from '../../domain/salon-settings.ts';
import {
  bookingEngineMessageKeys,
  bookingSlotProblemMessages,
  type BookingSlotProblem,
} from '../../domain/booking-request.ts';
import { createI18n } from '../../i18n/index.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  appointments,
  appointmentServices,
  closures,
  customers,
  salonSettings,
  services,
  staff,
  technicianDaysOff,
  technicianWorkWeeks,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { defineStatement, runPrepared } from './prepared-statements.ts';

type Executor = Database | Transaction;

const i18n = createI18n('en');

// Every refused booking names its reason; the texts are fixed, so each is looked up once.
const englishTexts = new Map<string, string>();

/** English text of a message key ('booking:validation.timePast'). */
export function englishMessage(key: string): string {
  let text = englishTexts.get(key);
  if (text === undefined) {
    text = i18n.t(key);
    englishTexts.set(key, text);
  }
  return text;
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

/** The settings every date shares: the weekly hours and the booking rules. */
export interface SalonSchedule {
  readonly hours: WeeklyPattern;
  readonly rules: BookingRules;
}

export interface TechnicianOnDate extends TechnicianDay {
  readonly id: string;
  /** The note of their day off on this date ('' when none or not off). */
  readonly dayOffNote: string;
}

// A stored section is parsed once per distinct text: the booking path reads it on every request,
// and it changes only when an owner saves.
const parsedSections = new Map<string, { text: string; value: unknown }>();

function parseSection<T>(section: string, text: string | undefined, schema: z.ZodType<T, unknown>, fallback: T): T {
  if (text === undefined) return fallback;
  const cached = parsedSections.get(section);
  if (cached && cached.text === text) return cached.value as T;
  let value: T = fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    // A stored value that no longer parses (hand-edited, newer version) is read as the default,
    // as the settings store does: the salon keeps taking bookings by the first round's rules.
    if (parsed.success) value = parsed.data;
  } catch {
    value = fallback;
  }
  parsedSections.set(section, { text, value });
  return value;
}

/** The weekly hours and rules from the stored sections ([section, value as text] pairs). */
export function scheduleFromRows(rows: readonly (readonly [string, string])[]): SalonSchedule {
  const text = (section: string) => rows.find(([name]) => name === section)?.[1];
  return {
    hours: parseSection(
      'hours',
      text('hours'),
      weeklyPatternSchema as z.ZodType<WeeklyPattern, unknown>,
      DEFAULT_OPENING_HOURS,
    ),
    rules: parseSection('booking_rules', text('booking_rules'), bookingRulesSchema, DEFAULT_BOOKING_RULES),
  };
}

/** A technician's stored window for one weekday, or null when the stored value is not one. */
function storedWindow(value: unknown): DayWindow | null {
  const parsed = dayWindowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `[section, value::text]` of the sections the engine obeys. */
export const scheduleRowsSql = sql`coalesce((select json_agg(json_build_array(${salonSettings.section}, ${salonSettings.value}::text))
    from ${salonSettings} where ${salonSettings.section} in ('hours', 'booking_rules')), '[]'::json)`;

/** Rows of `db.execute` on either driver. */
export function executedRows<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

// node-postgres and PGlite both parse json columns; a driver that did not would hand over text.
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
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
 * with the customer records of the booking's e-mail and phone keys (services/attach-customer.ts).
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

const bookingWindowStatement = defineStatement(
  'booking_window',
  { today: 'date', last: 'date' },
  sql`select ${scheduleRowsSql} as schedule,
      coalesce((select json_agg(json_build_array(${closures.date}::text, ${closures.reason}, ${closures.translations}) order by ${closures.date}, ${closures.id})
        from ${closures}
        where ${closures.date} between ${placeholder('today')}::date and ${placeholder('last')}::date
          and ${closures.fromMinute} is null), '[]'::json) as closed`,
);

/** What the booking dates need: the weekly hours, the rules and the whole-day closures ahead. */
export async function loadBookingWindow(
  db: Executor,
  today: CalendarDate,
): Promise<{ schedule: SalonSchedule; closedDates: ClosedDate[] }> {
  // The window is at most 365 days plus the rest of a week ahead (SETTINGS_LIMITS.windowDaysAhead).
  const last = addDays(today, SETTINGS_LIMITS.windowDaysAhead.max + 7);
  const [row] = await runPrepared<{ schedule: unknown; closed: unknown }>(db, bookingWindowStatement, { today, last });
  return {
    schedule: scheduleFromRows(parseJson<[string, string][]>(row?.schedule ?? [])),
    closedDates: parseJson<[string, string, StoredClosureTranslations][]>(row?.closed ?? []).map(
      ([date, reason, translations]) => ({ date, reason, translations }),
    ),
  };
}
