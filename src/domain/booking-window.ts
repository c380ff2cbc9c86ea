/**
 * The dates a customer may book: from today through
 * the end of the Monday-start week that contains the day `windowDaysAhead`
 * ahead (14 by default), on the weekdays the salon opens, except dates closed
 * all day (their reason is listed apart, so the customer sees why) and dates
 * wholly inside the minimum notice.
 */
import { addDays, datesBetween, endOfMondayWeek, isoWeekday, type CalendarDate } from './calendar.ts';
import type { StoredClosureTranslations } from './closure-reasons.ts';
import { DEFAULT_OPENING_HOURS, patternIndex, type WeeklyPattern } from './salon-settings.ts';
import { BOOKING_WINDOW_DAYS_AHEAD } from './salon-rules.ts';

export type BookingDateLabel =
  { readonly kind: 'today' } | { readonly kind: 'tomorrow' } | { readonly kind: 'date'; readonly date: CalendarDate };

export interface BookingDateOption {
  readonly date: CalendarDate;
  readonly label: BookingDateLabel;
}

/** A date the salon would open by the week but is closed all day, with the reason customers see. */
export interface ClosedDate {
  readonly date: CalendarDate;
  /** English; the page shows closureReasonIn(closed, its language) (domain/closure-reasons.ts). */
  readonly reason: string;
  readonly translations?: StoredClosureTranslations;
}

export interface BookingWindowSettings {
  /** The weekly opening hours (default: Monday–Saturday). */
  readonly hours?: WeeklyPattern;
  /** Default 14. */
  readonly windowDaysAhead?: number;
  /** Whole-day closures (any dates; those outside the window are ignored). */
  readonly closedDates?: readonly ClosedDate[];
  /** The first date the minimum notice leaves a start on (default: today). */
  readonly earliestDate?: CalendarDate;
}

export function lastBookableDate(
  today: CalendarDate,
  windowDaysAhead: number = BOOKING_WINDOW_DAYS_AHEAD,
): CalendarDate {
  return endOfMondayWeek(addDays(today, windowDaysAhead));
}

function opensByTheWeek(hours: WeeklyPattern, date: CalendarDate): boolean {
  return hours[patternIndex(isoWeekday(date))] != null;
}

/** Every date from today to the end of the window (bounded: the window is at most 365 days plus a week). */
function windowDates(today: CalendarDate, settings: BookingWindowSettings): CalendarDate[] {
  const first = settings.earliestDate !== undefined && settings.earliestDate > today ? settings.earliestDate : today;
  const last = lastBookableDate(today, settings.windowDaysAhead);
  return first > last ? [] : datesBetween(first, last);
}

export function bookingDateOptions(today: CalendarDate, settings: BookingWindowSettings = {}): BookingDateOption[] {
  const hours = settings.hours ?? DEFAULT_OPENING_HOURS;
  const closed = new Set((settings.closedDates ?? []).map((closure) => closure.date));
  const tomorrow = addDays(today, 1);
  const options: BookingDateOption[] = [];
  for (const date of windowDates(today, settings)) {
    if (!opensByTheWeek(hours, date) || closed.has(date)) continue;
    const label: BookingDateLabel =
      date === today ? { kind: 'today' } : date === tomorrow ? { kind: 'tomorrow' } : { kind: 'date', date };
    options.push({ date, label });
  }
  return options;
}

/**
 * The whole-day closures a customer would otherwise have expected to book (inside the window, on a
 * weekday the salon opens), in date order, one per date.
 */
export function closedDatesInWindow(today: CalendarDate, settings: BookingWindowSettings = {}): ClosedDate[] {
  const hours = settings.hours ?? DEFAULT_OPENING_HOURS;
  const last = lastBookableDate(today, settings.windowDaysAhead);
  const byDate = new Map<CalendarDate, ClosedDate>();
  for (const closure of settings.closedDates ?? []) {
    if (closure.date < today || closure.date > last || !opensByTheWeek(hours, closure.date)) continue;
    if (!byDate.has(closure.date)) byDate.set(closure.date, closure);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Inside the window and open by the week (closures are judged on the date's own settings). */
export function isInBookingWindow(
  date: CalendarDate,
  today: CalendarDate,
  windowDaysAhead: number = BOOKING_WINDOW_DAYS_AHEAD,
): boolean {
  return date >= today && date <= lastBookableDate(today, windowDaysAhead);
}

export function isBookableDate(date: CalendarDate, today: CalendarDate, settings: BookingWindowSettings = {}): boolean {
  const hours = settings.hours ?? DEFAULT_OPENING_HOURS;
  if (!isInBookingWindow(date, today, settings.windowDaysAhead) || !opensByTheWeek(hours, date)) return false;
  if (settings.earliestDate !== undefined && date < settings.earliestDate) return false;
  return !(settings.closedDates ?? []).some((closure) => closure.date === date);
}
