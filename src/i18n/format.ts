/**
 * Formatting of dates, times and prices through `Intl`, in the salon's time zone.
 *
 * Building an `Intl` formatter costs tens of microseconds (it resolves the
 * locale data); formatting with one costs about one. A CPU profile of booking
 * create put 13 % of server time into building new formatters on every call
 * (section 8), so formatters are built once per locale and options
 * and reused: they are immutable and safe to share.
 */
import { timeToMinutes, type CalendarDate, type TimeOfDay } from '../domain/calendar.ts';

/**
 * Locales and options are few (a handful of languages, fixed option sets), but
 * a locale can come from outside; past this many entries the cache starts
 * again rather than grow without bound.
 */
const MAX_CACHED_FORMATTERS = 200;

function memoised<Options, Formatter>(
  build: (locale: string, options: Options) => Formatter,
): (locale: string, options: Options) => Formatter {
  const cache = new Map<string, Formatter>();
  return (locale, options) => {
    // Options objects are literals in this code base: their key order is stable, so JSON is a faithful key.
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (formatter === undefined) {
      formatter = build(locale, options);
      if (cache.size >= MAX_CACHED_FORMATTERS) cache.clear();
      cache.set(key, formatter);
    }
    return formatter;
  };
}

/** A shared `Intl.DateTimeFormat` for this locale and these options (built on first use). */
export const dateTimeFormat: (locale: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = memoised(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A shared `Intl.NumberFormat` for this locale and these options (built on first use). */
export const numberFormat: (locale: string, options: Intl.NumberFormatOptions) => Intl.NumberFormat = memoised(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
const WEEKDAY_DATE_YEAR: Intl.DateTimeFormatOptions = { ...WEEKDAY_DATE, year: 'numeric' };
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
const WHOLE_BAHT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const BAHT_AND_SATANG: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

function calendarDateAtNoonUtc(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Wednesday, 25 November" style label of a calendar date. */
export function formatWeekdayDate(date: CalendarDate, locale: string): string {
  return dateTimeFormat(locale, WEEKDAY_DATE).format(calendarDateAtNoonUtc(date));
}

/**
 * The date of a booking as the customer checks it: "Wednesday, 25 November" in English (the spec's
 * words), with the year in the other languages, where readers expect it, Thai ones in the Buddhist era
 * ("วันพุธที่ 25 พฤศจิกายน 2569").
 */
export function formatBookingDate(date: CalendarDate, locale: string): string {
  const options = locale.startsWith('en') ? WEEKDAY_DATE : WEEKDAY_DATE_YEAR;
  return dateTimeFormat(locale, options).format(calendarDateAtNoonUtc(date));
}

/** "25 November 2026" style (locale order). */
export function formatLongDate(date: CalendarDate, locale: string): string {
  return dateTimeFormat(locale, LONG_DATE).format(calendarDateAtNoonUtc(date));
}

/** "2:30 pm" / "14:30" depending on the locale. */
export function formatTimeOfDay(time: TimeOfDay, locale: string): string {
  const minutes = timeToMinutes(time);
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return dateTimeFormat(locale, TIME_OF_DAY).format(instant);
}

/** A whole-baht amount with grouping, without the currency sign ("1,300"). */
export function formatBaht(amount: number, locale: string): string {
  return numberFormat(locale, WHOLE_BAHT).format(amount);
}

/**
 * An amount of satang in the statistics' style, beside booked whole baht: "1,300" when it is whole
 * baht, "1,299.50" otherwise (the whole baht and the satang formatted apart, so it is exact).
 */
export function formatSatangAsBaht(amount: number, locale: string): string {
  const sign = amount < 0 ? '−' : '';
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / 100);
  const fraction = magnitude % 100;
  if (fraction === 0) return `${sign}${formatBaht(whole, locale)}`;
  const decimals = numberFormat(locale, BAHT_AND_SATANG).format(fraction / 100);
  // "0.50" in the locale's digits and separator: keep what follows its leading zero.
  return `${sign}${formatBaht(whole, locale)}${decimals.slice(decimals.length - 3)}`;
}
