/**
 * What happened to a sale's money, as an append-only list of events: payments (by method,
 * cash with what was tendered), refunds (with what they give back and why) and a void. The
 * sale's balance is always recomputed from that list, never stored and edited, so a
 * correction is one more event and every report shows it as what it was (decision 220).
 *
 * Rules, checked here before the server appends an event (under the sale's lock):
 * - a payment needs something still due; a card, PromptPay, transfer or other payment may
 *   not exceed it (nobody gives change on a card); cash may be tendered above it, and the
 *   difference is the change, never negative;
 * - the sale is paid once its payments cover the total; it may be paid in several parts and
 *   methods;
 * - a refund gives back no more than was paid by its method (less what that method already
 *   gave back), and no more than its line (or tip) sold for, less earlier refunds of it;
 * - a void gives back everything still held, per method, and nothing may follow it.
 */
import { MONEY_LIMITS, sumSatang, type Satang } from './money.ts';
import type { TechnicianId } from './sale.ts';

export const PAYMENT_METHODS = ['cash', 'promptpay', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A method as money is counted by: `other` methods are told apart by the name the owner gave them. */
export interface MethodRef {
  readonly method: PaymentMethod;
  /** The owner's name for an `other` method ("Gift voucher"); null for the named methods. */
  readonly otherName: string | null;
}

export function methodKey(ref: MethodRef): string {
  return ref.method === 'other' ? `other:${ref.otherName ?? ''}` : ref.method;
}

export type RefundTarget =
  { readonly kind: 'line'; readonly lineIndex: number } | { readonly kind: 'tip'; readonly technicianId: TechnicianId };

export type SaleEvent =
  | (MethodRef & { readonly kind: 'payment'; readonly amount: Satang; readonly tendered: Satang | null })
  | (MethodRef & {
      readonly kind: 'refund';
      readonly amount: Satang;
      readonly target: RefundTarget;
      readonly reason: string;
    })
  | { readonly kind: 'void'; readonly reason: string };

/** What a sale's ledger is checked against: its total and what each line and tip sold for. */
export interface SaleAmounts {
  readonly totalDue: Satang;
  readonly lineTotals: readonly Satang[];
  readonly tips: readonly { readonly technicianId: TechnicianId; readonly amount: Satang }[];
}

export interface MethodBalance extends MethodRef {
  readonly paid: Satang;
  readonly refunded: Satang;
  /** Given back when the sale was voided. */
  readonly voidReturned: Satang;
  /** paid − refunded − voidReturned. */
  readonly held: Satang;
}

export type SaleStatus = 'unpaid' | 'part-paid' | 'paid' | 'void';

export interface SaleBalance {
  readonly status: SaleStatus;
  readonly totalDue: Satang;
  readonly paid: Satang;
  readonly refunded: Satang;
  readonly voidReturned: Satang;
  /** What the salon still holds from this sale. */
  readonly held: Satang;
  /** Still to pay: totalDue − paid, zero once paid and for a void sale. */
  readonly remainingDue: Satang;
  /** Change handed back on cash payments (tendered − amount). */
  readonly changeGiven: Satang;
  readonly methods: readonly MethodBalance[];
  readonly refundedPerLine: readonly Satang[];
  readonly refundedPerTip: ReadonlyMap<TechnicianId, Satang>;
}

export function saleBalance(amounts: SaleAmounts, events: readonly SaleEvent[]): SaleBalance {
  const methods = new Map<string, { ref: MethodRef; paid: Satang; refunded: Satang; voidReturned: Satang }>();
  const methodEntry = (ref: MethodRef) => {
    const key = methodKey(ref);
    let entry = methods.get(key);
    if (entry === undefined) {
      entry = { ref: { method: ref.method, otherName: ref.otherName }, paid: 0, refunded: 0, voidReturned: 0 };
      methods.set(key, entry);
    }
    return entry;
  };
  const refundedPerLine = amounts.lineTotals.map(() => 0);
  const refundedPerTip = new Map<TechnicianId, Satang>();
  let changeGiven = 0;
  let voided = false;
  for (const event of events) {
    if (event.kind === 'payment') {
      methodEntry(event).paid += event.amount;
      if (event.tendered !== null) changeGiven += event.tendered - event.amount;
    } else if (event.kind === 'refund') {
      methodEntry(event).refunded += event.amount;
      if (event.target.kind === 'line')
        refundedPerLine[event.target.lineIndex] = (refundedPerLine[event.target.lineIndex] ?? 0) + event.amount;
      else
        refundedPerTip.set(
          event.target.technicianId,
          (refundedPerTip.get(event.target.technicianId) ?? 0) + event.amount,
        );
    } else {
      voided = true;
      for (const entry of methods.values()) entry.voidReturned = entry.paid - entry.refunded;
    }
  }
  const methodBalances = [...methods.values()].map(({ ref, paid, refunded, voidReturned }) => ({
    ...ref,
    paid,
    refunded,
    voidReturned,
    held: paid - refunded - voidReturned,
  }));
  const paid = sumSatang(methodBalances.map((entry) => entry.paid));
  const refunded = sumSatang(methodBalances.map((entry) => entry.refunded));
  const voidReturned = sumSatang(methodBalances.map((entry) => entry.voidReturned));
  const status: SaleStatus = voided ? 'void' : paid >= amounts.totalDue ? 'paid' : paid > 0 ? 'part-paid' : 'unpaid';
  return {
    status,
    totalDue: amounts.totalDue,
    paid,
    refunded,
    voidReturned,
    held: paid - refunded - voidReturned,
    remainingDue: voided ? 0 : Math.max(0, amounts.totalDue - paid),
    changeGiven,
    methods: methodBalances,
    refundedPerLine,
    refundedPerTip,
  };
}

export interface PaymentRequest extends MethodRef {
  /** What goes towards the sale. */
  readonly amount: Satang;
  /** Cash only: what the customer handed over (at least `amount`); null for other methods. */
  readonly tendered: Satang | null;
}

export type PaymentProblem =
  | 'sale-void'
  | 'nothing-due'
  | 'amount-not-positive'
  | 'exceeds-amount-due'
  | 'tendered-below-amount'
  | 'tendered-only-for-cash'
  | 'other-method-needs-name';

export type RefundProblem =
  | 'sale-void'
  | 'amount-not-positive'
  | 'exceeds-paid-by-method'
  | 'exceeds-line'
  | 'exceeds-tip'
  | 'unknown-line'
  | 'unknown-tip'
  | 'other-method-needs-name';

export type Checked<Problem> = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };

