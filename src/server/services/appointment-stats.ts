/**
 * Statistics of appointments, aggregated in SQL (issues 7 and 18): the
 * database sums and counts, JavaScript only receives one row per group. Only
 * pending, confirmed and completed appointments count (spec section 4);
 * no-shows are counted on their own (issue 14).
 * Prices and durations are the ones copied onto appointment_services at
 * booking time.
 *
 * Revenue applies each appointment's discount to that appointment's total and
 * rounds like `priceAfterDiscount` (whole baht, half up):
 *   round(total × (100 − d) / 100) = floor((total × (100 − d) + 50) / 100)
 * for the non-negative integers involved, which PostgreSQL's integer division
 * computes exactly.
 *
 * One statement answers a whole screen (`scopeStatistics`): the scope's
 * appointments are joined with their service lines once (a materialized CTE),
 * and the totals per day, the services breakdown and the latest appointments
 * are all derived from that one pass, as JSON. The cost follows the number of
 * appointments in the scope, never the length of the history:
 * appointments_status_date_idx (or appointments_technician_date_idx for one
 * technician) finds the scope, and each appointment's lines are read through
 * the (appointment_id, service_id) unique index from a correlated subquery
 * (decision record 043: a plain join let the embedded database's planner
 * hash-join a sequential scan of every service line ever booked).
 */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, type AppointmentStatus } from '../../domain/appointment-status.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import type { Executor } from './appointment-views.ts';
import { appointments } from '../db/schema.ts';

export interface StatsScope {
  /** First day, inclusive. */
  readonly from: CalendarDate;
  /** Last day, inclusive. */
  readonly to: CalendarDate;
  /** One technician, or every appointment (assigned or not) when absent. */
  readonly technicianId?: string;
}

export interface DayTotals {
  /** Null for appointments without a technician. */
  readonly technicianId: string | null;
  readonly date: CalendarDate;
  readonly appointmentCount: number;
  readonly totalDurationMinutes: number;
  readonly revenueThb: number;
}

export interface ServiceTotalsRow {
  readonly technicianId: string | null;
  readonly serviceName: string;
  /** Times performed. */
  readonly count: number;
  readonly totalMinutes: number;
}

export interface AppointmentAmounts {
  readonly id: string;
  readonly date: CalendarDate;
  readonly startTime: string;
  readonly totalDurationMinutes: number;
  readonly revenueThb: number;
}

/** No-shows per technician and day (issue 14): not revenue, not appointments served, counted on their own. */
export interface NoShowTotals {
  readonly technicianId: string | null;
  readonly date: CalendarDate;
  readonly count: number;
}

export interface ScopeStatistics {
  /** Per technician and day; days without appointments are absent. Ordered by date. */
  readonly days: readonly DayTotals[];
  /** Times performed and minutes per technician and service name (as booked), most performed first. */
  readonly services: readonly ServiceTotalsRow[];
  /** The latest appointments (by date and start, newest first), at most the number asked for. */
  readonly latest: readonly AppointmentAmounts[];
  /** Per technician and day with at least one no-show. Ordered by date. */
  readonly noShows: readonly NoShowTotals[];
}

function scopeCondition(scope: StatsScope, statuses: readonly AppointmentStatus[] = ACTIVE_STATUSES): SQL | undefined {
  return and(
    gte(appointments.appointmentDate, scope.from),
    lte(appointments.appointmentDate, scope.to),
    inArray(appointments.status, [...statuses]),
    scope.technicianId === undefined ? undefined : eq(appointments.technicianId, scope.technicianId),
  );
}

