/** The refusals more than one capability answers with, in the shape `validate()` gives a bad field. */
import type { BookingSlotProblem } from '../../../domain/booking-request.ts';
import { bookingSlotProblemMessages } from '../../../domain/booking-request.ts';
import { createI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../http/errors.ts';

const i18n = createI18n('en');

// Every refused booking names its reason; the texts are fixed, so each is looked up once.
const englishTexts = new Map<string, string>();

/** English text of a message key ('booking:validation.timePast'). */
export function englishMessage(key: string): string {
  let text = englishTexts.get(key);
  if (text === undefined) {
    text = i18n.t(key);
    englishTexts.set(key, text);
  }
  return text;
}

/** A 422 with one field's message, in the same shape as `validate()` produces. */
export function fieldError(field: string, key: string): ApiError {
  return new ApiError(422, 'validation_failed', 'Some fields need your attention.', { [field]: englishMessage(key) });
}

/** The answer for a slot that cannot be booked: 409 when it is full, 422 on the field otherwise. */
export function slotProblemError(problem: BookingSlotProblem): ApiError {
  const { field, key } = bookingSlotProblemMessages[problem];
  if (problem === 'full') {
    return new ApiError(409, 'conflict', englishMessage(key), { [field]: englishMessage(key) });
  }
  return fieldError(field, key);
}
