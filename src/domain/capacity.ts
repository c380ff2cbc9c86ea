/**
 * The capacity rule (design invariant 1). An appointment occupies
 * the salon from its start until `bufferMinutes` after its end. At any moment
 * m the salon takes at most limit(m) = min(capacity, technicians working at m)
 * overlapping appointments. A new appointment may start at a time only if, at
 * every moment of its own occupied interval, the existing occupancy is below
 * limit(m).
 *
 * "Working at m" (decision record 120): a technician whose window is
 * [opens, closes) counts from `opens` until `closes + bufferMinutes`, so the
 * clean-up after an appointment that ends at their closing time is theirs too.
 * With the defaults (capacity 3, buffer 30, four technicians working the
 * salon's hours) every moment an online booking can occupy has a limit of 3:
 * exactly the first round's rule.
 */
import type { DayWindow } from './salon-settings.ts';
import { BUFFER_AFTER_MINUTES, MAX_CONCURRENT_APPOINTMENTS } from './salon-rules.ts';

/** An existing appointment on the same date, as minutes after midnight. */
export interface BookedInterval {
  readonly startMinute: number;
  readonly endMinute: number;
}

export interface CapacityRules {
  /** Most appointments occupying the salon at once. */
  readonly capacity: number;
  /** Minutes each appointment keeps its place after it ends. */
  readonly bufferMinutes: number;
  /**
   * The working window of each technician working that date; null when nobody's schedule limits the
   * salon (the first round's rule: only the capacity counts).
   */
  readonly technicianWindows: readonly DayWindow[] | null;
}

/** The first round's fixed rule: capacity 3, a 30-minute buffer, technicians not counted. */
export const DEFAULT_CAPACITY_RULES: CapacityRules = {
  capacity: MAX_CONCURRENT_APPOINTMENTS,
  bufferMinutes: BUFFER_AFTER_MINUTES,
  technicianWindows: null,
};

/** Half-open occupied interval [start, end + buffer). */
export function occupiedInterval(
  startMinute: number,
  durationMinutes: number,
  bufferMinutes: number = BUFFER_AFTER_MINUTES,
): [number, number] {
  return [startMinute, startMinute + durationMinutes + bufferMinutes];
}

/** Technicians working at `minute` (through the buffer after their window). */
export function techniciansWorkingAt(windows: readonly DayWindow[], minute: number, bufferMinutes: number): number {
  let working = 0;
  for (const window of windows) {
    if (window.opensAtMinute <= minute && minute < window.closesAtMinute + bufferMinutes) working += 1;
  }
  return working;
}

/** limit(m) = min(capacity, technicians working at m). */
export function limitAt(rules: CapacityRules, minute: number): number {
  if (rules.technicianWindows === null) return rules.capacity;
  return Math.min(rules.capacity, techniciansWorkingAt(rules.technicianWindows, minute, rules.bufferMinutes));
}

/**
 * The largest number of existing appointments occupying the salon at any
 * moment of [from, to). Occupancy only rises where an appointment starts, so
 * it is enough to count at `from` and at every start inside the interval.
 */
export function peakOccupancy(
  existing: readonly BookedInterval[],
  from: number,
  to: number,
  bufferMinutes: number = BUFFER_AFTER_MINUTES,
): number {
  const occupied = existing.map(({ startMinute, endMinute }) => ({
    from: startMinute,
    to: endMinute + bufferMinutes,
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
  rules: CapacityRules = DEFAULT_CAPACITY_RULES,
): boolean {
  if (rules.technicianWindows === null) {
    const [from, to] = occupiedInterval(startMinute, durationMinutes, rules.bufferMinutes);
    return peakOccupancy(existing, from, to, rules.bufferMinutes) < rules.capacity;
  }
  return capacityChecker(existing, rules)(startMinute, durationMinutes);
}

/**
 * The same rule as hasCapacity, for many questions about one day (the
 * availability answer asks it for every start time): the occupancy and the
 * limit of every minute are counted once, so each question costs a scan of
 * its own interval instead of a pass over the day's appointments per
 * checkpoint.
 */
export function capacityChecker(
  existing: readonly BookedInterval[],
  rules: CapacityRules = DEFAULT_CAPACITY_RULES,
): (startMinute: number, durationMinutes: number) => boolean {
  const buffer = rules.bufferMinutes;
  let lastMinute = 0;
  for (const { endMinute } of existing) lastMinute = Math.max(lastMinute, endMinute + buffer);
  for (const window of rules.technicianWindows ?? []) lastMinute = Math.max(lastMinute, window.closesAtMinute + buffer);
  const occupancy = new Int32Array(lastMinute + 1);
  for (const { startMinute, endMinute } of existing) {
    occupancy[Math.max(0, startMinute)]! += 1;
    occupancy[endMinute + buffer]! -= 1;
  }
  for (let minute = 1; minute <= lastMinute; minute += 1) occupancy[minute]! += occupancy[minute - 1]!;

  // limit(m) for every minute; beyond the last window nobody works (0), or the capacity alone when
  // technicians are not counted.
  const windows = rules.technicianWindows;
  const limitBeyond = windows === null ? rules.capacity : 0;
  let limit: Int32Array | null = null;
  if (windows !== null) {
    limit = new Int32Array(lastMinute + 1);
    for (const window of windows) {
      if (window.closesAtMinute + buffer <= window.opensAtMinute) continue;
      limit[Math.max(0, window.opensAtMinute)]! += 1;
      limit[window.closesAtMinute + buffer]! -= 1;
    }
    for (let minute = 1; minute <= lastMinute; minute += 1) limit[minute]! += limit[minute - 1]!;
    for (let minute = 0; minute <= lastMinute; minute += 1) limit[minute] = Math.min(rules.capacity, limit[minute]!);
  }

  return (startMinute, durationMinutes) => {
    const [from, to] = occupiedInterval(startMinute, durationMinutes, buffer);
    if (limitBeyond === 0 && (to > lastMinute || from < 0)) return false;
    for (let minute = Math.max(0, from); minute < Math.min(to, lastMinute); minute += 1) {
      const limitHere = limit === null ? rules.capacity : limit[minute]!;
      if (occupancy[minute]! >= limitHere) return false;
    }
    return true;
  };
}
