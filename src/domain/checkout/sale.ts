/**
 * A sale's arithmetic: from its lines, discounts and tips to every line's total, the VAT
 * and the amount due. The one place these numbers are computed (decision 220); the server
 * stores what this answers and the screens show it.
 *
 * Order of work, each step in whole satang:
 * 1. A line's gross is its unit price (the override when staff changed it) × quantity.
 * 2. A line discount comes off that line: a percentage of the gross rounded half up, or an
 *    amount no larger than the gross.
 * 3. A sale discount is a percentage of (or an amount off) the sum of the lines after their
 *    own discounts; it is spread over the lines by largest remainder in proportion to what
 *    each line still costs, so every line total is what that line really sold for and the
 *    line totals add up to the sale's exactly.
 * 4. VAT is the part of the line totals' sum computed once per receipt (vat.ts).
 * 5. Tips are added after all of that, per technician, untouched by discounts and VAT.
 */
import { allocateProportionally } from './allocation.ts';
import { MONEY_LIMITS, percentageOf, sumSatang, type Satang } from './money.ts';
import { receiptVat, type VatBreakdown, type VatSetting } from './vat.ts';

export type Discount =
  { readonly kind: 'percentage'; readonly basisPoints: number } | { readonly kind: 'amount'; readonly amount: Satang };

export type SaleLineKind = 'treatment' | 'product';

/** A staff member's id (a UUID, as in the staff table). */
export type TechnicianId = string;

export interface PriceOverride {
  readonly unitPrice: Satang;
  readonly reason: string;
}

export interface SaleLine {
  readonly kind: SaleLineKind;
  /** Who did the treatment or sold the product (commission); null when nobody in particular. */
  readonly technicianId: TechnicianId | null;
  /** The price it was booked at (a treatment) or the product's price when it was added. */
  readonly listUnitPrice: Satang;
  /** Staff changed the price, with a reason; the list price stays on record beside it. */
  readonly priceOverride: PriceOverride | null;
  readonly quantity: number;
  readonly discount: Discount | null;
}

export interface Tip {
  readonly technicianId: TechnicianId;
  readonly amount: Satang;
}

export interface SaleDraft<Line extends SaleLine = SaleLine> {
  readonly lines: readonly Line[];
  readonly saleDiscount: Discount | null;
  readonly tips: readonly Tip[];
}

export interface PricedLine<Line extends SaleLine = SaleLine> {
  readonly line: Line;
  readonly unitPrice: Satang;
  /** unitPrice × quantity. */
  readonly gross: Satang;
  readonly lineDiscount: Satang;
  /** This line's part of the sale discount. */
  readonly saleDiscountShare: Satang;
  /** What the line sold for: gross − lineDiscount − saleDiscountShare. */
  readonly total: Satang;
  /** This line's part of the receipt's VAT (reports only; the receipt shows the sum). */
  readonly vat: Satang;
}

export interface SaleTotals<Line extends SaleLine = SaleLine> {
  readonly lines: readonly PricedLine<Line>[];
  /** Sum of the lines' list prices × quantities, before overrides and discounts. */
  readonly listSubtotal: Satang;
  /** Sum of the lines' gross (after overrides, before discounts). */
  readonly subtotal: Satang;
  readonly lineDiscounts: Satang;
  readonly saleDiscount: Satang;
  /** lineDiscounts + saleDiscount. */
  readonly discounts: Satang;
  /** Sum of the line totals: what the salon sold, VAT included. */
  readonly itemsTotal: Satang;
  /** Tips per technician, one entry each, in the order first named. */
  readonly tips: readonly Tip[];
  readonly tipsTotal: Satang;
  readonly vat: VatBreakdown;
  /** itemsTotal + tipsTotal: what the customer pays. */
  readonly totalDue: Satang;
}

export type SaleProblem =
  | { readonly code: 'line-discount-exceeds-line'; readonly lineIndex: number }
  | { readonly code: 'sale-discount-exceeds-sale' }
  | { readonly code: 'amount-too-large' }
  | { readonly code: 'invalid-tip' }
  | { readonly code: 'invalid-line'; readonly lineIndex: number };

export type SaleResult<Line extends SaleLine> =
  { readonly ok: true; readonly totals: SaleTotals<Line> } | { readonly ok: false; readonly problem: SaleProblem };

export function unitPriceOf(line: SaleLine): Satang {
  return line.priceOverride?.unitPrice ?? line.listUnitPrice;
}

function isWholeAmount(value: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= max;
}

