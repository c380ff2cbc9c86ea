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
