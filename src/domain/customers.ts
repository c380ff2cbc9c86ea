/**
 * The Customers page's questions and shapes (decisions 150, 160–164),
 * shared by the server (validation, search) and the client (URL state, forms):
 *
 *   GET   /api/admin/customers?q=&page=&pageSize=   one page of customers with their totals
 *   GET   /api/admin/customers/lookup?contact=      at most 5 matches (customerLookupQuerySchema, front-desk.ts)
 *   GET   /api/admin/customers/:id                  the record: contacts, totals, notes, appointments
 *   PATCH /api/admin/customers/:id/notes            { version, notes }
 *   GET   /api/admin/exports/customers.csv?q=       the list as CSV
 *   GET   /api/admin/exports/appointments.csv?<the dashboard's filters>
 */
import { z } from 'zod';
import type { AppointmentStatus } from './appointment-status.ts';
import type { CalendarDate, TimeOfDay } from './calendar.ts';
import { decimalInteger, hasForbiddenControlCharacters, isUuid, jsonInteger } from './input-bounds.ts';
import { isReachablePage, listBoundMessages, TRIGRAM_SEARCH_LENGTH } from './list-bounds.ts';

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
export const CUSTOMER_MAX_PAGE = 10_000;
/** Allergies, preferences, patch tests: a few paragraphs, not a diary. */
export const CUSTOMER_NOTES_MAX_LENGTH = 2000;
/** The record lists at most this many appointments (newest first past this many are left out). */
export const CUSTOMER_RECORD_APPOINTMENTS_LIMIT = 200;
/** The largest export; a wider filter is refused with a sentence instead of a file nobody can open. */
export const EXPORT_MAX_ROWS = 50_000;
export const CUSTOMER_LOOKUP_LIMIT = 5;

export const customerMessages = {
  search: `Search with at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters.`,
  page: `The page must be a whole number from 1 to ${CUSTOMER_MAX_PAGE}.`,
  pageSize: `The page size must be one of ${CUSTOMER_PAGE_SIZES.join(', ')}.`,
  notFound: 'Customer not found',
  notes: `Notes can be at most ${CUSTOMER_NOTES_MAX_LENGTH} characters, without control characters.`,
  version: 'Send the version of the customer record you are changing (a whole number).',
  staleNotes: 'Someone else changed these notes in the meantime. Your text is kept: read theirs, then save again.',
  tooManyRows: `An export holds at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows. Narrow the search or filters and try again.`,
} as const;

const searchText = z
  .string()
  .trim()
  .max(CUSTOMER_SEARCH_MAX_LENGTH, customerMessages.search)
  .optional()
  // A search never needs a control character; dropping them keeps LIKE patterns simple.
  .transform((value) => (value ?? '').replace(/\p{Cc}/gu, ''));

export const customerListQuerySchema = z
  .object({
    q: searchText,
    page: decimalInteger(customerMessages.page, { min: 1, max: CUSTOMER_MAX_PAGE })
      .optional()
      .transform((value) => value ?? 1),
    pageSize: decimalInteger(customerMessages.pageSize, { min: 1, max: Math.max(...CUSTOMER_PAGE_SIZES) })
      .refine((value) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(value), customerMessages.pageSize)
      .optional()
      .transform((value) => value ?? DEFAULT_CUSTOMER_PAGE_SIZE),
  })
  .refine((query) => isReachablePage(query.page, query.pageSize), { message: listBoundMessages.page, path: ['page'] });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerExportQuerySchema = z.object({ q: searchText });

export const customerParamSchema = z.object({
  id: z
    .string()
    .refine(isUuid, customerMessages.notFound)
    .transform((id) => id.toLowerCase()),
});

export const customerNotesSchema = z.object({
  version: jsonInteger(customerMessages.version, { min: 1 }),
  // Kept as typed (only trailing blanks trimmed) so line breaks in a list of allergies survive.
  notes: z
    .string({ error: customerMessages.notes })
    .transform((notes) => notes.trimEnd())
    .pipe(
      z
        .string()
        .max(CUSTOMER_NOTES_MAX_LENGTH, customerMessages.notes)
        .refine((notes) => !hasForbiddenControlCharacters(notes, { multiline: true }), customerMessages.notes),
    ),
});
export type CustomerNotesInput = z.input<typeof customerNotesSchema>;

/**
 * What a search looks for. Text matches the name or the e-mail (case-insensitively); text made only of
 * phone characters also matches the phone's digits, with a Thai local leading 0 read as +66, so
 * "081 234 5678" finds "+66812345678" (customer-identity.ts stores phones that way) and "+66 2 555" finds
 * "02 555 0101".
 */