/** The one statement behind `scopeStatistics` (exported so tests can EXPLAIN it). */
export function scopeStatisticsQuery(scope: StatsScope, latestLimit: number): SQL {
  return sql`
    with lines as materialized (
      select appointments.id, appointments.technician_id, appointments.appointment_date, appointments.start_time,
             appointments.discount_percentage, l.service_name, l.price_thb, l.duration_minutes
      from appointments
      -- Correlated (and kept apart from the join planning by OFFSET 0), so every appointment's lines
      -- come from the appointment_id index, never from a scan of all lines.
      left join lateral (
        select s.service_name, s.price_thb, s.duration_minutes
        from appointment_services s
        where s.appointment_id = appointments.id
        offset 0
      ) l on true
      where ${scopeCondition(scope)}),
    per_appointment as materialized (
      select id, technician_id, appointment_date, start_time,
             coalesce(sum(duration_minutes), 0) as minutes,
             (coalesce(sum(price_thb), 0) * (100 - discount_percentage) + 50) / 100 as revenue
      from lines
      group by id, technician_id, appointment_date, start_time, discount_percentage)
    select
      (select coalesce(json_agg(json_build_object(
                'technicianId', technician_id, 'date', appointment_date, 'appointmentCount', appointment_count,
                'totalDurationMinutes', minutes, 'revenueThb', revenue) order by appointment_date, technician_id), '[]')
       from (select technician_id, appointment_date, count(*) as appointment_count,
                    sum(minutes) as minutes, sum(revenue) as revenue
             from per_appointment group by technician_id, appointment_date) by_day) as days,
      (select coalesce(json_agg(json_build_object(
                'technicianId', technician_id, 'serviceName', service_name, 'count', times,
                'totalMinutes', minutes) order by times desc, service_name, technician_id), '[]')
       from (select technician_id, service_name, count(*) as times, sum(duration_minutes) as minutes
             from lines where service_name is not null group by technician_id, service_name) by_service) as services,
      (select coalesce(json_agg(json_build_object(
                'id', id, 'date', appointment_date, 'startTime', start_time,
                'totalDurationMinutes', minutes, 'revenueThb', revenue)
                order by appointment_date desc, start_time desc, id), '[]')
       from (select * from per_appointment
             order by appointment_date desc, start_time desc, id limit ${latestLimit}) newest) as latest,
      -- No-shows straight from the status index: they have no revenue or minutes to join for.
      (select coalesce(json_agg(json_build_object(
                'technicianId', technician_id, 'date', appointment_date, 'count', no_show_count)
                order by appointment_date, technician_id), '[]')
       from (select technician_id, appointment_date, count(*) as no_show_count
             from appointments where ${scopeCondition(scope, ['no_show'])}
             group by technician_id, appointment_date) by_day) as no_shows`;
}

/** Days, services and the latest `latestLimit` appointments of a scope, in one statement. */
export async function scopeStatistics(db: Executor, scope: StatsScope, latestLimit = 0): Promise<ScopeStatistics> {
  const result = await db.execute(scopeStatisticsQuery(scope, latestLimit));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    days: unknown;
    services: unknown;
    latest: unknown;
    no_shows: unknown;
  }[];
  const row = rows[0];
  // node-postgres and PGlite both parse json columns; a driver that did not would hand over text.
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    days: parse<DayTotals[]>(row?.days ?? []),
    services: parse<ServiceTotalsRow[]>(row?.services ?? []),
    latest: parse<AppointmentAmounts[]>(row?.latest ?? []),
    noShows: parse<NoShowTotals[]>(row?.no_shows ?? []),
  };
}

/** Appointment count, minutes and revenue per technician and day. Days without appointments are absent. */
export async function totalsByTechnicianAndDay(db: Executor, scope: StatsScope): Promise<readonly DayTotals[]> {
  return (await scopeStatistics(db, scope)).days;
}

/** Times performed and minutes per technician and service name (as booked). */
export async function totalsByTechnicianAndService(
  db: Executor,
  scope: StatsScope,
): Promise<readonly ServiceTotalsRow[]> {
  return (await scopeStatistics(db, scope)).services;
}

/** The latest appointments in scope (by date and start, newest first) with their amounts. */
export async function latestAppointmentAmounts(
  db: Executor,
  scope: StatsScope,
  limit: number,
): Promise<readonly AppointmentAmounts[]> {
  return (await scopeStatistics(db, scope, limit)).latest;
}
