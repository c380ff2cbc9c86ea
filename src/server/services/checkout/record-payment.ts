/**
 * Records one payment towards a sale, under the open drawer session's lock and the sale's: the
 * domain checks it against the balance recomputed from the sale's events, it is appended, and
 * when it completes the sale the receipt number is taken and the appointments become completed,
 * all in this one transaction. A request id makes a double-tapped "Record payment" record once.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { checkPayment, saleBalance, type PaymentProblem } from '../../../domain/checkout/payments.ts';
import { paymentInputSchema, withRequestId } from '../../../domain/checkout/schemas.ts';
import { saleMoneyEvents } from '../../db/schema.ts';
import { checkoutRefusal, type CheckoutRefusal } from './checkout-refusals.ts';
import { loadSaleLedger, lockOpenSession, lockSale, readCheckoutSettings } from './checkout-records.ts';
import { completeSale } from './complete-sale.ts';
import { getSale, type SaleView } from './get-sale.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export const paymentRequestSchema = withRequestId(paymentInputSchema);
export type PaymentRequestInput = z.output<typeof paymentRequestSchema>;

const PROBLEMS: Record<PaymentProblem, CheckoutRefusal> = {
  'sale-void': 'saleVoid',
  'nothing-due': 'nothingDue',
  'amount-not-positive': 'exceedsAmountDue',
  'exceeds-amount-due': 'exceedsAmountDue',
  'tendered-below-amount': 'tenderedBelowAmount',
  'tendered-only-for-cash': 'tenderedBelowAmount',
  'other-method-needs-name': 'otherMethodUnknown',
};

/** Who records the payment, when, and in which language the answer names the sale's lines. */
export type PaymentContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon' | 'role' | 'language'>;

export async function recordPayment(
  context: PaymentContext,
  saleId: string,
  input: PaymentRequestInput,
): Promise<SaleView> {
  await context.db.transaction(async (tx) => {
    const session = await lockOpenSession(tx);
    const sale = await lockSale(tx, saleId);
    // Looked up under the sale's lock: a double tap's second request waits for the first to commit and
    // then finds its payment (before the lock, on PostgreSQL, it saw nothing and was refused as overpaid).
    const [earlier] = await tx
      .select({ saleId: saleMoneyEvents.saleId })
      .from(saleMoneyEvents)
      .where(eq(saleMoneyEvents.requestId, input.requestId));
    if (earlier) {
      if (earlier.saleId !== saleId) throw checkoutRefusal('saleNotFound');
      return;
    }
    if (input.method === 'other') {
      const settings = await readCheckoutSettings(tx);
      if (!settings.otherPaymentMethods.includes(input.otherName ?? ''))
        throw checkoutRefusal('otherMethodUnknown', 'otherName');
    }
    const ledger = await loadSaleLedger(tx, sale);
    const balance = saleBalance(ledger.amounts, ledger.events);
    const checked = checkPayment(balance, input);
    if (!checked.ok) throw checkoutRefusal(PROBLEMS[checked.problem], 'amount');
    await tx.insert(saleMoneyEvents).values({
      saleId,
      kind: 'payment',
      method: input.method,
      otherName: input.otherName,
      amount: input.amount,
      tendered: input.tendered,
      drawerSessionId: session.id,
      requestId: input.requestId,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
    if (input.amount === balance.remainingDue) await completeSale(tx, saleId, context);
  });
  return getSale(context.db, context.salon, saleId, context);
}
