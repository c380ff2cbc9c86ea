/**
 * The short reference a customer reads on their confirmation, their e-mails and their bank transfer:
 * the first eight hexadecimal digits of the appointment's id, in capitals. One definition, so that the
 * booking page, the e-mails, the front desk and a deposit's reference always name a booking alike.
 */
const REFERENCE_LENGTH = 8;

export function bookingReference(appointmentId: string): string {
  return appointmentId.replaceAll('-', '').slice(0, REFERENCE_LENGTH).toUpperCase();
}

/** Text shaped as a booking reference (before any look-up). */
export const BOOKING_REFERENCE_PATTERN = `[0-9A-F]{${REFERENCE_LENGTH}}`;
