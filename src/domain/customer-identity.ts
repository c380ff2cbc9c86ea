/**
 * Who a customer is, across bookings (decision 150). A customer
 * record is found by a normalised e-mail or a normalised phone number, so
 * "Anna@Example.com " and "anna@example.com", or "081-234 5678" and
 * "+66 81 234 5678", are one person.
 *
 * The same normalisation is written in SQL in migration 0006 (the backfill);
 * keep the two in step.
 */

/** Thailand's country code: a local number "0812345678" is "+66 812345678". */
const HOME_COUNTRY_CODE = '66';

/** The e-mail as a key: trimmed, lower-cased; null when there is none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

/**
 * The phone as a key: its digits, with a Thai local number (a leading 0 and
 * 9 or 10 digits in all) written internationally; null when it holds fewer
 * than 6 digits (not a number anyone can call).
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  if (/^0\d{8,9}$/.test(digits)) return `${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  return digits;
}
