import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from './calendar.ts';
import { isStatsPeriod, periodDays, periodRange, STATS_PERIODS } from './stats-period.ts';

describe('stats periods', () => {
  it('is one day for daily', () => {
    expect(periodRange('daily', '2026-11-25')).toEqual({
      period: 'daily',
      from: '2026-11-25',
      to: '2026-11-25',
      previous: '2026-11-24',
      next: '2026-11-26',
    });
  });

  it('runs Monday to Sunday for weekly, whatever the day', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      expect(periodRange('weekly', day)).toEqual({
        period: 'weekly',
        from: '2026-11-23',
        to: '2026-11-29',
        previous: '2026-11-16',
        next: '2026-11-30',
      });
    }
  });

  it('crosses a month and a year boundary by week', () => {
    expect(periodRange('weekly', '2026-12-31')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodRange('weekly', '2027-01-01').previous).toBe('2026-12-21');
  });

  it('covers whole months, including February in leap and common years', () => {
    expect(periodRange('monthly', '2026-11-15')).toEqual({
      period: 'monthly',
      from: '2026-11-01',
      to: '2026-11-30',
      previous: '2026-10-01',
      next: '2026-12-01',
    });
    expect(periodRange('monthly', '2028-02-10')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('monthly', '2026-02-28')).toMatchObject({ to: '2026-02-28', next: '2026-03-01' });
    expect(periodRange('monthly', '2026-03-31').previous).toBe('2026-02-01');
    expect(periodRange('monthly', '2027-01-31')).toMatchObject({ previous: '2026-12-01', to: '2027-01-31' });
  });

  it('lists every day of a period', () => {
    expect(periodDays(periodRange('weekly', '2026-11-25'))).toHaveLength(7);
    expect(periodDays(periodRange('monthly', '2026-12-03'))).toHaveLength(31);
    expect(periodDays(periodRange('daily', '2026-12-03'))).toEqual(['2026-12-03']);
  });

  it('tiles time: contains its date, and next/previous are adjacent periods (property)', () => {
    const dateArb = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2010-01-01', offset));
    fc.assert(
      fc.property(dateArb, fc.constantFrom(...STATS_PERIODS), (date, period) => {
        const range = periodRange(period, date);
        expect(range.from <= date && date <= range.to).toBe(true);
        expect(periodRange(period, range.next).from).toBe(addDays(range.to, 1));
        expect(periodRange(period, range.previous).to).toBe(addDays(range.from, -1));
        if (period === 'weekly') {
          expect(isoWeekday(range.from)).toBe(1);
          expect(isoWeekday(range.to)).toBe(7);
        }
        if (period === 'monthly') {
          expect(range.from.slice(0, 7)).toBe(date.slice(0, 7));
          expect(range.to.slice(0, 7)).toBe(date.slice(0, 7));
          expect(addDays(range.to, 1).slice(8)).toBe('01');
        }
      }),
    );
  });

  it('recognises the three period names only', () => {
    expect(STATS_PERIODS.every(isStatsPeriod)).toBe(true);
    expect(isStatsPeriod('yearly')).toBe(false);
    expect(isStatsPeriod(undefined)).toBe(false);
  });
});
