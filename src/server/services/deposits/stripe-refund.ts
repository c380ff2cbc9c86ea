/**
 * Refunds a deposit paid through Stripe at Stripe (decision 259): staff press "Refund through Stripe" on a
 * deposit due back. The call is made outside any transaction (never under the deposit's lock), with the
 * Idempotency-Key `deposit-refund-<reference>`, so a second press or a retry after a lost answer gets the
 * same refund from Stripe; the refund is then recorded once under the deposit's lock, as a hand refund is.
 * A refusal or an outage leaves the deposit due back and says so; a hand refund stays possible.
 */
import { eq } from 'drizzle-orm';
import { paidThroughStripe } from '../../../domain/deposits/deposit-rules.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Database } from '../../db/client.ts';
import { deposits } from '../../db/schema.ts';
import { createStripeRefund, StripeApiError } from '../../integrations/stripe.ts';
import type { Logger } from '../../logger.ts';
import { depositRefusal } from './deposit-refusals.ts';
import { markDepositRefunded } from './record-deposit-refund.ts';
import { openStripeKeys } from './stripe-settings.ts';

export async function refundDepositThroughStripe(options: {
  readonly db: Database;
  readonly apiBase: string;
  readonly sealKey: Buffer | null;
  readonly logger: Logger;
  readonly appointmentId: string;
  readonly staffId: string;
  readonly now: Date;
}): Promise<void> {
  const { db, appointmentId, staffId, now } = options;
  if (!isUuid(appointmentId)) throw depositRefusal('notFound');
  const [row] = await db.select().from(deposits).where(eq(deposits.appointmentId, appointmentId));
  if (!row) throw depositRefusal('notFound');
  if (row.state === 'refunded') throw depositRefusal('alreadyRefunded');
  if (row.state !== 'refund_due') throw depositRefusal('notRefundDue');
  if (!paidThroughStripe(row) || !row.stripePaymentIntentId) throw depositRefusal('notPaidThroughStripe');
  const keys = await openStripeKeys(db, options.sealKey);
  if (!keys) throw depositRefusal('stripeOff');

  let refundId: string;
  try {
    refundId = await createStripeRefund({
      apiBase: options.apiBase,
      secretKey: keys.secretKey,
      paymentIntentId: row.stripePaymentIntentId,
      amountSatang: row.amount,
      idempotencyKey: `deposit-refund-${row.reference}`,
    });
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    options.logger.warn({ appointmentId, status: error.status }, 'Stripe did not refund the deposit');
    throw depositRefusal('stripeRefundFailed');
  }

  // Another press that got the same refund from Stripe (the same key) and recorded it first is told so here.
  await db.transaction((tx) =>
    markDepositRefunded(tx, { appointmentId, staffId, method: 'stripe', now, stripeRefundId: refundId }),
  );
}
