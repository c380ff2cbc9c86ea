/**
 * What the booking engine accepts and refuses, as pure rules shared by the
 * booking page and the server.
 *
 * - `bookingRequestSchema`: the booking form (booking-form.ts) plus what the wire
 *   needs (an idempotency key, a honeypot field) and characters a database
 *   text column cannot hold.
 * - `availabilityQuerySchema`: the public availability question.
 * - `bookingSlotProblem`: the rules that need the clock, the day's settings
 *   and the day's bookings (window, closed days, grid, past, notice, closing
 *   time, part-day closures, capacity), in the order a customer should hear
 *   about them.
 */
import { z } from 'zod';
import { isInBookingWindow } from './booking-window.ts';
import type { BookedInterval } from './capacity.ts';
import { hasCapacity } from './capacity.ts';
import {
  capacityRulesOf,
  defaultDaySettings,
  isBeforeHorizon,
  isClosedAllDay,
  noticeHorizon,
  overlapsPartClosure,
} from './day-availability.ts';
import type { DaySettings } from './salon-settings.ts';
import { SUPPORTED_LANGUAGES } from './language.ts';
import { isTimeOfDay, timeToMinutes, type CalendarDate, type TimeOfDay } from './calendar.ts';
import { hasForbiddenControlCharacters, isBoundedCalendarDate, parseCanonicalInteger } from './input-bounds.ts';
import { BOOKING_LIMITS, bookingFormSchema, bookingMessageKeys, MAX_SERVICE_ID } from './booking-form.ts';
import type { SalonMoment } from './salon-time.ts';
import { toE164 } from './whatsapp.ts';
import { DEFAULT_DAY_HOURS, endsByClosing, isOnGrid, isPastStart } from './start-times.ts';

/** Messages of the engine beyond the form's own (i18n keys; English in booking.json). */
export const bookingEngineMessageKeys = {
  nameInvalidCharacters: 'booking:validation.nameInvalidCharacters',
  notesInvalidCharacters: 'booking:validation.notesInvalidCharacters',
  servicesUnavailable: 'booking:validation.servicesUnavailable',
  dateUnavailable: 'booking:validation.dateUnavailable',
  dateClosed: 'booking:validation.dateClosed',
  timeOffGrid: 'booking:validation.timeOffGrid',
  timePast: 'booking:validation.timePast',
  timeTooSoon: 'booking:validation.timeTooSoon',
  timeClosed: 'booking:validation.timeClosed',
  slotFull: 'booking:errors.slotFull',
  honeypot: 'booking:errors.notAccepted',
  phoneNeedsCountryCode: 'booking:validation.phoneNeedsCountryCode',
} as const;

/** Random, opaque, from the form: letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const bookingRequestSchema = bookingFormSchema
  .extend({
    // Control characters have no place in a name; notes keep line breaks and tabs but nothing else of the kind
    // (NUL cannot even be stored in PostgreSQL text).
    name: bookingFormSchema.shape.name.refine(
      (name) => !hasForbiddenControlCharacters(name, { multiline: false }),
      bookingEngineMessageKeys.nameInvalidCharacters,
    ),
    notes: bookingFormSchema.shape.notes.refine(
      (notes) => notes === null || !hasForbiddenControlCharacters(notes, { multiline: true }),
      bookingEngineMessageKeys.notesInvalidCharacters,
    ),
    /** Same key for every retry of one submission: the engine creates one appointment per key. */
    idempotencyKey: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN, 'The idempotency key must be 16 to 100 letters, digits, "-" or "_".')
      .optional(),
    /**
     * The page's language: the customer's e-mails, reminder and calendar texts are written in
     * it. Absent: English.
     */
    language: z
      .enum(SUPPORTED_LANGUAGES, { error: `The language must be one of ${SUPPORTED_LANGUAGES.join(', ')}.` })
      .default('en'),
    /** Honeypot: hidden from people, filled by form-stuffing bots. Must stay empty. */
    website: z.string().max(BOOKING_LIMITS.notesMaxLength).optional(),
    /**
     * The customer ticked "Send updates on WhatsApp" (offered only while the salon's WhatsApp is connected):
     * their messages go to the phone number on WhatsApp, which must then be writable in E.164.
     */
    whatsappOptIn: z.boolean().optional(),
  })
  .superRefine((request, context) => {
    if (request.whatsappOptIn === true && toE164(request.phone) === null) {
      context.addIssue({ code: 'custom', path: ['phone'], message: bookingEngineMessageKeys.phoneNeedsCountryCode });
    }
  });

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** `?date=2026-11-25&services=3,7` */
export const availabilityQuerySchema = z.object({
  date: z
    .string({ error: bookingMessageKeys.dateRequired })
    .refine((value) => isBoundedCalendarDate(value), bookingMessageKeys.dateRequired),
  // "3,7": canonical decimal ids only ("0x3", "1e1", " 3" are not ids; they become NaN and are refused below).
  services: z
    .string({ error: bookingMessageKeys.servicesRequired })
    .max(200, bookingMessageKeys.servicesTooMany)
    .transform((value) =>
      value.trim() === '' ? [] : value.split(',').map((part) => parseCanonicalInteger(part) ?? Number.NaN),
    )
    .pipe(
      z
        .array(
          z
            .number({ error: bookingEngineMessageKeys.servicesUnavailable })
            .int(bookingEngineMessageKeys.servicesUnavailable)
            .positive(bookingEngineMessageKeys.servicesUnavailable)
            .max(MAX_SERVICE_ID, bookingEngineMessageKeys.servicesUnavailable),
        )
        .min(1, bookingMessageKeys.servicesRequired)
        .max(BOOKING_LIMITS.servicesMaxCount, bookingMessageKeys.servicesTooMany)
        .refine((ids) => new Set(ids).size === ids.length, bookingMessageKeys.servicesDuplicate),
    ),
});

