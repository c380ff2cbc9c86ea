/**
 * The front desk forms' pure parts: which start times to offer, where a new
 * appointment starts by default, and the shared schemas' complaints turned
 * into one message per field in the order the form shows them.
 */
import type { ZodError } from 'zod';
import { minutesToTime } from '../../../domain/calendar.ts';
import { STAFF_START_STEP_MINUTES } from '../../../domain/placement-requests.ts';
import type { DayWindow } from '../../../domain/salon-settings.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';

/** The fields of the forms, top to bottom: the first invalid one gets the focus. */
export const FRONT_DESK_FIELD_ORDER = [
  'serviceIds',
  'date',
  'time',
  'technicianId',
  'name',
  'phone',
  'email',
  'notes',
  'source',
  'override',
] as const;
export type FrontDeskField = (typeof FRONT_DESK_FIELD_ORDER)[number];

export type FieldErrors = Partial<Record<FrontDeskField, string>>;

/** Every 5-minute start from opening until 5 minutes before closing; none on a closed day. */
export function startTimeChoices(hours: DayWindow | null): string[] {
  if (!hours) return [];
  const times: string[] = [];
  for (let minute = hours.opensAtMinute; minute < hours.closesAtMinute; minute += STAFF_START_STEP_MINUTES) {
    times.push(minutesToTime(minute));
  }
  return times;
}

/** The salon's current 5-minute mark: where "Walk-in now" starts. */
export function currentStartMark(now: SalonMoment): string {
  return minutesToTime(now.minuteOfDay - (now.minuteOfDay % STAFF_START_STEP_MINUTES));
}

/**
 * Where "New appointment" starts when nothing was picked: today at the next 5-minute mark while
 * the salon is open, otherwise the opening time (a phone call usually books a later day anyway).
 */
export function defaultStartTime(date: string, now: SalonMoment, hours: DayWindow | null): string {
  const choices = startTimeChoices(hours);
  if (choices.length === 0) return '';
  if (date !== now.date) return choices[0]!;
  const next = Math.ceil(now.minuteOfDay / STAFF_START_STEP_MINUTES) * STAFF_START_STEP_MINUTES;
  return choices.find((time) => time >= minutesToTime(next)) ?? choices[0]!;
}

function isField(value: unknown): value is FrontDeskField {
  return typeof value === 'string' && (FRONT_DESK_FIELD_ORDER as readonly string[]).includes(value);
}

/** The first complaint of each field, from the schema (client) or a 422's `fields` (server). */
export function fieldErrorsFrom(source: ZodError | Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  const entries: [unknown, string][] =
    'issues' in source && Array.isArray(source.issues)
      ? (source as ZodError).issues.map((issue) => [issue.path[0], issue.message])
      : Object.entries(source as Record<string, string>).map(([key, message]) => [key.split('.')[0], message]);
  for (const [key, message] of entries) {
    if (isField(key) && errors[key] === undefined) errors[key] = message;
  }
  return errors;
}

/** The first field with an error, in the form's order. */
export function firstInvalidField(errors: FieldErrors): FrontDeskField | undefined {
  return FRONT_DESK_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** Minutes as "45 min", "1 h", "1 h 30 min" (the catalogue's keys). */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The errors of the fields on screen, and the sentences about fields this form does not show. */
export function splitFieldErrors(
  errors: FieldErrors,
  shownFields: readonly FrontDeskField[],
): { shown: FieldErrors; elsewhere: string[] } {
  const shown: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, sentence] of Object.entries(errors) as [FrontDeskField, string | undefined][]) {
    if (sentence === undefined) continue;
    if (shownFields.includes(field)) shown[field] = sentence;
    else if (!elsewhere.includes(sentence)) elsewhere.push(sentence);
  }
  return { shown, elsewhere };
}