function isValidLine(line: SaleLine): boolean {
  const discountOk =
    line.discount === null ||
    (line.discount.kind === 'percentage'
      ? isWholeAmount(line.discount.basisPoints, MONEY_LIMITS.basisPointsMax)
      : isWholeAmount(line.discount.amount, MONEY_LIMITS.amountMax));
  return (
    isWholeAmount(line.listUnitPrice, MONEY_LIMITS.unitPriceMax) &&
    (line.priceOverride === null || isWholeAmount(line.priceOverride.unitPrice, MONEY_LIMITS.unitPriceMax)) &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MONEY_LIMITS.quantityMax &&
    discountOk
  );
}

function discountAmount(discount: Discount | null, of: Satang): Satang {
  if (discount === null) return 0;
  return discount.kind === 'percentage' ? percentageOf(of, discount.basisPoints) : discount.amount;
}

/** Tips named twice for one technician become one; tips of nothing are dropped. */
export function mergeTips(tips: readonly Tip[]): Tip[] {
  const byTechnician = new Map<TechnicianId, Satang>();
  for (const tip of tips) byTechnician.set(tip.technicianId, (byTechnician.get(tip.technicianId) ?? 0) + tip.amount);
  return [...byTechnician]
    .filter(([, amount]) => amount > 0)
    .map(([technicianId, amount]) => ({ technicianId, amount }));
}

/** Prices a sale, or names the first thing that makes it impossible. */
export function priceSale<Line extends SaleLine>(draft: SaleDraft<Line>, vatSetting: VatSetting): SaleResult<Line> {
  const afterLineDiscounts: { gross: Satang; lineDiscount: Satang }[] = [];
  for (const [lineIndex, line] of draft.lines.entries()) {
    if (!isValidLine(line)) return { ok: false, problem: { code: 'invalid-line', lineIndex } };
    const gross = unitPriceOf(line) * line.quantity;
    const lineDiscount = discountAmount(line.discount, gross);
    if (lineDiscount > gross) return { ok: false, problem: { code: 'line-discount-exceeds-line', lineIndex } };
    afterLineDiscounts.push({ gross, lineDiscount });
  }
  const subtotal = sumSatang(afterLineDiscounts.map((line) => line.gross));
  const listSubtotal = sumSatang(draft.lines.map((line) => line.listUnitPrice * line.quantity));
  if (subtotal > MONEY_LIMITS.amountMax || listSubtotal > MONEY_LIMITS.amountMax) {
    return { ok: false, problem: { code: 'amount-too-large' } };
  }
  const netOfLineDiscounts = afterLineDiscounts.map((line) => line.gross - line.lineDiscount);
  const beforeSaleDiscount = sumSatang(netOfLineDiscounts);
  const saleDiscount = discountAmount(draft.saleDiscount, beforeSaleDiscount);
  if (saleDiscount > beforeSaleDiscount) return { ok: false, problem: { code: 'sale-discount-exceeds-sale' } };
  const shares = allocateProportionally(saleDiscount, netOfLineDiscounts);
  const lineTotals = netOfLineDiscounts.map((net, index) => net - shares[index]!);
  const vat = receiptVat(lineTotals, vatSetting);

  // Each tip is checked before merging, so a negative tip cannot hide inside a positive sum.
  if (draft.tips.some((tip) => !isWholeAmount(tip.amount, MONEY_LIMITS.amountMax))) {
    return { ok: false, problem: { code: 'invalid-tip' } };
  }
  const tips = mergeTips(draft.tips);
  const tipsTotal = sumSatang(tips.map((tip) => tip.amount));
  const itemsTotal = sumSatang(lineTotals);
  const totalDue = itemsTotal + tipsTotal;
  if (totalDue > MONEY_LIMITS.amountMax) return { ok: false, problem: { code: 'amount-too-large' } };

  const lineDiscounts = sumSatang(afterLineDiscounts.map((line) => line.lineDiscount));
  return {
    ok: true,
    totals: {
      lines: draft.lines.map((line, index) => ({
        line,
        unitPrice: unitPriceOf(line),
        gross: afterLineDiscounts[index]!.gross,
        lineDiscount: afterLineDiscounts[index]!.lineDiscount,
        saleDiscountShare: shares[index]!,
        total: lineTotals[index]!,
        vat: vat.vatPerLine[index]!,
      })),
      listSubtotal,
      subtotal,
      lineDiscounts,
      saleDiscount,
      discounts: lineDiscounts + saleDiscount,
      itemsTotal,
      tips,
      tipsTotal,
      vat,
      totalDue,
    },
  };
}
