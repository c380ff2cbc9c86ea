/**
 * Staff record that a deposit due back was paid back (how, by whom, when). The row is locked and must
 * be `refund_due`: a second tap, or two staff at once, find it `refunded` and are told so; the refund
 * is recorded once (decision 254).
 */
import { eq } from 'drizzle-orm';
import type { DepositRefundMethod } from '../../../domain/deposits/deposit-rules.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointmentEvents, deposits } from '../../db/schema.ts';
import { depositRefusal } from './deposit-refusals.ts';

export interface RecordDepositRefundOptions {
  readonly db: Database;
  readonly appointmentId: string;
  readonly staffId: string;
  readonly method: DepositRefundMethod;
  readonly now: Date;
}

export async function recordDepositRefund(options: RecordDepositRefundOptions): Promise<void> {
  const { db, appointmentId } = options;
  if (!isUuid(appointmentId)) throw depositRefusal('notFound');
  await db.transaction((tx) => markDepositRefunded(tx, options));
}

/**
 * The one way a deposit due back becomes refunded, by hand or through Stripe: under the deposit's lock it
 * must still be `refund_due` (a second tap, two staff at once, or a second Stripe press that got the same
 * refund find it `refunded` and are told so), then the state and the appointment's history are written.
 */
export async function markDepositRefunded(
  tx: Transaction,
  refund: {
    readonly appointmentId: string;
    readonly staffId: string;
    /** 'stripe': the app's own refund at Stripe, never chosen by hand. */
    readonly method: DepositRefundMethod | 'stripe';
    readonly now: Date;
    readonly stripeRefundId?: string;
  },
): Promise<void> {
  const { appointmentId, staffId, method, now, stripeRefundId } = refund;
  const [row] = await tx.select().from(deposits).where(eq(deposits.appointmentId, appointmentId)).for('update');
  if (!row) throw depositRefusal('notFound');
  if (row.state === 'refunded') throw depositRefusal('alreadyRefunded');
  if (row.state !== 'refund_due') throw depositRefusal('notRefundDue');
  await tx
    .update(deposits)
    .set({ state: 'refunded', refundedAt: now, refundedBy: staffId, refundMethod: method })
    .where(eq(deposits.appointmentId, appointmentId));
  await tx.insert(appointmentEvents).values({
    appointmentId,
    staffId,
    kind: 'deposit_refunded',
    detail:
      stripeRefundId === undefined ? { amount: row.amount, method } : { amount: row.amount, method, stripeRefundId },
    createdAt: now,
  });
}