export interface CustomerSearch {
  readonly text: string;
  /**
   * Shorter than a trigram (one or two characters): only names that begin with the text match, read
   * through the name index; a fragment that short inside every name would mean reading them all.
   */
  readonly prefixOnly: boolean;
  /** Digits to look for inside the phones, or null when the text is not a phone fragment of three digits or more. */
  readonly phoneDigits: string | null;
}

const PHONE_TEXT = /^[\d\s+().-]+$/;

export function customerSearch(query: string): CustomerSearch | null {
  const text = query.trim().toLowerCase();
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  if ([...text].length < TRIGRAM_SEARCH_LENGTH) return { text, prefixOnly: true, phoneDigits: null };
  if (!PHONE_TEXT.test(text) || digits === '') return { text, prefixOnly: false, phoneDigits: null };
  // A local number's leading 0 stands for the country code the key holds instead; "+66" typed in front
  // of a number stored locally ("02 555 0101") is left out the same way, so both spellings meet.
  const local = digits.startsWith('0')
    ? digits.slice(1)
    : text.startsWith('+66') && digits.length > 2
      ? digits.slice(2)
      : digits;
  // Fewer digits than a trigram could only be found by reading every customer.
  return { text, prefixOnly: false, phoneDigits: local.length < TRIGRAM_SEARCH_LENGTH ? null : local };
}

/**
 * The phone key's beginning a lookup looks for: a Thai local number "081 23" as "6681 23…". Null when the
 * contact is not a phone fragment of at least 3 digits.
 */
export function phoneKeyPrefix(contact: string): string | null {
  if (!PHONE_TEXT.test(contact.trim())) return null;
  const digits = contact.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.startsWith('0') ? `66${digits.slice(1)}` : digits;
}

/** Counts and money of one customer (completed appointments are visits and money; decision 161). */
export interface CustomerTotals {
  /** Completed appointments. */
  readonly visits: number;
  /** Pending or confirmed appointments that have not ended yet. */
  readonly upcoming: number;
  /** Sum of completed appointments' prices after their discounts, whole baht. */
  readonly totalSpentThb: number;
  readonly cancellations: number;
  readonly noShows: number;
  /** Date of the latest completed appointment. */
  readonly lastVisit: CalendarDate | null;
}

export interface CustomerListRow extends CustomerTotals {
  readonly id: string;
  readonly name: string;
  /** The e-mail and phone of their latest appointment that had one ('' when none). */
  readonly email: string;
  readonly phone: string;
}

export interface CustomerPage {
  readonly items: readonly CustomerListRow[];
  readonly page: number;
  readonly pageSize: number;
  /** Matching customers, counted up to LIST_ROW_LIMIT; `totalExact` false: more than that. */
  readonly total: number;
  readonly totalExact: boolean;
  /** Pages that can be reached (within the first LIST_ROW_LIMIT customers). */
  readonly pageCount: number;
}

export interface CustomerAppointment {
  readonly id: string;
  readonly reference: string;
  readonly date: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly status: AppointmentStatus;
  readonly services: readonly string[];
  /** The technician's display name, or null when none is assigned. */
  readonly technician: string | null;
  readonly priceAfterDiscountThb: number;
}

export interface CustomerNotesChange {
  /** ISO instant. */
  readonly at: string;
  /** The staff member's e-mail, or null for a removed account. */
  readonly by: string | null;
}

/**
 * How the customer asked to hear from the salon besides e-mail: LINE linked from their booking, WhatsApp
 * ticked at booking (the number, when, and the exact words they agreed to). A stopped channel stays
 * listed with when it stopped, and is never used again. Times are ISO instants.
 */
export interface CustomerChannels {
  readonly line: { readonly linkedAt: string; readonly stoppedAt: string | null } | null;
  readonly whatsapp: {
    readonly phone: string;
    readonly wording: string;
    readonly optedInAt: string;
    readonly stoppedAt: string | null;
  } | null;
}

export interface CustomerRecord extends CustomerListRow {
  readonly notes: string;
  readonly version: number;
  /** Every e-mail and phone they have booked with, newest first. */
  readonly emails: readonly string[];
  readonly phones: readonly string[];
  /** Not ended yet, soonest first. */
  readonly upcomingAppointments: readonly CustomerAppointment[];
  /** Ended, newest first. */
  readonly pastAppointments: readonly CustomerAppointment[];
  /** True when the record holds more appointments than the lists show. */
  readonly appointmentsTruncated: boolean;
  /** The latest changes of the notes, newest first. */
  readonly notesHistory: readonly CustomerNotesChange[];
  readonly channels: CustomerChannels;
}
