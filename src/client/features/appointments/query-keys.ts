import type { DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const appointmentKeys = {
  all: sharedKeys.appointments,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (query: DashboardQuery) => [...appointmentKeys.lists(), query] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  technicians: () => [...appointmentKeys.all, 'technicians'] as const,
};
