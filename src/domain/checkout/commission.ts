/**
 * Technicians' commission and tips, and the payroll summary of a period.
 *
 * A technician earns on each line they did either a percentage of what the line sold for
 * after every discount (less what was refunded of it), or a fixed amount per treatment done.
 * The rate is, most specific first: the override for this technician and this treatment,
 * the override for this treatment (everyone), the technician's own rate, the salon's default.
 * It is looked up when the sale is written and kept on the line (decision 220), so changing a
 * rate later never rewrites what was earned. The amount is rounded once, when the line is written
 * (`lineCommissionAsSold`, kept on the line), and each refund keeps what it takes back of it
 * (`commissionTakenBack`), so a period's payroll only adds kept amounts (decision 226). Tips pass to the technician at the owner's share (100 % unless the owner says otherwise,
 * for example to cover card fees), rounded half up per tip.
 * Lines of voided sales earn nothing: the caller leaves them out, or marks them void.
 */
import { MONEY_LIMITS, percentageOf, sumSatang, type Satang } from './money.ts';
import { lineNetSales, tipNet } from './paid-revenue.ts';
import type { SaleLineKind, TechnicianId } from './sale.ts';

export type CommissionRate =
  | { readonly kind: 'percentage'; readonly basisPoints: number }
  | { readonly kind: 'fixed'; /** Per treatment done (per piece on the line). */ readonly amount: Satang };

export interface TreatmentOverride {
  readonly treatmentId: number;
  /** Null: the override holds for every technician. */
  readonly technicianId: TechnicianId | null;
  readonly rate: CommissionRate;
}

export interface CommissionRules {
  readonly defaultRate: CommissionRate;
  readonly technicianRates: ReadonlyMap<TechnicianId, CommissionRate>;
  readonly treatmentOverrides: readonly TreatmentOverride[];
}

/** Tips go to the technician in full unless the owner sets a smaller share. */
export const FULL_TIP_SHARE_BASIS_POINTS = 10_000;

export const NO_COMMISSION: CommissionRate = { kind: 'percentage', basisPoints: 0 };

/** A sold line as payroll sees it. */
export interface PayrollLine {
  readonly technicianId: TechnicianId;
  readonly kind: SaleLineKind;
  /** The treatment or product sold; treatment overrides match on it when kind is 'treatment'. */
  readonly itemId: number | null;
  readonly quantity: number;
  /** The rate that held when the sale was written (commissionRateFor then). */
  readonly rate: CommissionRate;
  /** What the line sold for after every discount. */
  readonly total: Satang;
  /** Refunded of this line so far. */
  readonly refunded: Satang;
  readonly void: boolean;
}

export interface PayrollTip {
  readonly technicianId: TechnicianId;
  readonly amount: Satang;
  readonly refunded: Satang;
  readonly void: boolean;
}

export function commissionRateFor(
  rules: CommissionRules,
  line: Pick<PayrollLine, 'technicianId' | 'kind' | 'itemId'>,
): CommissionRate {
  if (line.kind === 'treatment' && line.itemId !== null) {
    const matching = rules.treatmentOverrides.filter((override) => override.treatmentId === line.itemId);
    const own = matching.find((override) => override.technicianId === line.technicianId);
    const everyone = matching.find((override) => override.technicianId === null);
    if (own) return own.rate;
    if (everyone) return everyone.rate;
  }
  return rules.technicianRates.get(line.technicianId) ?? rules.defaultRate;
}

/**
 * The commission of one line: a percentage of its net (total − refunded), or the fixed amount
 * per piece while anything of the line is still sold (a line refunded in full earns nothing).
 */
export function lineCommission(line: Pick<PayrollLine, 'rate' | 'quantity' | 'total' | 'refunded' | 'void'>): Satang {
  const net = lineNetSales(line);
  if (net <= 0) return 0;
  const rate = line.rate;
  return rate.kind === 'percentage' ? percentageOf(net, rate.basisPoints) : rate.amount * line.quantity;
}

/** A line's amounts as the commission reads them. */
export type CommissionedLine = Pick<PayrollLine, 'rate' | 'quantity' | 'total'>;

/** The commission a line earns as sold, before any refund: kept on the line when it is written. */
export function lineCommissionAsSold(line: CommissionedLine): Satang {
  return lineCommission({ ...line, refunded: 0, void: false });
}

/**
 * What a refund of `amount` takes back of a line's commission, after `refundedBefore` was refunded of
 * it: the commission before less the commission after. Kept on the refund, so the line's commission
 * as sold less every take-back is always `lineCommission` of what is left, rounded as one line.
 */
export function commissionTakenBack(line: CommissionedLine, refundedBefore: Satang, amount: Satang): Satang {
  return (
    lineCommission({ ...line, refunded: refundedBefore, void: false }) -
    lineCommission({ ...line, refunded: refundedBefore + amount, void: false })
  );
}

