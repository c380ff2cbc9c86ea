import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type WeeklyPattern } from './salon-settings.ts';
import {
  addClosuresSchema,
  addDaysOffSchema,
  describeWeekChanges,
  formatScheduleDate,
  gridMinutes,
  isBrokenByWeekChange,
  narrowedWeekdays,
  overlapsClosure,
  requestDates,
} from './schedule-changes.ts';

const day = (opensAtMinute: number, closesAtMinute: number) => ({ opensAtMinute, closesAtMinute });
const withSaturday = (window: ReturnType<typeof day> | null): WeeklyPattern =>
  DEFAULT_OPENING_HOURS.map((entry, index) => (index === 5 ? window : entry));

describe('formatting', () => {
  it('writes salon dates as "Mon 13 Apr 2026" whatever the machine’s time zone', () => {
    expect(formatScheduleDate('2026-04-13')).toBe('Mon 13 Apr 2026');
    expect(formatScheduleDate('2026-11-29')).toBe('Sun 29 Nov 2026');
  });

  it('offers every 15-minute time of the day, 00:00 to 24:00', () => {
    const minutes = gridMinutes();
    expect(minutes).toHaveLength(97);
    expect(minutes.at(-1)).toBe(1440);
  });
});

describe('which appointments a new week breaks', () => {
  it('finds the weekdays that lost time, and only those', () => {
    expect(narrowedWeekdays(DEFAULT_OPENING_HOURS, withSaturday(day(600, 1020)))).toEqual([6]);
    expect(narrowedWeekdays(DEFAULT_OPENING_HOURS, withSaturday(day(540, 1320)))).toEqual([]);
    expect(narrowedWeekdays(DEFAULT_OPENING_HOURS, withSaturday(null))).toEqual([6]);
    // A technician going from "whenever open" to any week may lose every day.
    expect(narrowedWeekdays(null, DEFAULT_OPENING_HOURS)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(narrowedWeekdays(DEFAULT_OPENING_HOURS, null)).toEqual([]);
  });

  it('agrees with a brute-force check of every appointment time on every weekday', () => {
    const patterns: (WeeklyPattern | null)[] = [
      null,
      DEFAULT_OPENING_HOURS,
      withSaturday(day(600, 1020)),
      withSaturday(day(720, 1260)),
      withSaturday(null),
      DEFAULT_OPENING_HOURS.map(() => day(480, 1380)),
    ];
    // 2026-11-23 is a Monday: seven consecutive dates cover the week.
    const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const mismatches: string[] = [];
    for (const before of patterns) {
      for (const after of patterns) {
        const narrowed = narrowedWeekdays(before, after);
        dates.forEach((date, index) => {
          for (let start = 0; start < 1440; start += 45) {
            for (const length of [30, 90, 240]) {
              const end = Math.min(1440, start + length);
              const broken = isBrokenByWeekChange(before, after, { date, startMinute: start, endMinute: end });
              const fitsIn = (window: ReturnType<typeof day> | null | undefined) =>
                window != null && start >= window.opensAtMinute && end <= window.closesAtMinute;
              const expected = (before === null || fitsIn(before[index])) && after !== null && !fitsIn(after[index]);
              if (broken !== expected || (broken && !narrowed.includes(index + 1))) {
                mismatches.push(`${JSON.stringify([before?.[index], after?.[index]])} ${date} ${start}-${end}`);
              }
            }
          }
        });
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('treats a whole-day closure as covering everything and a part as half-open', () => {
    expect(overlapsClosure({ fromMinute: null, toMinute: null }, { startMinute: 0, endMinute: 30 })).toBe(true);
    const afternoon = { fromMinute: 720, toMinute: 900 };
    expect(overlapsClosure(afternoon, { startMinute: 660, endMinute: 720 })).toBe(false);
    expect(overlapsClosure(afternoon, { startMinute: 660, endMinute: 735 })).toBe(true);
    expect(overlapsClosure(afternoon, { startMinute: 900, endMinute: 960 })).toBe(false);
  });
});

describe('requests', () => {
  it('expands a range to one date each and bounds it', () => {
    expect(requestDates({ firstDate: '2026-12-30', lastDate: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    const tooLong = addClosuresSchema.safeParse({
      firstDate: '2027-01-01',
      lastDate: '2027-02-01',
      fromMinute: null,
      toMinute: null,
      reason: 'Long',
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['lastDate']);
    const ok = addClosuresSchema.safeParse({
      firstDate: '2027-01-01',
      lastDate: '2027-01-31',
      fromMinute: null,
      toMinute: null,
      reason: 'Long',
    });
    expect(ok.success).toBe(true);
  });

  it('refuses a malformed date with a message, never by throwing from the range check', () => {
    for (const [firstDate, lastDate] of [
      ['x', 'y'],
      ['9999-99-99', '2026-01-01'],
      ['2026-01-01', '2026-02-30'],
    ]) {
      const closure = { firstDate, lastDate, fromMinute: null, toMinute: null, reason: 'Holiday' };
      expect(addClosuresSchema.safeParse(closure).success).toBe(false);
      expect(addDaysOffSchema.safeParse({ firstDate, lastDate }).success).toBe(false);
    }
  });

  it('describes only the days that changed', () => {
    expect(describeWeekChanges(DEFAULT_OPENING_HOURS, withSaturday(day(600, 1020)))).toBe(
      'Saturday 10:00–21:00 → 10:00–17:00',
    );
    expect(describeWeekChanges(DEFAULT_OPENING_HOURS, DEFAULT_OPENING_HOURS)).toBe('');
  });
});
