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

/**
 * The same rule as hasCapacity, for many questions about one day (the
 * availability answer asks it for every start time): the occupancy of every
 * minute is counted once, so each question costs a scan of its own interval
 * instead of a pass over the day's appointments per checkpoint.
 */
export function capacityChecker(
  existing: readonly BookedInterval[],
): (startMinute: number, durationMinutes: number) => boolean {
  let lastMinute = 0;
  for (const { endMinute } of existing) lastMinute = Math.max(lastMinute, endMinute + BUFFER_AFTER_MINUTES);
  const occupancy = new Int32Array(lastMinute + 1);
  for (const { startMinute, endMinute } of existing) {
    occupancy[Math.max(0, startMinute)]! += 1;
    occupancy[endMinute + BUFFER_AFTER_MINUTES]! -= 1;
  }
  for (let minute = 1; minute <= lastMinute; minute += 1) occupancy[minute]! += occupancy[minute - 1]!;
  return (startMinute, durationMinutes) => {
    const [from, to] = occupiedInterval(startMinute, durationMinutes);
    for (let minute = Math.max(0, from); minute < Math.min(to, lastMinute); minute += 1) {
      if (occupancy[minute]! >= MAX_CONCURRENT_APPOINTMENTS) return false;
    }
    return true;
  };
}
