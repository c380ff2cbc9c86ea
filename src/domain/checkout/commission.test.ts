import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionRateFor,
  commissionTakenBack,
  FULL_TIP_SHARE_BASIS_POINTS,
  lineCommission,
  lineCommissionAsSold,
  payrollFromTotals,
  payrollSummary,
  tipPayout,
  tipPayoutAsWritten,
  tipPayoutTakenBack,
  type CommissionRules,
  type PayrollLine,
  type PayrollTotals,
} from './commission.ts';

const rules: CommissionRules = {
  defaultRate: { kind: 'percentage', basisPoints: 3_000 },
  technicianRates: new Map([['t2', { kind: 'fixed', amount: 15_000 }]]),
  treatmentOverrides: [
    { treatmentId: 7, technicianId: null, rate: { kind: 'percentage', basisPoints: 5_000 } },
    { treatmentId: 7, technicianId: 't3', rate: { kind: 'fixed', amount: 20_000 } },
  ],
};

/** A line with the rate the rules give it, as the server keeps it when the sale is written. */
function payrollLine(overrides: Partial<PayrollLine>): PayrollLine {
  const base = {
    technicianId: 't1',
    kind: 'treatment' as const,
    itemId: 1,
    quantity: 1,
    total: 53_100,
    refunded: 0,
    void: false,
    ...overrides,
  };
  return { ...base, rate: overrides.rate ?? commissionRateFor(rules, base) };
}

