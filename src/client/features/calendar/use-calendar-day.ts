/** The calendar day from GET /api/admin/calendar (session errors are handled by the query cache). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { calendarKeys } from './query-keys.ts';

export function calendarDayQueryOptions(date: CalendarDate) {
  return queryOptions({
    queryKey: calendarKeys.day(date),
    queryFn: async () => readJson(await api.admin.calendar.$get({ query: { date } })),
    staleTime: 15_000,
    // The day's bookings change while the salon works: refresh in the background.
    refetchInterval: 60_000,
  });
}

export function useCalendarDay(date: CalendarDate) {
  return useQuery({ ...calendarDayQueryOptions(date), placeholderData: keepPreviousData });
}

export type CalendarDayData = Awaited<ReturnType<NonNullable<ReturnType<typeof calendarDayQueryOptions>['queryFn']>>>;
export type CalendarBlockData = CalendarDayData['appointments'][number];
export type CalendarTechnicianData = CalendarDayData['technicians'][number];
export type DayStatisticsData = CalendarTechnicianData['statistics'];
