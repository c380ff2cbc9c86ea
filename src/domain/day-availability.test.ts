/**
 * The availability rule with the owner's settings, against
 * brute-force oracles that count minute by minute and day by day: opening
 * hours per weekday, whole-day and part-day closures, technicians' weekly
 * windows and days off, capacity, buffer, window and minimum notice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSlotProblem } from './booking-request.ts';
import { bookingDateOptions, closedDatesInWindow, isBookableDate } from './booking-window.ts';
import { addDays, datesBetween, endOfMondayWeek, isoWeekday, minutesToTime, type CalendarDate } from './calendar.ts';
import { capacityChecker, DEFAULT_CAPACITY_RULES, hasCapacity, type BookedInterval } from './capacity.ts';
import {
  capacityRulesOf,
  defaultDaySettings,
  noticeHorizon,
  resolveDaySettings,
  type DayClosure,
  type StoredSchedule,
  type TechnicianDay,
} from './day-availability.ts';
import type { BookingRules, DayWindow, WeeklyPattern } from './salon-settings.ts';
import { startTimeOptions, type StartTimeState } from './start-times.ts';

const DAY = 24 * 60;

// ---- Generators: everything on the settings' 15-minute grid, as the admin forms allow ----

const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((q) => q * 15);

const dayWindow: fc.Arbitrary<DayWindow> = fc
  .tuple(quarter(6 * 60, 14 * 60), quarter(60, 12 * 60))
  .map(([opens, length]) => ({ opensAtMinute: opens, closesAtMinute: Math.min(DAY, opens + length) }));

const weeklyPattern: fc.Arbitrary<WeeklyPattern> = fc.array(fc.option(dayWindow, { freq: 4 }), {
  minLength: 7,
  maxLength: 7,
});

const rules: fc.Arbitrary<BookingRules> = fc.record({
  capacity: fc.integer({ min: 1, max: 5 }),
  bufferMinutes: fc.integer({ min: 0, max: 24 }).map((n) => n * 5),
  windowDaysAhead: fc.integer({ min: 1, max: 30 }),
  minimumNoticeMinutes: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 600 }).map((n) => n * 5),
  ),
});

const closure: fc.Arbitrary<DayClosure> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ fromMinute: null, toMinute: null, reason: 'Closed for Songkran' }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(quarter(8 * 60, 20 * 60), quarter(15, 4 * 60))
      .map(([from, length]) => ({ fromMinute: from, toMinute: Math.min(DAY, from + length), reason: 'Training' })),
  },
);

const technician: fc.Arbitrary<TechnicianDay> = fc.record({
  ownWindow: fc.oneof(fc.constant(undefined), fc.constant(null), dayWindow),
  dayOff: fc.boolean(),
});

const schedule: fc.Arbitrary<StoredSchedule> = fc.record({
  hours: weeklyPattern,
  rules,
  closures: fc.array(closure, { maxLength: 3 }),
  technicians: fc.array(technician, { maxLength: 5 }),
});

const booked: fc.Arbitrary<BookedInterval[]> = fc.array(
  fc
    .tuple(quarter(7 * 60, 21 * 60), fc.integer({ min: 1, max: 16 }))
    .map(([start, length]) => ({ startMinute: start, endMinute: start + length * 15 })),
  { maxLength: 10 },
);

const date = fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29', '2026-11-30');

// ---- Oracles ----

function daysFrom(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Who works at minute m on this date, counted straight from the stored schedule. */
function workingAt(stored: StoredSchedule, on: CalendarDate, minute: number): number {
  const salon = stored.hours[isoWeekday(on) - 1] ?? null;
  return stored.technicians.filter((t) => {
    if (t.dayOff) return false;
    const window = t.ownWindow === undefined ? salon : t.ownWindow;
    return (
      window !== null && window.opensAtMinute <= minute && minute < window.closesAtMinute + stored.rules.bufferMinutes
    );
  }).length;
}

function oracleFits(
  stored: StoredSchedule,
  on: CalendarDate,
  existing: readonly BookedInterval[],
  start: number,
  duration: number,
): boolean {
  const { capacity, bufferMinutes } = stored.rules;
  for (let m = start; m < start + duration + bufferMinutes; m += 1) {
    const occupying = existing.filter((a) => a.startMinute <= m && m < a.endMinute + bufferMinutes).length;
    if (occupying >= Math.min(capacity, workingAt(stored, on, m))) return false;
  }
  return true;
}

