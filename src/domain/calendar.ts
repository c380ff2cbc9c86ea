/**
 * Calendar dates ('yyyy-MM-dd') and times of day ('HH:mm') as plain values.
 *
 * The salon's rules are about wall-clock dates and times in Phuket, not about
 * instants, so the domain works with these strings and with minutes after
 * midnight. Date arithmetic counts days, never instants, so that the server's
 * or the browser's own time zone (and its daylight saving) can never shift a day.
 */

/** A calendar date, 'yyyy-MM-dd'. */
export type CalendarDate = string;
/** A time of day, 'HH:mm' (24-hour). */
export type TimeOfDay = string;

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// Dates are counted as days since 1970-01-01 with integer arithmetic (the proleptic Gregorian
// calendar, as date-fns and Date.UTC count), never through a Date in some time zone: every
// availability answer and booking runs these helpers, and the @date-fns/tz objects they used to
// build cost a time-zone offset lookup each (profiled: a tenth of an availability answer).

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` after 1970-01-01, 'yyyy-MM-dd' (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Days since 1970-01-01 of a 'yyyy-MM-dd' date (not validated: callers hold a CalendarDate). */
function toDayNumber(date: CalendarDate): number {
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** True for a real calendar date written 'yyyy-MM-dd' (2026-02-30 is not one). */
export function isCalendarDate(value: string): value is CalendarDate {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

export function isTimeOfDay(value: string): value is TimeOfDay {
  return TIME_OF_DAY_PATTERN.test(value);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return civilFromDays(toDayNumber(date) + days);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Sunday that ends the Monday-start week containing `date`. */
export function endOfMondayWeek(date: CalendarDate): CalendarDate {
  return addDays(date, 7 - isoWeekday(date));
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
  // 'HH:mm' read digit by digit: availability reads every booked start and end of the day this way.
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    const h1 = time.charCodeAt(0) - 48;
    const h2 = time.charCodeAt(1) - 48;
    const m1 = time.charCodeAt(3) - 48;
    const m2 = time.charCodeAt(4) - 48;
    // Unsigned: any character that is not a digit gives more than 9.
    if (h1 >>> 0 <= 9 && h2 >>> 0 <= 9 && m1 >>> 0 <= 9 && m2 >>> 0 <= 9) {
      return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
    }
  }
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
