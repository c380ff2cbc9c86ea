import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasCapacity } from './capacity.ts';
import { minutesToTime, timeToMinutes } from './calendar.ts';
import { endsByClosing, gridStartMinutes, isOnGrid, startTimeOptions } from './start-times.ts';

const beforeOpening = { date: '2026-11-23', minuteOfDay: 8 * 60 };

describe('bookable start times', () => {
  it('offers 15-minute steps from 10:00 whose end is by 21:00', () => {
    const options = startTimeOptions({ date: '2026-11-24', durationMinutes: 60, now: beforeOpening, existing: [] });
    expect(options[0]).toEqual({ time: '10:00', state: 'available' });
    expect(options).toHaveLength(44);
    const available = options.filter((o) => o.state === 'available').map((o) => o.time);
    expect(available.at(-1)).toBe('20:00');
    expect(options.find((o) => o.time === '20:15')?.state).toBe('too_late');
    expect(options.at(-1)).toEqual({ time: '20:45', state: 'too_late' });
  });

  it('does not offer times already past on the salon’s today', () => {
    const now = { date: '2026-11-23', minuteOfDay: 13 * 60 + 7 };
    const options = startTimeOptions({ date: '2026-11-23', durationMinutes: 30, now, existing: [] });
    expect(options.find((o) => o.time === '13:00')?.state).toBe('past');
    expect(options.find((o) => o.time === '13:15')?.state).toBe('available');
    const exactly = { date: '2026-11-23', minuteOfDay: 13 * 60 + 15 };
    expect(
      startTimeOptions({ date: '2026-11-23', durationMinutes: 30, now: exactly, existing: [] }).find(
        (o) => o.time === '13:15',
      )?.state,
    ).toBe('past');
  });

  it('marks full times', () => {
    const three = Array.from({ length: 3 }, () => ({ startMinute: 600, endMinute: 660 }));
    const options = startTimeOptions({ date: '2026-11-24', durationMinutes: 30, now: beforeOpening, existing: three });
    expect(options.find((o) => o.time === '10:00')?.state).toBe('full');
    expect(options.find((o) => o.time === '11:15')?.state).toBe('full');
    expect(options.find((o) => o.time === '11:30')?.state).toBe('available');
  });

  it('knows the grid', () => {
    expect(gridStartMinutes()).toHaveLength(44);
    expect(isOnGrid(600)).toBe(true);
    expect(isOnGrid(605)).toBe(false);
    expect(isOnGrid(1260)).toBe(false);
    expect(isOnGrid(585)).toBe(false);
    expect(endsByClosing(1200, 60)).toBe(true);
    expect(endsByClosing(1215, 60)).toBe(false);
  });

  it('agrees with a brute-force oracle for any day, clock, duration and bookings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.constantFrom('2026-11-22', '2026-11-23', '2026-11-24'),
        fc.integer({ min: 15, max: 360 }),
        fc.array(
          fc.tuple(fc.integer({ min: 40, max: 83 }), fc.integer({ min: 1, max: 12 })).map(([slot, length]) => ({
            startMinute: slot * 15,
            endMinute: slot * 15 + length * 15,
          })),
          { maxLength: 10 },
        ),
        (nowMinute, date, duration, existing) => {
          const now = { date: '2026-11-23', minuteOfDay: nowMinute };
          for (const option of startTimeOptions({ date, durationMinutes: duration, now, existing })) {
            const start = timeToMinutes(option.time);
            const expected =
              date < now.date || (date === now.date && start <= nowMinute)
                ? 'past'
                : start + duration > 21 * 60
                  ? 'too_late'
                  : hasCapacity(existing, start, duration)
                    ? 'available'
                    : 'full';
            expect(option.state).toBe(expected);
            expect(minutesToTime(start)).toBe(option.time);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
