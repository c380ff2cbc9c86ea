/**
 * The daily calendar's layout rules: a timeline from
 * 10:00 to 21:00 in 44 slots of 15 minutes, one row per technician, and where
 * each appointment block goes. Pure: the server and the browser both call it.
 */
import { timeToMinutes, type TimeOfDay } from './calendar.ts';
import { DEFAULT_CLOSES_AT_MINUTE, DEFAULT_OPENS_AT_MINUTE, SLOT_STEP_MINUTES } from './salon-rules.ts';

export const TIMELINE_START_MINUTE = DEFAULT_OPENS_AT_MINUTE;
export const TIMELINE_END_MINUTE = DEFAULT_CLOSES_AT_MINUTE;
export const TIMELINE_SLOT_MINUTES = SLOT_STEP_MINUTES;
/** 44 slots of 15 minutes between 10:00 and 21:00. */
export const TIMELINE_SLOT_COUNT = (TIMELINE_END_MINUTE - TIMELINE_START_MINUTE) / TIMELINE_SLOT_MINUTES;
const TIMELINE_MINUTES = TIMELINE_END_MINUTE - TIMELINE_START_MINUTE;

/** Horizontal placement of a block, as percentages of the timeline's width. */
export interface BlockGeometry {
  readonly leftPercent: number;
  readonly widthPercent: number;
  /** Index of the first 15-minute slot the block touches (0 … 43). */
  readonly firstSlot: number;
  /** Number of slots the block touches (at least 1). */
  readonly slotSpan: number;
  /** The appointment starts before 10:00 or ends after 21:00 and is cut at the edge. */
  readonly clipped: boolean;
}

function percentOfTimeline(minute: number): number {
  return ((minute - TIMELINE_START_MINUTE) / TIMELINE_MINUTES) * 100;
}

function clampToTimeline(minute: number): number {
  return Math.min(TIMELINE_END_MINUTE, Math.max(TIMELINE_START_MINUTE, minute));
}

/**
 * Where a block from `start` to `end` sits on the timeline. Returns null when
 * it lies entirely outside 10:00–21:00 (staff can edit times freely, so the
 * layout must not break on them).
 */
export function blockGeometry(start: TimeOfDay, end: TimeOfDay): BlockGeometry | null {
  const startMinute = timeToMinutes(start);
  const endMinute = timeToMinutes(end);
  if (endMinute <= startMinute) return null;
  if (endMinute <= TIMELINE_START_MINUTE || startMinute >= TIMELINE_END_MINUTE) return null;
  const shownStart = clampToTimeline(startMinute);
  const shownEnd = clampToTimeline(endMinute);
  const firstSlot = Math.floor((shownStart - TIMELINE_START_MINUTE) / TIMELINE_SLOT_MINUTES);
  const lastSlot = Math.ceil((shownEnd - TIMELINE_START_MINUTE) / TIMELINE_SLOT_MINUTES);
  return {
    leftPercent: percentOfTimeline(shownStart),
    widthPercent: percentOfTimeline(shownEnd) - percentOfTimeline(shownStart),
    firstSlot,
    slotSpan: Math.max(1, lastSlot - firstSlot),
    clipped: shownStart !== startMinute || shownEnd !== endMinute,
  };
}

/** The "now" line's position, or null when `minuteOfDay` is outside the timeline. */
export function nowLinePercent(minuteOfDay: number): number | null {
  if (minuteOfDay < TIMELINE_START_MINUTE || minuteOfDay > TIMELINE_END_MINUTE) return null;
  return percentOfTimeline(minuteOfDay);
}

export interface HourMark {
  /** 'HH:mm' of the full hour. */
  readonly time: TimeOfDay;
  readonly leftPercent: number;
}

