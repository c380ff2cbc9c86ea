/** The refusals more than one capability answers with, in the shape `validate()` gives a bad field. */
import type { BookingSlotProblem } from '../../../domain/booking-request.ts';
import { bookingSlotProblemMessages } from '../../../domain/booking-request.ts';
import { fieldsRefused, refuse, type ApiError } from '../../http/errors.ts';

/** A 422 with one field's sentence, in the same shape as `validate()` produces. */
export function fieldError(field: string, key: string): ApiError {
  return fieldsRefused({ [field]: key });
}

/** The answer for a slot that cannot be booked: 409 when it is full, 422 on the field otherwise. */
export function slotProblemError(problem: BookingSlotProblem): ApiError {
  const { field, key } = bookingSlotProblemMessages[problem];
  if (problem === 'full') {
    return refuse(409, key, { fields: { [field]: key } });
  }
  return fieldError(field, key);
}
