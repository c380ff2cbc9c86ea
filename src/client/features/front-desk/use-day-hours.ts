import { isoWeekday, isCalendarDate } from '../../../domain/calendar.ts';
import type { DayWindow } from '../../../domain/salon-settings.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';

export interface DayHours {
  /** The weekly opening hours of that weekday; null when the salon is closed all day. */
  readonly window: DayWindow | null;
  /** The owner's reason when a closure takes the whole day ("Songkran"). */
  readonly closure: string | null;
}

/**
 * A date's hours as the owner set them (the week and whole-day closures), to offer start times.
 * The server checks again in the booking's transaction, part-day closures included.
 */
export function useDayHours(date: string): DayHours {
  const facts = useSalonFacts();
  if (!isCalendarDate(date)) return { window: null, closure: null };
  const closure = facts.closures.find(
    (entry) => entry.date === date && entry.fromMinute === null && entry.toMinute === null,
  );
  if (closure) return { window: null, closure: closure.reason };
  return { window: facts.hours[isoWeekday(date) - 1] ?? null, closure: null };
}
