import { describe, expect, it } from 'vitest';
import {
  capacityConflicts,
  currentStartMinute,
  isBeforeCurrentMark,
  placementProblem,
  technicianConflicts,
  type PlacedAppointment,
  type PlacementQuery,
} from './appointment-placement.ts';
import { minutesToTime, timeToMinutes } from './calendar.ts';
import { defaultDaySettings } from './day-availability.ts';

const DATE = '2026-11-24'; // a Tuesday: 10:00-21:00, capacity 3, buffer 30
const NOW = { date: '2026-11-23', minuteOfDay: 10 * 60 };

let counter = 0;
function placed(time: string, minutes: number, technicianId: string | null = null): PlacedAppointment {
  counter += 1;
  const start = timeToMinutes(time);
  return {
    id: `id-${counter}`,
    reference: `REF${counter}`,
    date: DATE,
    time,
    endTime: minutesToTime(start + minutes),
    customerName: `Customer ${counter}`,
    technicianName: technicianId,
    technicianId,
    startMinute: start,
    endMinute: start + minutes,
  };
}

function query(values: Partial<PlacementQuery> = {}): PlacementQuery {
  return {
    date: DATE,
    startMinute: timeToMinutes('11:05'),
    durationMinutes: 30,
    now: NOW,
    day: defaultDaySettings(DATE),
    others: [],
    technicianId: null,
    overrideCapacity: false,
    ...values,
  };
}

describe('placementProblem', () => {
  it('accepts any 5-minute start inside the hours that ends by closing', () => {
    expect(placementProblem(query())).toBeNull();
    expect(placementProblem(query({ startMinute: timeToMinutes('20:30') }))).toBeNull();
  });

  it.each([
    ['a day closed by the week', { date: '2026-11-29', day: defaultDaySettings('2026-11-29') }, 'date_closed'],
    ['a start off the 5-minute step', { startMinute: timeToMinutes('11:07') }, 'time_off_step'],
    ['a start before opening', { startMinute: timeToMinutes('09:55') }, 'time_outside_hours'],
    ['a start at closing', { startMinute: timeToMinutes('21:00') }, 'time_outside_hours'],
    ['an end after closing', { startMinute: timeToMinutes('20:35') }, 'ends_after_closing'],
    ['a date gone', { date: '2026-11-21', day: defaultDaySettings('2026-11-21') }, 'time_past'],
  ])('refuses %s', (_label, values, reason) => {
    expect(placementProblem(query(values))).toEqual({ kind: 'invalid', reason });
  });

  it('refuses a part-day closure', () => {
    const day = {
      ...defaultDaySettings(DATE),
      closures: [{ fromMinute: 12 * 60, toMinute: 14 * 60, reason: 'Training' }],
    };
    expect(placementProblem(query({ day, startMinute: timeToMinutes('11:45') }))).toEqual({
      kind: 'invalid',
      reason: 'part_closure',
    });
    expect(placementProblem(query({ day, startMinute: timeToMinutes('11:30') }))).toBeNull();
  });

  it('allows today from the current 5-minute mark on, never before', () => {
    const now = { date: DATE, minuteOfDay: timeToMinutes('14:38') };
    expect(currentStartMinute(now)).toBe(timeToMinutes('14:35'));
    expect(placementProblem(query({ now, startMinute: timeToMinutes('14:35') }))).toBeNull();
    expect(placementProblem(query({ now, startMinute: timeToMinutes('14:30') }))).toEqual({
      kind: 'invalid',
      reason: 'time_past',
    });
    expect(isBeforeCurrentMark('2026-11-25', 0, now)).toBe(false);
  });

  it('refuses a busy technician without a buffer, even with an override', () => {
    const other = placed('10:45', 30, 'tech-a');
    const busy = placementProblem(query({ others: [other], technicianId: 'tech-a', overrideCapacity: true }));
    expect(busy).toEqual({ kind: 'technician_busy', conflicts: [expect.objectContaining({ id: other.id })] });
    // 11:15 starts when the other ends: the technician is free (the buffer is the salon's, not theirs).
    expect(
      placementProblem(query({ others: [other], technicianId: 'tech-a', startMinute: timeToMinutes('11:15') })),
    ).toBeNull();
    // Another technician, or none, is not busy.
    expect(placementProblem(query({ others: [other], technicianId: 'tech-b' }))).toBeNull();
  });

  it('refuses a full slot with what fills it, unless overridden', () => {
    const others = [placed('11:00', 30), placed('11:00', 30), placed('10:30', 30), placed('13:00', 30)];
    const full = placementProblem(query({ others }));
    // 10:30-11:00 keeps its place until 11:30 (buffer): it fills 11:05 too; 13:00 does not.
    expect(full).toEqual({
      kind: 'slot_full',
      conflicts: others.slice(0, 3).map((other) => expect.objectContaining({ id: other.id })),
    });
    expect(placementProblem(query({ others, overrideCapacity: true }))).toBeNull();
  });

  it('judges the technician before capacity: a busy person is named even when the time is also full', () => {
    const others = [placed('11:00', 30, 'tech-a'), placed('11:00', 30), placed('11:00', 30)];
    expect(placementProblem(query({ others, technicianId: 'tech-a' }))?.kind).toBe('technician_busy');
  });
});

describe('conflict lists', () => {
  it('name only overlapping appointments', () => {
    const others = [placed('10:00', 60, 't'), placed('12:00', 30, 't'), placed('11:30', 30, 'u')];
    expect(technicianConflicts(others, 't', timeToMinutes('10:30'), 60).map((c) => c.time)).toEqual(['10:00']);
    expect(technicianConflicts(others, null, timeToMinutes('10:30'), 60)).toEqual([]);
    expect(capacityConflicts(others, timeToMinutes('12:40'), 30, 30).map((c) => c.time)).toEqual(['12:00']);
  });
});
