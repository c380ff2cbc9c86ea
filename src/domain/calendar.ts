/**
 * Calendar dates ('yyyy-MM-dd') and times of day ('HH:mm') as plain values.
 *
 * The salon's rules are about wall-clock dates and times in Phuket, not about
 * instants, so the domain works with these strings and with minutes after
 * midnight. Date arithmetic happens in UTC so that the server's or the
 * browser's own time zone (and its daylight saving) can never shift a day.
 */
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysToDate, endOfWeek, format, getISODay, isValid, parse } from 'date-fns';

/** A calendar date, 'yyyy-MM-dd'. */
export type CalendarDate = string;
/** A time of day, 'HH:mm' (24-hour). */
export type TimeOfDay = string;

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function toUtcDate(date: CalendarDate): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return TZDate.tz('UTC', year, month - 1, day);
}

function fromUtcDate(date: Date): CalendarDate {
  return format(date, 'yyyy-MM-dd');
}

/** True for a real calendar date written 'yyyy-MM-dd' (2026-02-30 is not one). */
export function isCalendarDate(value: string): value is CalendarDate {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const parsed = parse(value, 'yyyy-MM-dd', new TZDate(2000, 0, 1, 'UTC'));
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}

export function isTimeOfDay(value: string): value is TimeOfDay {
  return TIME_OF_DAY_PATTERN.test(value);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcDate(addDaysToDate(toUtcDate(date), days));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return getISODay(toUtcDate(date));
}

/** The Sunday that ends the Monday-start week containing `date`. */
export function endOfMondayWeek(date: CalendarDate): CalendarDate {
  return fromUtcDate(endOfWeek(toUtcDate(date), { weekStartsOn: 1 }));
}

/** The Monday that starts the week containing `date`. */
export function startOfMondayWeek(date: CalendarDate): CalendarDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The most days `datesBetween` lists: a year, more than any screen shows. */
export const MAX_DATES_BETWEEN = 366;

/**
 * Inclusive list of dates from `first` to `last`. Bounded by construction: a
 * range longer than MAX_DATES_BETWEEN days is a caller's bug (inputs are
 * bounded at the edge) and throws, rather than looping; comparing strings
 * alone could loop forever past year 9999, where '10000-01-01' < '9999-12-31'.
 */
export function datesBetween(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let date = first, count = 0; date <= last; date = addDays(date, 1), count += 1) {
    if (count >= MAX_DATES_BETWEEN)
      throw new RangeError(`More than ${MAX_DATES_BETWEEN} days from ${first} to ${last}`);
    dates.push(date);
  }
  return dates;
}

export function minutesToTime(minutes: number): TimeOfDay {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export function timeToMinutes(time: TimeOfDay): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
