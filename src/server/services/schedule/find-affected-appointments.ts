/**
 * The existing appointments a schedule change would leave outside the new
 * schedule ("a closure or shorter hours over days that already hold
 * appointments is allowed only after the owner has seen the list of those
 * appointments"). Only future, non-cancelled appointments count; the list is
 * capped (AFFECTED_APPOINTMENTS_SHOWN rows and a total) and comes with a
 * fingerprint of the whole list, which the owner's "Save anyway" sends back.
 * The save goes ahead only if the list, re-read inside the save's locked
 * transaction, still has that fingerprint: one booked meanwhile shows the new
 * list instead of being broken unseen. Those appointments are never changed.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { minutesToTime, type CalendarDate } from '../../../domain/calendar.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import type { WeeklyPattern, DayWindow } from '../../../domain/salon-settings.ts';
import { AFFECTED_APPOINTMENTS_SHOWN, narrowedWeekdays } from '../../../domain/schedule-changes.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Transaction } from '../../db/client.ts';
import { appointments, appointmentServices, staff } from '../../db/schema.ts';

export interface AffectedAppointment {
  readonly id: string;
  readonly date: CalendarDate;
  readonly startTime: string;
  readonly endTime: string;
  readonly customerName: string;
  readonly services: string;
  /** The technician's display name, or null when none is assigned. */
  readonly technician: string | null;
}

export interface AffectedAppointments {
  /** The first AFFECTED_APPOINTMENTS_SHOWN, by date and time. */
  readonly items: readonly AffectedAppointment[];
  readonly total: number;
  /** Of the whole list (ids, dates, times, technicians); null when the list is empty. */
  readonly fingerprint: string | null;
}

/** What a save answers instead of saving: the list the owner must see first. */
export class AffectedAppointmentsError extends Error {
  constructor(readonly affected: AffectedAppointments) {
    super(
      affected.total === 1
        ? '1 appointment is outside the new schedule. It stays booked; look at it, then save anyway if that is right.'
        : `${affected.total} appointments are outside the new schedule. They stay booked; look at them, then save anyway if that is right.`,
    );
    this.name = 'AffectedAppointmentsError';
  }
}

/** Not yet over in salon time: a later date, or today and still to end. */
function stillAhead(now: Date, timeZone: string): SQL {
  const moment = salonMoment(now, timeZone);
  return sql`(${appointments.appointmentDate} > ${moment.date} or (${appointments.appointmentDate} = ${moment.date} and ${appointments.endTime} > ${minutesToTime(moment.minuteOfDay)}))`;
}

const time = (minute: number) => minutesToTime(minute);

/** The appointment does not fit in `window` (null: closed that day, nothing fits). */
function outside(window: DayWindow | null): SQL {
  if (window === null) return sql`true`;
  return sql`(${appointments.startTime} < ${time(window.opensAtMinute)} or ${appointments.endTime} > ${time(window.closesAtMinute)})`;
}

/** Appointments the new week leaves outside while the old one had them inside (see isBrokenByWeekChange). */
export function brokenByWeekChange(before: WeeklyPattern | null, after: WeeklyPattern | null): SQL {
  const weekdays = narrowedWeekdays(before, after);
  if (after === null || weekdays.length === 0) return sql`false`;
  const perDay = weekdays.map((weekday) => {
    const index = weekday - 1;
    const wasOutside = before === null ? sql`false` : outside(before[index] ?? null);
    return sql`(extract(isodow from ${appointments.appointmentDate}) = ${weekday} and ${outside(after[index] ?? null)} and not ${wasOutside})`;
  });
  return sql`(${sql.join(perDay, sql` or `)})`;
}

/** Appointments on those dates overlapping [fromMinute, toMinute) (both null: the whole day). */
export function overlappingDates(dates: readonly CalendarDate[], fromMinute: number | null, toMinute: number | null) {
  const onDates = inArray(appointments.appointmentDate, [...dates]);
  if (fromMinute === null || toMinute === null) return onDates;
  return and(
    onDates,
    sql`${appointments.startTime} < ${time(toMinute)} and ${appointments.endTime} > ${time(fromMinute)}`,
  ) as SQL;
}

export function assignedTo(technicianId: string): SQL {
  return eq(appointments.technicianId, technicianId);
}

export interface FindAffectedOptions {
  /** Which appointments the change breaks (one of the builders above, or several with `and`). */
  readonly breaks: SQL;
  readonly now: Date;
  readonly timeZone: string;
}

export async function findAffectedAppointments(
  tx: Transaction,
  options: FindAffectedOptions,
): Promise<AffectedAppointments> {
  const where = and(ne(appointments.status, 'cancelled'), stillAhead(options.now, options.timeZone), options.breaks);
  const [summary] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      fingerprint: sql<
        string | null
      >`md5(string_agg(${appointments.id}::text || ${appointments.appointmentDate}::text || ${appointments.startTime} || ${appointments.endTime} || coalesce(${appointments.technicianId}::text, ''), ',' order by ${appointments.id}))`,
    })
    .from(appointments)
    .where(where);
  const total = Number(summary?.total ?? 0);
  if (total === 0) return { items: [], total: 0, fingerprint: null };
  const rows = await tx
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      customerName: appointments.customerName,
      technicianEmail: staff.email,
      services: sql<string>`coalesce((select string_agg(${appointmentServices.serviceName}, ', ' order by ${appointmentServices.id}) from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointments.id}), '')`,
    })
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.technicianId))
    .where(where)
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id))
    .limit(AFFECTED_APPOINTMENTS_SHOWN);
  return {
    items: rows.map(({ technicianEmail, ...row }) => ({
      ...row,
      technician: technicianEmail ? technicianDisplayName(technicianEmail) : null,
    })),
    total,
    fingerprint: summary?.fingerprint ?? null,
  };
}

/**
 * Throws the list unless it is empty or the owner acknowledged exactly this
 * list. Call inside the locked transaction, before writing.
 */
export async function requireAcknowledged(
  tx: Transaction,
  options: FindAffectedOptions & { readonly acknowledgedChange: string | undefined },
): Promise<AffectedAppointments> {
  const affected = await findAffectedAppointments(tx, options);
  if (affected.fingerprint !== null && affected.fingerprint !== options.acknowledgedChange) {
    throw new AffectedAppointmentsError(affected);
  }
  return affected;
}

/** The 409 answer's body: the usual error shape, plus the list and its fingerprint. */
export function affectedAppointmentsBody(error: AffectedAppointmentsError) {
  return {
    error: { code: 'conflict' as const, message: error.message },
    affected: error.affected,
  };
}
