/**
 * "Now" and "today" as the salon sees them. A tourist in Europe browsing at
 * midnight must see Phuket's Today, so every rule reads the clock through
 * these helpers with the salon's time zone. Callers pass `now` in: time is a
 * parameter, which is what lets tests pin it.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CalendarDate } from './calendar.ts';

export interface SalonMoment {
  /** The salon's calendar date at that instant. */
  readonly date: CalendarDate;
  /** Minutes after midnight on the salon's wall clock. */
  readonly minuteOfDay: number;
}

export function salonMoment(now: Date, timeZone: string): SalonMoment {
  const local = new TZDate(now.getTime(), timeZone);
  return {
    date: format(local, 'yyyy-MM-dd'),
    minuteOfDay: local.getHours() * 60 + local.getMinutes(),
  };
}

export function salonToday(now: Date, timeZone: string): CalendarDate {
  return salonMoment(now, timeZone).date;
}
