/**
 * The technician page's periods: a day, a Monday-start week (as the salon plans
 * its weeks) or a calendar month, in salon dates, with the previous and next period.
 */
import { addDays, datesBetween, endOfMondayWeek, startOfMondayWeek, type CalendarDate } from './calendar.ts';

export const STATS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export function isStatsPeriod(value: unknown): value is StatsPeriod {
  return typeof value === 'string' && (STATS_PERIODS as readonly string[]).includes(value);
}

export interface PeriodRange {
  readonly period: StatsPeriod;
  /** First day, inclusive. */
  readonly from: CalendarDate;
  /** Last day, inclusive. */
  readonly to: CalendarDate;
  /** A day inside the previous period (its first day). */
  readonly previous: CalendarDate;
  /** A day inside the next period (its first day). */
  readonly next: CalendarDate;
}

function lastDayOfMonth(date: CalendarDate): CalendarDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

function bounds(period: StatsPeriod, date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  switch (period) {
    case 'daily':
      return { from: date, to: date };
    case 'weekly':
      return { from: startOfMondayWeek(date), to: endOfMondayWeek(date) };
    case 'monthly':
      return { from: `${date.slice(0, 8)}01`, to: lastDayOfMonth(date) };
  }
}

/** The period of kind `period` that contains `date`, with its neighbours. */
export function periodRange(period: StatsPeriod, date: CalendarDate): PeriodRange {
  const { from, to } = bounds(period, date);
  return {
    period,
    from,
    to,
    previous: bounds(period, addDays(from, -1)).from,
    next: addDays(to, 1),
  };
}

/** Every day of the period, in order (the chart's x axis). */
export function periodDays(range: Pick<PeriodRange, 'from' | 'to'>): CalendarDate[] {
  return datesBetween(range.from, range.to);
}
