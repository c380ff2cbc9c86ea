/**
 * Statistics of appointments, aggregated in SQL (issue 7): the database sums
 * and counts, JavaScript only receives one row per group. Only pending,
 * confirmed and completed appointments count (spec section 4). Prices and
 * durations are the ones copied onto appointment_services at booking time.
 *
 * Revenue applies each appointment's discount to that appointment's total and
 * rounds like `priceAfterDiscount` (whole baht, half up):
 *   round(total × (100 − d) / 100) = floor((total × (100 − d) + 50) / 100)
 * for the non-negative integers involved, which PostgreSQL's integer division
 * computes exactly.
 *
 * Index use: the range filter on appointment_date with the status list uses
 * appointments_status_date_idx (or appointments_technician_date_idx when one
 * technician is asked for); services are reached through the
 * (appointment_id, service_id) unique index.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../domain/appointment-status.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import type { Database } from '../db/client.ts';
import { appointments, appointmentServices } from '../db/schema.ts';

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

function scopeCondition(scope: StatsScope): SQL | undefined {
  return and(
    gte(appointments.appointmentDate, scope.from),
    lte(appointments.appointmentDate, scope.to),
    inArray(appointments.status, [...ACTIVE_STATUSES]),
    scope.technicianId === undefined ? undefined : eq(appointments.technicianId, scope.technicianId),
  );
}

/** One row per appointment in scope: its list price total, minutes and revenue after discount. */
function perAppointment(db: Database, scope: StatsScope) {
  const priceTotal = sql`coalesce(sum(${appointmentServices.priceThb}), 0)`;
  return db
    .select({
      id: appointments.id,
      technicianId: appointments.technicianId,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
      minutes: sql<number>`coalesce(sum(${appointmentServices.durationMinutes}), 0)`.as('minutes'),
      revenue: sql<number>`(${priceTotal} * (100 - ${appointments.discountPercentage}) + 50) / 100`.as('revenue'),
    })
    .from(appointments)
    .leftJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
    .where(scopeCondition(scope))
    .groupBy(appointments.id);
}

/** Appointment count, minutes and revenue per technician and day. Days without appointments are absent. */
export async function totalsByTechnicianAndDay(db: Database, scope: StatsScope): Promise<DayTotals[]> {
  const rows = perAppointment(db, scope).as('per_appointment');
  return db
    .select({
      technicianId: rows.technicianId,
      date: rows.date,
      appointmentCount: count().mapWith(Number),
      totalDurationMinutes: sql<number>`sum(${rows.minutes})`.mapWith(Number),
      revenueThb: sql<number>`sum(${rows.revenue})`.mapWith(Number),
    })
    .from(rows)
    .groupBy(rows.technicianId, rows.date)
    .orderBy(asc(rows.date));
}

/** Times performed and minutes per technician and service name (as booked). */
export async function totalsByTechnicianAndService(db: Database, scope: StatsScope): Promise<ServiceTotalsRow[]> {
  const timesPerformed = count();
  return db
    .select({
      technicianId: appointments.technicianId,
      serviceName: appointmentServices.serviceName,
      count: timesPerformed.mapWith(Number),
      totalMinutes: sql<number>`sum(${appointmentServices.durationMinutes})`.mapWith(Number),
    })
    .from(appointmentServices)
    .innerJoin(appointments, eq(appointments.id, appointmentServices.appointmentId))
    .where(scopeCondition(scope))
    .groupBy(appointments.technicianId, appointmentServices.serviceName)
    .orderBy(desc(timesPerformed), asc(appointmentServices.serviceName));
}

export interface AppointmentAmounts {
  readonly id: string;
  readonly date: CalendarDate;
  readonly startTime: string;
  readonly totalDurationMinutes: number;
  readonly revenueThb: number;
}

/** The latest appointments in scope (by date and start, newest first) with their amounts. */
export async function latestAppointmentAmounts(
  db: Database,
  scope: StatsScope,
  limit: number,
): Promise<AppointmentAmounts[]> {
  const rows = await perAppointment(db, scope)
    .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime), asc(appointments.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    startTime: row.startTime,
    totalDurationMinutes: Number(row.minutes),
    revenueThb: Number(row.revenue),
  }));
}
