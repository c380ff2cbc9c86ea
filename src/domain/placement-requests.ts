/**
 * Where staff place an appointment, shared by the admin screens and the
 * server: appointments staff put in (a call, a message, a walk-in), moves,
 * and what the server answers when a place is taken. Decision 150.
 *
 *   POST  /api/admin/appointments            staffBookingSchema  -> 201 { appointment: AppointmentDetail }
 *   POST  /api/admin/appointments/walk-in    walkInSchema        -> 201 { appointment: AppointmentDetail }
 *   PATCH /api/admin/appointments/:id/move   moveSchema          -> 200 { appointment: AppointmentDetail }
 *   GET   /api/admin/appointments/free-technicians?date=&time=&durationMinutes=&exclude=
 *                                                                -> 200 FreeTechnicians
 *   GET   /api/admin/customers/lookup?contact=                    -> 200 { matches: CustomerMatch[] }
 *
 * Refusals are the usual error body; two 409s (code `conflict`) carry `details: PlacementRefusalDetails`:
 * - reason `slot_full`: the capacity rule is met; `conflicts` lists the appointments filling the place.
 *   Sending the request again with `override: { reason }` books it anyway (staff only, never online).
 * - reason `technician_busy`: the technician has another appointment at that time (`conflicts`);
 *   no override: a person cannot be in two places.
 * Hours, closures and the 5-minute grid are refused with 422 (no override).
 */
import { z } from 'zod';
import { APPOINTMENT_SOURCES, type AppointmentSource } from './appointment-source.ts';
import { BOOKING_LIMITS, isValidPhone, normalisePhone, serviceIdSchema } from './booking-form.ts';
import { isTimeOfDay, timeToMinutes, type CalendarDate, type TimeOfDay } from './calendar.ts';
import { hasForbiddenControlCharacters, isBoundedCalendarDate, isUuid, jsonInteger } from './input-bounds.ts';
import { SUPPORTED_LANGUAGES } from './language.ts';

/** Staff may start an appointment at any 5-minute mark inside the opening hours. */
export const STAFF_START_STEP_MINUTES = 5;

export const OVERRIDE_REASON_MAX_LENGTH = 300;

export const frontDeskMessages = {
  services: 'Choose at least one service (at most 12, each once).',
  date: 'Choose a real date.',
  time: 'Choose a start time on a 5-minute mark (for example 14:05).',
  technician: 'Choose a technician by id, or null for no technician.',
  name: `Enter the customer's name (at most ${BOOKING_LIMITS.nameMaxLength} characters).`,
  email: 'Enter a valid e-mail address, or leave it empty.',
  phone: 'Enter a valid phone number (8 to 20 digits), or leave it empty.',
  contact: 'Enter a phone number or an e-mail address, so the salon can reach the customer.',
  askDeposit: 'Say whether to ask for a deposit.',
  depositNeedsEmail: 'Enter the customer’s e-mail: the deposit’s QR and reference are sent there.',
  notes: `Notes can be at most ${BOOKING_LIMITS.notesMaxLength} characters, without control characters.`,
  source: `Choose where the appointment came from: ${APPOINTMENT_SOURCES.join(', ')}.`,
  overrideReason: `Say why the salon takes this appointment although the time is full (1 to ${OVERRIDE_REASON_MAX_LENGTH} characters).`,
  version: 'Send the version of the appointment you are changing (a whole number).',
  contactQuery: 'Type at least 3 characters of a phone number or e-mail address.',
} as const;

const uuidOrNull = z
  .string({ error: frontDeskMessages.technician })
  .refine(isUuid, frontDeskMessages.technician)
  .transform((id) => id.toLowerCase())
  .nullable();

const singleLine = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((text) => !hasForbiddenControlCharacters(text, { multiline: false }), message);

/** An override of the capacity rule: who is recorded by the session, why by this. */
export const capacityOverrideSchema = z
  .object({
    reason: singleLine(frontDeskMessages.overrideReason, OVERRIDE_REASON_MAX_LENGTH).pipe(
      z.string().min(1, frontDeskMessages.overrideReason),
    ),
  })
  .nullish()
  .transform((override) => override ?? null);

