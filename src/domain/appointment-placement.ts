/**
 * Where staff may put an appointment (decisions 150 and 151): the one
 * rule behind "New appointment", "Walk-in now", moves, assigning a technician
 * and a longer appointment. Pure: the caller reads the date's settings and its
 * other appointments (under the per-date lock) and asks here.
 *
 * In the order staff should hear about them:
 * 1. The date and time themselves (422, never overridable): a day closed by the
 *    week or all day, a start before the current 5-minute mark, off the 5-minute
 *    step, outside the opening hours, ending after closing, over a part-day closure.
 * 2. The technician (409 `technician_busy`, never overridable): a person cannot be
 *    in two places, so no other active appointment of theirs may overlap
 *    [start, end). No buffer: the buffer is the salon's clean-up, not the person's.
 * 3. The capacity rule (409 `slot_full`): the same rule as online bookings; staff
 *    may override it with a reason.
 */
import { capacityRulesOf, isClosedAllDay, overlapsPartClosure } from './day-availability.ts';
import { hasCapacity } from './capacity.ts';
import type { CalendarDate } from './calendar.ts';
import { STAFF_START_STEP_MINUTES, type PlacementConflict } from './placement-requests.ts';
import type { DaySettings } from './salon-settings.ts';
import type { SalonMoment } from './salon-time.ts';

/** Another appointment of the date that occupies the salon (not cancelled, not a no-show). */
export interface PlacedAppointment extends PlacementConflict {
  readonly startMinute: number;
  readonly endMinute: number;
  readonly technicianId: string | null;
}

export type PlacementInvalidReason =
  'date_closed' | 'time_past' | 'time_off_step' | 'time_outside_hours' | 'ends_after_closing' | 'part_closure';

export type PlacementProblem =
  | { readonly kind: 'invalid'; readonly reason: PlacementInvalidReason }
  | { readonly kind: 'technician_busy'; readonly conflicts: readonly PlacementConflict[] }
  | { readonly kind: 'slot_full'; readonly conflicts: readonly PlacementConflict[] };

/** English texts of the refusals (422 on the field named, 409 with details). */
export const placementMessages = {
  date_closed: { field: 'date', message: 'The salon is closed on that date.' },
  time_past: { field: 'time', message: 'That time has already passed. Choose the current time or later.' },
  time_off_step: { field: 'time', message: 'Choose a start time on a 5-minute mark (for example 14:05).' },
  time_outside_hours: { field: 'time', message: 'The salon is not open at that time.' },
  ends_after_closing: { field: 'time', message: 'The appointment would end after closing time.' },
  part_closure: { field: 'time', message: 'The salon is closed for part of that time.' },
  technician_busy: 'The technician has another appointment at that time. Choose another technician or time.',
  slot_full: 'The salon is full at that time. Book it anyway with a reason, or choose another time.',
} as const satisfies Record<PlacementInvalidReason, { field: 'date' | 'time'; message: string }> &
  Record<'technician_busy' | 'slot_full', string>;

export interface PlacementQuery {
  readonly date: CalendarDate;
  readonly startMinute: number;
  readonly durationMinutes: number;
  /** The salon clock. */
  readonly now: SalonMoment;
  readonly day: DaySettings;
  /** The date's other appointments that occupy the salon (the one being moved left out). */
  readonly others: readonly PlacedAppointment[];
  readonly technicianId: string | null;
  /** Staff gave a reason to book past the capacity rule. */
  readonly overrideCapacity: boolean;
}

/** The current 5-minute mark: a walk-in starts here, and nothing staff place may start before it. */
export function currentStartMinute(now: SalonMoment): number {
  return now.minuteOfDay - (now.minuteOfDay % STAFF_START_STEP_MINUTES);
}

/** Staff may place at the current 5-minute mark today or any time later (decision 151). */
export function isBeforeCurrentMark(date: CalendarDate, startMinute: number, now: SalonMoment): boolean {
  return date < now.date || (date === now.date && startMinute < currentStartMinute(now));
}

function overlaps(from: number, to: number, other: { startMinute: number; endMinute: number }): boolean {
  return other.startMinute < to && from < other.endMinute;
}

function asConflict(other: PlacedAppointment): PlacementConflict {
  return {
    id: other.id,
    reference: other.reference,
    date: other.date,
    time: other.time,
    endTime: other.endTime,
    customerName: other.customerName,
    technicianName: other.technicianName,
  };
}

/** The technician's other appointments overlapping [start, start + duration), no buffer. */
export function technicianConflicts(
  others: readonly PlacedAppointment[],
  technicianId: string | null,
  startMinute: number,
  durationMinutes: number,
): PlacementConflict[] {
  if (technicianId === null) return [];
  const end = startMinute + durationMinutes;
  return others
    .filter((other) => other.technicianId === technicianId && overlaps(startMinute, end, other))
    .map(asConflict);
}

/** The appointments whose occupied time (with the buffer) overlaps this one's: what fills the place. */
export function capacityConflicts(
  others: readonly PlacedAppointment[],
  startMinute: number,
  durationMinutes: number,
  bufferMinutes: number,
): PlacementConflict[] {
  const end = startMinute + durationMinutes + bufferMinutes;
  return others
    .filter((other) =>
      overlaps(startMinute, end, { startMinute: other.startMinute, endMinute: other.endMinute + bufferMinutes }),
    )
    .map(asConflict);
}

/** Whether the placement takes a place beyond the capacity rule (then it needs an override). */
export function exceedsCapacity(query: Pick<PlacementQuery, 'day' | 'others' | 'startMinute' | 'durationMinutes'>) {
  return !hasCapacity(query.others, query.startMinute, query.durationMinutes, capacityRulesOf(query.day));
}

/** Null when staff may place the appointment there (with the override if one was given). */
export function placementProblem(query: PlacementQuery): PlacementProblem | null {
  const { day, startMinute, durationMinutes } = query;
  if (day.hours === null || isClosedAllDay(day)) return { kind: 'invalid', reason: 'date_closed' };
  if (isBeforeCurrentMark(query.date, startMinute, query.now)) return { kind: 'invalid', reason: 'time_past' };
  if (startMinute % STAFF_START_STEP_MINUTES !== 0) return { kind: 'invalid', reason: 'time_off_step' };
  if (startMinute < day.hours.opensAtMinute || startMinute >= day.hours.closesAtMinute) {
    return { kind: 'invalid', reason: 'time_outside_hours' };
  }
  if (startMinute + durationMinutes > day.hours.closesAtMinute)
    return { kind: 'invalid', reason: 'ends_after_closing' };
  if (overlapsPartClosure(day, startMinute, durationMinutes)) return { kind: 'invalid', reason: 'part_closure' };
  const busy = technicianConflicts(query.others, query.technicianId, startMinute, durationMinutes);
  if (busy.length > 0) return { kind: 'technician_busy', conflicts: busy };
  if (!query.overrideCapacity && exceedsCapacity(query)) {
    return {
      kind: 'slot_full',
      conflicts: capacityConflicts(query.others, startMinute, durationMinutes, day.rules.bufferMinutes),
    };
  }
  return null;
}
