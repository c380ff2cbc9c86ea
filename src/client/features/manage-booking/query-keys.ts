import { sharedKeys } from '../../lib/query-keys.ts';

/** Everything under `all`: refreshing the booking refreshes its times and its channels too. */
export const manageKeys = {
  all: sharedKeys.manage,
  booking: (token: string) => [...manageKeys.all, 'booking', token] as const,
  availabilities: () => [...manageKeys.all, 'availability'] as const,
  availability: (token: string, date: string) => [...manageKeys.availabilities(), token, date] as const,
  dates: () => [...manageKeys.all, 'dates'] as const,
  line: (token: string) => [...manageKeys.all, 'line', token] as const,
  whatsapp: (token: string) => [...manageKeys.all, 'whatsapp', token] as const,
};
