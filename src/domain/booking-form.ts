/**
 * The booking form's shape and messages, shared by the
 * booking page and the server. Messages are i18n keys; the English catalogue
 * (src/i18n/locales/en/booking.json) holds the spec's exact texts.
 *
 * Rules that need the clock or the database (date inside the window, time not
 * past, end by closing, capacity, services active) are checked by the
 * booking engine with the same domain functions.
 */
import { z } from 'zod';
import { isTimeOfDay } from './calendar.ts';
import { INT4_MAX, isBoundedCalendarDate } from './input-bounds.ts';

export const BOOKING_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  phoneMinDigits: 8,
  phoneMaxDigits: 20,
  notesMaxLength: 1000,
  servicesMaxCount: 12,
} as const;

export const bookingMessageKeys = {
  servicesRequired: 'booking:validation.servicesRequired',
  servicesTooMany: 'booking:validation.servicesTooMany',
  servicesDuplicate: 'booking:validation.servicesDuplicate',
  dateRequired: 'booking:validation.dateRequired',
  timeRequired: 'booking:validation.timeRequired',
  nameRequired: 'booking:validation.nameRequired',
  nameTooLong: 'booking:validation.nameTooLong',
  emailInvalid: 'booking:validation.emailInvalid',
  phoneInvalid: 'booking:validation.phoneInvalid',
  notesTooLong: 'booking:validation.notesTooLong',
  endsAfterClosing: 'booking:validation.endsAfterClosing',
} as const;

/** Separators people type inside phone numbers; they carry no digits. */
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${BOOKING_LIMITS.phoneMinDigits},${BOOKING_LIMITS.phoneMaxDigits}}$`);

/** "+66 81-234 5678" -> "+66812345678". */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(PHONE_SEPARATORS, '');
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(phone));
}

/** Largest id a service can have (a PostgreSQL `integer`); anything above cannot exist. */
export const MAX_SERVICE_ID = INT4_MAX;

export const serviceIdSchema = z.number().int().positive().max(MAX_SERVICE_ID);

export const bookingFormSchema = z.object({
  serviceIds: z
    .array(serviceIdSchema, { error: bookingMessageKeys.servicesRequired })
    .min(1, bookingMessageKeys.servicesRequired)
    .max(BOOKING_LIMITS.servicesMaxCount, bookingMessageKeys.servicesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, bookingMessageKeys.servicesDuplicate),
  date: z
    .string({ error: bookingMessageKeys.dateRequired })
    .refine((value) => isBoundedCalendarDate(value), bookingMessageKeys.dateRequired),
  time: z
    .string({ error: bookingMessageKeys.timeRequired })
    .refine((value) => isTimeOfDay(value), bookingMessageKeys.timeRequired),
  name: z
    .string({ error: bookingMessageKeys.nameRequired })
    .trim()
    .min(1, bookingMessageKeys.nameRequired)
    .max(BOOKING_LIMITS.nameMaxLength, bookingMessageKeys.nameTooLong),
  email: z
    .string({ error: bookingMessageKeys.emailInvalid })
    .trim()
    .max(BOOKING_LIMITS.emailMaxLength, bookingMessageKeys.emailInvalid)
    .pipe(z.email({ error: bookingMessageKeys.emailInvalid })),
  phone: z
    .string({ error: bookingMessageKeys.phoneInvalid })
    .refine(isValidPhone, bookingMessageKeys.phoneInvalid)
    .transform(normalisePhone),
  // Null, absent and "" all mean "no notes", stored as null so "no notes" has one form.
  notes: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.notesMaxLength, bookingMessageKeys.notesTooLong)
    .nullish()
    .transform((notes) => (notes ? notes : null)),
});

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** Field order on the page: the first invalid one in this order gets focus. */
export const BOOKING_FIELD_ORDER = ['serviceIds', 'date', 'time', 'name', 'email', 'phone', 'notes'] as const;
export type BookingField = (typeof BOOKING_FIELD_ORDER)[number];
