import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from './money.ts';
import { priceSale, type Discount, type SaleDraft, type SaleLine, type SaleTotals } from './sale.ts';
import { NOT_VAT_REGISTERED, THAI_VAT_RATE_BASIS_POINTS, vatIncluded, type VatSetting } from './vat.ts';

const VAT_REGISTERED: VatSetting = { registered: true, rateBasisPoints: THAI_VAT_RATE_BASIS_POINTS };

function line(listUnitPrice: number, overrides: Partial<SaleLine> = {}): SaleLine {
  return {
    kind: 'treatment',
    technicianId: 't1',
    listUnitPrice,
    priceOverride: null,
    quantity: 1,
    discount: null,
    ...overrides,
  };
}

function priced(draft: SaleDraft, vat: VatSetting = NOT_VAT_REGISTERED): SaleTotals {
  const result = priceSale(draft, vat);
  if (!result.ok) throw new Error(`Unexpected problem ${JSON.stringify(result.problem)}`);
  return result.totals;
}

const discountArbitrary: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 50_000 }) }),
);

const lineArbitrary: fc.Arbitrary<SaleLine> = fc.record({
  kind: fc.constantFrom('treatment' as const, 'product' as const),
  technicianId: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: null }),
  listUnitPrice: fc.integer({ min: 0, max: 500_000 }),
  priceOverride: fc.option(
    fc.record({ unitPrice: fc.integer({ min: 0, max: 500_000 }), reason: fc.constant('Regular customer') }),
    { nil: null },
  ),
  quantity: fc.integer({ min: 1, max: 5 }),
  discount: discountArbitrary,
});

const draftArbitrary: fc.Arbitrary<SaleDraft> = fc.record({
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }),
  saleDiscount: discountArbitrary,
  tips: fc.array(
    fc.record({ technicianId: fc.constantFrom('t1', 't2', 't3', 't5'), amount: fc.integer({ min: 0, max: 100_000 }) }),
    { maxLength: 4 },
  ),
});

