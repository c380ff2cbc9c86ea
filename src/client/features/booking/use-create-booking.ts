import { useMutation } from '@tanstack/react-query';
import type { BookingRequestInput } from '../../../domain/booking-request.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function createBooking(request: BookingRequestInput) {
  return (await readJson(await api.bookings.$post({ json: request }))).booking;
}

export type BookingConfirmation = Awaited<ReturnType<typeof createBooking>>;

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}

/** A fresh key per booking attempt; a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
