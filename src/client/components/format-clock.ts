import { englishClock } from './english-calendar.ts';

/** "10:00 AM" style clock text of a time given in minutes after midnight. */
export function formatClock(minutesAfterMidnight: number, locale: string): string {
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutesAfterMidnight / 60), minutesAfterMidnight % 60));
  return (
    englishClock(instant, locale) ??
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(instant)
  );
}
