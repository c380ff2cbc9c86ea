/**
 * The booking API answers in English (its messages are the English texts of the booking catalogue's
 * keys). A customer reading the page in Thai, Russian or Chinese gets the same message in their
 * language: the key whose English text it is, in the page's language. Anything else (a
 * message the form does not know) is shown as the server wrote it.
 */
import type { TFunction } from '../../../i18n/setup.ts';
import { bookingMessageKeys } from '../../../domain/booking-form.ts';
import { bookingEngineMessageKeys } from '../../../domain/booking-request.ts';

const SERVER_MESSAGE_KEYS: readonly string[] = [
  ...Object.values(bookingMessageKeys),
  ...Object.values(bookingEngineMessageKeys),
];

export function inPageLanguage(message: string, t: TFunction): string {
  const key = SERVER_MESSAGE_KEYS.find((candidate) => t(candidate, { lng: 'en' }) === message);
  return key ? t(key) : message;
}
