import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** The bookable dates by the server's clock in salon time (Today is Phuket's today). */
export const bookingDatesQueryOptions = queryOptions({
  queryKey: bookingKeys.dates(),
  queryFn: async () => readJson(await api.bookings.dates.$get()),
  staleTime: 60_000,
});

export function useBookingDates() {
  return useQuery(bookingDatesQueryOptions);
}
