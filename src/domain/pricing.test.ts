import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceAfterDiscount, serviceTotals } from './pricing.ts';

describe('pricing', () => {
  it('sums prices and durations', () => {
    expect(
      serviceTotals([
        { priceThb: 590, durationMinutes: 45 },
        { priceThb: 1300, durationMinutes: 45 },
      ]),
    ).toEqual({ totalPriceThb: 1890, totalDurationMinutes: 90 });
    expect(serviceTotals([])).toEqual({ totalPriceThb: 0, totalDurationMinutes: 0 });
  });

  it('applies 0, 10, 20 and 100 percent discounts, rounding to the whole baht', () => {
    expect(priceAfterDiscount(1890, 0)).toBe(1890);
    expect(priceAfterDiscount(1890, 10)).toBe(1701);
    expect(priceAfterDiscount(1890, 20)).toBe(1512);
    expect(priceAfterDiscount(1890, 100)).toBe(0);
    expect(priceAfterDiscount(595, 10)).toBe(536); // 535.5 rounds up
  });

  it('never exceeds the original price nor goes negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(0, 10, 20, 100), (total, discount) => {
        const after = priceAfterDiscount(total, discount);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(total);
        expect(Math.abs(after - total * (1 - discount / 100))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