describe('commission', () => {
  it('takes the most specific rate: technician and treatment, treatment, technician, salon', () => {
    expect(commissionRateFor(rules, { technicianId: 't3', kind: 'treatment', itemId: 7 })).toEqual({
      kind: 'fixed',
      amount: 20_000,
    });
    expect(commissionRateFor(rules, { technicianId: 't2', kind: 'treatment', itemId: 7 })).toEqual({
      kind: 'percentage',
      basisPoints: 5_000,
    });
    expect(commissionRateFor(rules, { technicianId: 't2', kind: 'treatment', itemId: 1 })).toEqual({
      kind: 'fixed',
      amount: 15_000,
    });
    expect(commissionRateFor(rules, { technicianId: 't1', kind: 'treatment', itemId: 1 })).toEqual({
      kind: 'percentage',
      basisPoints: 3_000,
    });
    // Treatment overrides never apply to a product that happens to share the id.
    expect(commissionRateFor(rules, { technicianId: 't3', kind: 'product', itemId: 7 })).toEqual({
      kind: 'percentage',
      basisPoints: 3_000,
    });
  });

  it('pays a percentage of the line after discounts and refunds, or a fixed amount per piece', () => {
    expect(lineCommission(payrollLine({}))).toBe(15_930);
    expect(lineCommission(payrollLine({ refunded: 3_100 }))).toBe(15_000);
    expect(lineCommission(payrollLine({ technicianId: 't2', quantity: 2 }))).toBe(30_000);
    expect(lineCommission(payrollLine({ technicianId: 't2', refunded: 53_100 }))).toBe(0);
    expect(lineCommission(payrollLine({ void: true }))).toBe(0);
  });

  it('passes tips through at the owner’s share', () => {
    const tip = { technicianId: 't1', amount: 10_000, refunded: 0, void: false };
    expect(tipPayout(FULL_TIP_SHARE_BASIS_POINTS, tip)).toBe(10_000);
    expect(tipPayout(9_700, { ...tip, amount: 10_050 })).toBe(9_749);
    expect(tipPayout(FULL_TIP_SHARE_BASIS_POINTS, { ...tip, refunded: 10_000 })).toBe(0);
    expect(tipPayout(FULL_TIP_SHARE_BASIS_POINTS, { ...tip, void: true })).toBe(0);
  });

  it('summarises a period per technician', () => {
    const summary = payrollSummary(
      [
        payrollLine({ technicianId: 't2', quantity: 2, total: 100_000 }),
        payrollLine({ technicianId: 't1' }),
        payrollLine({ technicianId: 't1', kind: 'product', itemId: 4, total: 20_000 }),
        payrollLine({ technicianId: 't1', void: true, total: 99_900 }),
      ],
      [
        { technicianId: 't1', amount: 5_000, refunded: 0, void: false },
        { technicianId: 't3', amount: 2_000, refunded: 0, void: false },
      ],
      FULL_TIP_SHARE_BASIS_POINTS,
    );
    expect(summary).toEqual([
      {
        technicianId: 't1',
        lines: 2,
        treatments: 1,
        sales: 73_100,
        commission: 15_930 + 6_000,
        tips: 5_000,
        pay: 26_930,
      },
      { technicianId: 't2', lines: 1, treatments: 2, sales: 100_000, commission: 30_000, tips: 0, pay: 30_000 },
      { technicianId: 't3', lines: 0, treatments: 0, sales: 0, commission: 0, tips: 2_000, pay: 2_000 },
    ]);
  });

  it('pays by the rate kept on the line, not today’s rules', () => {
    const line = payrollLine({ technicianId: 't2' });
    const [row] = payrollSummary(
      [{ ...line, rate: { kind: 'percentage', basisPoints: 1_000 } }],
      [],
      FULL_TIP_SHARE_BASIS_POINTS,
    );
    expect(row?.commission).toBe(5_310);
  });

  it('keeps every figure whole and the sales equal to what the lines kept', () => {
    const lineArbitrary = fc.record({
      technicianId: fc.constantFrom('t1', 't2', 't3', 't4'),
      kind: fc.constantFrom('treatment' as const, 'product' as const),
      itemId: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      quantity: fc.integer({ min: 1, max: 3 }),
      total: fc.integer({ min: 0, max: 500_000 }),
      refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
      void: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 40 }),
        fc.integer({ min: 0, max: 10_000 }),
        (generated, tipShare) => {
          const lines = generated.map(({ refundedShare, ...line }) =>
            payrollLine({ ...line, refunded: Math.floor(line.total * refundedShare) }),
          );
          const tips = lines.map((line) => ({
            technicianId: line.technicianId,
            amount: line.total,
            refunded: 0,
            void: line.void,
          }));
          const summary = payrollSummary(lines, tips, tipShare);
          const kept = lines.filter((line) => !line.void).reduce((sum, line) => sum + line.total - line.refunded, 0);
          expect(summary.reduce((sum, row) => sum + row.sales, 0)).toBe(kept);
          for (const row of summary) {
            expect(Number.isInteger(row.commission)).toBe(true);
            expect(row.commission).toBeGreaterThanOrEqual(0);
            expect(row.pay).toBe(row.commission + row.tips);
            expect(row.tips).toBeLessThanOrEqual(
              tips
                .filter((tip) => tip.technicianId === row.technicianId && !tip.void)
                .reduce((sum, tip) => sum + tip.amount, 0),
            );
          }
        },
      ),
    );
  });

  it('keeps a line’s commission as sold and takes back, refund by refund, exactly what the refunds cost', () => {
    const rateArbitrary = fc.oneof(
      fc.record({ kind: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(
        rateArbitrary,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (rate, quantity, total, shares) => {
          const line = { rate, quantity, total };
          let refunded = 0;
          let kept = lineCommissionAsSold(line);
          for (const share of shares) {
            // Each refund at most what is left of the line (checkRefund's rule).
            const amount = Math.floor((total - refunded) * share);
            const back = commissionTakenBack(line, refunded, amount);
            expect(Number.isInteger(back)).toBe(true);
            expect(back).toBeGreaterThanOrEqual(0);
            refunded += amount;
            kept -= back;
          }
          // Never a satang lost or invented: what is kept is the commission of what is left, rounded once.
          expect(kept).toBe(lineCommission({ ...line, refunded, void: false }));
          expect(kept).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('keeps a tip’s payout at the share it was written with, refunds taking back their part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (share, amount, shares) => {
          let refunded = 0;
          let kept = tipPayoutAsWritten(share, amount);
          for (const part of shares) {
            const refund = Math.floor((amount - refunded) * part);
            const back = tipPayoutTakenBack(share, amount, refunded, refund);
            expect(back).toBeGreaterThanOrEqual(0);
            refunded += refund;
            kept -= back;
          }
          expect(kept).toBe(tipPayout(share, { amount, refunded, void: false }));
        },
      ),
    );
  });

  it('gives from kept totals the payroll that its lines and tips give', () => {
    const lineArbitrary = fc.record({
      technicianId: fc.constantFrom('t1', 't2', 't3'),
      kind: fc.constantFrom('treatment' as const, 'product' as const),
      quantity: fc.integer({ min: 1, max: 3 }),
      total: fc.integer({ min: 0, max: 500_000 }),
      refundedShare: fc.constantFrom(0, 0.3, 1),
      rate: fc.oneof(
        fc.record({ kind: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
        fc.record({ kind: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 50_000 }) }),
      ),
    });
    const tipArbitrary = fc.record({
      technicianId: fc.constantFrom('t1', 't2', 't3', 't4'),
      amount: fc.integer({ min: 1, max: 100_000 }),
      refundedShare: fc.constantFrom(0, 0.5, 1),
    });
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 30 }),
        fc.array(tipArbitrary, { maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000 }),
        (generated, generatedTips, share) => {
          const lines: PayrollLine[] = generated.map(({ refundedShare, ...line }) => ({
            ...line,
            itemId: null,
            refunded: Math.floor(line.total * refundedShare),
            void: false,
          }));
          const tips = generatedTips.map(({ refundedShare, ...tip }) => ({
            ...tip,
            refunded: Math.floor(tip.amount * refundedShare),
            void: false,
          }));
          // What the database sums: each row's kept amount less one take-back of everything refunded.
          const totals = new Map<string, PayrollTotals>();
          const add = (technicianId: string, part: Omit<PayrollTotals, 'technicianId'>) => {
            const was = totals.get(technicianId);
            totals.set(technicianId, {
              technicianId,
              lines: (was?.lines ?? 0) + part.lines,
              treatments: (was?.treatments ?? 0) + part.treatments,
              sold: (was?.sold ?? 0) + part.sold,
              refunded: (was?.refunded ?? 0) + part.refunded,
              commission: (was?.commission ?? 0) + part.commission,
              tips: (was?.tips ?? 0) + part.tips,
              tipPayout: (was?.tipPayout ?? 0) + part.tipPayout,
            });
          };
          for (const line of lines) {
            add(line.technicianId, {
              lines: 1,
              treatments: line.kind === 'treatment' && line.total > line.refunded ? line.quantity : 0,
              sold: line.total,
              refunded: line.refunded,
              commission: lineCommissionAsSold(line) - commissionTakenBack(line, 0, line.refunded),
              tips: 0,
              tipPayout: 0,
            });
          }
          for (const tip of tips) {
            add(tip.technicianId, {
              lines: 0,
              treatments: 0,
              sold: 0,
              refunded: 0,
              commission: 0,
              tips: tip.amount,
              tipPayout: tipPayoutAsWritten(share, tip.amount) - tipPayoutTakenBack(share, tip.amount, 0, tip.refunded),
            });
          }
          expect(payrollFromTotals([...totals.values()])).toEqual(payrollSummary(lines, tips, share));
        },
      ),
    );
  });
});
