/**
 * The questions the calendar and the technician page ask the server, as zod
 * schemas shared by the client (URL parsing) and the server (validation).
 */
import { z } from 'zod';
import { boundedCalendarDate, isUuid } from './input-bounds.ts';
import { STATS_PERIODS } from './stats-period.ts';

export const CALENDAR_DATE_MESSAGE =
  'Use a real date between 2000 and 2099 written yyyy-MM-dd, for example 2026-11-23.';
export const STATS_PERIOD_MESSAGE = 'The period must be daily, weekly or monthly.';

const calendarDate = boundedCalendarDate(CALENDAR_DATE_MESSAGE);

/** GET /api/admin/calendar?date=yyyy-MM-dd (absent: the salon's today). */
export const calendarDayQuerySchema = z.object({ date: calendarDate.optional() });

/** GET /api/admin/technicians/:id/stats?period=&date= (absent: daily, the salon's today). */
export const technicianStatsQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { error: STATS_PERIOD_MESSAGE }).optional(),
  date: calendarDate.optional(),
});

/** `/technicians/:id/stats`: a UUID, or there is no such technician (404). */
export const technicianParamSchema = z.object({
  id: z.string().refine(isUuid, 'admin:refusals.noSuchTechnician'),
});
