/**
 * One lock for every change to who holds which role and who is active
 * (decision record 101). The last-owner rule reads "how many other active
 * owners are there?" and then writes; two owners demoting each other at the
 * same moment would each see the other and both succeed without it. Under
 * this transaction-scoped advisory lock the second waits for the first to
 * commit and then sees that only one owner is left.
 *
 * Order: a transaction that also needs lockSettingsExclusive takes that one
 * first, then this one, so no two transactions ever wait on each other.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/** First key of the two-key advisory lock (next to SETTINGS_LOCK_CLASS); the second is always 0. */
export const STAFF_ACCOUNTS_LOCK_CLASS = 7_246_006;

export async function lockStaffAccounts(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_ACCOUNTS_LOCK_CLASS}, 0)`);
}