const customerFields = {
  serviceIds: z
    .array(serviceIdSchema, { error: frontDeskMessages.services })
    .min(1, frontDeskMessages.services)
    .max(BOOKING_LIMITS.servicesMaxCount, frontDeskMessages.services)
    .refine((ids) => new Set(ids).size === ids.length, frontDeskMessages.services),
  technicianId: uuidOrNull,
  name: singleLine(frontDeskMessages.name, BOOKING_LIMITS.nameMaxLength).pipe(
    z.string().min(1, frontDeskMessages.name),
  ),
  /** '' when none. */
  email: z
    .string({ error: frontDeskMessages.email })
    .trim()
    .max(BOOKING_LIMITS.emailMaxLength, frontDeskMessages.email)
    .refine((email) => email === '' || z.email().safeParse(email).success, frontDeskMessages.email)
    .optional()
    .default(''),
  /** '' when none; otherwise normalised like the booking form's. */
  phone: z
    .string({ error: frontDeskMessages.phone })
    .trim()
    .refine((phone) => phone === '' || isValidPhone(phone), frontDeskMessages.phone)
    .transform((phone) => (phone === '' ? '' : normalisePhone(phone)))
    .optional()
    .default(''),
  notes: z
    .string({ error: frontDeskMessages.notes })
    .trim()
    .max(BOOKING_LIMITS.notesMaxLength, frontDeskMessages.notes)
    .refine((notes) => !hasForbiddenControlCharacters(notes, { multiline: true }), frontDeskMessages.notes)
    .nullish()
    .transform((notes) => (notes ? notes : null)),
  override: capacityOverrideSchema,
  /** The customer's language for their e-mails; staff bookings are English unless staff say otherwise. */
  language: z
    .enum(SUPPORTED_LANGUAGES, { error: `The language must be one of ${SUPPORTED_LANGUAGES.join(', ')}.` })
    .default('en'),
};

const needsContact = <T extends { email: string; phone: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.email === '' && value.phone === '') {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: frontDeskMessages.contact });
  }
};

const startTime = z
  .string({ error: frontDeskMessages.time })
  .refine((time) => isTimeOfDay(time) && timeToMinutes(time) % STAFF_START_STEP_MINUTES === 0, frontDeskMessages.time);

const calendarDate = z
  .string({ error: frontDeskMessages.date })
  .refine((date) => isBoundedCalendarDate(date), frontDeskMessages.date);

export const staffBookingSchema = z
  .object({
    ...customerFields,
    date: calendarDate,
    time: startTime,
    source: z.enum(APPOINTMENT_SOURCES, { error: frontDeskMessages.source }),
    /** Ask the customer for the owner's deposit, sent by e-mail (decision 254's front-desk hold). */
    askDeposit: z.boolean({ error: frontDeskMessages.askDeposit }).default(false),
  })
  .superRefine(needsContact)
  .superRefine((value, ctx) => {
    if (value.askDeposit && value.email === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: frontDeskMessages.depositNeedsEmail });
    }
  });

/** "Walk-in now": starts at the salon's current time (rounded down to 5 minutes), source walk_in. */
export const walkInSchema = z.object(customerFields).superRefine(needsContact);

export const moveSchema = z.object({
  version: jsonInteger(frontDeskMessages.version, { min: 1 }),
  date: calendarDate,
  time: startTime,
  technicianId: uuidOrNull,
  override: capacityOverrideSchema,
});

export const freeTechniciansQuerySchema = z.object({
  date: calendarDate,
  time: startTime,
  durationMinutes: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'The duration is a whole number of minutes.')
    .transform(Number)
    .pipe(z.number().max(24 * 60, 'The duration is a whole number of minutes.')),
  /** The appointment being moved or assigned: its own time does not make its technician busy. */
  exclude: z.string().refine(isUuid, 'Appointment not found').optional(),
});

export const customerLookupQuerySchema = z.object({
  contact: z
    .string()
    .trim()
    .min(3, frontDeskMessages.contactQuery)
    .max(BOOKING_LIMITS.emailMaxLength, frontDeskMessages.contactQuery),
});

export type StaffBooking = z.output<typeof staffBookingSchema>;
export type StaffBookingInput = z.input<typeof staffBookingSchema>;
export type WalkIn = z.output<typeof walkInSchema>;
export type MoveRequest = z.output<typeof moveSchema>;
export type CapacityOverride = z.output<typeof capacityOverrideSchema>;

/** One appointment named in a `slot_full` or `technician_busy` refusal. */
export interface PlacementConflict {
  readonly id: string;
  readonly reference: string;
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly customerName: string;
  readonly technicianName: string | null;
}

/** `details` of a 409 `slot_full` / `technician_busy`. */
export interface PlacementRefusalDetails {
  readonly reason: 'slot_full' | 'technician_busy';
  readonly conflicts: readonly PlacementConflict[];
}

export interface FreeTechnicians {
  /** Technicians with nothing else at that time and working then. */
  readonly free: readonly { readonly id: string; readonly name: string }[];
  /** The others, with why: another appointment, or not working then. */
  readonly busy: readonly {
    readonly id: string;
    readonly name: string;
    readonly why: 'appointment' | 'not_working';
    /** For `appointment`: from the start of their first overlapping appointment to the end of the last. */
    readonly busyFrom?: TimeOfDay;
    readonly busyUntil?: TimeOfDay;
  }[];
}

/** What typing a phone or e-mail offers to reuse. */
export interface CustomerMatch {
  readonly customerId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The staff's notes on the customer (allergies, preferences). */
  readonly notes: string;
  readonly visits: number;
}

export type { AppointmentSource };
