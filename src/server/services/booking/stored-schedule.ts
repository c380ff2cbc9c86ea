/** The weekly hours and booking rules as stored in salon_settings, read by every booking statement. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  DEFAULT_OPENING_HOURS,
  weeklyPatternSchema,
  type BookingRules,
  type WeeklyPattern,
} from '../../../domain/salon-settings.ts';
import { salonSettings } from '../../db/schema.ts';

/** The settings every date shares: the weekly hours and the booking rules. */
export interface SalonSchedule {
  readonly hours: WeeklyPattern;
  readonly rules: BookingRules;
}

// A stored section is parsed once per distinct text: the booking path reads it on every request,
// and it changes only when an owner saves.
const parsedSections = new Map<string, { text: string; value: unknown }>();

function parseSection<T>(section: string, text: string | undefined, schema: z.ZodType<T, unknown>, fallback: T): T {
  if (text === undefined) return fallback;
  const cached = parsedSections.get(section);
  if (cached && cached.text === text) return cached.value as T;
  let value: T = fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    // A stored value that no longer parses (hand-edited, newer version) is read as the default,
    // as the settings store does: the salon keeps taking bookings by the first round's rules.
    if (parsed.success) value = parsed.data;
  } catch {
    value = fallback;
  }
  parsedSections.set(section, { text, value });
  return value;
}

/** The weekly hours and rules from the stored sections ([section, value as text] pairs). */
export function scheduleFromRows(rows: readonly (readonly [string, string])[]): SalonSchedule {
  const text = (section: string) => rows.find(([name]) => name === section)?.[1];
  return {
    hours: parseSection(
      'hours',
      text('hours'),
      weeklyPatternSchema as z.ZodType<WeeklyPattern, unknown>,
      DEFAULT_OPENING_HOURS,
    ),
    rules: parseSection('booking_rules', text('booking_rules'), bookingRulesSchema, DEFAULT_BOOKING_RULES),
  };
}

/** `[section, value::text]` of the sections the engine obeys. */
export const scheduleRowsSql = sql`coalesce((select json_agg(json_build_array(${salonSettings.section}, ${salonSettings.value}::text))
    from ${salonSettings} where ${salonSettings.section} in ('hours', 'booking_rules')), '[]'::json)`;
