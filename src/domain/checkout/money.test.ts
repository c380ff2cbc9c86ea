import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocation.ts';
import {
  bahtToSatang,
  divideRoundingHalfUp,
  formatBaht,
  MONEY_LIMITS,
  parseBaht,
  percentageOf,
  satangToDecimalText,
  sumSatang,
} from './money.ts';

describe('money in satang', () => {
  it('rounds halves up and everything else to the nearest, in integers', () => {
    expect(divideRoundingHalfUp(5, 10)).toBe(1);
    expect(divideRoundingHalfUp(4, 10)).toBe(0);
    expect(divideRoundingHalfUp(15, 10)).toBe(2);
    expect(divideRoundingHalfUp(-15, 10)).toBe(-2);
    expect(percentageOf(555, 1000)).toBe(56); // 10 % of ฿5.55 is 55.5 satang
    expect(percentageOf(1890_00, 2000)).toBe(378_00);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
  });

  it('rounds to within half a satang of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_LIMITS.amountMax }),
        fc.integer({ min: 0, max: MONEY_LIMITS.basisPointsMax }),
        (amount, basisPoints) => {
          const rounded = percentageOf(amount, basisPoints);
          expect(Number.isInteger(rounded)).toBe(true);
          expect(Math.abs(rounded * 10_000 - amount * basisPoints)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('sums whole satang and refuses fractions or overflow', () => {
    expect(sumSatang([1, 2, 3])).toBe(6);
    expect(sumSatang([])).toBe(0);
    expect(() => sumSatang([0.1, 0.2])).toThrow(RangeError);
    expect(() => sumSatang([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(bahtToSatang(590)).toBe(59_000);
  });

  it('parses baht as staff type it', () => {
    expect(parseBaht('150')).toBe(15_000);
    expect(parseBaht('150.5')).toBe(15_050);
    expect(parseBaht('150.05')).toBe(15_005);
    expect(parseBaht(' ฿1,500.25 ')).toBe(150_025);
    expect(parseBaht('0.01')).toBe(1);
    expect(parseBaht('10000000')).toBe(MONEY_LIMITS.amountMax);
    for (const bad of ['', '-5', '1.234', '1,50', '1e3', '0x10', '12,3456', '10000000.01', 'NaN', '1.']) {
      expect(parseBaht(bad), bad).toBeNull();
    }
  });

  it('formats and parses back every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_LIMITS.amountMax }), (amount) => {
        expect(parseBaht(formatBaht(amount, 'en', 'receipt'))).toBe(amount);
        expect(parseBaht(formatBaht(amount, 'th'))).toBe(amount);
        expect(parseBaht(satangToDecimalText(amount))).toBe(amount);
      }),
    );
  });

  it('formats for each language with its thousands separator', () => {
    expect(formatBaht(150_000, 'en')).toBe('฿1,500');
    expect(formatBaht(150_050, 'en')).toBe('฿1,500.50');
    expect(formatBaht(150_000, 'en', 'receipt')).toBe('฿1,500.00');
    expect(formatBaht(150_005, 'th')).toBe('฿1,500.05');
    expect(formatBaht(123_456_789, 'ru')).toBe('฿1\u00a0234\u00a0567,89');
    expect(formatBaht(150_000, 'zh', 'receipt')).toBe('฿1,500.00');
    expect(formatBaht(-2_500, 'en')).toBe('−฿25');
    expect(satangToDecimalText(5)).toBe('0.05');
    expect(satangToDecimalText(150_000)).toBe('1500.00');
  });
});

describe('largest-remainder allocation', () => {
  it('splits 100 satang over three equal parts with the extra satang first', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(7, [59_000, 130_000])).toEqual([2, 5]);
    expect(() => allocateProportionally(1, [0, 0])).toThrow(RangeError);
  });

  it('never loses or invents a satang, and each part is within one satang of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_LIMITS.amountMax }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        (amount, weights) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          fc.pre(total > 0);
          const parts = allocateProportionally(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = (amount * weights[index]!) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1);
            if (weights[index] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });

  it('never gives a part more than its weight when the amount fits the weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          fc.pre(total > 0);
          const amount = Math.floor(total * fraction);
          allocateProportionally(amount, weights).forEach((part, index) =>
            expect(part).toBeLessThanOrEqual(weights[index]!),
          );
        },
      ),
    );
  });
});
