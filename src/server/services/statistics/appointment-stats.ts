/**
 * Statistics of appointments, read from the rollup the
 * database keeps (decision 044): `derived.appointment_day_totals` (per day
 * and technician: appointments, minutes, revenue, no-shows) and
 * `derived.appointment_day_services` (per day, technician and service name:
 * times performed and minutes), maintained by triggers in the transaction of
 * every write to an appointment or its services (migration 0009). A day
 * costs a few rows per technician and a month about thirty, however many
 * appointments they hold and however long the history is.
 *
 * The rules (decision 061): only pending, confirmed and
 * completed appointments count; no-shows are counted on their own.
 * Prices and durations are the ones copied onto appointment_services at
 * booking time. Revenue applies each appointment's discount to that
 * appointment's total and rounds like `priceAfterDiscount` (whole baht, half
 * up): round(total × (100 − d) / 100) = floor((total × (100 − d) + 50) / 100)
 * for the non-negative integers involved, which PostgreSQL's integer division
 * computes exactly; the triggers sum those per-appointment amounts.
 *
 * These are booked figures: what the appointments were booked for. What
 * was paid at checkout comes with them from `paid-revenue.ts` (decision 225).
 *
 * The latest appointments of a scope are read from the appointments
 * themselves (their derived service columns give minutes, price and names
 * without touching appointment_services).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_STATUSES, type AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import type { Executor } from '../appointments/appointment-views.ts';
import { appointmentDayServices, appointmentDayTotals, appointments, NO_TECHNICIAN_KEY } from '../../db/schema.ts';
import { parseJson } from '../shared/sql-rows.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import { paidDaysOf, paidRevenueColumn, type PaidDayFigures } from './paid-revenue.ts';

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

/** One of a scope's latest appointments, with what the technician page lists of it. */
export interface LatestAppointment extends AppointmentAmounts {
  readonly endTime: TimeOfDay;
  readonly customerName: string;
  readonly status: AppointmentStatus;
  /** Booked service names, in the order added. */
  readonly services: readonly string[];
}

/** No-shows per technician and day: not revenue, not appointments served, counted on their own. */
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
  readonly latest: readonly LatestAppointment[];
  /** Per technician and day with at least one no-show. Ordered by date. */
  readonly noShows: readonly NoShowTotals[];
  /**
   * What was paid (decision 225), per salon day of payment and technician (null: lines nobody did), in
   * satang; days without a paid sale are absent. Ordered by date.
   */
  readonly paid: readonly PaidDayFigures[];
}

/**
 * What a statistics statement is asked: values (for tests that EXPLAIN it) or `sql.placeholder`s (for
 * the prepared statements below). `technicianId` absent: every appointment, assigned or not.
 */
interface ScopeArguments {
  readonly from: unknown;
  readonly to: unknown;
  readonly technicianId?: unknown;
  readonly latestLimit?: unknown;
}

/** The technician column of the rollup as the API speaks it: null for appointments without one. */
const technicianOf = (key: SQLWrapper) => sql`nullif(${key}, ${sql.raw(`'${NO_TECHNICIAN_KEY}'`)}::uuid)`;

function rollupCondition(table: typeof appointmentDayTotals | typeof appointmentDayServices, scope: ScopeArguments) {
  const technician =
    scope.technicianId === undefined ? sql`` : sql` and ${table.technicianKey} = ${scope.technicianId}::uuid`;
  return sql`${table.appointmentDate} between ${scope.from}::date and ${scope.to}::date${technician}`;
}

/**
 * The latest appointments of one technician's scope as JSON, newest first: the
 * (technician_id, appointment_date) index is walked backwards from the scope's last day, so only the
 * last days' appointments are read and sorted by start. Minutes and revenue come from the derived
 * columns, rounded as the rollup rounds.
 */
function latestAppointmentsJson(scope: ScopeArguments): SQL {
  if (scope.latestLimit === undefined) return sql`'[]'::json`;
  const technician =
    scope.technicianId === undefined ? sql`` : sql` and ${appointments.technicianId} = ${scope.technicianId}::uuid`;
  return sql`(select coalesce(json_agg(json_build_object(
        'id', id, 'date', appointment_date, 'startTime', start_time, 'endTime', end_time,
        'customerName', customer_name, 'status', status, 'services', service_names,
        'totalDurationMinutes', (select coalesce(sum(m), 0) from unnest(service_minutes) m),
        'revenueThb', (services_price_thb * (100 - discount_percentage) + 50) / 100)
        order by appointment_date desc, start_time desc, id), '[]')
      from (select ${appointments.id} as id, ${appointments.appointmentDate} as appointment_date,
                   ${appointments.startTime} as start_time, ${appointments.endTime} as end_time,
                   ${appointments.customerName} as customer_name, ${appointments.status} as status,
                   ${appointments.serviceNames} as service_names, ${appointments.serviceMinutes} as service_minutes,
                   ${appointments.servicesPriceThb} as services_price_thb,
                   ${appointments.discountPercentage} as discount_percentage
            from ${appointments}
            where ${appointments.appointmentDate} between ${scope.from}::date and ${scope.to}::date${technician}
              and ${appointments.status} in (${sql.join(
                ACTIVE_STATUSES.map((status) => sql.raw(`'${status}'`)),
                sql`, `,
              )})
            order by ${appointments.appointmentDate} desc, ${appointments.startTime} desc, ${appointments.id}
            limit ${scope.latestLimit}::int) newest)`;
}

