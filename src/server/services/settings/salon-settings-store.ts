/**
 * Reading and saving the owner's one-document settings (`salon_settings`:
 * opening hours, booking rules, salon details). One concept in one place: every
 * reader (the booking engine, availability, public pages, e-mails) and every
 * settings page goes through here.
 *
 * A section without a row is its default: the fixed rules of the first round
 * for hours and booking rules; the salon's configuration (src/config/salon.ts,
 * with its environment overrides) for the details. A stored value that no
 * longer parses (written by a newer version, edited by hand) is also read as
 * the default and logged by the caller, never as a 500.
 *
 * Saving checks the version the owner edited (optimistic concurrency: two
 * owners saving the same section, the second is told, nothing is lost),
 * records the change in the settings history, and must run in the caller's
 * transaction after `lockSettingsExclusive` when the section feeds
 * availability (hours, booking rules).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { configuredSalonDetails, type SalonConfig } from '../../../config/salon.ts';
import {
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  DEFAULT_OPENING_HOURS,
  salonDetailsSchema,
  weeklyPatternSchema,
  type BookingRules,
  type SalonDetails,
  type WeeklyPattern,
} from '../../../domain/salon-settings.ts';
import {
  customerChangeRulesSchema,
  DEFAULT_CUSTOMER_CHANGE_RULES,
  type CustomerChangeRules,
} from '../../../domain/manage-booking.ts';
import { storedPageTextsSchema } from '../../../domain/page-texts-schema.ts';
import { storedSetupSchema, type StoredSetup } from '../../../domain/setup-checklist.ts';
import {
  channelPreferencesSchema,
  DEFAULT_CHANNEL_PREFERENCES,
  type ChannelPreferences,
} from '../../../domain/channel-preferences.ts';
import type { StoredPageTexts } from '../../../domain/page-texts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { salonSettings } from '../../db/schema.ts';
import { defineStatement, runPrepared } from '../shared/prepared-statements.ts';
import { recordSettingsChange, type SettingsArea } from './record-settings-change.ts';
import { staleVersion } from '../shared/versions.ts';

type Executor = Database | Transaction;

export type SettingsSection = (typeof salonSettings.section.enumValues)[number];

export interface SectionValues {
  hours: WeeklyPattern;
  booking_rules: BookingRules;
  details: SalonDetails;
  customer_changes: CustomerChangeRules;
  page_texts: StoredPageTexts;
  setup: StoredSetup;
  messaging: ChannelPreferences;
}

/** A section's value and the version a later save must name (0: never saved, still the default). */
export interface Versioned<T> {
  readonly value: T;
  readonly version: number;
}

export interface SalonSettings {
  readonly hours: Versioned<WeeklyPattern>;
  readonly bookingRules: Versioned<BookingRules>;
  readonly details: Versioned<SalonDetails>;
  /** What customers may change through their link, and when reminders go. */
  readonly customerChanges: Versioned<CustomerChangeRules>;
  /** The owner's words on the public pages; empty: the catalogue's everywhere (decision 243). */
  readonly pageTexts: Versioned<StoredPageTexts>;
  /** The first-run checklist's items the owner dismissed (decision 244). */
  readonly setup: Versioned<StoredSetup>;
  /** The channels besides e-mail the owner turned on, in their order (decision 238). */
  readonly messaging: Versioned<ChannelPreferences>;
}

const SCHEMAS: { [S in SettingsSection]: z.ZodType<SectionValues[S], unknown> } = {
  hours: weeklyPatternSchema as z.ZodType<WeeklyPattern, unknown>,
  booking_rules: bookingRulesSchema,
  details: salonDetailsSchema as z.ZodType<SalonDetails, unknown>,
  customer_changes: customerChangeRulesSchema,
  page_texts: storedPageTextsSchema,
  setup: storedSetupSchema,
  messaging: channelPreferencesSchema,
};

/** The details as configured (defaults and environment overrides) before an owner saves any. */
export function defaultSalonDetails(config: SalonConfig): SalonDetails {
  return configuredSalonDetails(config);
}

function defaults(config: SalonConfig): SectionValues {
  return {
    hours: DEFAULT_OPENING_HOURS,
    booking_rules: DEFAULT_BOOKING_RULES,
    details: defaultSalonDetails(config),
    customer_changes: DEFAULT_CUSTOMER_CHANGE_RULES,
    page_texts: {},
    setup: { dismissed: [] },
    messaging: DEFAULT_CHANNEL_PREFERENCES,
  };
}

