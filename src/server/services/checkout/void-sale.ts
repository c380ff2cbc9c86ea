/**
 * Voids a sale: gives back, per method, everything it still holds (one void-return event each) in
 * the open session, marked with the day it corrects when that day was earlier. Owners may always;
 * staff only when the owner allows it. Nothing may follow a void.
 */
import type { z } from 'zod';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { checkVoid, saleBalance } from '../../../domain/checkout/payments.ts';
import type { voidInputSchema } from '../../../domain/checkout/schemas.ts';
import type { Database } from '../../db/client.ts';
import { saleMoneyEvents, saleVoids } from '../../db/schema.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { loadSaleLedger, lockOpenSession, lockSale, readCheckoutSettings } from './checkout-records.ts';

export interface VoidContext {
  readonly db: Database;
  readonly staffId: string;
  readonly role: StaffRole;
  readonly now: Date;
}

export async function voidSale(
  context: VoidContext,
  saleId: string,
  input: z.output<typeof voidInputSchema>,
): Promise<void> {
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
}
