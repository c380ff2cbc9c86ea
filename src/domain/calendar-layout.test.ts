import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesToTime, timeToMinutes } from './calendar.ts';
import {
  assignLanes,
  blockGeometry,
  hourMarks,
  nowLinePercent,
  placeAppointments,
  TIMELINE_SLOT_COUNT,
  type PlaceableAppointment,
} from './calendar-layout.ts';

describe('timeline geometry', () => {
  it('has 44 slots of 15 minutes from 10:00 to 21:00', () => {
    expect(TIMELINE_SLOT_COUNT).toBe(44);
  });

  it('places a block from the opening at the left edge, one slot wide', () => {
    expect(blockGeometry('10:00', '10:15')).toEqual({
      leftPercent: 0,
      widthPercent: 100 / 44,
      firstSlot: 0,
      slotSpan: 1,
      clipped: false,
    });
  });

  it('places a block ending at closing against the right edge', () => {
    const geometry = blockGeometry('20:00', '21:00');
    expect(geometry?.firstSlot).toBe(40);
    expect(geometry?.slotSpan).toBe(4);
    expect((geometry?.leftPercent ?? 0) + (geometry?.widthPercent ?? 0)).toBeCloseTo(100, 10);
  });

  it('measures a 90-minute block starting 12:30', () => {
    const geometry = blockGeometry('12:30', '14:00');
    expect(geometry?.leftPercent).toBeCloseTo((150 / 660) * 100, 10);
    expect(geometry?.widthPercent).toBeCloseTo((90 / 660) * 100, 10);
    expect(geometry?.firstSlot).toBe(10);
    expect(geometry?.slotSpan).toBe(6);
  });

  it('counts a slot touched partly by an off-grid time', () => {
    const geometry = blockGeometry('10:10', '10:20');
    expect(geometry?.firstSlot).toBe(0);
    expect(geometry?.slotSpan).toBe(2);
  });

  it('clips blocks that stick out of opening hours and marks them', () => {
    const early = blockGeometry('09:30', '10:30');
    expect(early).toMatchObject({ leftPercent: 0, firstSlot: 0, slotSpan: 2, clipped: true });
    expect(early?.widthPercent).toBeCloseTo((30 / 660) * 100, 10);
    const late = blockGeometry('20:45', '21:30');
    expect(late).toMatchObject({ firstSlot: 43, slotSpan: 1, clipped: true });
    expect((late?.leftPercent ?? 0) + (late?.widthPercent ?? 0)).toBeCloseTo(100, 10);
  });

  it('returns null for blocks entirely outside the timeline or with no length', () => {
    expect(blockGeometry('08:00', '10:00')).toBeNull();
    expect(blockGeometry('21:00', '22:00')).toBeNull();
    expect(blockGeometry('12:00', '12:00')).toBeNull();
    expect(blockGeometry('12:00', '11:00')).toBeNull();
  });

  it('always stays inside the timeline (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 600 }), (start, length) => {
        const end = Math.min(start + length, 1439);
        const geometry = blockGeometry(minutesToTime(start), minutesToTime(end));
        if (geometry === null) {
          expect(end <= 600 || start >= 1260 || end <= start).toBe(true);
          return;
        }
        expect(geometry.leftPercent).toBeGreaterThanOrEqual(0);
        expect(geometry.widthPercent).toBeGreaterThan(0);
        expect(geometry.leftPercent + geometry.widthPercent).toBeLessThanOrEqual(100 + 1e-9);
        expect(geometry.firstSlot).toBeGreaterThanOrEqual(0);
        expect(geometry.firstSlot + geometry.slotSpan).toBeLessThanOrEqual(44);
        expect(geometry.clipped).toBe(start < 600 || end > 1260);
      }),
    );
  });

  it('draws the now line only between 10:00 and 21:00', () => {
    expect(nowLinePercent(599)).toBeNull();
    expect(nowLinePercent(600)).toBe(0);
    expect(nowLinePercent(timeToMinutes('15:30'))).toBeCloseTo(50, 10);
    expect(nowLinePercent(1260)).toBe(100);
    expect(nowLinePercent(1261)).toBeNull();
  });

  it('labels the twelve full hours 10:00 to 21:00', () => {
    const marks = hourMarks();
    expect(marks.map((mark) => mark.time)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(marks[0]?.leftPercent).toBe(0);
    expect(marks[11]?.leftPercent).toBe(100);
  });
});

const rows = ['anna', 'bee', 'cat', 'dao'];

function appt(
  id: string,
  startTime: string,
  endTime: string,
  technicianId: string | null = null,
): PlaceableAppointment {
  return { id, startTime, endTime, technicianId };
}