/**
 * The five JSON columns of a scope's statistics (day_totals, service_totals, latest, no_shows, and the
 * paid figures' paid_days), for a
 * select of their own or a screen's larger one (the calendar's adds its blocks and the day's settings).
 */
export function statisticsColumns(scope: ScopeArguments): SQL {
  const totals = appointmentDayTotals;
  const perService = appointmentDayServices;
  return sql`(select coalesce(json_agg(json_build_object(
                'technicianId', ${technicianOf(totals.technicianKey)}, 'date', ${totals.appointmentDate},
                'appointmentCount', ${totals.appointmentCount}, 'totalDurationMinutes', ${totals.totalMinutes},
                'revenueThb', ${totals.revenueThb})
                order by ${totals.appointmentDate}, ${technicianOf(totals.technicianKey)}), '[]')
       from ${totals}
       where ${rollupCondition(totals, scope)} and ${totals.appointmentCount} <> 0) as day_totals,
      (select coalesce(json_agg(json_build_object(
                'technicianId', technician_id, 'serviceName', service_name, 'count', times, 'totalMinutes', minutes)
                order by times desc, service_name, technician_id), '[]')
       from (select ${technicianOf(perService.technicianKey)} as technician_id,
                    ${perService.serviceName} as service_name,
                    sum(${perService.times}) as times, sum(${perService.totalMinutes}) as minutes
             from ${perService}
             where ${rollupCondition(perService, scope)}
             group by ${perService.technicianKey}, ${perService.serviceName}
             having sum(${perService.times}) <> 0) by_service) as service_totals,
      ${latestAppointmentsJson(scope)} as latest,
      (select coalesce(json_agg(json_build_object(
                'technicianId', ${technicianOf(totals.technicianKey)}, 'date', ${totals.appointmentDate},
                'count', ${totals.noShowCount})
                order by ${totals.appointmentDate}, ${technicianOf(totals.technicianKey)}), '[]')
       from ${totals}
       where ${rollupCondition(totals, scope)} and ${totals.noShowCount} <> 0) as no_shows,
      ${paidRevenueColumn(scope)}`;
}

/** The statement behind `scopeStatistics`, with the scope's values in it (tests EXPLAIN it). */
export function scopeStatisticsQuery(scope: StatsScope, latestLimit: number): SQL {
  return sql`select ${statisticsColumns({ ...scope, latestLimit })}`;
}

const placeholder = (name: string) => sql.placeholder(name);

// Prepared once per connection (PostgreSQL) or instance (PGlite): services/shared/prepared-statements.ts.
const everyTechnicianStatement = defineStatement(
  'scope_statistics',
  { from: 'date', to: 'date', latestLimit: 'int4' },
  sql`select ${statisticsColumns({ from: placeholder('from'), to: placeholder('to'), latestLimit: placeholder('latestLimit') })}`,
);
const oneTechnicianStatement = defineStatement(
  'technician_statistics',
  { from: 'date', to: 'date', technicianId: 'uuid', latestLimit: 'int4' },
  sql`select ${statisticsColumns({
    from: placeholder('from'),
    to: placeholder('to'),
    technicianId: placeholder('technicianId'),
    latestLimit: placeholder('latestLimit'),
  })}`,
);

/** One row of `statisticsColumns`, as either driver hands it over. */
export interface StatisticsRow {
  readonly day_totals: unknown;
  readonly service_totals: unknown;
  readonly latest: unknown;
  readonly no_shows: unknown;
  readonly paid_days: unknown;
}

/** The statistics of a row of `statisticsColumns`. */
export function statisticsOf(row: StatisticsRow | undefined): ScopeStatistics {
  return {
    days: parseJson<DayTotals[]>(row?.day_totals ?? []),
    services: parseJson<ServiceTotalsRow[]>(row?.service_totals ?? []),
    latest: parseJson<LatestAppointment[]>(row?.latest ?? []),
    noShows: parseJson<NoShowTotals[]>(row?.no_shows ?? []),
    paid: paidDaysOf(row?.paid_days),
  };
}

/** Days, services and the latest `latestLimit` appointments of a scope, in one prepared statement. */
export async function scopeStatistics(db: Executor, scope: StatsScope, latestLimit = 0): Promise<ScopeStatistics> {
  const [row] =
    scope.technicianId === undefined
      ? await runPrepared<StatisticsRow>(db, everyTechnicianStatement, { from: scope.from, to: scope.to, latestLimit })
      : await runPrepared<StatisticsRow>(db, oneTechnicianStatement, {
          from: scope.from,
          to: scope.to,
          technicianId: scope.technicianId,
          latestLimit,
        });
  return statisticsOf(row);
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
