/**
 * Thai VAT, included in the prices (the menu's prices are what the customer pays).
 *
 * The rule, written once (decision 220): the VAT part of a receipt is computed once, on the
 * receipt's VAT-able total (the sum of its line totals after every discount; tips are not
 * the salon's turnover and carry no VAT), as total × rate / (100 % + rate), rounded to the
 * nearest satang with halves rounded up. It is not summed from per-line roundings, which
 * could differ from it by several satang on a long receipt. When the salon is not VAT
 * registered, receipts show no VAT at all (zero here).
 *
 * For reports that need the VAT per line, the receipt's VAT is spread over the lines by
 * largest remainder (allocation.ts), so the lines add up to the receipt.
 */
import { allocateProportionally } from './allocation.ts';
import { divideRoundingHalfUp, MONEY_LIMITS, type Satang } from './money.ts';

/** Thailand's standard rate since 1999: 7 %, in basis points. */
export const THAI_VAT_RATE_BASIS_POINTS = 700;

export interface VatSetting {
  /** The owner entered a VAT registration: receipts show VAT and are abbreviated tax invoices. */
  readonly registered: boolean;
  readonly rateBasisPoints: number;
}

export const NOT_VAT_REGISTERED: VatSetting = { registered: false, rateBasisPoints: THAI_VAT_RATE_BASIS_POINTS };

/** The VAT contained in a VAT-inclusive amount: amount × rate / (1 + rate), rounded half up. */
export function vatIncluded(amount: Satang, setting: VatSetting): Satang {
  if (!setting.registered || setting.rateBasisPoints === 0) return 0;
  return divideRoundingHalfUp(amount * setting.rateBasisPoints, MONEY_LIMITS.basisPointsMax + setting.rateBasisPoints);
}

export interface VatBreakdown {
  /** The VAT-inclusive total the VAT was computed on. */
  readonly vatableTotal: Satang;
  readonly vat: Satang;
  /** The total without VAT: vatableTotal − vat. */
  readonly net: Satang;
  /** The receipt's VAT spread over its lines, in line order, adding up to `vat`. */
  readonly vatPerLine: readonly Satang[];
}

/** The VAT of a receipt from its line totals (each already VAT-inclusive). */
export function receiptVat(lineTotals: readonly Satang[], setting: VatSetting): VatBreakdown {
  const vatableTotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const vat = vatIncluded(vatableTotal, setting);
  const vatPerLine = vat === 0 ? lineTotals.map(() => 0) : allocateProportionally(vat, lineTotals);
  return { vatableTotal, vat, net: vatableTotal - vat, vatPerLine };
}
