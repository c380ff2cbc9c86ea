/**
 * One date as the owner's settings make it: open or closed, from
 * when to when, which parts are closed, who is working, and the booking rules.
 * Every availability answer, every booking and every staff edit that checks
 * capacity reads a date through `DaySettings`, built here from the stored
 * settings (decision record 120 says what each edge means).
 */
import { addDays, isoWeekday, type CalendarDate } from './calendar.ts';
import type { CapacityRules } from './capacity.ts';
import type { SalonMoment } from './salon-time.ts';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_OPENING_HOURS,
  MINUTES_PER_DAY,
  patternIndex,
  type BookingRules,
  type DaySettings,
  type DayWindow,
  type WeeklyPattern,
} from './salon-settings.ts';

/** The seed's four technicians, all working the salon's hours: the first round's salon. */
export const DEFAULT_TECHNICIAN_COUNT = 4;

/** A closure as the engine reads it (whole day when both minutes are null). */
export type DayClosure = DaySettings['closures'][number];

/** One active technician on one date, as stored. */
export interface TechnicianDay {
  /**
   * Their own window that weekday from their weekly pattern: null when the pattern says they do not
   * work that weekday, undefined when they have no pattern (they work whenever the salon is open).
   */
  readonly ownWindow: DayWindow | null | undefined;
  /** A dated day off on this date. */
  readonly dayOff: boolean;
}

export interface StoredSchedule {
  readonly hours: WeeklyPattern;
  readonly rules: BookingRules;
  /** The closures on this date. */
  readonly closures: readonly DayClosure[];
  readonly technicians: readonly TechnicianDay[];
}

/** The salon's window on a date by the weekly hours (before closures); null when closed that weekday. */
export function weekdayHours(hours: WeeklyPattern, date: CalendarDate): DayWindow | null {
  return hours[patternIndex(isoWeekday(date))] ?? null;
}

/** A technician's window on a date: nobody on a day off; their own pattern, or the salon's hours. */
export function technicianWindow(technician: TechnicianDay, salonHours: DayWindow | null): DayWindow | null {
  if (technician.dayOff) return null;
  return technician.ownWindow === undefined ? salonHours : technician.ownWindow;
}

export function resolveDaySettings(date: CalendarDate, stored: StoredSchedule): DaySettings {
  const hours = weekdayHours(stored.hours, date);
  const technicianWindows: DayWindow[] = [];
  for (const technician of stored.technicians) {
    const window = technicianWindow(technician, hours);
    if (window) technicianWindows.push(window);
  }
  return { hours, closures: stored.closures, technicianWindows, rules: stored.rules };
}

/** The first round's salon on a date: default hours and rules, no closures, four technicians always in. */
export function defaultDaySettings(date: CalendarDate): DaySettings {
  return resolveDaySettings(date, {
    hours: DEFAULT_OPENING_HOURS,
    rules: DEFAULT_BOOKING_RULES,
    closures: [],
    technicians: Array.from({ length: DEFAULT_TECHNICIAN_COUNT }, () => ({ ownWindow: undefined, dayOff: false })),
  });
}

/** The whole-day closure of the date, if any (its reason is shown to customers). */
export function wholeDayClosure(day: DaySettings): DayClosure | undefined {
  return day.closures.find((closure) => closure.fromMinute === null || closure.toMinute === null);
}

/** Closed all day: the weekly hours say so, or a whole-day closure does. */
export function isClosedAllDay(day: DaySettings): boolean {
  return day.hours === null || wholeDayClosure(day) !== undefined;
}

/**
 * A treatment [start, start + duration) that overlaps a part-day closure. The buffer after it is
 * not part of the check: clean-up may run into a closed hour, the customer may not.
 */
export function overlapsPartClosure(day: DaySettings, startMinute: number, durationMinutes: number): boolean {
  const end = startMinute + durationMinutes;
  return day.closures.some(
    (closure) =>
      closure.fromMinute !== null &&
      closure.toMinute !== null &&
      startMinute < closure.toMinute &&
      end > closure.fromMinute,
  );
}

export function capacityRulesOf(day: DaySettings): CapacityRules {
  return {
    capacity: day.rules.capacity,
    bufferMinutes: day.rules.bufferMinutes,
    technicianWindows: day.technicianWindows,
  };
}

/**
 * The salon-clock moment the minimum notice points to: starts at or before it are not offered.
 * With no notice it is now itself (the current minute is already gone), as in the first round.
 */
export function noticeHorizon(now: SalonMoment, minimumNoticeMinutes: number): SalonMoment {
  const total = now.minuteOfDay + minimumNoticeMinutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { date: addDays(now.date, days), minuteOfDay: total - days * MINUTES_PER_DAY };
}

/** A start at or before the horizon (the clock plus the notice) cannot be booked online. */
export function isBeforeHorizon(date: CalendarDate, startMinute: number, horizon: SalonMoment): boolean {
  return date < horizon.date || (date === horizon.date && startMinute <= horizon.minuteOfDay);
}
