/**
 * Deposits paid through Stripe (decision 256). After a booking that holds a deposit commits, and only
 * when the owner connected Stripe, a PromptPay PaymentIntent is created for exactly the deposit and its
 * QR replaces the salon's own on the booking page. The call is made outside the booking's transaction
 * (never an outside service under the booking's locks); when Stripe fails, the hold keeps the salon's
 * own QR and staff confirm the transfer as before.
 *
 * Stripe's webhook settles it: the delivery's signature is checked on the raw body, its event id is
 * recorded once (a redelivery changes nothing), and `payment_intent.succeeded` settles the deposit under
 * its row lock exactly as the staff's "Deposit received" does, so it races the expiry the same way. A
 * payment arriving after the hold expired is not refused by Stripe (the money has moved): the deposit is
 * marked due back, for the front desk to refund. Events older than the last one applied to a deposit are
 * ignored.
 */
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { createPromptPayIntent, verifyStripeSignature } from '../../integrations/stripe.ts';
import type { Database } from '../../db/client.ts';
import { appointmentEvents, deposits, stripeEvents } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { CustomerDeposit } from './deposit-view.ts';
import { settleLockedDeposit } from './settle-deposit.ts';
import { openStripeKeys } from './stripe-settings.ts';

export interface StripeContext {
  readonly db: Database;
  readonly apiBase: string;
  /** MESSAGING_SECRET_KEY, which opens the stored keys. */
  readonly sealKey: Buffer | null;
  readonly logger: Logger;
}

/** Event ids are kept this long: Stripe retries a delivery for three days. */
export const STRIPE_EVENT_RETENTION_DAYS = 30;

/**
 * Creates the intent for a deposit just held and answers the deposit as the customer should see it
 * (Stripe's QR); unchanged when Stripe is not connected or could not be reached.
 */
export async function payDepositThroughStripe(
  context: StripeContext,
  deposit: CustomerDeposit,
  booking: { readonly appointmentId: string; readonly email: string },
): Promise<CustomerDeposit> {
  const keys = await openStripeKeys(context.db, context.sealKey);
  if (!keys || booking.email === '') return deposit;
  try {
    const intent = await createPromptPayIntent({
      apiBase: context.apiBase,
      secretKey: keys.secretKey,
      amountSatang: deposit.amountSatang,
      reference: deposit.reference,
      appointmentId: booking.appointmentId,
      email: booking.email,
    });
    await context.db
      .update(deposits)
      .set({ stripePaymentIntentId: intent.id, stripeQrData: intent.qrData })
      .where(eq(deposits.appointmentId, booking.appointmentId));
    return { ...deposit, qrPayload: intent.qrData, promptpayId: null, paidThrough: 'stripe' };
  } catch (error) {
    context.logger.warn({ err: error, reference: deposit.reference }, 'Stripe PaymentIntent not created');
    return deposit;
  }
}

const MAX_ID = 255;
const eventSchema = z.object({
  id: z.string().min(1).max(MAX_ID),
  type: z.string().min(1).max(MAX_ID),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.object({ id: z.string().min(1).max(MAX_ID), object: z.string().max(MAX_ID).optional() }).loose(),
  }),
});

export type WebhookOutcome =
  | 'not_configured'
  | 'bad_signature'
  | 'malformed'
  | 'duplicate'
  | 'ignored'
  | 'unknown_intent'
  | 'out_of_order'
  | 'received'
  | 'already_settled'
  | 'paid_after_expiry';

export async function handleStripeWebhook(
  context: StripeContext,
  delivery: {
    readonly signature: string | undefined;
    readonly rawBody: string;
    readonly now: Date;
    readonly timeZone: string;
  },
): Promise<WebhookOutcome> {
  const keys = await openStripeKeys(context.db, context.sealKey);
  if (!keys) return 'not_configured';
  if (!verifyStripeSignature(delivery.signature, delivery.rawBody, keys.webhookSecret, delivery.now)) {
    return 'bad_signature';
  }
  let parsed: z.output<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(delivery.rawBody));
  } catch {
    return 'malformed';
  }
  const event = parsed;
  const { now } = delivery;
  return context.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: stripeEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    // Retention: the ids Stripe can no longer redeliver.
    await tx
      .delete(stripeEvents)
      .where(lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENT_RETENTION_DAYS * 86_400_000)));
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    const [row] = await tx
      .select()
      .from(deposits)
      .where(eq(deposits.stripePaymentIntentId, event.data.object.id))
      .for('update');
    if (!row) return 'unknown_intent';
    const eventAt = new Date(event.created * 1000);
    if (row.stripeEventAt !== null && eventAt < row.stripeEventAt) return 'out_of_order';
    await tx.update(deposits).set({ stripeEventAt: eventAt }).where(eq(deposits.appointmentId, row.appointmentId));
    if (row.state === 'awaited') {
      await settleLockedDeposit(
        tx,
        row,
        { appointmentId: row.appointmentId, staffId: null, now, timeZone: delivery.timeZone },
        { kind: 'received', via: 'stripe' },
      );
      return 'received';
    }
    if (row.state === 'expired') {
      // The hold was released before the money came: it goes back to the customer.
      await tx
        .update(deposits)
        .set({ state: 'refund_due', outcomeAt: now })
        .where(eq(deposits.appointmentId, row.appointmentId));
      await tx.insert(appointmentEvents).values({
        appointmentId: row.appointmentId,
        staffId: null,
        kind: 'deposit_paid_after_expiry',
        detail: { amount: row.amount, via: 'stripe' },
        createdAt: now,
      });
      return 'paid_after_expiry';
    }
    return 'already_settled';
  });
}
