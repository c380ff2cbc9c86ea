/**
 * The seam between deposits and checkout: when a sale is started for appointments, each received deposit
 * of theirs not yet counted becomes a PromptPay payment of that sale (the customer pays the rest), once.
 * Called inside the sale's transaction, after its appointments are locked, so two sales of one appointment
 * cannot both count its deposit. A deposit larger than what is due (a discount given at the desk) is
 * counted up to the amount due; the rest is the front desk's to refund by hand (decision 253).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { appointmentEvents, deposits, saleMoneyEvents } from '../../db/schema.ts';

export interface DepositSaleContext {
  readonly saleId: string;
  readonly appointmentIds: readonly string[];
  readonly totalDue: number;
  readonly drawerSessionId: string;
  readonly staffId: string;
  readonly now: Date;
}

/** Answers the satang counted as paid. */
export async function countDepositsIntoSale(tx: Transaction, context: DepositSaleContext): Promise<number> {
  if (context.appointmentIds.length === 0 || context.totalDue <= 0) return 0;
  const received = await tx
    .select()
    .from(deposits)
    .where(
      and(
        inArray(deposits.appointmentId, [...context.appointmentIds]),
        eq(deposits.state, 'received'),
        isNull(deposits.appliedSaleId),
      ),
    )
    .for('update');
  let counted = 0;
  for (const deposit of received) {
    const amount = Math.min(deposit.amount, context.totalDue - counted);
    if (amount <= 0) break;
    await tx.insert(saleMoneyEvents).values({
      saleId: context.saleId,
      kind: 'payment',
      method: 'promptpay',
      amount,
      reason: `Deposit ${deposit.reference}`,
      drawerSessionId: context.drawerSessionId,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
    await tx
      .update(deposits)
      .set({ appliedSaleId: context.saleId })
      .where(eq(deposits.appointmentId, deposit.appointmentId));
    await tx.insert(appointmentEvents).values({
      appointmentId: deposit.appointmentId,
      staffId: context.staffId,
      kind: 'deposit_counted',
      detail: { saleId: context.saleId, amount },
      createdAt: context.now,
    });
    counted += amount;
  }
  return counted;
}
