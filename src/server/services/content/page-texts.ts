/**
 * The owner's words on the public pages (Settings → Pages, decision 243): read with the version a save
 * must name, and saved version-checked (409 and nothing written when another owner saved in between)
 * with the change recorded in the settings history, in one transaction. The texts feed no availability
 * rule, so no settings lock is taken. The pages read them through the salon's facts, so a save shows on
 * the next request of any server process.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import { describePageTextsChange, storedPageTextsOf } from '../../../domain/page-texts-schema.ts';
import type { StoredPageTexts } from '../../../domain/page-texts.ts';
import type { Database } from '../../db/client.ts';
import { readSalonSettings, saveSettingsSection, type Versioned } from '../settings/salon-settings-store.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export async function readPageTexts(db: Database, salon: SalonConfig): Promise<Versioned<StoredPageTexts>> {
  return (await readSalonSettings(db, salon)).pageTexts;
}

/** Saves the owner's words (each field as sent, an empty one back to the default) against the version loaded. */
export async function savePageTexts(
  context: Pick<StaffRequestContext, 'db' | 'salon' | 'staffId'>,
  input: Readonly<Record<string, unknown>> & { readonly version: number },
): Promise<Versioned<StoredPageTexts>> {
  const { db, salon, staffId } = context;
  const { version: expectedVersion, ...update } = input;
  const texts = storedPageTextsOf(update);
  return db.transaction(async (tx) => {
    const before = (await readSalonSettings(tx, salon)).pageTexts.value;
    const version = await saveSettingsSection(tx, {
      section: 'page_texts',
      value: texts,
      expectedVersion,
      staffId,
      area: 'pages',
      summary: describePageTextsChange(before, texts),
      before,
    });
    return { value: texts, version };
  });
}