describe('row placement', () => {
  it('keeps an assigned appointment in its technician row', () => {
    const placements = placeAppointments(rows, [appt('a', '11:00', '12:00', 'cat')]);
    expect(placements.get('a')).toEqual({ rowId: 'cat', kind: 'assigned' });
  });

  it('puts an unassigned appointment in the first row when it is free', () => {
    const placements = placeAppointments(rows, [appt('u', '11:00', '12:00')]);
    expect(placements.get('u')).toEqual({ rowId: 'anna', kind: 'unassigned' });
  });

  it('skips rows with an overlapping appointment', () => {
    const placements = placeAppointments(rows, [
      appt('a', '10:30', '11:30', 'anna'),
      appt('b', '11:15', '12:00', 'bee'),
      appt('u', '11:00', '11:30'),
    ]);
    expect(placements.get('u')).toEqual({ rowId: 'cat', kind: 'unassigned' });
  });

  it('treats touching appointments as not overlapping', () => {
    const placements = placeAppointments(rows, [appt('a', '10:00', '11:00', 'anna'), appt('u', '11:00', '12:00')]);
    expect(placements.get('u')?.rowId).toBe('anna');
  });

  it('falls back to the first row when every row overlaps', () => {
    const placements = placeAppointments(rows, [
      ...rows.map((row) => appt(`busy-${row}`, '12:00', '13:00', row)),
      appt('u', '12:30', '13:30'),
    ]);
    expect(placements.get('u')).toEqual({ rowId: 'anna', kind: 'unassigned' });
  });

  it('counts earlier placed unassigned appointments against later ones', () => {
    const placements = placeAppointments(rows, [appt('second', '14:30', '15:30'), appt('first', '14:00', '15:00')]);
    expect(placements.get('first')?.rowId).toBe('anna');
    expect(placements.get('second')?.rowId).toBe('bee');
  });

  it('places an appointment of a technician without a row like an unassigned one', () => {
    const placements = placeAppointments(rows, [
      appt('a', '10:00', '11:00', 'anna'),
      appt('x', '10:30', '11:00', 'former'),
    ]);
    expect(placements.get('x')).toEqual({ rowId: 'bee', kind: 'off-roster' });
  });

  it('has no row to offer when there are no technicians', () => {
    const placements = placeAppointments([], [appt('u', '10:00', '11:00'), appt('a', '10:00', '11:00', 'anna')]);
    expect(placements.get('u')).toEqual({ rowId: null, kind: 'unassigned' });
    expect(placements.get('a')).toEqual({ rowId: null, kind: 'off-roster' });
  });

  it('places every appointment, and never moves assigned ones (property)', () => {
    const appointmentArb = fc
      .record({
        start: fc.integer({ min: 40, max: 83 }),
        length: fc.integer({ min: 1, max: 12 }),
        technician: fc.option(fc.constantFrom(...rows, 'former'), { nil: null }),
      })
      .map(({ start, length, technician }) => ({
        startTime: minutesToTime(start * 15),
        endTime: minutesToTime((start + length) * 15),
        technicianId: technician,
      }));
    fc.assert(
      fc.property(fc.array(appointmentArb, { maxLength: 30 }), (raw) => {
        const list = raw.map((item, index) => ({ ...item, id: `id-${String(index).padStart(2, '0')}` }));
        const placements = placeAppointments(rows, list);
        expect(placements.size).toBe(list.length);
        for (const item of list) {
          const placement = placements.get(item.id);
          expect(placement?.rowId).not.toBeNull();
          if (item.technicianId !== null && rows.includes(item.technicianId)) {
            expect(placement).toEqual({ rowId: item.technicianId, kind: 'assigned' });
          }
        }
        // Replay the rowless ones in start order: each went to the first row
        // free of everything placed before it, or to the first row if none was.
        const onRoster = (item: PlaceableAppointment) => item.technicianId !== null && rows.includes(item.technicianId);
        const placedSoFar = list.filter(onRoster);
        const clashes = (a: PlaceableAppointment, b: PlaceableAppointment) =>
          timeToMinutes(a.startTime) < timeToMinutes(b.endTime) &&
          timeToMinutes(b.startTime) < timeToMinutes(a.endTime);
        const rowless = list
          .filter((item) => !onRoster(item))
          .sort(
            (a, b) =>
              a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime) || a.id.localeCompare(b.id),
          );
        for (const item of rowless) {
          const rowOf = (other: PlaceableAppointment) => placements.get(other.id)?.rowId;
          const freeRows = rows.filter(
            (row) => !placedSoFar.some((other) => rowOf(other) === row && clashes(other, item)),
          );
          expect(placements.get(item.id)?.rowId).toBe(freeRows[0] ?? 'anna');
          expect(placements.get(item.id)?.kind).toBe(item.technicianId === null ? 'unassigned' : 'off-roster');
          placedSoFar.push(item);
        }
      }),
    );
  });
});

describe('lanes inside a row', () => {
  it('keeps non-overlapping blocks in one lane', () => {
    const { lanes, laneCount } = assignLanes([appt('a', '10:00', '11:00'), appt('b', '11:00', '12:00')]);
    expect(laneCount).toBe(1);
    expect(lanes.get('a')).toBe(0);
    expect(lanes.get('b')).toBe(0);
  });

  it('stacks overlapping blocks and reuses freed lanes', () => {
    const { lanes, laneCount } = assignLanes([
      appt('a', '10:00', '12:00'),
      appt('b', '10:30', '11:00'),
      appt('c', '11:00', '11:30'),
      appt('d', '10:45', '11:15'),
    ]);
    expect(lanes.get('a')).toBe(0);
    expect(lanes.get('b')).toBe(1);
    expect(lanes.get('d')).toBe(2);
    expect(lanes.get('c')).toBe(1);
    expect(laneCount).toBe(3);
  });

  it('has one lane for an empty row', () => {
    expect(assignLanes([]).laneCount).toBe(1);
  });

  it('never lets two overlapping blocks share a lane (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 40, max: 83 }), fc.integer({ min: 1, max: 12 })), { maxLength: 25 }),
        (raw) => {
          const list = raw.map(([start, length], index) =>
            appt(`b${index}`, minutesToTime(start * 15), minutesToTime((start + length) * 15)),
          );
          const { lanes, laneCount } = assignLanes(list);
          for (const a of list) {
            for (const b of list) {
              if (a.id >= b.id || lanes.get(a.id) !== lanes.get(b.id)) continue;
              const overlap = a.startTime < b.endTime && b.startTime < a.endTime;
              expect(overlap).toBe(false);
            }
            expect(lanes.get(a.id)).toBeLessThan(laneCount);
          }
        },
      ),
    );
  });
});
