/** Formatting of dates, times and prices through `Intl`, in the salon's time zone. */
import { timeToMinutes, type CalendarDate, type TimeOfDay } from '../domain/calendar.ts';

function calendarDateAtNoonUtc(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Wednesday, 25 November" style label of a calendar date. */
export function formatWeekdayDate(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(calendarDateAtNoonUtc(date));
}

/** "25 November 2026" style (locale order). */
export function formatLongDate(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDateAtNoonUtc(date));
}

/** "2:30 pm" / "14:30" depending on the locale. */
export function formatTimeOfDay(time: TimeOfDay, locale: string): string {
  const minutes = timeToMinutes(time);
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(instant);
}

/** A whole-baht amount with grouping, without the currency sign ("1,300"). */
export function formatBaht(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}