/** The full hours 10:00 … 21:00 with their positions, for hour labels and grid lines. */
export function hourMarks(): HourMark[] {
  const marks: HourMark[] = [];
  for (let minute = TIMELINE_START_MINUTE; minute <= TIMELINE_END_MINUTE; minute += 60) {
    marks.push({ time: `${String(minute / 60).padStart(2, '0')}:00`, leftPercent: percentOfTimeline(minute) });
  }
  return marks;
}

/** What the placement rule needs to know of an appointment. */
export interface PlaceableAppointment {
  readonly id: string;
  readonly startTime: TimeOfDay;
  readonly endTime: TimeOfDay;
  /** The assigned technician, or null. */
  readonly technicianId: string | null;
}

export interface Placement {
  /** The technician row the block is drawn in, or null when there are no rows at all. */
  readonly rowId: string | null;
  /**
   * 'assigned': in its technician's row. 'unassigned': no technician, placed
   * by the rule. 'off-roster': its technician has no row (no longer active),
   * so it is placed by the same rule as an unassigned one.
   */
  readonly kind: 'assigned' | 'unassigned' | 'off-roster';
}

/** An appointment's times as minutes, parsed once: a busy day compares each rowless block with whole rows. */
interface MinuteSpan {
  readonly start: number;
  readonly end: number;
}

function minuteSpan(appointment: PlaceableAppointment): MinuteSpan {
  return { start: timeToMinutes(appointment.startTime), end: timeToMinutes(appointment.endTime) };
}

function overlaps(a: MinuteSpan, b: MinuteSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Plain code-unit order: times are 'HH:mm' and ids lower-case hex, so this is the database's order too. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar's order of blocks: start, then end, then id. */
export function byStartThenId(a: PlaceableAppointment, b: PlaceableAppointment): number {
  return compareText(a.startTime, b.startTime) || compareText(a.endTime, b.endTime) || compareText(a.id, b.id);
}

/**
 * An appointment with no technician goes to the first
 * technician row (in display order) where it overlaps nothing already in the
 * row, otherwise to the first row. Rows are filled with their assigned
 * appointments first; rowless appointments are then placed one by one in
 * start-time order, each one counting for the next (decision record 060).
 */
export function placeAppointments(
  rowIds: readonly string[],
  appointments: readonly PlaceableAppointment[],
): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  const rows = new Map<string, MinuteSpan[]>(rowIds.map((id) => [id, []]));
  const rowless: PlaceableAppointment[] = [];

  for (const appointment of appointments) {
    const row = appointment.technicianId === null ? undefined : rows.get(appointment.technicianId);
    if (row && appointment.technicianId !== null) {
      row.push(minuteSpan(appointment));
      placements.set(appointment.id, { rowId: appointment.technicianId, kind: 'assigned' });
    } else {
      rowless.push(appointment);
    }
  }

  for (const appointment of [...rowless].sort(byStartThenId)) {
    const kind = appointment.technicianId === null ? 'unassigned' : 'off-roster';
    const span = minuteSpan(appointment);
    const free = rowIds.find((id) => !(rows.get(id) ?? []).some((other) => overlaps(other, span)));
    const rowId = free ?? rowIds[0] ?? null;
    if (rowId !== null) rows.get(rowId)?.push(span);
    placements.set(appointment.id, { rowId, kind });
  }
  return placements;
}

/**
 * Lanes inside one row so that overlapping blocks sit one above the other
 * instead of covering each other: each block takes the lowest lane that is
 * free at its start. Returns the lane of every id and the number of lanes.
 */
export function assignLanes(appointments: readonly PlaceableAppointment[]): {
  lanes: Map<string, number>;
  laneCount: number;
} {
  const lanes = new Map<string, number>();
  const laneEnds: number[] = [];
  for (const appointment of [...appointments].sort(byStartThenId)) {
    const start = timeToMinutes(appointment.startTime);
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = timeToMinutes(appointment.endTime);
    lanes.set(appointment.id, lane);
  }
  return { lanes, laneCount: Math.max(1, laneEnds.length) };
}
