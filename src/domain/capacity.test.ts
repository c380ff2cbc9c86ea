import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capacityChecker, hasCapacity, peakOccupancy, type BookedInterval } from './capacity.ts';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from './salon-rules.ts';

/** Oracle: count occupants minute by minute over the new appointment's occupied interval. */
function bruteForceHasCapacity(existing: readonly BookedInterval[], start: number, duration: number): boolean {
  for (let minute = start; minute < start + duration + BUFFER_AFTER_MINUTES; minute += 1) {
    const occupants = existing.filter(
      (a) => a.startMinute <= minute && minute < a.endMinute + BUFFER_AFTER_MINUTES,
    ).length;
    if (occupants >= MAX_CONCURRENT_APPOINTMENTS) return false;
  }
  return true;
}

const interval = fc
  .tuple(fc.integer({ min: 600, max: 1245 }), fc.integer({ min: 15, max: 240 }))
  .map(([start, duration]) => ({ startMinute: start, endMinute: start + duration }));

describe('capacity rule', () => {
  it('allows three overlapping appointments and refuses the fourth', () => {
    const one = { startMinute: 600, endMinute: 660 };
    expect(hasCapacity([], 600, 60)).toBe(true);
    expect(hasCapacity([one, one], 600, 60)).toBe(true);
    expect(hasCapacity([one, one, one], 600, 60)).toBe(false);
  });

  it('keeps the 30-minute buffer after an existing appointment', () => {
    const three = Array.from({ length: 3 }, () => ({ startMinute: 600, endMinute: 660 }));
    expect(hasCapacity(three, 675, 30)).toBe(false); // 11:15 is inside 10:00–11:30
    expect(hasCapacity(three, 690, 30)).toBe(true); // 11:30 is free again
  });

  it('counts the new appointment’s own buffer: it may not run into a full period', () => {
    const three = Array.from({ length: 3 }, () => ({ startMinute: 720, endMinute: 780 }));
    // 10:30 + 60 min ends 11:30, occupies until 12:00: touches 12:00 only at its open end.
    expect(hasCapacity(three, 630, 60)).toBe(true);
    // 10:45 + 60 occupies until 12:15, overlapping the three from 12:00.
    expect(hasCapacity(three, 645, 60)).toBe(false);
  });

  it('measures the peak, not the sum, of occupants', () => {
    const staggered = [
      { startMinute: 600, endMinute: 630 },
      { startMinute: 660, endMinute: 690 },
      { startMinute: 720, endMinute: 750 },
    ];
    expect(peakOccupancy(staggered, 600, 800)).toBe(1);
  });

  it('agrees with a minute-by-minute oracle', () => {
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 12 }),
        fc.integer({ min: 600, max: 1245 }),
        fc.integer({ min: 15, max: 300 }),
        (existing, start, duration) => {
          expect(hasCapacity(existing, start, duration)).toBe(bruteForceHasCapacity(existing, start, duration));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('capacityChecker (one day, many questions) agrees with the oracle too', () => {
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 300 })), { maxLength: 20 }),
        (existing, questions) => {
          const fits = capacityChecker(existing);
          for (const [start, duration] of questions) {
            expect(fits(start, duration)).toBe(bruteForceHasCapacity(existing, start, duration));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
