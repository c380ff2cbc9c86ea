/**
 * The owner's checkout settings (Settings, then Checkout): the PromptPay ID the QR pays, the VAT
 * registration printed on receipts, the owner's other payment methods, and whether staff may refund
 * and void. Saved with the version the owner edited; another owner's save in between is refused.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parsePromptPayId } from '../../../domain/checkout/promptpay.ts';
import { otherMethodsSchema } from '../../../domain/checkout/schemas.ts';
import { boundedText, jsonInteger } from '../../../domain/input-bounds.ts';
import type { Database } from '../../db/client.ts';
import { checkoutSettings } from '../../db/schema.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { readCheckoutSettings } from './checkout-records.ts';

const optionalText = (max: number) =>
  boundedText('checkout:errors.promptpayIdInvalid', { max })
    .transform((text) => text.trim())
    .nullable()
    .transform((text) => (text === null || text === '' ? null : text));

export const checkoutSettingsInputSchema = z.strictObject({
  version: jsonInteger('checkout:errors.settingsChanged', { min: 0, max: 1_000_000_000 }),
  promptpayId: optionalText(40).refine(
    (text) => text === null || parsePromptPayId(text) !== null,
    'checkout:errors.promptpayIdInvalid',
  ),
  vatRegistration: optionalText(20).refine(
    (text) => text === null || /^\d{13}$/.test(text),
    'checkout:errors.promptpayIdInvalid',
  ),
  otherPaymentMethods: otherMethodsSchema,
  staffMayCorrect: z.boolean({ error: 'checkout:validation.kind' }),
});
export type CheckoutSettingsInput = z.output<typeof checkoutSettingsInputSchema>;

export async function getCheckoutSettings(db: Database) {
  const row = await readCheckoutSettings(db);
  return {
    version: row.version,
    promptpayId: row.promptpayId,
    vatRegistration: row.vatRegistration,
    otherPaymentMethods: row.otherPaymentMethods,
    staffMayCorrect: row.staffMayCorrect,
  };
}

export async function saveCheckoutSettings(db: Database, input: CheckoutSettingsInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // A missing row is the defaults at version 0; the first save writes it (a concurrent first save waits here).
    await tx.insert(checkoutSettings).values({ id: 1, version: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1)).for('update');
    if (!row || row.version !== input.version) throw checkoutRefusal('settingsChanged');
    await tx
      .update(checkoutSettings)
      .set({
        promptpayId: input.promptpayId,
        vatRegistration: input.vatRegistration,
        otherPaymentMethods: input.otherPaymentMethods,
        staffMayCorrect: input.staffMayCorrect,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(checkoutSettings.id, 1));
  });
}
