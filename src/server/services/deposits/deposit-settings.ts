/**
 * The owner's deposit rules (Settings, then Deposits): one row, saved with the version the owner
 * edited. A save takes the settings lock exclusive, like every rule a booking obeys, so a booking in
 * flight reads either the old rules or the new ones, never a mix.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_DEPOSIT_RULES,
  depositRulesFrom,
  type DepositRules,
  type DepositSettingsInput,
} from '../../../domain/deposits/deposit-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { depositSettings } from '../../db/schema.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { depositRefusal } from './deposit-refusals.ts';

type Executor = Database | Transaction;

export interface DepositSettingsView {
  readonly version: number;
  readonly rules: DepositRules;
}

export async function readDepositSettings(db: Executor): Promise<DepositSettingsView> {
  const [row] = await db.select().from(depositSettings).where(eq(depositSettings.id, 1));
  return row
    ? { version: row.version, rules: depositRulesFrom(row.rules) }
    : { version: 0, rules: DEFAULT_DEPOSIT_RULES };
}

export async function saveDepositSettings(
  db: Database,
  input: DepositSettingsInput,
  now: Date,
  staffId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const current = await readDepositSettings(tx);
    if (current.version !== input.version) throw depositRefusal('settingsChanged');
    await tx
      .insert(depositSettings)
      .values({ id: 1, rules: input.rules, version: current.version + 1, updatedAt: now })
      .onConflictDoUpdate({
        target: depositSettings.id,
        set: { rules: input.rules, version: current.version + 1, updatedAt: now },
      });
    await recordSettingsChange(tx, {
      staffId,
      area: 'deposits',
      summary: input.rules.enabled ? 'Changed the deposit rules (deposits on).' : 'Turned deposits off.',
      detail: { before: current.rules, after: input.rules },
    });
  });
}