/** The technician's payout of a tip as written, at the owner's share then (kept on the tip). */
export function tipPayoutAsWritten(tipShareBasisPoints: number, amount: Satang): Satang {
  return tipPayout(tipShareBasisPoints, { amount, refunded: 0, void: false });
}

/** What a refund of `amount` takes back of a tip's payout, at the share kept on the tip. */
export function tipPayoutTakenBack(
  tipShareBasisPoints: number,
  tipAmount: Satang,
  refundedBefore: Satang,
  amount: Satang,
): Satang {
  return (
    tipPayout(tipShareBasisPoints, { amount: tipAmount, refunded: refundedBefore, void: false }) -
    tipPayout(tipShareBasisPoints, { amount: tipAmount, refunded: refundedBefore + amount, void: false })
  );
}

/** What a technician receives of a tip: the owner's share (basis points) of what was not refunded. */
export function tipPayout(tipShareBasisPoints: number, tip: Pick<PayrollTip, 'amount' | 'refunded' | 'void'>): Satang {
  const net = tipNet(tip);
  return percentageOf(net, Math.max(0, Math.min(tipShareBasisPoints, MONEY_LIMITS.basisPointsMax)));
}

export interface TechnicianPayroll {
  readonly technicianId: TechnicianId;
  /** Lines counted (not void). */
  readonly lines: number;
  /** Treatments done: the quantities of treatment lines still sold. */
  readonly treatments: number;
  /** What the technician's lines sold for, net of refunds. */
  readonly sales: Satang;
  readonly commission: Satang;
  /** Tips passed to the technician after the owner's share rule. */
  readonly tips: Satang;
  /** commission + tips. */
  readonly pay: Satang;
}

/** Per technician over a period's lines and tips, ordered by technician id (the screen sorts by name). */
export function payrollSummary(
  lines: readonly PayrollLine[],
  tips: readonly PayrollTip[],
  tipShareBasisPoints: number,
): TechnicianPayroll[] {
  const rows = new Map<
    TechnicianId,
    { lines: number; treatments: number; sales: Satang[]; commission: Satang[]; tips: Satang[] }
  >();
  const row = (technicianId: TechnicianId) => {
    let entry = rows.get(technicianId);
    if (entry === undefined) {
      entry = { lines: 0, treatments: 0, sales: [], commission: [], tips: [] };
      rows.set(technicianId, entry);
    }
    return entry;
  };
  for (const line of lines) {
    if (line.void) continue;
    const entry = row(line.technicianId);
    // The statistics' paid revenue of the line (paid-revenue.ts): one definition for both.
    const net = lineNetSales(line);
    entry.lines += 1;
    if (line.kind === 'treatment' && net > 0) entry.treatments += line.quantity;
    entry.sales.push(net);
    entry.commission.push(lineCommission(line));
  }
  for (const tip of tips) {
    if (tip.void) continue;
    row(tip.technicianId).tips.push(tipPayout(tipShareBasisPoints, tip));
  }
  return [...rows]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([technicianId, entry]) => {
      const commission = sumSatang(entry.commission);
      const tipsTotal = sumSatang(entry.tips);
      return {
        technicianId,
        lines: entry.lines,
        treatments: entry.treatments,
        sales: sumSatang(entry.sales),
        commission,
        tips: tipsTotal,
        pay: commission + tipsTotal,
      };
    });
}

/**
 * One technician's kept payroll figures over some days, summed by the database from the paid-revenue
 * rollup: lines counted, treatments still sold, what the lines sold for and what was refunded of them,
 * commission and tip payouts as kept less what refunds took back.
 */
export interface PayrollTotals {
  readonly technicianId: TechnicianId;
  readonly lines: number;
  readonly treatments: number;
  readonly sold: Satang;
  readonly refunded: Satang;
  readonly commission: Satang;
  /** The tips given (before refunds and share): a technician with only tips still has a row. */
  readonly tips: Satang;
  readonly tipPayout: Satang;
}

/**
 * The payroll of a period from its kept totals: the same figures as `payrollSummary` over the period's
 * lines and tips with the commission and tip share kept on them (a property test checks it). Refunds never
 * exceed what they come off, so the net of summed lines is the sum of their nets.
 */
export function payrollFromTotals(totals: readonly PayrollTotals[]): TechnicianPayroll[] {
  return [...totals]
    .filter((entry) => entry.lines > 0 || entry.tips > 0)
    .sort((a, b) => (a.technicianId < b.technicianId ? -1 : a.technicianId > b.technicianId ? 1 : 0))
    .map((entry) => ({
      technicianId: entry.technicianId,
      lines: entry.lines,
      treatments: entry.treatments,
      sales: lineNetSales({ total: entry.sold, refunded: entry.refunded, void: false }),
      commission: entry.commission,
      tips: entry.tipPayout,
      pay: entry.commission + entry.tipPayout,
    }));
}
