/**
 * Saves the booking rules. Availability depends on them, so the
 * transaction takes the settings lock exclusively first: a booking running at
 * the same moment either finished under the old rules or waits and reads the
 * new ones (design invariant 6). Version-checked and recorded in the history.
 */
import { describeBookingRulesChange } from '../../../domain/salon-settings-edits.ts';
import type { BookingRules } from '../../../domain/salon-settings.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { readSalonSettings, saveSettingsSection, type Versioned } from './salon-settings-store.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export interface SaveBookingRulesOptions extends Pick<StaffRequestContext, 'db' | 'salon' | 'staffId'> {
  readonly rules: BookingRules;
  readonly expectedVersion: number;
}

export async function saveBookingRules(options: SaveBookingRulesOptions): Promise<Versioned<BookingRules>> {
  const { db, salon, staffId, rules, expectedVersion } = options;
  return db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const before = (await readSalonSettings(tx, salon)).bookingRules.value;
    const version = await saveSettingsSection(tx, {
      section: 'booking_rules',
      value: rules,
      expectedVersion,
      staffId,
      area: 'booking_rules',
      summary: describeBookingRulesChange(before, rules),
      before,
    });
    return { value: rules, version };
  });
}
