/**
 * The owner's settings (design invariant 6): their shapes, their
 * bounds and their defaults, in one place shared by the server (which stores
 * and enforces them) and the admin forms (which edit them).
 *
 * Times of day are minutes after midnight in salon time (Asia/Bangkok).
 * Weekly patterns are arrays of seven entries, index 0 = Monday (ISO weekday
 * 1) … index 6 = Sunday; an entry is null on a day off, otherwise the window.
 *
 * The defaults reproduce the first round's fixed rules exactly, so a salon
 * that never opens the settings keeps them: Monday–Saturday 10:00–21:00,
 * Sunday closed, capacity 3, a 30-minute buffer, the two-week-plus window, no notice beyond "not in the past".
 */
import { z } from 'zod';
import type { StoredClosureTranslations } from './closure-reasons.ts';
import { boundedText } from './input-bounds.ts';
import {
  BOOKING_WINDOW_DAYS_AHEAD,
  BUFFER_AFTER_MINUTES,
  DEFAULT_CLOSES_AT_MINUTE,
  DEFAULT_OPENS_AT_MINUTE,
  MAX_CONCURRENT_APPOINTMENTS,
  SLOT_STEP_MINUTES,
} from './salon-rules.ts';

export const MINUTES_PER_DAY = 24 * 60;
/** Opening hours, closures and technicians' windows sit on this grid (15 minutes). */
export const SETTINGS_TIME_STEP_MINUTES = SLOT_STEP_MINUTES;

/** One day's window: from `opensAtMinute` (inclusive) to `closesAtMinute` (the latest end). */
export interface DayWindow {
  readonly opensAtMinute: number;
  readonly closesAtMinute: number;
}

/** Seven entries, Monday first; null = closed (or, for a technician, not working). */
export type WeeklyPattern = readonly (DayWindow | null)[];

export interface BookingRules {
  /** Most appointments occupying the salon at once (chairs, rooms). */
  readonly capacity: number;
  /** Minutes each appointment keeps its place after it ends. */
  readonly bufferMinutes: number;
  /** Customers may book through the end of the Monday-start week that holds the day this far ahead. */
  readonly windowDaysAhead: number;
  /** Shortest notice for an online booking, in minutes (0: anything not yet past). */
  readonly minimumNoticeMinutes: number;
}

export interface SalonDetails {
  readonly name: string;
  readonly email: string;
  /** As shown to people. */
  readonly phone: string;
  /** As dialled (E.164), for `tel:` links. */
  readonly phoneE164: string;
  readonly streetAddress: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  readonly mapsUrl: string;
  readonly reviewUrl: string;
  readonly instagramUrl: string;
  readonly facebookUrl: string;
  readonly whatsappUrl: string;
  readonly lineUrl: string;
  /** The first-visit offer in the discount popup. */
  readonly discountOfferText: string;
}

const DEFAULT_DAY_WINDOW: DayWindow = {
  opensAtMinute: DEFAULT_OPENS_AT_MINUTE,
  closesAtMinute: DEFAULT_CLOSES_AT_MINUTE,
};

/** Monday to Saturday at the default hours, Sunday closed. */
export const DEFAULT_OPENING_HOURS: WeeklyPattern = [...Array<DayWindow>(6).fill(DEFAULT_DAY_WINDOW), null];

export const DEFAULT_BOOKING_RULES: BookingRules = {
  capacity: MAX_CONCURRENT_APPOINTMENTS,
  bufferMinutes: BUFFER_AFTER_MINUTES,
  windowDaysAhead: BOOKING_WINDOW_DAYS_AHEAD,
  minimumNoticeMinutes: 0,
};

/** ISO weekday (1 = Monday … 7 = Sunday) to the index in a WeeklyPattern. */
export function patternIndex(isoWeekday: number): number {
  return isoWeekday - 1;
}

/** The ISO weekdays on which a pattern has a window (the salon's open days). */
export function openWeekdays(pattern: WeeklyPattern): number[] {
  return pattern.flatMap((day, index) => (day ? [index + 1] : []));
}

// ---- Bounds and messages (the admin forms show these next to the field) ----

export const SETTINGS_LIMITS = {
  capacity: { min: 1, max: 20 },
  bufferMinutes: { min: 0, max: 120, step: 5 },
  windowDaysAhead: { min: 1, max: 365 },
  minimumNoticeMinutes: { min: 0, max: 7 * MINUTES_PER_DAY, step: 5 },
  closureReason: { max: 120 },
  dayOffNote: { max: 120 },
  detailText: { max: 200 },
  detailUrl: { max: 500 },
  offerText: { max: 300 },
} as const;

