/** The shared Intl formatters: built once per locale and options, and formatting as before. */
import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatBaht,
  formatLongDate,
  formatSatangAsBaht,
  formatTimeOfDay,
  formatWeekdayDate,
  numberFormat,
} from './format.ts';

describe('Intl formatters', () => {
  it('are built once per locale and options, and reused', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(dateTimeFormat('en-GB', options)).not.toBe(dateTimeFormat('th-TH', options));
    expect(dateTimeFormat('en-GB', options)).not.toBe(dateTimeFormat('en-GB', { ...options, month: 'short' }));
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 0 }),
    );
  });

  it('format dates, times and prices per locale', () => {
    expect(formatWeekdayDate('2026-11-25', 'en-GB')).toBe('Wednesday 25 November');
    expect(formatLongDate('2026-11-25', 'en-US')).toBe('November 25, 2026');
    expect(formatTimeOfDay('14:30', 'en-GB')).toBe('14:30');
    expect(formatTimeOfDay('14:30', 'en-US')).toBe('2:30 PM');
    expect(formatBaht(1300, 'en-US')).toBe('1,300');
    // The cached formatter gives the same answer on every call.
    expect(formatBaht(1234567, 'en-US')).toBe('1,234,567');
    expect(formatBaht(1300, 'en-US')).toBe('1,300');
  });

  it('write satang as baht, with two decimals only when there are satang', () => {
    expect(formatSatangAsBaht(130_000, 'en-US')).toBe('1,300');
    expect(formatSatangAsBaht(129_950, 'en-US')).toBe('1,299.50');
    expect(formatSatangAsBaht(5, 'en-US')).toBe('0.05');
    expect(formatSatangAsBaht(123_456_789_01, 'en-US')).toBe('123,456,789.01');
    expect(formatSatangAsBaht(129_950, 'de-DE')).toBe('1.299,50');
    expect(formatSatangAsBaht(-250, 'en-US')).toBe('−2.50');
  });

  it('refuses an invalid locale as Intl does', () => {
    expect(() => formatBaht(1, 'not a locale!')).toThrow(RangeError);
  });
});

describe('formatBookingDate', () => {
  it('leaves the year out in English and writes it in the other languages, Thai in the Buddhist era', async () => {
    const { formatBookingDate } = await import('./format.ts');
    expect(formatBookingDate('2026-11-25', 'en-GB')).toBe('Wednesday 25 November');
    expect(formatBookingDate('2026-11-25', 'th-TH-u-ca-buddhist')).toContain('2569');
    expect(formatBookingDate('2026-11-25', 'ru-RU')).toContain('25 ноября 2026');
    expect(formatBookingDate('2026-11-25', 'zh-CN')).toContain('2026年11月25日');
  });
});
