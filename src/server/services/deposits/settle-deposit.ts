/**
 * Staff settle an awaited deposit: "Deposit received" (they saw the transfer in the salon's banking
 * app) or a waiver with its reason. The deposit row is locked first, as the expiry task locks it, so
 * a confirmation and the expiry racing end one way only: whichever locks it first decides, and the
 * other finds it no longer awaited. A transfer confirmed after the deadline but before the expiry ran
 * is accepted: the time is still held and the money arrived (decision 252).
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Database } from '../../db/client.ts';
import { appointmentEvents, deposits } from '../../db/schema.ts';
import { depositRefusal } from './deposit-refusals.ts';

export interface SettleDepositOptions {
  readonly db: Database;
  readonly appointmentId: string;
  readonly staffId: string;
  readonly now: Date;
}

export type Settlement = { readonly kind: 'received' } | { readonly kind: 'waived'; readonly reason: string };

export async function settleDeposit(options: SettleDepositOptions, settlement: Settlement): Promise<void> {
  const { db, appointmentId, staffId, now } = options;
  if (!isUuid(appointmentId)) throw depositRefusal('notFound');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.appointmentId, appointmentId)).for('update');
    if (!row) throw depositRefusal('notFound');
    if (row.state === 'expired') throw depositRefusal('expired');
    if (row.state === 'received') throw depositRefusal('alreadyReceived');
    if (row.state === 'waived') throw depositRefusal('alreadyWaived');
    await tx
      .update(deposits)
      .set({
        state: settlement.kind,
        settledAt: now,
        settledBy: staffId,
        waiveReason: settlement.kind === 'waived' ? settlement.reason : null,
      })
      .where(eq(deposits.appointmentId, appointmentId));
    await tx.insert(appointmentEvents).values({
      appointmentId,
      staffId,
      kind: settlement.kind === 'received' ? 'deposit_received' : 'deposit_waived',
      detail:
        settlement.kind === 'received' ? { amount: row.amount } : { amount: row.amount, reason: settlement.reason },
      createdAt: now,
    });
  });
}