function oracleOptions(
  stored: StoredSchedule,
  on: CalendarDate,
  now: { date: CalendarDate; minuteOfDay: number },
  existing: readonly BookedInterval[],
  duration: number,
): { time: string; state: StartTimeState }[] {
  const hours = stored.hours[isoWeekday(on) - 1] ?? null;
  if (hours === null || stored.closures.some((c) => c.fromMinute === null)) return [];
  const options: { time: string; state: StartTimeState }[] = [];
  for (let start = hours.opensAtMinute; start < hours.closesAtMinute; start += 15) {
    const startFromNow = daysFrom(now.date, on) * DAY + start - now.minuteOfDay;
    let state: StartTimeState;
    if (startFromNow <= stored.rules.minimumNoticeMinutes) state = 'past';
    else if (start + duration > hours.closesAtMinute) state = 'too_late';
    else if (stored.closures.some((c) => c.fromMinute! < start + duration && start < c.toMinute!)) state = 'closed';
    else if (!oracleFits(stored, on, existing, start, duration)) state = 'full';
    else state = 'available';
    options.push({ time: minutesToTime(start), state });
  }
  return options;
}

describe('the day as the settings make it', () => {
  it('every start time agrees with a minute-by-minute oracle (hours, closures, technicians, days off, rules)', () => {
    fc.assert(
      fc.property(
        schedule,
        date,
        fc.record({
          date: fc.constantFrom('2026-11-22', '2026-11-23', '2026-11-24'),
          minuteOfDay: fc.integer({ min: 0, max: DAY - 1 }),
        }),
        booked,
        fc.integer({ min: 1, max: 24 }).map((n) => n * 15),
        (stored, on, now, existing, duration) => {
          const day = resolveDaySettings(on, stored);
          expect(startTimeOptions({ date: on, durationMinutes: duration, now, existing, day })).toEqual(
            oracleOptions(stored, on, now, existing, duration),
          );
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('hasCapacity and capacityChecker with technicians agree with the oracle at any minute', () => {
    fc.assert(
      fc.property(
        schedule,
        date,
        booked,
        fc.array(fc.tuple(fc.integer({ min: 0, max: DAY - 1 }), fc.integer({ min: 1, max: 300 })), {
          minLength: 1,
          maxLength: 10,
        }),
        (stored, on, existing, questions) => {
          const capacityRules = capacityRulesOf(resolveDaySettings(on, stored));
          const fits = capacityChecker(existing, capacityRules);
          for (const [start, duration] of questions) {
            const expected = oracleFits(stored, on, existing, start, duration);
            expect(fits(start, duration)).toBe(expected);
            expect(hasCapacity(existing, start, duration, capacityRules)).toBe(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('the booking engine refuses exactly the starts availability does not offer', () => {
    fc.assert(
      fc.property(
        schedule,
        date,
        fc.record({ date: fc.constant('2026-11-23'), minuteOfDay: fc.integer({ min: 0, max: DAY - 1 }) }),
        booked,
        fc.integer({ min: 1, max: 16 }).map((n) => n * 15),
        (stored, on, now, existing, duration) => {
          const day = resolveDaySettings(on, stored);
          for (const option of startTimeOptions({ date: on, durationMinutes: duration, now, existing, day })) {
            const problem = bookingSlotProblem({
              date: on,
              time: option.time,
              durationMinutes: duration,
              now,
              existing,
              day,
            });
            const inWindow = on <= endOfMondayWeek(addDays(now.date, stored.rules.windowDaysAhead));
            expect(problem === null).toBe(option.state === 'available' && inWindow);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('with the defaults it is exactly the first round’s rule', () => {
    fc.assert(
      fc.property(
        date,
        booked,
        quarter(600, 1245),
        fc.integer({ min: 1, max: 24 }).map((n) => n * 15),
        (on, existing, start, duration) => {
          fc.pre(start + duration <= 21 * 60 && isoWeekday(on) !== 7);
          const day = defaultDaySettings(on);
          expect(hasCapacity(existing, start, duration, capacityRulesOf(day))).toBe(
            hasCapacity(existing, start, duration, DEFAULT_CAPACITY_RULES),
          );
        },
      ),
      { numRuns: 1000 },
    );
    // An appointment ending at closing keeps its buffer: the technicians count through it.
    const day = defaultDaySettings('2026-11-24');
    const twoLate = [0, 1].map(() => ({ startMinute: 20 * 60, endMinute: 21 * 60 }));
    expect(hasCapacity(twoLate, 20 * 60, 60, capacityRulesOf(day))).toBe(true);
    expect(hasCapacity([...twoLate, ...twoLate], 20 * 60, 60, capacityRulesOf(day))).toBe(false);
  });

  it('a technician’s day off or a shorter week lowers the limit; capacity still caps it', () => {
    const salonHours = { opensAtMinute: 600, closesAtMinute: 1260 };
    const stored: StoredSchedule = {
      hours: Array.from({ length: 7 }, () => salonHours),
      rules: { capacity: 3, bufferMinutes: 30, windowDaysAhead: 14, minimumNoticeMinutes: 0 },
      closures: [],
      technicians: [
        { ownWindow: undefined, dayOff: false },
        { ownWindow: { opensAtMinute: 600, closesAtMinute: 840 }, dayOff: false }, // 10:00–14:00
        { ownWindow: undefined, dayOff: true },
      ],
    };
    const rulesOfDay = capacityRulesOf(resolveDaySettings('2026-11-24', stored));
    const one = [{ startMinute: 600, endMinute: 660 }];
    expect(hasCapacity(one, 600, 60, rulesOfDay)).toBe(true); // two working in the morning
    expect(hasCapacity([...one, ...one], 600, 60, rulesOfDay)).toBe(false);
    // 13:30–14:30 + buffer: the second technician leaves at 14:00 (+30 buffer), so one place after 14:30.
    const atOne = [{ startMinute: 13 * 60 + 30, endMinute: 14 * 60 + 30 }];
    expect(hasCapacity(atOne, 13 * 60 + 30, 30, rulesOfDay)).toBe(true); // ends 14:00, buffer to 14:30
    expect(hasCapacity(atOne, 13 * 60 + 30, 45, rulesOfDay)).toBe(false);
    // Nobody working: nothing fits.
    const nobody = capacityRulesOf(resolveDaySettings('2026-11-24', { ...stored, technicians: [] }));
    expect(hasCapacity([], 600, 30, nobody)).toBe(false);
  });

  it('the notice horizon rolls over midnight', () => {
    expect(noticeHorizon({ date: '2026-11-23', minuteOfDay: 23 * 60 }, 120)).toEqual({
      date: '2026-11-24',
      minuteOfDay: 60,
    });
    expect(noticeHorizon({ date: '2026-11-23', minuteOfDay: 600 }, 0)).toEqual({
      date: '2026-11-23',
      minuteOfDay: 600,
    });
    expect(noticeHorizon({ date: '2026-11-23', minuteOfDay: 600 }, 7 * DAY)).toEqual({
      date: '2026-11-30',
      minuteOfDay: 600,
    });
  });
});

describe('the booking dates with the settings', () => {
  it('agree with a day-by-day oracle: open weekdays, whole-day closures, window, notice', () => {
    const today = fc.constantFrom('2026-11-22', '2026-11-23', '2026-11-26', '2026-12-31');
    fc.assert(
      fc.property(
        today,
        weeklyPattern,
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: -3, max: 70 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (on, hours, windowDaysAhead, closedOffsets, earliestOffset) => {
          const closedDates = closedOffsets.map((offset) => ({
            date: addDays(on, offset),
            reason: `Closed ${offset}`,
          }));
          const earliestDate = addDays(on, earliestOffset);
          const settings = { hours, windowDaysAhead, closedDates, earliestDate };
          const last = endOfMondayWeek(addDays(on, windowDaysAhead));
          const closed = new Set(closedDates.map((c) => c.date));
          const expected = datesBetween(on, last).filter(
            (d) => d >= earliestDate && hours[isoWeekday(d) - 1] !== null && !closed.has(d),
          );
          expect(bookingDateOptions(on, settings).map((o) => o.date)).toEqual(expected);
          for (const d of datesBetween(addDays(on, -2), addDays(last, 2))) {
            expect(isBookableDate(d, on, settings)).toBe(expected.includes(d));
          }
          const shownClosed = closedDatesInWindow(on, settings).map((c) => c.date);
          expect(shownClosed).toEqual(
            [...closed].filter((d) => d >= on && d <= last && hours[isoWeekday(d) - 1] !== null).sort(),
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('with the defaults they are the first round’s dates', () => {
    expect(bookingDateOptions('2026-11-23').map((o) => o.date)).toEqual(
      datesBetween('2026-11-23', '2026-12-13').filter((d) => isoWeekday(d) !== 7),
    );
  });
});
