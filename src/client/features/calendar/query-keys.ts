import type { CalendarDate } from '../../../domain/calendar.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const calendarKeys = {
  all: sharedKeys.calendar,
  day: (date: CalendarDate) => [...calendarKeys.all, date] as const,
};
