/**
 * The dates a customer may book (spec section 5): from today through the end
 * of the Monday-start week that contains the day 14 days ahead, on days the
 * salon opens (Sundays excluded).
 */
import { addDays, datesBetween, endOfMondayWeek, isoWeekday, type CalendarDate } from './calendar.ts';
import { BOOKING_WINDOW_DAYS_AHEAD } from './salon-rules.ts';

export type BookingDateLabel =
  { readonly kind: 'today' } | { readonly kind: 'tomorrow' } | { readonly kind: 'date'; readonly date: CalendarDate };

export interface BookingDateOption {
  readonly date: CalendarDate;
  readonly label: BookingDateLabel;
}

const DEFAULT_OPEN_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

export function lastBookableDate(today: CalendarDate): CalendarDate {
  return endOfMondayWeek(addDays(today, BOOKING_WINDOW_DAYS_AHEAD));
}

export function bookingDateOptions(
  today: CalendarDate,
  openDays: readonly number[] = DEFAULT_OPEN_DAYS,
): BookingDateOption[] {
  const tomorrow = addDays(today, 1);
  const options: BookingDateOption[] = [];
  // datesBetween is bounded by construction (the window is at most three weeks).
  for (const date of datesBetween(today, lastBookableDate(today))) {
    if (!openDays.includes(isoWeekday(date))) continue;
    const label: BookingDateLabel =
      date === today ? { kind: 'today' } : date === tomorrow ? { kind: 'tomorrow' } : { kind: 'date', date };
    options.push({ date, label });
  }
  return options;
}

export function isBookableDate(
  date: CalendarDate,
  today: CalendarDate,
  openDays: readonly number[] = DEFAULT_OPEN_DAYS,
): boolean {
  return date >= today && date <= lastBookableDate(today) && openDays.includes(isoWeekday(date));
}
