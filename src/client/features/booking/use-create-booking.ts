import { useMutation } from '@tanstack/react-query';
import type { BookingRequestInput } from '../../../domain/booking-request.ts';
import { isLanguage } from '../../../domain/language.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';

/** Sent with the page's language: the customer's e-mails are written in it. */
export async function createBooking(request: BookingRequestInput) {
  const language = request.language ?? (isLanguage(i18n.language) ? i18n.language : 'en');
  return (await readJson(await api.bookings.$post({ json: { ...request, language } }))).booking;
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
