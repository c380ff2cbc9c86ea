/**
 * Which start times a booking may take on a date (with the owner's hours
 * and booking rules): 15-minute steps from that day's opening; the treatment must end
 * by closing and stay clear of part-day closures; times already past, or
 * inside the owner's minimum notice, are not offered; a time is full when the
 * capacity rule (with that day's technicians) refuses it.
 */
import { capacityChecker, hasCapacity, type BookedInterval } from './capacity.ts';
import { minutesToTime, type CalendarDate, type TimeOfDay } from './calendar.ts';
import {
  capacityRulesOf,
  defaultDaySettings,
  isBeforeHorizon,
  isClosedAllDay,
  noticeHorizon,
  overlapsPartClosure,
} from './day-availability.ts';
import type { DaySettings } from './salon-settings.ts';
import { DEFAULT_CLOSES_AT_MINUTE, DEFAULT_OPENS_AT_MINUTE, SLOT_STEP_MINUTES } from './salon-rules.ts';
import type { SalonMoment } from './salon-time.ts';

/** 'closed': the treatment would overlap a part-day closure (a training afternoon). */
export type StartTimeState = 'available' | 'full' | 'past' | 'too_late' | 'closed';

export interface StartTimeOption {
  readonly time: TimeOfDay;
  readonly state: StartTimeState;
}

export interface SalonDayHours {
  readonly opensAtMinute: number;
  readonly closesAtMinute: number;
}

export const DEFAULT_DAY_HOURS: SalonDayHours = {
  opensAtMinute: DEFAULT_OPENS_AT_MINUTE,
  closesAtMinute: DEFAULT_CLOSES_AT_MINUTE,
};

/** Every start time on the grid, opening up to the last step before closing. */
export function gridStartMinutes(hours: SalonDayHours = DEFAULT_DAY_HOURS): number[] {
  const minutes: number[] = [];
  for (let m = hours.opensAtMinute; m < hours.closesAtMinute; m += SLOT_STEP_MINUTES) minutes.push(m);
  return minutes;
}

export function isOnGrid(startMinute: number, hours: SalonDayHours = DEFAULT_DAY_HOURS): boolean {
  return (
    startMinute >= hours.opensAtMinute &&
    startMinute < hours.closesAtMinute &&
    (startMinute - hours.opensAtMinute) % SLOT_STEP_MINUTES === 0
  );
}

export function endsByClosing(
  startMinute: number,
  durationMinutes: number,
  hours: SalonDayHours = DEFAULT_DAY_HOURS,
): boolean {
  return startMinute + durationMinutes <= hours.closesAtMinute;
}

/** A start time is past when the salon clock has reached it on that date, or the date is gone. */
export function isPastStart(date: CalendarDate, startMinute: number, now: SalonMoment): boolean {
  return date < now.date || (date === now.date && startMinute <= now.minuteOfDay);
}

export interface StartTimeQuery {
  readonly date: CalendarDate;
  readonly durationMinutes: number;
  readonly now: SalonMoment;
  readonly existing: readonly BookedInterval[];
  /** The date as the owner's settings make it (default: the first round's salon). */
  readonly day?: DaySettings;
}

/**
 * The state of one start time; past (or inside the minimum notice) wins over too late, which wins
 * over closed (a part-day closure), which wins over full.
 */
export function startTimeState(
  query: StartTimeQuery,
  startMinute: number,
  fits?: (startMinute: number, durationMinutes: number) => boolean,
  horizon?: SalonMoment,
): StartTimeState {
  const day = query.day ?? defaultDaySettings(query.date);
  if (isBeforeHorizon(query.date, startMinute, horizon ?? noticeHorizon(query.now, day.rules.minimumNoticeMinutes))) {
    return 'past';
  }
  if (day.hours === null || !endsByClosing(startMinute, query.durationMinutes, day.hours)) return 'too_late';
  if (overlapsPartClosure(day, startMinute, query.durationMinutes)) return 'closed';
  const fitsHere = fits ?? ((start, duration) => hasCapacity(query.existing, start, duration, capacityRulesOf(day)));
  if (!fitsHere(startMinute, query.durationMinutes)) return 'full';
  return 'available';
}

/**
 * Every start time of the day with its state (none on a day closed by the week or a whole-day
 * closure); the day's occupancy and limits are counted once for all of them.
 */
export function startTimeOptions(query: StartTimeQuery): StartTimeOption[] {
  const day = query.day ?? defaultDaySettings(query.date);
  if (day.hours === null || isClosedAllDay(day)) return [];
  const fits = capacityChecker(query.existing, capacityRulesOf(day));
  const horizon = noticeHorizon(query.now, day.rules.minimumNoticeMinutes);
  const dayQuery = { ...query, day };
  return gridStartMinutes(day.hours).map((minute) => ({
    time: minutesToTime(minute),
    state: startTimeState(dayQuery, minute, fits, horizon),
  }));
}
