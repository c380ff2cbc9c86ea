import { describe, expect, it } from 'vitest';
import { minuteAtOffset, snapStart, startForEmptyPlace, stepTarget } from './move-target.ts';

const rows = ['nok', 'ploy', null] as const;

describe('move targets on the timeline', () => {
  it('reads the minute under a position: the left edge is 10:00, the right edge 21:00', () => {
    expect(minuteAtOffset(0, 660)).toBe(600);
    expect(minuteAtOffset(660, 660)).toBe(1260);
    expect(minuteAtOffset(245, 660)).toBe(845);
    expect(minuteAtOffset(10, 0)).toBe(600);
  });

  it('snaps to 5 minutes and keeps the whole appointment between 10:00 and 21:00', () => {
    expect(snapStart(842, 60)).toBe(840);
    expect(snapStart(843, 60)).toBe(845);
    expect(snapStart(560, 60)).toBe(600);
    expect(snapStart(1230, 60)).toBe(1200);
    // 50 minutes from 20:10 ends at 21:00 exactly.
    expect(snapStart(1250, 50)).toBe(1210);
    // Longer than the day: stays at the start.
    expect(snapStart(700, 900)).toBe(600);
  });

  it('starts a new appointment at the 15-minute mark of the place clicked', () => {
    expect(startForEmptyPlace(854)).toBe(840);
    expect(startForEmptyPlace(855)).toBe(855);
    expect(startForEmptyPlace(1259)).toBe(1245);
    expect(startForEmptyPlace(590)).toBe(600);
  });

  it('moves by 5 minutes with Left and Right (15 with Shift) and between rows with Up and Down', () => {
    const start = { rowId: 'nok', startMinute: 840 };
    expect(stepTarget(start, 'ArrowRight', { rows, durationMinutes: 60 })).toEqual({ rowId: 'nok', startMinute: 845 });
    expect(stepTarget(start, 'ArrowLeft', { rows, durationMinutes: 60, large: true })).toEqual({
      rowId: 'nok',
      startMinute: 825,
    });
    expect(stepTarget(start, 'ArrowDown', { rows, durationMinutes: 60 })).toEqual({ rowId: 'ploy', startMinute: 840 });
    expect(stepTarget(start, 'ArrowUp', { rows, durationMinutes: 60 })).toEqual(start);
    const last = { rowId: null, startMinute: 1200 };
    expect(stepTarget(last, 'ArrowDown', { rows, durationMinutes: 60 })).toEqual(last);
    expect(stepTarget(last, 'ArrowRight', { rows, durationMinutes: 60 })).toEqual(last);
  });
});
