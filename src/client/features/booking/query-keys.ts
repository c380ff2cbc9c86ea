import { sharedKeys } from '../../lib/query-keys.ts';

export const bookingKeys = {
  all: sharedKeys.booking,
  dates: () => [...bookingKeys.all, 'dates'] as const,
  availabilities: () => [...bookingKeys.all, 'availability'] as const,
  /** The services in any order ask the same question. */
  availability: (date: string, serviceIds: readonly number[]) =>
    [...bookingKeys.availabilities(), date, [...serviceIds].sort((a, b) => a - b).join(',')] as const,
};
