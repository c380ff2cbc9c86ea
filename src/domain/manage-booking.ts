/**
 * The customer's own booking page (decision 170): a private link in
 * every e-mail to see, reschedule or cancel one appointment. Shared by the
 * server (which enforces every rule) and the page (which explains them).
 *
 *   GET  /api/manage/booking?token=                 -> 200 { booking: ManagedBooking }
 *   GET  /api/manage/availability?token=&date=      -> 200 Availability (its own services, its own place free)
 *   GET  /api/manage/calendar?token=                -> 200 text/calendar (the same UID as every e-mail's file)
 *   POST /api/manage/cancel      ManageCancelRequest     -> 200 { booking: ManagedBooking }
 *   POST /api/manage/reschedule  ManageRescheduleRequest -> 200 { booking: ManagedBooking }
 *
 * Every unknown, malformed, revoked or expired token gets the same 404 (`not_found`,
 * MANAGE_LINK_INVALID_KEY); too many of them from one address get 429 for a while.
 * Reading never changes anything: each change is a same-origin POST naming the version the
 * customer saw (409 when staff changed the appointment in between).
 *
 * Where an appointment occurs in time is computed from its salon wall-clock date and start
 * (`salonInstant`, salon-time.ts), so the cut-off is an instant, not a string. When its reminder
 * goes out is reminder-timing.ts.
 */
import { z } from 'zod';
import type { CalendarDate, TimeOfDay } from './calendar.ts';
import { boundedCalendarDate, jsonInteger } from './input-bounds.ts';
import type { Language } from './language.ts';
import { salonInstant } from './salon-time.ts';

// ---- The token ----

/** 32 random bytes (256 bits, at least the 128 the issue asks for), written base64url without padding. */
export const MANAGE_TOKEN_BYTES = 32;
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link stays usable this long after the appointment's day, then answers like an unknown one. */
export const MANAGE_LINK_LIFETIME_DAYS = 30;

/** The same words for every token that does not open a booking, so an answer never tells which. */
export const MANAGE_LINK_INVALID_KEY = 'manage:refusals.linkInvalid';

export const manageMessages = {
  token: MANAGE_LINK_INVALID_KEY,
  version: 'Reload the page: your booking was changed in the meantime.',
  date: 'Please select a date',
  time: 'Please select a time',
} as const;

/**
 * Whatever the request carried as its token, bounded: a malformed or missing one becomes '' and is
 * answered by the server exactly like an unknown one (404, counted against the address), never with a
 * 422 that would tell a prober the format.
 */
const tokenField = z.string().max(200).catch('');

export const manageTokenQuerySchema = z.object({ token: tokenField });

export const manageAvailabilityQuerySchema = z.object({
  token: tokenField,
  date: boundedCalendarDate(manageMessages.date),
});

export const manageCancelSchema = z.object({
  token: tokenField,
  /** The appointment's version the customer saw. */
  version: jsonInteger(manageMessages.version, { min: 1 }),
});
export type ManageCancelRequest = z.output<typeof manageCancelSchema>;

export const manageRescheduleSchema = z.object({
  token: tokenField,
  version: jsonInteger(manageMessages.version, { min: 1 }),
  date: boundedCalendarDate(manageMessages.date),
  time: z.string({ error: manageMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, manageMessages.time),
});
export type ManageRescheduleRequest = z.output<typeof manageRescheduleSchema>;

// ---- The owner's rules for customer changes and reminders (settings section `customer_changes`) ----

export interface CustomerChangeRules {
  /** Customers may cancel or reschedule until this many hours before the start (0: until it starts). */
  readonly changeCutoffHours: number;
  /** A confirmed appointment the customer moves stays confirmed; false: it goes back to pending. */
  readonly confirmedStaysConfirmed: boolean;
  /** The reminder e-mail goes this many hours before the start; 0: no reminders. */
  readonly reminderHoursBefore: number;
}

export const DEFAULT_CUSTOMER_CHANGE_RULES: CustomerChangeRules = {
  changeCutoffHours: 24,
  confirmedStaysConfirmed: true,
  reminderHoursBefore: 24,
};

export const CUSTOMER_CHANGE_LIMITS = {
  changeCutoffHours: { min: 0, max: 14 * 24 },
  reminderHoursBefore: { min: 0, max: 7 * 24 },
} as const;

const hours = (label: string, bounds: { min: number; max: number }) => {
  const message = `${label} must be a whole number of hours from ${bounds.min} to ${bounds.max}.`;
  return z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);
};

export const customerChangeRulesSchema = z.object({
  changeCutoffHours: hours('The cut-off', CUSTOMER_CHANGE_LIMITS.changeCutoffHours),
  confirmedStaysConfirmed: z.boolean({ error: 'Say whether a confirmed booking stays confirmed when moved.' }),
  reminderHoursBefore: hours('The reminder time', CUSTOMER_CHANGE_LIMITS.reminderHoursBefore),
});

// ---- Time ----

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether a link for an appointment on `date` may still be used at `now` (30 days after that day). */
export function manageLinkUsable(date: CalendarDate, now: Date, timeZone: string): boolean {
  const endOfLife = salonInstant(date, '00:00', timeZone).getTime() + (MANAGE_LINK_LIFETIME_DAYS + 1) * DAY_MS;
  return now.getTime() < endOfLife;
}

// ---- What the customer may do ----

/** Why the page offers no changes: the status, the start has passed, or the cut-off has. */
export type ChangeClosedReason = 'status' | 'past' | 'cutoff';

