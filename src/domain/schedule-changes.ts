/**
 * The owner's schedule changes: opening hours, closures, a
 * technician's week and days off. Their request shapes (shared by the server
 * and the admin forms), the readable sentences the settings history keeps,
 * and the pure rule of which existing appointments a change leaves outside
 * the new schedule ("changing a setting never breaks an existing
 * appointment": the owner sees that list before the change is saved).
 */
import { z } from 'zod';
import { addDays, datesBetween, isoWeekday, minutesToTime, type CalendarDate } from './calendar.ts';
import { storedClosureTranslations } from './closure-reasons.ts';
import { boundedCalendarDate, boundedText, isBoundedCalendarDate, jsonInteger } from './input-bounds.ts';
import {
  MINUTES_PER_DAY,
  SETTINGS_LIMITS,
  SETTINGS_TIME_STEP_MINUTES,
  weeklyPatternSchema,
  type DayWindow,
  type WeeklyPattern,
} from './salon-settings.ts';

/** A closure or days off cover at most this many consecutive dates in one request (one row per date). */
export const MAX_SCHEDULE_RANGE_DAYS = 31;
/** The affected-appointments list shows at most this many rows, then "and N more". */
export const AFFECTED_APPOINTMENTS_SHOWN = 20;

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_LONG = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mon 13 Apr 2026': the salon's wall-clock date, never shifted by a browser's time zone. */
export function formatScheduleDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT[isoWeekday(date) - 1]} ${day} ${MONTH_SHORT[month - 1]} ${year}`;
}

/** 600 -> '10:00'; 1440 -> '24:00' (a window may end at midnight). */
export function formatMinute(minute: number): string {
  return minutesToTime(minute);
}

export function weekdayName(index: number): string {
  return WEEKDAY_LONG[index] ?? '';
}

/** Every time on the settings grid from `first` to `last` inclusive (the forms' select options). */
export function gridMinutes(first = 0, last = MINUTES_PER_DAY): number[] {
  const minutes: number[] = [];
  for (let minute = first; minute <= last; minute += SETTINGS_TIME_STEP_MINUTES) minutes.push(minute);
  return minutes;
}

// ---- Requests ----

/**
 * The acknowledgement of an affected-appointments list: the fingerprint the
 * server answered with the list. A save carrying it goes ahead only while the
 * list is still exactly that one.
 */
const acknowledgementSchema = z
  .string({ error: 'The acknowledgement is not valid.' })
  .regex(/^[0-9a-f]{32}$/, 'The acknowledgement is not valid.')
  .optional();

const versionSchema = jsonInteger('The version must be a whole number.', { min: 0 });

export const saveOpeningHoursSchema = z.object({
  hours: weeklyPatternSchema,
  version: versionSchema,
  acknowledgedChange: acknowledgementSchema,
});
export type SaveOpeningHoursRequest = z.infer<typeof saveOpeningHoursSchema>;

const dateField = (label: string) => boundedCalendarDate(`Choose ${label}.`);

const partOfDayMinute = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MINUTES_PER_DAY, message)
    .refine((minute) => minute % SETTINGS_TIME_STEP_MINUTES === 0, 'Times go in 15-minute steps (10:00, 10:15…).');

/** Shared by closures and days off: one date, or a short range ending at `lastDate`. */
function dateRangeRefinement(value: { firstDate: string; lastDate?: string | undefined }, context: z.RefinementCtx) {
  // Object refinements run even when a field failed: only compare two real dates (a fuzzed one would throw).
  if (
    value.lastDate === undefined ||
    !isBoundedCalendarDate(value.firstDate) ||
    !isBoundedCalendarDate(value.lastDate)
  ) {
    return;
  }
  if (value.lastDate < value.firstDate) {
    context.addIssue({ code: 'custom', path: ['lastDate'], message: 'The last date must be on or after the first.' });
  } else if (value.lastDate > addDays(value.firstDate, MAX_SCHEDULE_RANGE_DAYS - 1)) {
    context.addIssue({
      code: 'custom',
      path: ['lastDate'],
      message: `Choose at most ${MAX_SCHEDULE_RANGE_DAYS} days at a time.`,
    });
  }
}

const translatedReasonMessage = `The reason can be at most ${SETTINGS_LIMITS.closureReason.max} characters on one line.`;

/** A translated reason: trimmed, one line, within the English limit; empty means "not translated". */
const translatedReason = boundedText(translatedReasonMessage, SETTINGS_LIMITS.closureReason)
  .transform((text) => text.trim())
  .optional()
  .default('');

/** `{ th?, ru?, zh? }` of a new closure; any other key (English included: that is `reason`) is refused. */
export const closureTranslationsSchema = z
  .strictObject({ th: translatedReason, ru: translatedReason, zh: translatedReason })
  .optional()
  .transform((value) => storedClosureTranslations(value ?? {}));

export const addClosuresSchema = z
  .object({
    firstDate: dateField('the date'),
    lastDate: dateField('the last date').optional(),
    /** Both null: the whole day. */
    fromMinute: partOfDayMinute('Choose when the closure starts.').nullable(),
    toMinute: partOfDayMinute('Choose when the closure ends.').nullable(),
    reason: boundedText(
      `The reason can be at most ${SETTINGS_LIMITS.closureReason.max} characters on one line.`,
      SETTINGS_LIMITS.closureReason,
    )
      .transform((text) => text.trim())
      .refine((text) => text.length > 0, 'Write the reason customers will see, like "Closed for Songkran".'),
    /** The reason in Thai, Russian and Chinese; left out or empty: customers read the English one. */
    translations: closureTranslationsSchema,
    acknowledgedChange: acknowledgementSchema,
  })
  .superRefine((value, context) => {
    dateRangeRefinement(value, context);
    if ((value.fromMinute === null) !== (value.toMinute === null)) {
      context.addIssue({
        code: 'custom',
        path: [value.fromMinute === null ? 'fromMinute' : 'toMinute'],
        message: 'Give both times for part of a day, or neither for the whole day.',
      });
    } else if (value.fromMinute !== null && value.toMinute !== null && value.toMinute <= value.fromMinute) {
      context.addIssue({ code: 'custom', path: ['toMinute'], message: 'The end must be after the start.' });
    }
  });
export type AddClosuresRequest = z.infer<typeof addClosuresSchema>;

export const saveTechnicianWeekSchema = z.object({
  /** null: back to "works whenever the salon is open" (the row is removed). */
  pattern: weeklyPatternSchema.nullable(),
  /** The version loaded (0: the technician had no pattern). */
  version: versionSchema,
  acknowledgedChange: acknowledgementSchema,
});
export type SaveTechnicianWeekRequest = z.infer<typeof saveTechnicianWeekSchema>;

export const addDaysOffSchema = z
  .object({
    firstDate: dateField('the date'),
    lastDate: dateField('the last date').optional(),
    note: boundedText(
      `The note can be at most ${SETTINGS_LIMITS.dayOffNote.max} characters on one line.`,
      SETTINGS_LIMITS.dayOffNote,
    )
      .transform((text) => text.trim())
      .default(''),
    acknowledgedChange: acknowledgementSchema,
  })
  .superRefine(dateRangeRefinement);
export type AddDaysOffRequest = z.infer<typeof addDaysOffSchema>;

/** The dates a closure or days-off request covers (validated: at most MAX_SCHEDULE_RANGE_DAYS). */
export function requestDates(request: {
  firstDate: CalendarDate;
  lastDate?: CalendarDate | undefined;
}): CalendarDate[] {
  return datesBetween(request.firstDate, request.lastDate ?? request.firstDate);
}

// ---- Which appointments a change leaves outside ----

/** An appointment's place in time, as the rule needs it. */
export interface ScheduledTime {
  readonly date: CalendarDate;
  readonly startMinute: number;
  readonly endMinute: number;
}

/** True when [start, end) does not fit inside the window (a null window: nothing fits). */
export function isOutsideWindow(window: DayWindow | null, startMinute: number, endMinute: number): boolean {
  return window === null || startMinute < window.opensAtMinute || endMinute > window.closesAtMinute;
}

/**
 * The weekdays (ISO, 1 = Monday) on which some time inside the old window is
 * outside the new one: only these can hold an appointment the change breaks.
 * A null old pattern means "no limit" (a technician without a week works
 * whenever the salon is open).
 */
export function narrowedWeekdays(before: WeeklyPattern | null, after: WeeklyPattern | null): number[] {
  if (after === null) return [];
  const weekdays: number[] = [];
  for (let index = 0; index < 7; index += 1) {
    const old = before === null ? { opensAtMinute: 0, closesAtMinute: MINUTES_PER_DAY } : (before[index] ?? null);
    const next = after[index] ?? null;
    if (old === null) continue;
    if (next === null || next.opensAtMinute > old.opensAtMinute || next.closesAtMinute < old.closesAtMinute) {
      weekdays.push(index + 1);
    }
  }
  return weekdays;
}

/**
 * An appointment the new week leaves outside while the old week had it inside
 * (one already outside before, e.g. booked by staff past the hours, is not
 * the change's doing and is not listed again).
 */
export function isBrokenByWeekChange(
  before: WeeklyPattern | null,
  after: WeeklyPattern | null,
  appointment: ScheduledTime,
): boolean {
  if (after === null) return false;
  const index = isoWeekday(appointment.date) - 1;
  const old = before === null ? null : (before[index] ?? null);
  const wasInside = before === null || !isOutsideWindow(old, appointment.startMinute, appointment.endMinute);
  return wasInside && isOutsideWindow(after[index] ?? null, appointment.startMinute, appointment.endMinute);
}

/** True when an appointment overlaps a closure (whole day: any appointment that date). */
export function overlapsClosure(
  closure: { readonly fromMinute: number | null; readonly toMinute: number | null },
  appointment: Pick<ScheduledTime, 'startMinute' | 'endMinute'>,
): boolean {
  if (closure.fromMinute === null || closure.toMinute === null) return true;
  return appointment.startMinute < closure.toMinute && appointment.endMinute > closure.fromMinute;
}

// ---- The history's sentences ----

function describeWindow(window: DayWindow | null, closedWord: string): string {
  return window ? `${formatMinute(window.opensAtMinute)}–${formatMinute(window.closesAtMinute)}` : closedWord;
}

/** "Saturday 10:00–21:00 → 10:00–17:00; Sunday closed → 11:00–16:00" (only the days that changed). */
export function describeWeekChanges(
  before: WeeklyPattern | null,
  after: WeeklyPattern | null,
  closedWord = 'closed',
): string {
  const changes: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const old = before === null ? undefined : (before[index] ?? null);
    const next = after === null ? undefined : (after[index] ?? null);
    const oldText = old === undefined ? 'whenever open' : describeWindow(old, closedWord);
    const nextText = next === undefined ? 'whenever open' : describeWindow(next, closedWord);
    if (oldText !== nextText) changes.push(`${weekdayName(index)} ${oldText} → ${nextText}`);
  }
  return changes.join('; ');
}

/** "Mon 13 Apr 2026" or "Mon 13 Apr 2026 – Wed 15 Apr 2026". */
export function describeDates(dates: readonly CalendarDate[]): string {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? formatScheduleDate(first) : `${formatScheduleDate(first)} – ${formatScheduleDate(last)}`;
}

/** "all day" or "12:00–15:00". */
export function describeClosureTime(fromMinute: number | null, toMinute: number | null): string {
  return fromMinute === null || toMinute === null ? 'all day' : `${formatMinute(fromMinute)}–${formatMinute(toMinute)}`;
}
