/**
 * When a booking's reminder goes out: `reminderHoursBefore` the start (an owner setting), never inside
 * the salon's quiet hours. Shared by the server, which plans and sends reminders, and the pages that
 * say when one will arrive.
 */
import { minutesToTime } from './calendar.ts';
import type { CustomerChangeRules } from './manage-booking.ts';
import { salonInstant, salonMoment } from './salon-time.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** No reminder leaves between these wall-clock times (21:00 to 08:00 salon time). */
export const QUIET_HOURS = { fromMinute: 21 * 60, toMinute: 8 * 60 } as const;
/** A reminder that would fall in the quiet hours goes this long before they begin (20:45). */
export const QUIET_HOURS_MARGIN_MINUTES = 15;

export function isQuietMinute(minuteOfDay: number): boolean {
  return minuteOfDay >= QUIET_HOURS.fromMinute || minuteOfDay < QUIET_HOURS.toMinute;
}

/**
 * When the reminder of an appointment starting at `startsAt` goes out, or null for none:
 * `reminderHoursBefore` hours before, moved back to 20:45 the evening before the quiet hours when it
 * would fall inside them; none when reminders are off, and none when that time is not after `now`
 * (a booking made inside the reminder window, or an appointment moved into it).
 */
export function plannedReminderAt(options: {
  readonly startsAt: Date;
  readonly now: Date;
  readonly timeZone: string;
  readonly rules: Pick<CustomerChangeRules, 'reminderHoursBefore'>;
}): Date | null {
  const { startsAt, now, timeZone, rules } = options;
  if (rules.reminderHoursBefore === 0) return null;
  let planned = new Date(startsAt.getTime() - rules.reminderHoursBefore * HOUR_MS);
  const wallClock = salonMoment(planned, timeZone);
  if (isQuietMinute(wallClock.minuteOfDay)) {
    // The evening the quiet hours began: that same date before midnight, the date before after it.
    const eveningDate =
      wallClock.minuteOfDay >= QUIET_HOURS.fromMinute
        ? wallClock.date
        : salonMoment(new Date(planned.getTime() - DAY_MS), timeZone).date;
    const quietStart = salonInstant(eveningDate, minutesToTime(QUIET_HOURS.fromMinute), timeZone);
    planned = new Date(quietStart.getTime() - QUIET_HOURS_MARGIN_MINUTES * 60_000);
  }
  return planned.getTime() > now.getTime() ? planned : null;
}

/**
 * A reminder due at `now` that was held up (the mail server was down): when it may go, or null when it
 * should not go at all. Outside the quiet hours: now. Inside: at 08:00, unless the appointment starts
 * by then (a reminder after the start, or in the same morning hour, helps nobody).
 */
export function reminderSendTime(options: {
  readonly now: Date;
  readonly startsAt: Date;
  readonly timeZone: string;
}): Date | null {
  const { now, startsAt, timeZone } = options;
  if (now.getTime() >= startsAt.getTime()) return null;
  const wallClock = salonMoment(now, timeZone);
  if (!isQuietMinute(wallClock.minuteOfDay)) return now;
  const morningDate =
    wallClock.minuteOfDay >= QUIET_HOURS.fromMinute
      ? salonMoment(new Date(now.getTime() + DAY_MS), timeZone).date
      : wallClock.date;
  const morning = salonInstant(morningDate, minutesToTime(QUIET_HOURS.toMinute), timeZone);
  return morning.getTime() < startsAt.getTime() ? morning : null;
}
