/**
 * "Now" and "today" as the salon sees them. A tourist in Europe browsing at
 * midnight must see Phuket's Today, so every rule reads the clock through
 * these helpers with the salon's time zone. Callers pass `now` in: time is a
 * parameter, which is what lets tests pin it.
 *
 * Every availability answer and booking asks this once, so it is cheap: one
 * Intl formatter per time zone, built once, and the answer kept for the rest
 * of the minute (every time zone in use today is offset by whole minutes).
 */
import { TZDate } from '@date-fns/tz';
import { timeToMinutes, type CalendarDate, type TimeOfDay } from './calendar.ts';

export interface SalonMoment {
  /** The salon's calendar date at that instant. */
  readonly date: CalendarDate;
  /** Minutes after midnight on the salon's wall clock. */
  readonly minuteOfDay: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const lastMoments = new Map<string, { minute: number; moment: SalonMoment }>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function salonMoment(now: Date, timeZone: string): SalonMoment {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastMoments.get(timeZone);
  if (last && last.minute === minute) return last.moment;
  const parts: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const year = parts.year!.padStart(4, '0');
  const moment: SalonMoment = {
    date: `${year}-${parts.month}-${parts.day}`,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
  lastMoments.set(timeZone, { minute, moment });
  return moment;
}

export function salonToday(now: Date, timeZone: string): CalendarDate {
  return salonMoment(now, timeZone).date;
}

/** The instant at which the salon's wall clock shows `date` `time`. */
export function salonInstant(date: CalendarDate, time: TimeOfDay, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minute = timeToMinutes(time);
  return new Date(new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}