// A stored section is parsed once per distinct text: every booking reads the settings for
// its e-mails, and they change only when an owner saves. Values are shared between readers, so they
// are never modified in place (a save writes a new row and so a new text).
const parsedSections = new Map<SettingsSection, { text: string; value: unknown }>();

/** The stored text parsed by its section's schema; undefined when it no longer parses (read as the default). */
function parseStored<S extends SettingsSection>(section: S, text: string): SectionValues[S] | undefined {
  const cached = parsedSections.get(section);
  if (cached && cached.text === text) return cached.value as SectionValues[S] | undefined;
  let value: SectionValues[S] | undefined;
  try {
    const parsed = SCHEMAS[section].safeParse(JSON.parse(text));
    value = parsed.success ? parsed.data : undefined;
  } catch {
    value = undefined;
  }
  parsedSections.set(section, { text, value });
  return value;
}

/** A stored section as read: its value as JSON text, and its version. */
export interface StoredSection {
  readonly section: SettingsSection;
  readonly value: string;
  readonly version: number;
}

const readSettingsStatement = defineStatement(
  'salon_settings_read',
  {},
  sql`select ${salonSettings.section} as section, ${salonSettings.value}::text as value, ${salonSettings.version} as version
      from ${salonSettings}`,
);

/** Every section as `[section, value as text, version]` in one JSON value, for a statement that reads more. */
export const storedSectionsSql = sql`coalesce((select json_agg(json_build_array(${salonSettings.section}, ${salonSettings.value}::text, ${salonSettings.version}))
    from ${salonSettings}), '[]'::json)`;

/** The sections of `storedSectionsSql`'s value. */
export function storedSectionsFrom(value: unknown): StoredSection[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [SettingsSection, string, number][];
  return rows.map(([section, text, version]) => ({ section, value: text, version }));
}

/** Every section from what was stored: parsed, or its default when missing or no longer valid. */
export function salonSettingsFrom(rows: readonly StoredSection[], config: SalonConfig): SalonSettings {
  let fallback: SectionValues | undefined;
  const pick = <S extends SettingsSection>(section: S): Versioned<SectionValues[S]> => {
    const row = rows.find((candidate) => candidate.section === section);
    const stored = row === undefined ? undefined : parseStored(section, row.value);
    if (row !== undefined && stored !== undefined) return { value: stored, version: row.version };
    fallback ??= defaults(config);
    return { value: fallback[section], version: row?.version ?? 0 };
  };
  return {
    hours: pick('hours'),
    bookingRules: pick('booking_rules'),
    details: pick('details'),
    customerChanges: pick('customer_changes'),
    pageTexts: pick('page_texts'),
    setup: pick('setup'),
    messaging: pick('messaging'),
  };
}

/** Every one-document section, with versions, in one (prepared) statement. */
export async function readSalonSettings(db: Executor, config: SalonConfig): Promise<SalonSettings> {
  return salonSettingsFrom(await runPrepared<StoredSection>(db, readSettingsStatement, {}), config);
}

export interface SaveSectionOptions<S extends SettingsSection> {
  readonly section: S;
  readonly value: SectionValues[S];
  /** The version the owner loaded (0 when they edited the default). */
  readonly expectedVersion: number;
  readonly staffId: string | null;
  readonly area: SettingsArea;
  /** The history's sentence; `before` and `after` are recorded with it. */
  readonly summary: string;
  readonly before: SectionValues[S];
}

/**
 * Writes a section if nobody saved it since `expectedVersion`; otherwise 409 and nothing changes.
 * Answers the new version.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  tx: Transaction,
  options: SaveSectionOptions<S>,
): Promise<number> {
  const { section, value, expectedVersion, staffId } = options;
  let version: number | undefined;
  if (expectedVersion === 0) {
    const inserted = await tx
      .insert(salonSettings)
      .values({ section, value, version: 1, updatedBy: staffId })
      .onConflictDoNothing()
      .returning({ version: salonSettings.version });
    version = inserted[0]?.version;
  } else {
    const updated = await tx
      .update(salonSettings)
      .set({ value, version: sql`${salonSettings.version} + 1`, updatedBy: staffId, updatedAt: sql`now()` })
      .where(sql`${eq(salonSettings.section, section)} and ${salonSettings.version} = ${expectedVersion}`)
      .returning({ version: salonSettings.version });
    version = updated[0]?.version;
  }
  if (version === undefined) throw staleVersion('settings');
  await recordSettingsChange(tx, {
    staffId,
    area: options.area,
    summary: options.summary,
    detail: { before: options.before, after: value },
  });
  return version;
}
