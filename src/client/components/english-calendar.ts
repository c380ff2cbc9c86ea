/**
 * The few date and time texts the public pages show in English (the footer's
 * and the about page's opening hours), written without `Intl`, exactly as
 * Intl writes them (english-calendar.test.ts compares every value).
 *
 * Why: the first `Intl.DateTimeFormat` or `Intl.NumberFormat` a page builds
 * loads the browser's locale data, 30-100 ms of main-thread work in Chromium
 * (more on a phone), and every public page built one while hydrating its
 * footer (docs/benchmarks.md). Other languages go through Intl.
 * The server renders with the same functions, so the HTML and the hydrated
 * page always agree.
 */

const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
// British English abbreviates September as "Sept".
const MONTHS_GB = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

/** Intl `{ weekday: width, timeZone: 'UTC' }` of `instant` in English, or null for another locale. */
export function englishWeekday(instant: Date, locale: string, width: 'long' | 'short'): string | null {
  if (!/^en(-GB|-US)?$/.test(locale)) return null;
  const name = WEEKDAYS[instant.getUTCDay()] ?? '';
  return width === 'long' ? name : name.slice(0, 3);
}

/** Intl `{ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }` in en-US ("9:30 AM"), or null for another locale. */
export function englishClock(instant: Date, locale: string): string | null {
  if (locale !== 'en-US') return null;
  const hours = instant.getUTCHours();
  const minutes = String(instant.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Intl `{ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }` in en-GB ("Mon 13 Apr"), or null. */
export function englishShortDate(instant: Date, locale: string): string | null {
  if (locale !== 'en-GB') return null;
  return `${englishWeekday(instant, locale, 'short')} ${instant.getUTCDate()} ${MONTHS_GB[instant.getUTCMonth()]}`;
}
