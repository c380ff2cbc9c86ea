/**
 * The checkout screen's draft: lines as staff edit them (typed texts kept as typed), turned into
 * the domain's sale draft for the live totals (the same priceSale the server runs) and into the
 * request the server prices again from its own prices.
 */
import { parseBaht, type Satang } from '../../../domain/checkout/money.ts';
import type { Discount, SaleDraft, SaleLine } from '../../../domain/checkout/sale.ts';
import type { SaleInput } from './checkout-api.ts';

export interface DraftLine {
  readonly key: string;
  readonly kind: 'treatment' | 'product';
  readonly itemId: number;
  readonly appointmentServiceId: number | null;
  readonly name: string;
  readonly listUnitPrice: Satang;
  readonly technicianId: string | null;
  readonly quantity: number;
  /** Null: the booked or list price. */
  readonly priceOverride: { readonly priceText: string; readonly reason: string } | null;
}

export interface DraftTip {
  readonly key: string;
  readonly technicianId: string;
  readonly amountText: string;
}

export interface Draft {
  readonly lines: readonly DraftLine[];
  readonly tips: readonly DraftTip[];
  /** The sale discount in whole percent as typed ('' = none). */
  readonly discountPercentText: string;
}

export function discountOf(text: string): Discount | null {
  if (text.trim() === '') return null;
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const percent = Number(text.trim());
  return percent > 0 && percent <= 100 ? { kind: 'percentage', basisPoints: percent * 100 } : null;
}

export function discountValid(text: string): boolean {
  return text.trim() === '' || discountOf(text) !== null || text.trim() === '0';
}

function overridePrice(line: DraftLine): Satang | null {
  return line.priceOverride === null ? null : parseBaht(line.priceOverride.priceText);
}

/** What is wrong with the draft before anything is sent: the first line or tip that cannot be read. */
export function draftProblems(draft: Draft): { lineKeys: Set<string>; tipKeys: Set<string>; discount: boolean } {
  const lineKeys = new Set<string>();
  for (const line of draft.lines) {
    if (line.priceOverride !== null) {
      const price = overridePrice(line);
      if (price === null || line.priceOverride.reason.trim().length < 3) lineKeys.add(line.key);
    }
  }
  const tipKeys = new Set<string>();
  for (const tip of draft.tips) {
    const amount = parseBaht(tip.amountText);
    if (amount === null || amount <= 0) tipKeys.add(tip.key);
  }
  return { lineKeys, tipKeys, discount: !discountValid(draft.discountPercentText) };
}

export function domainDraft(draft: Draft): SaleDraft {
  const lines: SaleLine[] = draft.lines.map((line) => {
    const price = overridePrice(line);
    return {
      kind: line.kind,
      technicianId: line.technicianId,
      listUnitPrice: line.listUnitPrice,
      priceOverride:
        price === null || line.priceOverride === null ? null : { unitPrice: price, reason: line.priceOverride.reason },
      quantity: line.quantity,
      discount: null,
    };
  });
  const tips = draft.tips.flatMap((tip) => {
    const amount = parseBaht(tip.amountText);
    return amount !== null && amount > 0 ? [{ technicianId: tip.technicianId, amount }] : [];
  });
  return { lines, saleDiscount: discountOf(draft.discountPercentText), tips };
}

export function saleRequest(draft: Draft, appointmentIds: readonly string[]): SaleInput {
  const priced = domainDraft(draft);
  return {
    appointmentIds: [...appointmentIds],
    lines: draft.lines.map((line, index) => ({
      kind: line.kind,
      itemId: line.itemId,
      appointmentServiceId: line.appointmentServiceId,
      technicianId: line.technicianId,
      quantity: line.quantity,
      priceOverride:
        priced.lines[index]?.priceOverride && line.priceOverride
          ? { unitPrice: priced.lines[index].priceOverride.unitPrice, reason: line.priceOverride.reason.trim() }
          : null,
      discount: null,
    })),
    saleDiscount: priced.saleDiscount,
    tips: [...priced.tips],
  };
}
