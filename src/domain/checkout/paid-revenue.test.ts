import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineNetSales, paidFiguresByTechnician, paidFiguresOf, paidFiguresTotal, tipNet } from './paid-revenue.ts';
import type { SoldLine, SoldTip } from './paid-revenue.ts';
import { payrollSummary } from './commission.ts';

const technicians = ['t1', 't2', 't3'] as const;

// A line whose refunds never exceed its total, as checkRefund guarantees.
const lineArbitrary: fc.Arbitrary<SoldLine> = fc
  .record({
    technicianId: fc.option(fc.constantFrom(...technicians), { nil: null }),
    total: fc.integer({ min: 0, max: 10_000_000 }),
    refundShare: fc.integer({ min: 0, max: 100 }),
    void: fc.boolean(),
  })
  .map(({ technicianId, total, refundShare, void: isVoid }) => ({
    technicianId,
    total,
    refunded: Math.floor((total * refundShare) / 100),
    void: isVoid,
  }));

const tipArbitrary: fc.Arbitrary<SoldTip> = fc
  .record({
    technicianId: fc.constantFrom(...technicians),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    refundShare: fc.integer({ min: 0, max: 100 }),
    void: fc.boolean(),
  })
  .map(({ technicianId, amount, refundShare, void: isVoid }) => ({
    technicianId,
    amount,
    refunded: Math.floor((amount * refundShare) / 100),
    void: isVoid,
  }));

describe('paid revenue', () => {
  it('never counts a voided sale, lines or tips', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary), fc.array(tipArbitrary), (lines, tips) => {
        const voided = paidFiguresByTechnician(
          lines.map((line) => ({ ...line, void: true })),
          tips.map((tip) => ({ ...tip, void: true })),
        );
        expect(voided).toEqual([]);
        // Adding voided lines to any day changes nothing.
        const withVoided = paidFiguresByTechnician(
          [...lines, ...lines.map((line) => ({ ...line, void: true }))],
          [...tips, ...tips.map((tip) => ({ ...tip, void: true }))],
        );
        expect(withVoided).toEqual(paidFiguresByTechnician(lines, tips));
      }),
    );
  });

  it('refunds reduce revenue by exactly what was refunded', () => {
    fc.assert(
      fc.property(lineArbitrary, fc.integer({ min: 0, max: 100 }), (line, share) => {
        const live = { ...line, void: false, refunded: 0 };
        const refunded = Math.floor((line.total * share) / 100);
        const after = { ...live, refunded };
        expect(lineNetSales(after)).toBe(lineNetSales(live) - refunded);
        const [figures] = paidFiguresByTechnician([after], []);
        expect(figures?.revenue).toBe(line.total - refunded);
        expect(figures?.refunds).toBe(refunded);
      }),
    );
  });

  it('sums per technician add up to the total, and summing lines first gives the same figures', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 60 }),
        fc.array(tipArbitrary, { maxLength: 20 }),
        (lines, tips) => {
          const figures = paidFiguresByTechnician(lines, tips);
          const total = paidFiguresTotal(figures);
          const live = lines.filter((line) => !line.void);
          expect(total.revenue).toBe(live.reduce((sum, line) => sum + line.total - line.refunded, 0));
          expect(total.tips).toBe(tips.filter((tip) => !tip.void).reduce((sum, tip) => sum + tipNet(tip), 0));
          // What the database does: one summed line per technician.
          const grouped = [...technicians, null].map((technicianId) => {
            const own = live.filter((line) => line.technicianId === technicianId);
            return {
              technicianId,
              total: own.reduce((sum, line) => sum + line.total, 0),
              refunded: own.reduce((sum, line) => sum + line.refunded, 0),
              void: false,
            };
          });
          const fromSums = paidFiguresByTechnician(grouped, tips);
          for (const technicianId of [...technicians, null]) {
            const a = paidFiguresOf(figures, technicianId);
            const b = paidFiguresOf(fromSums, technicianId);
            expect([a.revenue, a.refunds, a.tips]).toEqual([b.revenue, b.refunds, b.tips]);
          }
        },
      ),
    );
  });

  it("is payroll's sales figure for every technician", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 40 }), (lines) => {
        const assigned = lines.flatMap((line) =>
          line.technicianId === null ? [] : [{ ...line, technicianId: line.technicianId }],
        );
        const payroll = payrollSummary(
          assigned.map((line) => ({
            ...line,
            kind: 'treatment' as const,
            itemId: null,
            quantity: 1,
            rate: { kind: 'percentage' as const, basisPoints: 0 },
          })),
          [],
          10_000,
        );
        const figures = paidFiguresByTechnician(assigned, []);
        for (const entry of payroll) expect(paidFiguresOf(figures, entry.technicianId).revenue).toBe(entry.sales);
      }),
    );
  });

  it('puts unassigned lines last and answers zeros for a technician with nothing', () => {
    const figures = paidFiguresByTechnician(
      [
        { technicianId: null, total: 500, refunded: 0, void: false },
        { technicianId: 't2', total: 1000, refunded: 250, void: false },
      ],
      [{ technicianId: 't2', amount: 100, refunded: 0, void: false }],
    );
    expect(figures).toEqual([
      { technicianId: 't2', revenue: 750, refunds: 250, tips: 100 },
      { technicianId: null, revenue: 500, refunds: 0, tips: 0 },
    ]);
    expect(paidFiguresOf(figures, 't9')).toEqual({ technicianId: 't9', revenue: 0, refunds: 0, tips: 0 });
  });
});
