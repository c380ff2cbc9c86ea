import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salonMoment, salonToday } from './salon-time.ts';

describe('salon time', () => {
  it('reads the wall clock in Phuket (UTC+7), not the process time zone', () => {
    // 18:30 UTC on the 22nd is 01:30 on the 23rd in Bangkok.
    expect(salonMoment(new Date('2026-11-22T18:30:00Z'), 'Asia/Bangkok')).toEqual({
      date: '2026-11-23',
      minuteOfDay: 90,
    });
    expect(salonToday(new Date('2026-11-22T16:59:59Z'), 'Asia/Bangkok')).toBe('2026-11-22');
    expect(salonToday(new Date('2026-11-22T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-11-23');
  });

  it('follows the configured zone', () => {
    expect(salonMoment(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      minuteOfDay: 13 * 60,
    });
  });
});

describe('salonMoment against date-fns-tz (the cached Intl formatter and the per-minute memo)', () => {
  it('agrees for any instant in several zones, also when asked twice in one minute', () => {
    const zones = ['Asia/Bangkok', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(...zones),
        (epochMs, timeZone) => {
          const local = new TZDate(epochMs, timeZone);
          const expected = {
            date: format(local, 'yyyy-MM-dd'),
            minuteOfDay: local.getHours() * 60 + local.getMinutes(),
          };
          expect(salonMoment(new Date(epochMs), timeZone)).toEqual(expected);
          expect(salonMoment(new Date(epochMs), timeZone)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
