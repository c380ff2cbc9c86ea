/**
 * The customer's own booking through their private link (contract in
 * domain/manage-booking.ts): read it, the free times for a reschedule, and the
 * two changes, each a POST naming the version the customer saw. Reading never
 * changes anything on the server, so these queries may run as often as needed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { manageKeys } from './query-keys.ts';

/** An answer about the link itself (unknown, ended, too many tries) is final: asking again changes nothing. */
function retryOnlyServerTrouble(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1;
}

export function managedBookingQuery(token: string) {
  return queryOptions({
    queryKey: manageKeys.booking(token),
    queryFn: async (): Promise<ManagedBooking> =>
      (await readJson(await api.manage.booking.$get({ query: { token } }))).booking,
    staleTime: 30_000,
    retry: retryOnlyServerTrouble,
  });
}

/** The bookable dates by the server's clock in salon time, as on /booking. */
export function useRescheduleDates() {
  return useQuery({
    queryKey: manageKeys.dates(),
    queryFn: async () => readJson(await api.bookings.dates.$get()),
    staleTime: 60_000,
  });
}

/** The start times of `date` for this booking's own services, its own place counted as free. */
export function useRescheduleAvailability(token: string, date: string) {
  return useQuery({
    queryKey: manageKeys.availability(token, date),
    queryFn: async () => readJson(await api.manage.availability.$get({ query: { token, date } })),
    enabled: date !== '',
    // Free times change as others book: never trust an old answer for long.
    staleTime: 15_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
    retry: retryOnlyServerTrouble,
  });
}

export async function cancelBooking(token: string, version: number): Promise<ManagedBooking> {
  return (await readJson(await api.manage.cancel.$post({ json: { token, version } }))).booking;
}

export async function rescheduleBooking(request: {
  token: string;
  version: number;
  date: string;
  time: string;
}): Promise<ManagedBooking> {
  return (await readJson(await api.manage.reschedule.$post({ json: request }))).booking;
}

/** The plain link the "Add to calendar" button downloads (the same event as every e-mail's file). */
export function calendarFileUrl(token: string): string {
  return `/api/manage/calendar?token=${encodeURIComponent(token)}`;
}
