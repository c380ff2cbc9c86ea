/**
 * Voids a sale: gives back, per method, everything it still holds (one void-return event each) in
 * the open session, marked with the day it corrects when that day was earlier. Owners may always;
 * staff only when the owner allows it. Nothing may follow a void.
 */
import type { z } from 'zod';
import { checkVoid, saleBalance } from '../../../domain/checkout/payments.ts';
import type { voidInputSchema } from '../../../domain/checkout/schemas.ts';
import { saleMoneyEvents, saleVoids } from '../../db/schema.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { loadSaleLedger, lockOpenSession, lockSale, readCheckoutSettings } from './checkout-records.ts';
import { getSale, type SaleView } from './get-sale.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

/** Who voids (the owner's rule may allow only owners), when, and the answer's language. */
export type VoidContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'role' | 'now' | 'salon' | 'language'>;

export async function voidSale(
  context: VoidContext,
  saleId: string,
  input: z.output<typeof voidInputSchema>,
): Promise<SaleView> {
  await context.db.transaction(async (tx) => {
    const settings = await readCheckoutSettings(tx);
    if (context.role !== 'owner' && !settings.staffMayCorrect) throw checkoutRefusal('correctionsOwnerOnly');
    const session = await lockOpenSession(tx);
    const sale = await lockSale(tx, saleId);
    const ledger = await loadSaleLedger(tx, sale);
    const before = saleBalance(ledger.amounts, ledger.events);
    if (!checkVoid(before).ok) throw checkoutRefusal('saleVoid');
    const correctsDay = sale.salonDate === session.salonDate ? null : sale.salonDate;
    for (const method of before.methods) {
      if (method.held <= 0) continue;
      await tx.insert(saleMoneyEvents).values({
        saleId,
        kind: 'void-return',
        method: method.method,
        otherName: method.otherName,
        amount: method.held,
        reason: input.reason,
        correctsDay,
        drawerSessionId: session.id,
        recordedBy: context.staffId,
        recordedAt: context.now,
      });
    }
    await tx.insert(saleVoids).values({
      saleId,
      reason: input.reason,
      correctsDay,
      drawerSessionId: session.id,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
  });
  return getSale(context.db, context.salon, saleId, context);
}
