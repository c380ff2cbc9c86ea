import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isoWeekday } from './calendar.ts';
import { bookingDateOptions, isBookableDate, lastBookableDate } from './booking-window.ts';

describe('booking window', () => {
  it('runs from today through the end of the Monday-start week containing today + 14 days, without Sundays', () => {
    // Monday 2026-11-23: +14 = Monday 2026-12-07, whose week ends Sunday 2026-12-13.
    const options = bookingDateOptions('2026-11-23');
    expect(lastBookableDate('2026-11-23')).toBe('2026-12-13');
    expect(options[0]).toEqual({ date: '2026-11-23', label: { kind: 'today' } });
    expect(options[1]).toEqual({ date: '2026-11-24', label: { kind: 'tomorrow' } });
    expect(options[2]).toEqual({ date: '2026-11-25', label: { kind: 'date', date: '2026-11-25' } });
    expect(options.at(-1)?.date).toBe('2026-12-12');
    expect(options.map((o) => o.date)).not.toContain('2026-11-29');
    expect(options).toHaveLength(18);
  });

  it('starts with Tomorrow when today is a Sunday', () => {
    const options = bookingDateOptions('2026-11-22');
    expect(options[0]).toEqual({ date: '2026-11-23', label: { kind: 'tomorrow' } });
    // Sunday + 14 = Sunday 2026-12-06, which ends its own week.
    expect(options.at(-1)?.date).toBe('2026-12-05');
  });

  it('matches a day-by-day oracle for any today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const today = addDays('2024-01-01', offset);
        const limit = addDays(today, 14);
        let end = limit;
        while (isoWeekday(end) !== 7) end = addDays(end, 1);
        const expected: string[] = [];
        for (let d = today; d <= end; d = addDays(d, 1)) if (isoWeekday(d) !== 7) expected.push(d);
        expect(bookingDateOptions(today).map((o) => o.date)).toEqual(expected);
        for (const date of expected) expect(isBookableDate(date, today)).toBe(true);
        expect(isBookableDate(addDays(today, -1), today)).toBe(false);
        expect(isBookableDate(addDays(end, 1), today)).toBe(false);
      }),
    );
  });

  it('always holds at least 12 dates with the default hours, even when today is past its last start', () => {
    // The browser tests pick dates by index and may use up to index 11 (e2e/languages/every-word.spec.ts).
    for (let offset = 0; offset < 7; offset += 1) {
      const today = addDays('2026-11-23', offset);
      expect(bookingDateOptions(today).length).toBeGreaterThanOrEqual(12);
      expect(bookingDateOptions(today, { earliestDate: addDays(today, 1) }).length).toBeGreaterThanOrEqual(12);
    }
    expect(bookingDateOptions('2026-11-29')).toHaveLength(12);
  });
});
