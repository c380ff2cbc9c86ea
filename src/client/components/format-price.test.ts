import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('groups English amounts exactly as Intl does', () => {
    for (const locale of ['en', 'en-GB', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const amount of [0, 7, 99, 300, 999, 1000, 1300, 12_500, 999_999, 1_000_000, 123_456_789]) {
        expect(formatPrice(amount, locale)).toBe(intl.format(amount));
      }
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
          expect(formatPrice(amount, locale)).toBe(intl.format(amount));
        }),
      );
    }
  });

  it('leaves other locales and amounts that are not whole to Intl', () => {
    expect(formatPrice(1300, 'th-TH')).toBe(new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 }).format(1300));
    expect(formatPrice(1300, 'ru-RU')).toBe(new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(1300));
    expect(formatPrice(1299.6, 'en-GB')).toBe('1,300');
    expect(formatPrice(-1500, 'en-GB')).toBe('-1,500');
  });
});
