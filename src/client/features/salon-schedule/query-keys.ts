import { sharedKeys } from '../../lib/query-keys.ts';

export const scheduleKeys = {
  all: [...sharedKeys.settings, 'schedule'] as const,
  hours: () => [...scheduleKeys.all, 'hours'] as const,
  closures: () => [...scheduleKeys.all, 'closures'] as const,
  technicians: () => [...scheduleKeys.all, 'technicians'] as const,
};
