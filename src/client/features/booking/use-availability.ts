import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

export function getAvailabilityQueryOptions(date: string, serviceIds: readonly number[]) {
  return queryOptions({
    queryKey: bookingKeys.availability(date, serviceIds),
    queryFn: async () =>
      readJson(await api.bookings.availability.$get({ query: { date, services: serviceIds.join(',') } })),
    // Free times change as others book: never trust an old answer for long.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Slot states for a date and services; nothing about other customers. */
export function useAvailability(date: string, serviceIds: readonly number[]) {
  return useQuery({
    ...getAvailabilityQueryOptions(date, serviceIds),
    enabled: date !== '' && serviceIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
