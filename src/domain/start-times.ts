/**
 * Which start times a booking may take on a date (spec sections 5 and 9):
 * 15-minute steps from opening; the treatment must end by closing; on the
 * salon's today, times already past are not offered; a time is full when the
 * capacity rule refuses it.
 */
import { capacityChecker, hasCapacity, type BookedInterval } from './capacity.ts';
import { minutesToTime, type CalendarDate, type TimeOfDay } from './calendar.ts';
import { SLOT_STEP_MINUTES } from './salon-rules.ts';
import type { SalonMoment } from './salon-time.ts';

export type StartTimeState = 'available' | 'full' | 'past' | 'too_late';

export interface StartTimeOption {
  readonly time: TimeOfDay;
  readonly state: StartTimeState;
}

export interface SalonDayHours {
  readonly opensAtMinute: number;
  readonly closesAtMinute: number;
}

export const DEFAULT_DAY_HOURS: SalonDayHours = { opensAtMinute: 10 * 60, closesAtMinute: 21 * 60 };

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
  readonly hours?: SalonDayHours;
}

/** The state of one start time; past wins over too late, which wins over full. */
export function startTimeState(
  query: StartTimeQuery,
  startMinute: number,
  fits: (startMinute: number, durationMinutes: number) => boolean = (start, duration) =>
    hasCapacity(query.existing, start, duration),
): StartTimeState {
  const hours = query.hours ?? DEFAULT_DAY_HOURS;
  if (isPastStart(query.date, startMinute, query.now)) return 'past';
  if (!endsByClosing(startMinute, query.durationMinutes, hours)) return 'too_late';
  if (!fits(startMinute, query.durationMinutes)) return 'full';
  return 'available';
}

/** Every start time of the day with its state; the day's occupancy is counted once for all of them. */
export function startTimeOptions(query: StartTimeQuery): StartTimeOption[] {
  const fits = capacityChecker(query.existing);
  return gridStartMinutes(query.hours).map((minute) => ({
    time: minutesToTime(minute),
    state: startTimeState(query, minute, fits),
  }));
}
