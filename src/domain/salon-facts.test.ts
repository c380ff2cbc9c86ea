import { describe, expect, it } from 'vitest';
import { groupWeeklyHours, weeklyHoursLinesInEnglish, weeklyPatternOf } from './salon-facts.ts';
import { DEFAULT_OPENING_HOURS } from './salon-settings.ts';

describe('weekly hours for people', () => {
  it('groups runs of days with the same hours', () => {
    expect(groupWeeklyHours(DEFAULT_OPENING_HOURS)).toEqual([
      { firstIsoDay: 1, lastIsoDay: 6, window: { opensAtMinute: 600, closesAtMinute: 1260 } },
      { firstIsoDay: 7, lastIsoDay: 7, window: null },
    ]);
    const split = DEFAULT_OPENING_HOURS.map((day, index) =>
      index === 2 ? null : index === 5 ? { opensAtMinute: 540, closesAtMinute: 1080 } : day,
    );
    expect(weeklyHoursLinesInEnglish(split)).toEqual([
      'Monday–Tuesday 10:00–21:00',
      'Wednesday closed',
      'Thursday–Friday 10:00–21:00',
      'Saturday 09:00–18:00',
      'Sunday closed',
    ]);
  });

  it('reads the configured single window as the default week', () => {
    expect(weeklyPatternOf({ openDays: [1, 2, 3, 4, 5, 6], opensAtMinute: 600, closesAtMinute: 1260 })).toEqual(
      DEFAULT_OPENING_HOURS,
    );
  });
});
