import type { CalendarDate } from '../../../domain/calendar.ts';
import type { StatsPeriod } from '../../../domain/stats-period.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const technicianStatsKeys = {
  all: [...sharedKeys.admin, 'technician-stats'] as const,
  stats: (id: string, period: StatsPeriod, date: CalendarDate) =>
    [...technicianStatsKeys.all, id, period, date] as const,
};