describe('pricing a sale', () => {
  it('prices a two-treatment appointment with a 10 % sale discount and a tip', () => {
    const totals = priced(
      {
        lines: [line(59_000), line(130_000, { technicianId: 't2' })],
        saleDiscount: { kind: 'percentage', basisPoints: 1_000 },
        tips: [{ technicianId: 't2', amount: 10_000 }],
      },
      VAT_REGISTERED,
    );
    expect(totals.subtotal).toBe(189_000);
    expect(totals.saleDiscount).toBe(18_900);
    expect(totals.lines.map((entry) => entry.saleDiscountShare)).toEqual([5_900, 13_000]);
    expect(totals.lines.map((entry) => entry.total)).toEqual([53_100, 117_000]);
    expect(totals.itemsTotal).toBe(170_100);
    // ฿1,701 × 7 / 107 = ฿111.28037… → ฿111.28
    expect(totals.vat.vat).toBe(11_128);
    expect(totals.vat.net).toBe(158_972);
    expect(totals.tipsTotal).toBe(10_000);
    expect(totals.totalDue).toBe(180_100);
  });

  it('spreads an amount discount so no satang is lost: ฿1 off three ฿1 lines', () => {
    const totals = priced({
      lines: [line(100), line(100), line(100)],
      saleDiscount: { kind: 'amount', amount: 100 },
      tips: [],
    });
    expect(totals.lines.map((entry) => entry.total)).toEqual([66, 67, 67]);
    expect(totals.itemsTotal).toBe(200);
  });

  it('applies a price override with its reason and a line discount before the sale discount', () => {
    const totals = priced({
      lines: [
        line(59_000, {
          priceOverride: { unitPrice: 50_000, reason: 'Shorter treatment' },
          quantity: 2,
          discount: { kind: 'amount', amount: 5_000 },
        }),
        line(20_000, { kind: 'product', technicianId: null, discount: { kind: 'percentage', basisPoints: 2_000 } }),
      ],
      saleDiscount: null,
      tips: [],
    });
    expect(totals.listSubtotal).toBe(138_000);
    expect(totals.subtotal).toBe(120_000);
    expect(totals.lines.map((entry) => entry.lineDiscount)).toEqual([5_000, 4_000]);
    expect(totals.lineDiscounts).toBe(9_000);
    expect(totals.itemsTotal).toBe(111_000);
    expect(totals.vat.vat).toBe(0);
  });

  it('refuses discounts larger than what they come off, and amounts past the limit', () => {
    expect(
      priceSale(
        { lines: [line(100, { discount: { kind: 'amount', amount: 101 } })], saleDiscount: null, tips: [] },
        NOT_VAT_REGISTERED,
      ),
    ).toEqual({
      ok: false,
      problem: { code: 'line-discount-exceeds-line', lineIndex: 0 },
    });
    expect(
      priceSale({ lines: [line(100)], saleDiscount: { kind: 'amount', amount: 101 }, tips: [] }, NOT_VAT_REGISTERED),
    ).toEqual({
      ok: false,
      problem: { code: 'sale-discount-exceeds-sale' },
    });
    const dear = line(MONEY_LIMITS.unitPriceMax, { quantity: MONEY_LIMITS.quantityMax });
    expect(priceSale({ lines: [dear, dear], saleDiscount: null, tips: [] }, NOT_VAT_REGISTERED)).toEqual({
      ok: false,
      problem: { code: 'amount-too-large' },
    });
    expect(
      priceSale({ lines: [line(100, { quantity: 0 })], saleDiscount: null, tips: [] }, NOT_VAT_REGISTERED),
    ).toEqual({
      ok: false,
      problem: { code: 'invalid-line', lineIndex: 0 },
    });
    expect(priceSale({ lines: [line(1.5)], saleDiscount: null, tips: [] }, NOT_VAT_REGISTERED).ok).toBe(false);
  });

  it('refuses a negative or fractional tip even when another tip would hide it', () => {
    const draft = { lines: [line(10_000)], saleDiscount: null };
    const negative = [
      { technicianId: 't1', amount: -500 },
      { technicianId: 't1', amount: 1_000 },
    ];
    expect(priceSale({ ...draft, tips: negative }, NOT_VAT_REGISTERED)).toEqual({
      ok: false,
      problem: { code: 'invalid-tip' },
    });
    expect(priceSale({ ...draft, tips: [{ technicianId: 't1', amount: 0.5 }] }, NOT_VAT_REGISTERED).ok).toBe(false);
  });

  it('merges tips named twice for one technician', () => {
    const totals = priced({
      lines: [line(10_000)],
      saleDiscount: null,
      tips: [
        { technicianId: 't3', amount: 2_000 },
        { technicianId: 't4', amount: 0 },
        { technicianId: 't3', amount: 500 },
      ],
    });
    expect(totals.tips).toEqual([{ technicianId: 't3', amount: 2_500 }]);
  });

  it('keeps every total whole, the line totals adding up to the items total, and nothing negative', () => {
    fc.assert(
      fc.property(draftArbitrary, fc.boolean(), (draft, registered) => {
        const result = priceSale(draft, { registered, rateBasisPoints: THAI_VAT_RATE_BASIS_POINTS });
        if (!result.ok) return;
        const totals = result.totals;
        const lineSum = totals.lines.reduce((sum, entry) => sum + entry.total, 0);
        expect(lineSum).toBe(totals.itemsTotal);
        expect(totals.subtotal - totals.discounts).toBe(totals.itemsTotal);
        expect(totals.totalDue).toBe(totals.itemsTotal + totals.tipsTotal);
        for (const entry of totals.lines) {
          expect(Number.isInteger(entry.total)).toBe(true);
          expect(entry.total).toBeGreaterThanOrEqual(0);
          expect(entry.total).toBeLessThanOrEqual(entry.gross);
          expect(entry.gross - entry.lineDiscount - entry.saleDiscountShare).toBe(entry.total);
        }
        expect(totals.lines.reduce((sum, entry) => sum + entry.saleDiscountShare, 0)).toBe(totals.saleDiscount);
        expect(totals.lines.reduce((sum, entry) => sum + entry.vat, 0)).toBe(totals.vat.vat);
        expect(totals.vat.vat + totals.vat.net).toBe(totals.itemsTotal);
        if (!registered) expect(totals.vat.vat).toBe(0);
      }),
    );
  });

  it('answers a problem rather than a wrong total whenever a discount is too large', () => {
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        const result = priceSale(draft, NOT_VAT_REGISTERED);
        const tooLargeLine = draft.lines.some(
          (entry) =>
            entry.discount?.kind === 'amount' &&
            entry.discount.amount > (entry.priceOverride?.unitPrice ?? entry.listUnitPrice) * entry.quantity,
        );
        if (tooLargeLine) expect(result.ok).toBe(false);
        if (result.ok) expect(result.totals.itemsTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('VAT included in prices', () => {
  it('is 7/107 of the total, rounded half up once per receipt', () => {
    expect(vatIncluded(10_700, VAT_REGISTERED)).toBe(700);
    expect(vatIncluded(100, VAT_REGISTERED)).toBe(7); // 6.54 → 7
    expect(vatIncluded(15, VAT_REGISTERED)).toBe(1); // 0.98 → 1
    expect(vatIncluded(7, VAT_REGISTERED)).toBe(0); // 0.46 → 0
    expect(vatIncluded(10_700, NOT_VAT_REGISTERED)).toBe(0);
  });

  it('is never more than half a satang from the exact VAT part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_LIMITS.amountMax }), (amount) => {
        const vat = vatIncluded(amount, VAT_REGISTERED);
        expect(Math.abs(vat * 10_700 - amount * 700)).toBeLessThanOrEqual(10_700 / 2);
      }),
    );
  });
});
