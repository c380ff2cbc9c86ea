/** A technician's statistics from GET /api/admin/technicians/:id/stats (session errors go to the query cache). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../domain/calendar.ts';
import type { StatsPeriod } from '../../../domain/stats-period.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { technicianStatsKeys } from './query-keys.ts';

export function technicianStatsQueryOptions(id: string, period: StatsPeriod, date: CalendarDate) {
  return queryOptions({
    queryKey: technicianStatsKeys.stats(id, period, date),
    queryFn: async () =>
      readJson(await api.admin.technicians[':id'].stats.$get({ param: { id }, query: { period, date } })),
    // A 4xx will not change by asking again (404 unknown technician, 401/403 session).
    retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });
}

export function useTechnicianStats(id: string, period: StatsPeriod, date: CalendarDate) {
  return useQuery({ ...technicianStatsQueryOptions(id, period, date), placeholderData: keepPreviousData });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export type TechnicianStatsData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof technicianStatsQueryOptions>['queryFn']>>
>;
