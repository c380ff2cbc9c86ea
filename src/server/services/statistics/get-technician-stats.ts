/**
 * A technician's statistics for a day, a Monday-start week or a month
 * (the technician page): totals, services breakdown, one point
 * per day for the chart, and the most recent appointments of the period.
 */
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { CalendarDate, TimeOfDay } from '../../../domain/calendar.ts';
import { periodDays, periodRange, type PeriodRange, type StatsPeriod } from '../../../domain/stats-period.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { scopeStatistics } from './appointment-stats.ts';
import { keptDepositsByDay } from './kept-deposits.ts';
import { findTechnician, type TechnicianSummary } from '../staff/list-technicians.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { salonToday } from '../../../domain/salon-time.ts';

/** How many of the period's appointments the Recent Appointments list shows. */
export const RECENT_APPOINTMENTS_LIMIT = 20;

export const TECHNICIAN_NOT_FOUND_KEY = 'admin:refusals.noSuchTechnician';

export interface StatsTotals {
  readonly appointmentCount: number;
  readonly totalDurationMinutes: number;
  /** Booked value: what the counted appointments were booked for, after their discounts (whole baht). */
  readonly revenueThb: number;
  /** No-shows: not in the appointment count or the revenue. */
  readonly noShowCount: number;
  /** Paid revenue (decision 225), satang: the technician's sale lines paid on these days, net of refunds. */
  readonly paidRevenueSatang: number;
  /** Refunded of those lines (already taken off paid revenue), satang. */
  readonly refundsSatang: number;
  /** Tips, net of tip refunds, satang; never in paid revenue. */
  readonly tipsSatang: number;
  /** Deposits of their appointments kept on these days (decision 228), satang; apart from paid revenue. */
  readonly keptDepositsSatang: number;
}

export interface DayPoint extends StatsTotals {
  readonly date: CalendarDate;
}

export interface RecentAppointment {
  readonly id: string;
  readonly date: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly customerName: string;
  readonly status: AppointmentStatus;
  readonly services: readonly string[];
  readonly totalDurationMinutes: number;
  readonly revenueThb: number;
}

export interface TechnicianStats {
  readonly technician: TechnicianSummary;
  readonly range: PeriodRange;
  readonly totals: StatsTotals;
  readonly services: readonly { name: string; count: number; totalMinutes: number }[];
  /** Every day of the period, zeros included. */
  readonly days: readonly DayPoint[];
  readonly recent: readonly RecentAppointment[];
}

export interface GetTechnicianStatsOptions {
  readonly db: Database;
  readonly technicianId: string;
  readonly period: StatsPeriod;
  /** Any day inside the wanted period. */
  readonly date: CalendarDate;
  /** The salon's time zone: a kept deposit counts on the salon date it was kept. */
  readonly timeZone: string;
}

export async function getTechnicianStats(options: GetTechnicianStatsOptions): Promise<TechnicianStats> {
  const { db, period, date } = options;
  const technician = await findTechnician(db, options.technicianId);
  if (!technician) throw refuse(404, TECHNICIAN_NOT_FOUND_KEY);

  const range = periodRange(period, date);
  const scope = { from: range.from, to: range.to, technicianId: technician.id };
  const {
    days: dayRows,
    services: serviceRows,
    latest,
    noShows,
    paid,
  } = await scopeStatistics(db, scope, RECENT_APPOINTMENTS_LIMIT);
  const kept = await keptDepositsByDay(db, { ...scope, timeZone: options.timeZone });
  const keptByDate = new Map(kept.map((row) => [row.date, row.amount]));

  const byDate = new Map(dayRows.map((row) => [row.date, row]));
  const noShowsByDate = new Map(noShows.map((row) => [row.date, row.count]));
  // The scope is one technician's, so each paid day holds only their figures.
  const paidByDate = new Map(paid.filter((row) => row.technicianId === technician.id).map((row) => [row.date, row]));
  const days = periodDays(range).map((day) => {
    const row = byDate.get(day);
    return {
      date: day,
      appointmentCount: row?.appointmentCount ?? 0,
      totalDurationMinutes: row?.totalDurationMinutes ?? 0,
      revenueThb: row?.revenueThb ?? 0,
      noShowCount: noShowsByDate.get(day) ?? 0,
      paidRevenueSatang: paidByDate.get(day)?.revenue ?? 0,
      refundsSatang: paidByDate.get(day)?.refunds ?? 0,
      tipsSatang: paidByDate.get(day)?.tips ?? 0,
      keptDepositsSatang: keptByDate.get(day) ?? 0,
    };
  });
  const totals = days.reduce<StatsTotals>(
    (sum, day) => ({
      appointmentCount: sum.appointmentCount + day.appointmentCount,
      totalDurationMinutes: sum.totalDurationMinutes + day.totalDurationMinutes,
      revenueThb: sum.revenueThb + day.revenueThb,
      noShowCount: sum.noShowCount + day.noShowCount,
      paidRevenueSatang: sum.paidRevenueSatang + day.paidRevenueSatang,
      refundsSatang: sum.refundsSatang + day.refundsSatang,
      tipsSatang: sum.tipsSatang + day.tipsSatang,
      keptDepositsSatang: sum.keptDepositsSatang + day.keptDepositsSatang,
    }),
    {
      appointmentCount: 0,
      totalDurationMinutes: 0,
      revenueThb: 0,
      noShowCount: 0,
      paidRevenueSatang: 0,
      refundsSatang: 0,
      tipsSatang: 0,
      keptDepositsSatang: 0,
    },
  );

  return {
    technician,
    range,
    totals,
    services: serviceRows.map((row) => ({ name: row.serviceName, count: row.count, totalMinutes: row.totalMinutes })),
    days,
    // Read with the statistics, in the same statement (decision 044).
    recent: latest.map((row) => ({
      id: row.id,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      customerName: row.customerName,
      status: row.status,
      services: row.services,
      totalDurationMinutes: row.totalDurationMinutes,
      revenueThb: row.revenueThb,
    })),
  };
}

/** The statistics page's period: daily and the salon's today unless the query names others; today beside it. */
export async function getStaffTechnicianStats(
  context: Pick<StaffRequestContext, 'db' | 'now' | 'salon'>,
  input: {
    readonly technicianId: string;
    readonly period?: StatsPeriod | undefined;
    readonly date?: CalendarDate | undefined;
  },
): Promise<TechnicianStats & { today: CalendarDate }> {
  const { timeZone } = context.salon;
  const today = salonToday(context.now, timeZone);
  const stats = await getTechnicianStats({
    db: context.db,
    technicianId: input.technicianId,
    period: input.period ?? 'daily',
    date: input.date ?? today,
    timeZone,
  });
  return { ...stats, today };
}
