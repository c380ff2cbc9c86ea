/**
 * What staff may change on an appointment (any signed-in member may), as
 * request schemas shared by the detail page and the server, plus the rule
 * that decides which warnings an edit of services deserves.
 *
 * Every edit carries the `version` the editor saw: the server refuses it with
 * 409 when someone else changed the appointment in between (optimistic
 * concurrency; decision record 041).
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './appointment-status.ts';
import { decimalInteger, isUuid, jsonInteger } from './input-bounds.ts';
import { hasCapacity, type BookedInterval } from './capacity.ts';
import { capacityRulesOf } from './day-availability.ts';
import type { DaySettings } from './salon-settings.ts';
import { DISCOUNT_PERCENTAGES } from './salon-rules.ts';
import { DEFAULT_DAY_HOURS, endsByClosing, type SalonDayHours } from './start-times.ts';

export const editMessages = {
  version: 'Send the version of the appointment you are changing (a whole number).',
  status: 'The status must be pending, confirmed, completed or cancelled.',
  technician: 'Choose a technician by id, or null for no technician.',
  discount: 'The discount must be 0, 10, 20 or 100 percent.',
  service: 'Choose a service by its id.',
} as const;

const version = jsonInteger(editMessages.version, { min: 1 });

export const statusChangeSchema = z.object({
  version,
  status: z.enum(APPOINTMENT_STATUSES, { error: editMessages.status }),
});

export const technicianChangeSchema = z.object({
  version,
  technicianId: z
    .string({ error: editMessages.technician })
    .refine(isUuid, editMessages.technician)
    .transform((id) => id.toLowerCase())
    .nullable(),
});

export const discountChangeSchema = z.object({
  version,
  discountPercentage: z
    .number({ error: editMessages.discount })
    .refine((value) => (DISCOUNT_PERCENTAGES as readonly number[]).includes(value), editMessages.discount),
});

const serviceId = jsonInteger(editMessages.service, { min: 1 });

export const addServiceSchema = z.object({
  version,
  serviceId,
  /** Staff saw the warnings (capacity, closing time) and save anyway. */
  acknowledgeWarnings: z.boolean().optional().default(false),
});

/** DELETE requests carry the version in the query string. */
export const versionQuerySchema = z.object({
  version: decimalInteger(editMessages.version, { min: 1 }),
});

/** `/appointments/:id`: a UUID, or the appointment does not exist (404). */
export const appointmentParamSchema = z.object({
  id: z.string().refine(isUuid, 'Appointment not found'),
});

/** `/appointments/:id/services/:serviceId`: the service id in canonical decimal (`2`, never `0x2`). */
export const appointmentServiceParamSchema = appointmentParamSchema.extend({
  serviceId: decimalInteger('There is no such service on this appointment.', { min: 1 }),
});

export type StatusChange = z.output<typeof statusChangeSchema>;
export type TechnicianChange = z.output<typeof technicianChangeSchema>;
export type DiscountChange = z.output<typeof discountChangeSchema>;
export type AddService = z.output<typeof addServiceSchema>;

/** An appointment ends on its own day: 24:00 at the latest (the end is stored as 'HH:mm'). */
export const LATEST_END_MINUTE = 24 * 60;

export function endsWithinDay(startMinute: number, durationMinutes: number): boolean {
  return startMinute + durationMinutes <= LATEST_END_MINUTE;
}

/** What staff are told before saving a longer appointment. */
export type ServiceEditWarning = 'closing_time' | 'capacity';

export interface ServiceEditCheck {
  readonly status: AppointmentStatus;
  readonly startMinute: number;
  /** Total duration after the edit. */
  readonly durationMinutes: number;
  /** The day's other non-cancelled appointments (this one excluded). */
  readonly others: readonly BookedInterval[];
  readonly hours?: SalonDayHours;
  /**
   * The date as the owner's settings make it: its closing time and its capacity rule
   * (capacity, buffer, technicians working). Without it, `hours` and the first round's rule.
   */
  readonly day?: DaySettings;
}

/**
 * Warnings for an appointment that would last `durationMinutes`: it would end
 * after closing, or it would make the salon hold more appointments at once
 * than the capacity rule allows. A cancelled appointment occupies nothing, so
 * it only hears about closing time. Staff may save anyway.
 */
export function serviceEditWarnings(check: ServiceEditCheck): ServiceEditWarning[] {
  const warnings: ServiceEditWarning[] = [];
  const hours = check.day ? check.day.hours : (check.hours ?? DEFAULT_DAY_HOURS);
  // A day closed by the week has no closing time to warn about; its capacity warning says enough.
  if (hours && !endsByClosing(check.startMinute, check.durationMinutes, hours)) {
    warnings.push('closing_time');
  }
  const rules = check.day ? capacityRulesOf(check.day) : undefined;
  // Past closing nobody is on the rota, so the limit there is 0: the closing-time warning already
  // says so, and the capacity warning judges only the part up to closing (decision record 120).
  const judgedMinutes =
    check.day && hours && warnings.includes('closing_time')
      ? Math.max(1, hours.closesAtMinute - check.startMinute)
      : check.durationMinutes;
  if (check.status !== 'cancelled' && !hasCapacity(check.others, check.startMinute, judgedMinutes, rules)) {
    warnings.push('capacity');
  }
  return warnings;
}
