/**
 * Refunds part of a sale: money given back by one method against one line or one technician's tip,
 * with a reason, appended as a `refund` money event in the drawer session open now (marked with the
 * day it corrects when the sale was from an earlier day, whose closed Z report therefore never
 * changes). Owners may always; staff only when the owner allows corrections. Under the session's
 * lock, then the sale's, the domain checks it against the balance recomputed from the sale's events
 * (never more than that method still holds, nor than the line or tip sold for less earlier refunds),
 * and a cash refund against what the drawer should hold. A request id makes a double tap record once.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { checkDrawerEvent } from '../../../domain/checkout/drawer.ts';
import { checkRefund, saleBalance, type RefundProblem } from '../../../domain/checkout/payments.ts';
import { refundInputSchema, withRequestId } from '../../../domain/checkout/schemas.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import type { Database } from '../../db/client.ts';
import { saleMoneyEvents } from '../../db/schema.ts';
import { checkoutRefusal, type CheckoutRefusal } from './checkout-refusals.ts';
import {
  loadDrawerEvents,
  loadSaleLedger,
  lockOpenSession,
  lockSale,
  readCheckoutSettings,
} from './checkout-records.ts';

export const refundRequestSchema = withRequestId(refundInputSchema);
export type RefundRequestInput = z.output<typeof refundRequestSchema>;

const PROBLEMS: Record<RefundProblem, [CheckoutRefusal, string]> = {
  'sale-void': ['saleVoid', 'amount'],
  'amount-not-positive': ['exceedsPaidByMethod', 'amount'],
  'exceeds-paid-by-method': ['exceedsPaidByMethod', 'amount'],
  'exceeds-line': ['exceedsLine', 'amount'],
  'exceeds-tip': ['exceedsTip', 'amount'],
  'unknown-line': ['unknownLine', 'target'],
  'unknown-tip': ['unknownTip', 'target'],
  'other-method-needs-name': ['otherMethodUnknown', 'otherName'],
};

export interface RefundContext {
  readonly db: Database;
  readonly staffId: string;
  readonly role: StaffRole;
  readonly now: Date;
}

export async function refundSale(context: RefundContext, saleId: string, input: RefundRequestInput): Promise<void> {
  await context.db.transaction(async (tx) => {
    const settings = await readCheckoutSettings(tx);
    if (context.role !== 'owner' && !settings.staffMayCorrect) throw checkoutRefusal('correctionsOwnerOnly');
    const session = await lockOpenSession(tx);
    const sale = await lockSale(tx, saleId);
    const [earlier] = await tx
      .select({ saleId: saleMoneyEvents.saleId })
      .from(saleMoneyEvents)
      .where(eq(saleMoneyEvents.requestId, input.requestId));
    if (earlier) {
      if (earlier.saleId !== saleId) throw checkoutRefusal('saleNotFound');
      return;
    }
    const ledger = await loadSaleLedger(tx, sale);
    const checked = checkRefund(ledger.amounts, saleBalance(ledger.amounts, ledger.events), input);
    if (!checked.ok) {
      const [refusal, field] = PROBLEMS[checked.problem];
      throw checkoutRefusal(refusal, field);
    }
    const correctsDay = sale.salonDate === session.salonDate ? null : sale.salonDate;
    if (input.method === 'cash') {
      const drawer = checkDrawerEvent(await loadDrawerEvents(tx, session), {
        kind: 'refund',
        method: 'cash',
        otherName: null,
        saleId,
        amount: input.amount,
        correctsDay,
      });
      if (!drawer.ok) throw checkoutRefusal('notEnoughCash', 'amount');
    }
    await tx.insert(saleMoneyEvents).values({
      saleId,
      kind: 'refund',
      method: input.method,
      otherName: input.otherName,
      amount: input.amount,
      refundLine: input.target.kind === 'line' ? input.target.lineIndex : null,
      refundTipTechnicianId: input.target.kind === 'tip' ? input.target.technicianId : null,
      reason: input.reason,
      correctsDay,
      drawerSessionId: session.id,
      requestId: input.requestId,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
  });
}