const onGrid = (minute: number) => minute % SETTINGS_TIME_STEP_MINUTES === 0;

const minuteOfDay = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MINUTES_PER_DAY, message)
    .refine(onGrid, 'Times go in 15-minute steps (10:00, 10:15, 10:30…).');

export const dayWindowSchema = z
  .object({
    opensAtMinute: minuteOfDay('Choose an opening time.'),
    closesAtMinute: minuteOfDay('Choose a closing time.'),
  })
  .refine((day) => day.closesAtMinute > day.opensAtMinute, {
    message: 'The closing time must be after the opening time.',
    path: ['closesAtMinute'],
  });

export const weeklyPatternSchema = z.array(dayWindowSchema.nullable()).length(7, 'Give all seven days of the week.');

const wholeNumber = (label: string, bounds: { min: number; max: number; step?: number }) => {
  const message = `${label} must be a whole number from ${bounds.min} to ${bounds.max}.`;
  const step = bounds.step ?? 1;
  return z
    .number({ error: message })
    .int(message)
    .min(bounds.min, message)
    .max(bounds.max, message)
    .refine((value) => value % step === 0, `${label} goes in steps of ${step}.`);
};

export const bookingRulesSchema = z.object({
  capacity: wholeNumber('Capacity', SETTINGS_LIMITS.capacity),
  bufferMinutes: wholeNumber('The buffer', SETTINGS_LIMITS.bufferMinutes),
  windowDaysAhead: wholeNumber('How far ahead', SETTINGS_LIMITS.windowDaysAhead),
  minimumNoticeMinutes: wholeNumber('The shortest notice', SETTINGS_LIMITS.minimumNoticeMinutes),
});

const detailText = (label: string, required = true) => {
  const base = boundedText(
    `${label} can be at most ${SETTINGS_LIMITS.detailText.max} characters on one line.`,
    SETTINGS_LIMITS.detailText,
  ).transform((text) => text.trim());
  return required ? base.refine((text) => text.length > 0, `Enter ${label.toLowerCase()}.`) : base;
};

const detailUrl = (label: string) =>
  boundedText(`${label} can be at most ${SETTINGS_LIMITS.detailUrl.max} characters.`, SETTINGS_LIMITS.detailUrl)
    .transform((text) => text.trim())
    .refine(
      (text) => text === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(text),
      `${label} must be a full https:// address, or empty.`,
    );

export const salonDetailsSchema = z.object({
  name: detailText('The salon name'),
  email: detailText('The e-mail address').pipe(z.email('Enter a valid e-mail address, like hello@example.com.')),
  phone: detailText('The phone number'),
  phoneE164: detailText('The dialling number').refine(
    (text) => /^\+[1-9]\d{6,14}$/.test(text),
    'Write the dialling number as + and the country code, then digits only, like +66812345678.',
  ),
  streetAddress: detailText('The street address'),
  locality: detailText('The area'),
  region: detailText('The province'),
  postalCode: detailText('The postcode'),
  mapsUrl: detailUrl('The map link'),
  reviewUrl: detailUrl('The review link'),
  instagramUrl: detailUrl('The Instagram link'),
  facebookUrl: detailUrl('The Facebook link'),
  whatsappUrl: detailUrl('The WhatsApp link'),
  lineUrl: detailUrl('The LINE link'),
  discountOfferText: boundedText(
    `The offer text can be at most ${SETTINGS_LIMITS.offerText.max} characters.`,
    SETTINGS_LIMITS.offerText,
  ).transform((text) => text.trim()),
});

/** A closure: a whole day (both minutes null) or a part of one, with the reason customers see. */
export interface Closure {
  readonly id: number;
  readonly date: string;
  readonly fromMinute: number | null;
  readonly toMinute: number | null;
  readonly reason: string;
  /** The reason in Thai, Russian and Chinese where the owner wrote it (domain/closure-reasons.ts). */
  readonly translations: StoredClosureTranslations;
}

/** The settings every availability answer and booking reads, for one date. */
export interface DaySettings {
  /** The salon's window that weekday, before closures; null when closed all day by the week. */
  readonly hours: DayWindow | null;
  /** Closures on that date (whole-day ones have null minutes). */
  readonly closures: readonly Pick<Closure, 'fromMinute' | 'toMinute' | 'reason'>[];
  /** Each active technician's working window that date (after days off); empty list: nobody is working. */
  readonly technicianWindows: readonly DayWindow[];
  readonly rules: BookingRules;
}
