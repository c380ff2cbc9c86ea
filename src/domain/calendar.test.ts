import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  datesBetween,
  endOfMondayWeek,
  isCalendarDate,
  isoWeekday,
  isTimeOfDay,
  minutesToTime,
  startOfMondayWeek,
  timeToMinutes,
} from './calendar.ts';

describe('calendar dates', () => {
  it('accepts real dates and refuses impossible or malformed ones', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows ISO weekdays and Monday-start weeks', () => {
    expect(isoWeekday('2026-11-22')).toBe(7); // a Sunday
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(startOfMondayWeek('2026-11-22')).toBe('2026-11-16');
    expect(endOfMondayWeek('2026-11-23')).toBe('2026-11-29');
    expect(endOfMondayWeek('2026-11-29')).toBe('2026-11-29');
  });

  it('lists inclusive date ranges', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('round-trips times of day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const time = minutesToTime(minutes);
        expect(isTimeOfDay(time)).toBe(true);
        expect(timeToMinutes(time)).toBe(minutes);
      }),
    );
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:00')).toBe(false);
    expect(isTimeOfDay('10:60')).toBe(false);
  });

  it('adding days agrees with UTC millisecond arithmetic whatever the process time zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (instant, days) => {
          const date = instant.toISOString().slice(0, 10);
          const expected = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
          expect(addDays(date, days)).toBe(expected);
        },
      ),
    );
  });

  it('weekdays, week ends and validity agree with Date.UTC over four centuries', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2299-12-31'), noInvalidDate: true }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          const utcDay = new Date(`${date}T00:00:00Z`).getUTCDay();
          const isoDay = utcDay === 0 ? 7 : utcDay;
          expect(isoWeekday(date)).toBe(isoDay);
          expect(endOfMondayWeek(date)).toBe(addDays(date, 7 - isoDay));
          expect(startOfMondayWeek(date)).toBe(addDays(date, 1 - isoDay));
          expect(isCalendarDate(date)).toBe(true);
        },
      ),
    );
    for (const year of [1900, 2000, 2023, 2024, 2100, 2400]) {
      const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
      expect(isCalendarDate(`${year}-02-29`)).toBe(leap);
    }
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-01-00')).toBe(false);
    expect(addDays('9999-12-31', 1)).toBe('10000-01-01');
  });
});

describe('timeToMinutes', () => {
  it('reads HH:mm digit by digit and anything else as before', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('09:45')).toBe(585);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('9:45')).toBe(585);
    expect(timeToMinutes('24:30')).toBe(1470);
    expect(timeToMinutes('ab:cd')).toBeNaN();
    expect(timeToMinutes('1x:00')).toBeNaN();
  });
});
