/**
 * A held booking's deposit as the customer's open page asks after it (decision 258): only the state and
 * the deadline, by the reference the QR carries. Nothing of the person (no name, no time, no amount), so
 * a reference guessed or read over a shoulder tells nothing. A reference that names no deposit is one
 * 404 and counts against the address; past the limit the address gets 429, as unknown private links do.
 */
import { eq } from 'drizzle-orm';
import { isDepositReference, type DepositState } from '../../../domain/deposits/deposit-rules.ts';
import type { Database } from '../../db/client.ts';
import { deposits } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { countRecentHits, recordHit } from '../shared/rate-limit.ts';

export const DEPOSIT_STATUS_IP_BUCKET = 'deposit-status-ip';
export const DEPOSIT_STATUS_FAILURE_WINDOW_MS = 15 * 60_000;
/** A page polling its own reference never fails; a scanner of references does, and soon stops here. */
export const DEPOSIT_STATUS_MAX_FAILURES_PER_IP = 30;

export interface DepositStatus {
  readonly state: DepositState;
  /** ISO instant: the hold's deadline. */
  readonly dueAt: string;
}

export async function readDepositStatus(options: {
  readonly db: Database;
  readonly reference: string;
  readonly ip: string;
  readonly now: Date;
}): Promise<DepositStatus> {
  const { db, reference, ip, now } = options;
  const window = { bucket: DEPOSIT_STATUS_IP_BUCKET, key: ip, windowMs: DEPOSIT_STATUS_FAILURE_WINDOW_MS };
  if ((await countRecentHits(db, window, now)) >= DEPOSIT_STATUS_MAX_FAILURES_PER_IP) {
    throw refuse(429, 'deposits:errors.tooManyLookups', {
      headers: { 'Retry-After': String(DEPOSIT_STATUS_FAILURE_WINDOW_MS / 1000) },
    });
  }
  if (isDepositReference(reference)) {
    const [row] = await db
      .select({ state: deposits.state, dueAt: deposits.dueAt })
      .from(deposits)
      .where(eq(deposits.reference, reference));
    if (row) return { state: row.state, dueAt: row.dueAt.toISOString() };
  }
  await recordHit(db, DEPOSIT_STATUS_IP_BUCKET, ip, now);
  throw refuse(404, 'deposits:errors.unknownReference');
}
