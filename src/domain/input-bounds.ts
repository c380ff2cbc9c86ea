/**
 * The one place where the API's raw inputs are bounded. Every
 * route's schema builds its ids, numbers, dates and free text from these, so
 * that a value the database cannot hold (NUL, an integer past its column, a
 * date in year 9999) is refused at the edge with a clear 4xx, and no loop in
 * the product ever runs over an unbounded range.
 *
 * - Integers fit PostgreSQL's `integer` (int4) unless said otherwise.
 * - Numbers in paths and query strings are read in canonical decimal only:
 *   `2`, never `0x2`, `2.0`, `+2`, ` 2` or `1e3` (which `Number()` and
 *   `z.coerce.number()` would all accept).
 * - Calendar dates are real dates between 2000-01-01 and 2099-12-31: wider
 *   than any salon's history or booking horizon, narrow enough that every
 *   date arithmetic stays in four-digit years.
 * - Text never carries NUL (PostgreSQL text cannot hold it) nor other control
 *   characters; multi-line fields keep line feeds and tabs.
 */
import { z } from 'zod';
import { isCalendarDate, type CalendarDate } from './calendar.ts';

/** Largest value of a PostgreSQL `integer` column (ids, versions, prices, durations). */
export const INT4_MAX = 2_147_483_647;

export const EARLIEST_CALENDAR_DATE: CalendarDate = '2000-01-01';
export const LATEST_CALENDAR_DATE: CalendarDate = '2099-12-31';

/** The longest span of days any screen shows (a month); longer ranges are refused. */
export const MAX_DATE_RANGE_DAYS = 31;

/** `1`, `42`, `2147483647`: no sign, no leading zero, no spaces, no exponent, at most 10 digits. */
const CANONICAL_DECIMAL = /^(0|[1-9]\d{0,9})$/;

/** Any control character except tab, line feed and carriage return (C0, DEL, C1). */
// Control characters are what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Any control character at all, line breaks included. */
const ANY_CONTROL = /\p{Cc}/u;

/** Reads a canonical decimal integer, or null when the text is anything else. */
export function parseCanonicalInteger(text: string): number | null {
  return CANONICAL_DECIMAL.test(text) ? Number(text) : null;
}

/** True for a real calendar date inside the product's span (2000–2099). */
export function isBoundedCalendarDate(value: string): value is CalendarDate {
  return isCalendarDate(value) && value >= EARLIEST_CALENDAR_DATE && value <= LATEST_CALENDAR_DATE;
}

/** True when `text` holds a character the field has no use for. */
export function hasForbiddenControlCharacters(text: string, options: { multiline: boolean }): boolean {
  return (options.multiline ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL).test(text);
}

interface IntegerBounds {
  readonly min?: number;
  readonly max?: number;
}

/** An integer in a JSON body, bounded to its column (int4 by default). */
export function jsonInteger(message: string, bounds: IntegerBounds = {}) {
  return z
    .number({ error: message })
    .int(message)
    .min(bounds.min ?? -INT4_MAX - 1, message)
    .max(bounds.max ?? INT4_MAX, message);
}

/**
 * An integer written in a path or query string, in canonical decimal only,
 * bounded to its column (int4 by default). Answers a number.
 */
export function decimalInteger(message: string, bounds: IntegerBounds = {}) {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? INT4_MAX;
  return z.string({ error: message }).transform((text, context) => {
    const value = parseCanonicalInteger(text);
    if (value === null || value < min || value > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** A calendar date in a query or body: real, 'yyyy-MM-dd', within 2000–2099. */
export function boundedCalendarDate(message: string) {
  return z.string({ error: message }).refine(isBoundedCalendarDate, message);
}

interface TextBounds {
  readonly max: number;
  /** Keep line feeds and tabs (notes); single-line fields refuse every control character. */
  readonly multiline?: boolean;
}

/**
 * Free text: at most `max` characters, no NUL and no control characters it has
 * no use for. `message` is what the client hears for either fault; pass
 * `controlMessage` for a more precise one.
 */
export function boundedText(message: string, bounds: TextBounds, controlMessage = message) {
  return z
    .string({ error: message })
    .max(bounds.max, message)
    .refine((text) => !hasForbiddenControlCharacters(text, { multiline: bounds.multiline ?? false }), controlMessage);
}

/** Characters a UUID may carry, checked before any database sees it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