function methodNameProblem(ref: MethodRef): boolean {
  return ref.method === 'other' ? ref.otherName === null || ref.otherName.trim() === '' : ref.otherName !== null;
}

/** Whether a payment may be appended to a sale with this balance. */
export function checkPayment(balance: SaleBalance, request: PaymentRequest): Checked<PaymentProblem> {
  if (balance.status === 'void') return { ok: false, problem: 'sale-void' };
  if (methodNameProblem(request)) return { ok: false, problem: 'other-method-needs-name' };
  if (balance.remainingDue === 0) return { ok: false, problem: 'nothing-due' };
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) return { ok: false, problem: 'amount-not-positive' };
  if (request.amount > balance.remainingDue) return { ok: false, problem: 'exceeds-amount-due' };
  if (request.tendered !== null) {
    if (request.method !== 'cash') return { ok: false, problem: 'tendered-only-for-cash' };
    if (
      !Number.isSafeInteger(request.tendered) ||
      request.tendered < request.amount ||
      request.tendered > MONEY_LIMITS.amountMax
    ) {
      return { ok: false, problem: 'tendered-below-amount' };
    }
  }
  return { ok: true };
}

/**
 * Cash handed over for what is still due: how much of it goes to the sale and the change.
 * Tendering less than is due pays part of the sale, with no change.
 */
export function cashTender(
  remainingDue: Satang,
  tendered: Satang,
): { readonly amount: Satang; readonly change: Satang } {
  const amount = Math.max(0, Math.min(remainingDue, tendered));
  return { amount, change: tendered - amount };
}

export interface RefundRequest extends MethodRef {
  readonly amount: Satang;
  readonly target: RefundTarget;
}

/** Whether a refund may be appended to a sale with these amounts and this balance. */
export function checkRefund(
  amounts: SaleAmounts,
  balance: SaleBalance,
  request: RefundRequest,
): Checked<RefundProblem> {
  if (balance.status === 'void') return { ok: false, problem: 'sale-void' };
  if (methodNameProblem(request)) return { ok: false, problem: 'other-method-needs-name' };
  if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > MONEY_LIMITS.amountMax) {
    return { ok: false, problem: 'amount-not-positive' };
  }
  const method = balance.methods.find((entry) => methodKey(entry) === methodKey(request));
  if (method === undefined || request.amount > method.held) return { ok: false, problem: 'exceeds-paid-by-method' };
  const target = request.target;
  if (target.kind === 'line') {
    const lineTotal = amounts.lineTotals[target.lineIndex];
    if (lineTotal === undefined) return { ok: false, problem: 'unknown-line' };
    if (request.amount > lineTotal - (balance.refundedPerLine[target.lineIndex] ?? 0))
      return { ok: false, problem: 'exceeds-line' };
  } else {
    const tip = amounts.tips.find((entry) => entry.technicianId === target.technicianId);
    if (tip === undefined) return { ok: false, problem: 'unknown-tip' };
    if (request.amount > tip.amount - (balance.refundedPerTip.get(target.technicianId) ?? 0))
      return { ok: false, problem: 'exceeds-tip' };
  }
  return { ok: true };
}

/** Whether a sale may be voided: once only. What it gives back is in the balance after the void event. */
export function checkVoid(balance: SaleBalance): Checked<'sale-void'> {
  return balance.status === 'void' ? { ok: false, problem: 'sale-void' } : { ok: true };
}
