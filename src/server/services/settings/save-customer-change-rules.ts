/**
 * Saves what customers may change through their link and when reminders go. Version-checked
 * and recorded in the settings history. Customer changes read these rules inside their own transaction
 * after the settings lock (shared), so this takes it exclusively like the booking rules.
 */
import { describeCustomerChangeRulesChange, type CustomerChangeRules } from '../../../domain/manage-booking.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { readSalonSettings, saveSettingsSection, type Versioned } from './salon-settings-store.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export interface SaveCustomerChangeRulesOptions extends Pick<StaffRequestContext, 'db' | 'salon' | 'staffId'> {
  readonly rules: CustomerChangeRules;
  readonly expectedVersion: number;
}

export async function saveCustomerChangeRules(
  options: SaveCustomerChangeRulesOptions,
): Promise<Versioned<CustomerChangeRules>> {
  const { db, salon, staffId, rules, expectedVersion } = options;
  return db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const before = (await readSalonSettings(tx, salon)).customerChanges.value;
    const version = await saveSettingsSection(tx, {
      section: 'customer_changes',
      value: rules,
      expectedVersion,
      staffId,
      area: 'customer_changes',
      summary: describeCustomerChangeRulesChange(before, rules),
      before,
    });
    return { value: rules, version };
  });
}
