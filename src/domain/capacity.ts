/**
 * The capacity rule (design invariant 1). An appointment occupies the salon
 * from its start until 30 minutes after its end. A new appointment may start
 * at a time only if, at every moment of its own occupied interval, fewer than
 * 3 existing non-cancelled appointments occupy the salon.
 */
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from './salon-rules.ts';

/** An existing appointment on the same date, as minutes after midnight. */
export interface BookedInterval {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** Half-open occupied interval [start, end + buffer). */
export function occupiedInterval(startMinute: number, durationMinutes: number): [number, number] {
  return [startMinute, startMinute + durationMinutes + BUFFER_AFTER_MINUTES];
}

/**
 * The largest number of existing appointments occupying the salon at any
 * moment of [from, to). Occupancy only rises where an appointment starts, so
 * it is enough to count at `from` and at every start inside the interval.
 */
export function peakOccupancy(existing: readonly BookedInterval[], from: number, to: number): number {
  const occupied = existing.map(({ startMinute, endMinute }) => ({
    from: startMinute,
    to: endMinute + BUFFER_AFTER_MINUTES,
  }));
  const checkpoints = [from, ...occupied.map((o) => o.from).filter((start) => start > from && start < to)];
  let peak = 0;
  for (const moment of checkpoints) {
    const count = occupied.filter((o) => o.from <= moment && moment < o.to).length;
    if (count > peak) peak = count;
  }
  return peak;
}

export function hasCapacity(
  existing: readonly BookedInterval[],
  startMinute: number,
  durationMinutes: number,
): boolean {
  const [from, to] = occupiedInterval(startMinute, durationMinutes);
  return peakOccupancy(existing, from, to) < MAX_CONCURRENT_APPOINTMENTS;
}
