/**
 * Where a block being moved would land, as pure arithmetic on the timeline
 * (decision 158): a pointer's position, a tap, or an arrow key becomes a start
 * minute on the 5-minute step and a row. The server decides whether the place
 * is allowed; this only keeps the proposal on the timeline.
 */
import { STAFF_START_STEP_MINUTES } from '../../../domain/placement-requests.ts';
import { TIMELINE_END_MINUTE, TIMELINE_SLOT_MINUTES, TIMELINE_START_MINUTE } from '../../../domain/calendar-layout.ts';

const TIMELINE_MINUTES = TIMELINE_END_MINUTE - TIMELINE_START_MINUTE;

/** The row a block may be dropped in: a technician's id, or null for "no technician". */
export type TargetRow = string | null;

export interface MoveTarget {
  readonly rowId: TargetRow;
  /** Minute of the day the appointment would start, on the 5-minute step. */
  readonly startMinute: number;
}

/** Minute of the day under a horizontal position inside a row (0 = the row's left edge). */
export function minuteAtOffset(offsetPx: number, rowWidthPx: number): number {
  if (rowWidthPx <= 0) return TIMELINE_START_MINUTE;
  return TIMELINE_START_MINUTE + (offsetPx / rowWidthPx) * TIMELINE_MINUTES;
}

/**
 * A proposed start, rounded to `step` and kept so the whole appointment stays
 * on the timeline (a long treatment dragged to the right edge stops at 21:00).
 */
export function snapStart(minute: number, durationMinutes: number, step = STAFF_START_STEP_MINUTES): number {
  const latest = Math.max(TIMELINE_START_MINUTE, TIMELINE_END_MINUTE - durationMinutes);
  const snapped = Math.round(minute / step) * step;
  const lastOnStep = Math.floor(latest / step) * step;
  return Math.min(lastOnStep, Math.max(TIMELINE_START_MINUTE, snapped));
}

/** A new appointment's start from a click on an empty place: the slot mark (15 minutes) the click is in. */
export function startForEmptyPlace(minute: number): number {
  const floored = Math.floor(minute / TIMELINE_SLOT_MINUTES) * TIMELINE_SLOT_MINUTES;
  return Math.min(TIMELINE_END_MINUTE - TIMELINE_SLOT_MINUTES, Math.max(TIMELINE_START_MINUTE, floored));
}

export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isMoveKey(key: string): key is MoveKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/**
 * One arrow key in move mode. Time runs left to right, so Left and Right move
 * by 5 minutes (15 with Shift) and Up and Down move to the previous or next
 * row, stopping at the first and last.
 */
export function stepTarget(
  target: MoveTarget,
  key: MoveKey,
  options: { readonly rows: readonly TargetRow[]; readonly durationMinutes: number; readonly large?: boolean },
): MoveTarget {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = options.large ? TIMELINE_SLOT_MINUTES : STAFF_START_STEP_MINUTES;
    const minute = target.startMinute + (key === 'ArrowRight' ? step : -step);
    return { ...target, startMinute: snapStart(minute, options.durationMinutes) };
  }
  const index = options.rows.indexOf(target.rowId);
  const next = Math.min(options.rows.length - 1, Math.max(0, index + (key === 'ArrowDown' ? 1 : -1)));
  const rowId = options.rows[next];
  return rowId === undefined ? target : { ...target, rowId };
}
