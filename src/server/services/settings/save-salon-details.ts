/**
 * Saves the salon's details: version-checked against what the owner
 * loaded (409 and nothing written when someone saved in between) and recorded
 * in the settings history in the same transaction. The details feed no
 * availability rule, so no settings lock is taken.
 */
import { describeDetailsChange } from '../../../domain/salon-settings-edits.ts';
import type { SalonDetails } from '../../../domain/salon-settings.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { readSalonSettings, saveSettingsSection, type Versioned } from './salon-settings-store.ts';

export interface SaveSalonDetailsOptions extends Pick<StaffRequestContext, 'db' | 'salon' | 'staffId'> {
  readonly details: SalonDetails;
  readonly expectedVersion: number;
}

export async function saveSalonDetails(options: SaveSalonDetailsOptions): Promise<Versioned<SalonDetails>> {
  const { db, salon, staffId, details, expectedVersion } = options;
  return db.transaction(async (tx) => {
    const before = (await readSalonSettings(tx, salon)).details.value;
    const version = await saveSettingsSection(tx, {
      section: 'details',
      value: details,
      expectedVersion,
      staffId,
      area: 'details',
      summary: describeDetailsChange(before, details),
      before,
    });
    return { value: details, version };
  });
}
