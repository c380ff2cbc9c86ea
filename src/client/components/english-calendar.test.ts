import { describe, expect, it } from 'vitest';
import { englishClock, englishShortDate, englishWeekday } from './english-calendar.ts';

const intl = (locale: string, options: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(instant);

describe('English dates and times without Intl', () => {
  it('names weekdays as Intl does', () => {
    for (const locale of ['en', 'en-GB', 'en-US']) {
      for (let day = 1; day <= 14; day += 1) {
        const instant = new Date(Date.UTC(2024, 0, day));
        expect(englishWeekday(instant, locale, 'long')).toBe(intl(locale, { weekday: 'long' }, instant));
        expect(englishWeekday(instant, locale, 'short')).toBe(intl(locale, { weekday: 'short' }, instant));
      }
    }
    expect(englishWeekday(new Date(), 'th-TH', 'long')).toBeNull();
  });

  it('writes every minute of the day as the en-US clock does', () => {
    for (let minute = 0; minute <= 24 * 60; minute += 1) {
      const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60));
      expect(englishClock(instant, 'en-US')).toBe(intl('en-US', { hour: 'numeric', minute: '2-digit' }, instant));
    }
    expect(englishClock(new Date(), 'en-GB')).toBeNull();
  });

  it('writes two years of dates as en-GB does', () => {
    for (let day = 0; day < 731; day += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1 + day));
      expect(englishShortDate(instant, 'en-GB')).toBe(
        intl('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }, instant),
      );
    }
    expect(englishShortDate(new Date(), 'en-US')).toBeNull();
  });
});
