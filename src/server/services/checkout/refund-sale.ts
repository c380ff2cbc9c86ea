/**
 * Refunds part of a sale: money given back by one method against one line or one technician's tip,
 * with a reason, appended as a `refund` money event in the drawer session open now (marked with the
 * day it corrects when the sale was from an earlier day, whose closed Z report therefore never
 * changes). Owners may always; staff only when the owner allows corrections. Under the session's
 * lock, then the sale's, the domain checks it against the balance recomputed from the sale's events
 * (never more than that method still holds, nor than the line or tip sold for less earlier refunds),
 * and a cash refund against what the drawer should hold. A request id makes a double tap record once.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { commissionTakenBack, tipPayoutTakenBack } from '../../../domain/checkout/commission.ts';
import { checkDrawerEvent } from '../../../domain/checkout/drawer.ts';
import { checkRefund, saleBalance, type RefundProblem } from '../../../domain/checkout/payments.ts';
import { refundInputSchema, withRequestId } from '../../../domain/checkout/schemas.ts';
import type { Transaction } from '../../db/client.ts';
import { saleLines, saleMoneyEvents, saleTips } from '../../db/schema.ts';
import { checkoutRefusal, type CheckoutRefusal } from './checkout-refusals.ts';
import { getSale, type SaleView } from './get-sale.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import {
  loadDrawerEvents,
  loadSaleLedger,
  type SaleLedger,
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

/** Who refunds (the owner's rule may allow only owners), when, and the answer's language. */
export type RefundContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'role' | 'now' | 'salon' | 'language'>;

export async function refundSale(context: RefundContext, saleId: string, input: RefundRequestInput): Promise<SaleView> {
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
      commissionReversed: await commissionReversed(tx, saleId, ledger, input),
      reason: input.reason,
      correctsDay,
      drawerSessionId: session.id,
      requestId: input.requestId,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
  });
  return getSale(context.db, context.salon, saleId, context);
}

/**
 * What this refund takes back of the commission of the line it is made against, or of the payout of the
 * tip, from the amounts and rate or share kept on them and what earlier refunds gave back of the same
 * line or tip (decision 226).
 */
async function commissionReversed(
  tx: Transaction,
  saleId: string,
  ledger: SaleLedger,
  input: RefundRequestInput,
): Promise<number> {
  const target = input.target;
  const earlier = ledger.events.reduce((sum, event) => {
    if (event.kind !== 'refund') return sum;
    const same =
      target.kind === 'line'
        ? event.target.kind === 'line' && event.target.lineIndex === target.lineIndex
        : event.target.kind === 'tip' && event.target.technicianId === target.technicianId;
    return same ? sum + event.amount : sum;
  }, 0);
  if (target.kind === 'line') {
    const [line] = await tx
      .select()
      .from(saleLines)
      .where(and(eq(saleLines.saleId, saleId), eq(saleLines.position, target.lineIndex)));
    if (!line) return 0;
    const rate =
      line.commissionKind === 'fixed'
        ? { kind: 'fixed' as const, amount: line.commissionValue }
        : { kind: 'percentage' as const, basisPoints: line.commissionValue };
    return commissionTakenBack({ rate, quantity: line.quantity, total: line.total }, earlier, input.amount);
  }
  const [tip] = await tx
    .select()
    .from(saleTips)
    .where(and(eq(saleTips.saleId, saleId), eq(saleTips.technicianId, target.technicianId)));
  if (!tip) return 0;
  return tipPayoutTakenBack(tip.shareBasisPoints, tip.amount, earlier, input.amount);
}