export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

export type BookingSlotProblem =
  | 'date_unavailable'
  | 'date_closed'
  | 'time_off_grid'
  | 'time_past'
  | 'time_too_soon'
  | 'ends_after_closing'
  | 'closed'
  | 'full';

export interface BookingSlotQuery {
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly durationMinutes: number;
  readonly now: SalonMoment;
  /** The day's non-cancelled appointments. */
  readonly existing: readonly BookedInterval[];
  /** The date as the owner's settings make it (default: the first round's salon). */
  readonly day?: DaySettings;
}

/**
 * Why a slot cannot be booked, or null when it can. The date is judged first (window, closed by
 * the week or all day), capacity last.
 */
export function bookingSlotProblem(query: BookingSlotQuery): BookingSlotProblem | null {
  const day = query.day ?? defaultDaySettings(query.date);
  if (!isInBookingWindow(query.date, query.now.date, day.rules.windowDaysAhead) || day.hours === null) {
    return 'date_unavailable';
  }
  if (isClosedAllDay(day)) return 'date_closed';
  const hours = day.hours ?? DEFAULT_DAY_HOURS;
  if (!isTimeOfDay(query.time)) return 'time_off_grid';
  const startMinute = timeToMinutes(query.time);
  if (!isOnGrid(startMinute, hours)) return 'time_off_grid';
  if (isPastStart(query.date, startMinute, query.now)) return 'time_past';
  if (isBeforeHorizon(query.date, startMinute, noticeHorizon(query.now, day.rules.minimumNoticeMinutes))) {
    return 'time_too_soon';
  }
  if (!endsByClosing(startMinute, query.durationMinutes, hours)) return 'ends_after_closing';
  if (overlapsPartClosure(day, startMinute, query.durationMinutes)) return 'closed';
  if (!hasCapacity(query.existing, startMinute, query.durationMinutes, capacityRulesOf(day))) return 'full';
  return null;
}

/** The message key and form field for each problem. */
export const bookingSlotProblemMessages: Readonly<
  Record<BookingSlotProblem, { readonly field: 'date' | 'time'; readonly key: string }>
> = {
  date_unavailable: { field: 'date', key: bookingEngineMessageKeys.dateUnavailable },
  date_closed: { field: 'date', key: bookingEngineMessageKeys.dateClosed },
  time_off_grid: { field: 'time', key: bookingEngineMessageKeys.timeOffGrid },
  time_past: { field: 'time', key: bookingEngineMessageKeys.timePast },
  time_too_soon: { field: 'time', key: bookingEngineMessageKeys.timeTooSoon },
  ends_after_closing: { field: 'time', key: bookingMessageKeys.endsAfterClosing },
  closed: { field: 'time', key: bookingEngineMessageKeys.timeClosed },
  full: { field: 'time', key: bookingEngineMessageKeys.slotFull },
};