export interface CustomerChangeWindow {
  readonly open: boolean;
  readonly closedReason: ChangeClosedReason | null;
  /** The last instant at which a change is accepted (start minus the cut-off), ISO 8601. */
  readonly deadline: string;
}

export const CHANGEABLE_STATUSES = ['pending', 'confirmed'] as const;

export function customerChangeWindow(options: {
  readonly status: string;
  readonly startsAt: Date;
  readonly now: Date;
  readonly rules: Pick<CustomerChangeRules, 'changeCutoffHours'>;
}): CustomerChangeWindow {
  const { status, startsAt, now, rules } = options;
  const deadline = new Date(startsAt.getTime() - rules.changeCutoffHours * HOUR_MS);
  const closedReason: ChangeClosedReason | null = !(CHANGEABLE_STATUSES as readonly string[]).includes(status)
    ? 'status'
    : now.getTime() >= startsAt.getTime()
      ? 'past'
      : now.getTime() > deadline.getTime()
        ? 'cutoff'
        : null;
  return { open: closedReason === null, closedReason, deadline: deadline.toISOString() };
}

/** The status after a customer's move: pending stays pending; confirmed per the owner's rule. */
export function statusAfterCustomerMove(status: 'pending' | 'confirmed', rules: CustomerChangeRules) {
  return status === 'confirmed' && !rules.confirmedStaysConfirmed ? 'pending' : status;
}

// ---- What the page shows ----

export interface ManagedBookingService {
  readonly name: string;
  readonly durationMinutes: number;
  readonly priceThb: number;
}

export interface ManagedBookingSalon {
  readonly name: string;
  readonly phone: string;
  readonly phoneE164: string;
  readonly email: string;
  /** One line: street, area, province, postcode. */
  readonly address: string;
  readonly mapsUrl: string;
  readonly whatsappUrl: string;
  readonly lineUrl: string;
}

/** The customer's own booking, as the manage page shows it: nothing about anyone else. */
export interface ManagedBooking {
  readonly reference: string;
  readonly status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  readonly customerName: string;
  readonly date: CalendarDate;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  readonly services: readonly ManagedBookingService[];
  readonly totalDurationMinutes: number;
  /** The plain sum of the services' prices. */
  readonly totalPriceThb: number;
  readonly discountPercentage: number;
  /** After the discount. */
  readonly priceToPayThb: number;
  /** Send it back with a change. */
  readonly version: number;
  readonly change: CustomerChangeWindow & {
    readonly cutoffHours: number;
    /** What happens to a confirmed booking that the customer moves. */
    readonly confirmedStaysConfirmed: boolean;
  };
  readonly salon: ManagedBookingSalon;
  /** The language the customer booked in: the manage page shows itself in it. */
  readonly language: Language;
  /** The booking's deposit, when it has one (decision 254); absent in older answers. */
  readonly deposit?: ManagedBookingDeposit | null;
}

/**
 * What the customer's page says of their deposit: its state, and until when a cancellation refunds it
 * (the cut-off they were shown at booking, as an instant), so the cancel dialog can say refund or keep.
 */
export interface ManagedBookingDeposit {
  readonly amountSatang: number;
  readonly state: 'awaited' | 'received' | 'expired' | 'waived' | 'refund_due' | 'refunded' | 'kept';
  readonly refundCutoffHours: number;
  /** ISO instant: cancelled by then, a received deposit is refunded; later, kept. */
  readonly refundUntil: string;
  /**
   * The deposit did not arrive in time and the time was released for others (decision 266): the page says
   * so, not "cancelled", and offers to book again. Absent in older answers.
   */
  readonly holdReleased?: boolean;
  /**
   * While awaited: what the page needs to show the QR (the link in the deposit request opens this page,
   * decision 257). Absent once settled.
   */
  readonly payment?: {
    readonly reference: string;
    /** ISO instant: the hold's deadline. */
    readonly dueAt: string;
    readonly qrPayload: string | null;
    readonly promptpayId: string | null;
  } | null;
}

// ---- The owner's settings page ----

export const customerChangeRulesUpdateSchema = customerChangeRulesSchema.extend({
  version: jsonInteger('Send the version of the settings you loaded (a whole number).', { min: 0 }),
});
export type CustomerChangeRulesUpdate = z.input<typeof customerChangeRulesUpdateSchema>;

/** The settings history's sentence for a save of these rules. */
export function describeCustomerChangeRulesChange(before: CustomerChangeRules, after: CustomerChangeRules): string {
  const parts: string[] = [];
  if (before.changeCutoffHours !== after.changeCutoffHours)
    parts.push(
      `the cut-off for customers' changes from ${before.changeCutoffHours} to ${after.changeCutoffHours} hours`,
    );
  if (before.confirmedStaysConfirmed !== after.confirmedStaysConfirmed)
    parts.push(
      after.confirmedStaysConfirmed
        ? 'a confirmed booking the customer moves to stay confirmed'
        : 'a confirmed booking the customer moves to go back to pending',
    );
  if (before.reminderHoursBefore !== after.reminderHoursBefore)
    parts.push(
      after.reminderHoursBefore === 0
        ? 'reminders off'
        : `reminders to ${after.reminderHoursBefore} hours before (were ${before.reminderHoursBefore === 0 ? 'off' : `${before.reminderHoursBefore} hours`})`,
    );
  return parts.length === 0 ? 'Saved the customer change rules unchanged.' : `Changed ${parts.join('; ')}.`;
}
