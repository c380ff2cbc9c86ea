/**
 * The first-run checklist (decision 244): each item's state read from the database (the saved details,
 * whether hours were ever saved, whether the menu was ever changed, placed photos, active accounts that can sign in: the seeded technicians cannot) and
 * the owner's dismissals, kept as the 'setup' settings section so a dismissal is recorded in the history.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { placeholderContactsIn, type SalonConfig } from '../../../config/salon.ts';
import {
  SETUP_ITEM_NAMES,
  setupChecklist,
  type SetupItem,
  type SetupItemState,
} from '../../../domain/setup-checklist.ts';
import type { Database } from '../../db/client.ts';
import { ownerPhotos, settingsChanges, staff } from '../../db/schema.ts';
import { readSalonSettings, saveSettingsSection } from '../settings/salon-settings-store.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export interface SetupChecklist {
  readonly items: SetupItemState[];
  readonly version: number;
}

export async function readSetupChecklist(db: Database, salon: SalonConfig): Promise<SetupChecklist> {
  // One after the other: a transaction's statements share one connection.
  const settings = await readSalonSettings(db, salon);
  const [menu] = await db.select({ changes: count() }).from(settingsChanges).where(eq(settingsChanges.area, 'menu'));
  const [photos] = await db.select({ placed: count() }).from(ownerPhotos).where(isNotNull(ownerPhotos.placement));
  const [accounts] = await db
    .select({ active: count() })
    .from(staff)
    .where(and(eq(staff.active, true), isNotNull(staff.passwordHash)));
  const items = setupChecklist(
    {
      placeholderContacts: placeholderContactsIn(settings.details.value),
      hoursSaved: settings.hours.version > 0,
      menuChanged: (menu?.changes ?? 0) > 0,
      photosPlaced: photos?.placed ?? 0,
      activeAccounts: accounts?.active ?? 0,
    },
    settings.setup.value.dismissed,
  );
  return { items, version: settings.setup.version };
}

/** Dismisses an item (or brings it back); saying so twice changes nothing and records nothing. */
export async function dismissSetupItem(
  context: Pick<StaffRequestContext, 'db' | 'salon' | 'staffId'>,
  input: { readonly item: SetupItem; readonly dismissed: boolean },
): Promise<SetupChecklist> {
  const { db, salon, staffId } = context;
  const { item, dismissed } = input;
  await db.transaction(async (tx) => {
    const { setup } = await readSalonSettings(tx, salon);
    const before = setup.value;
    if (before.dismissed.includes(item) === dismissed) return;
    const after = {
      dismissed: dismissed ? [...before.dismissed, item] : before.dismissed.filter((other) => other !== item),
    };
    await saveSettingsSection(tx, {
      section: 'setup',
      value: after,
      expectedVersion: setup.version,
      staffId,
      area: 'setup',
      summary: `${dismissed ? 'Dismissed' : 'Brought back'} the setup checklist's item "${SETUP_ITEM_NAMES[item]}".`,
      before,
    });
  });
  return readSetupChecklist(db, salon);
}
