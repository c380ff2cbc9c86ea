/**
 * A block's pointer handling (decision 158). A mouse or pen drags straight
 * away once the pointer has travelled a few pixels, so a click still opens the
 * appointment. A finger must be able to scroll the timeline sideways, so a
 * touch only picks the block up after a long press (the phone buzzes where it
 * can); then the receptionist taps the new place and confirms in the move bar.
 */
import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { timeToMinutes } from '../../../domain/calendar.ts';
import { minuteAtOffset, type TargetRow } from './move-target.ts';
import type { BlockMove } from './use-block-move.ts';
import type { CalendarBlockData } from './use-calendar-day.ts';

/** Pixels a mouse travels before a press becomes a drag (a click wobbles by one or two). */
const DRAG_THRESHOLD_PX = 6;
/** A finger held this long without scrolling picks the block up. */
const LONG_PRESS_MS = 450;
const TOUCH_SLOP_PX = 10;

/** The cells blocks can be dropped in carry `data-move-row` (a technician id, or '' for no technician). */
export const MOVE_ROW_ATTRIBUTE = 'data-move-row';

export function rowValue(rowId: TargetRow): string {
  return rowId ?? '';
}

/** The row under (or nearest to) a point, and the minute of the day at its x. */
export function placeAtPoint(
  timeline: HTMLElement,
  x: number,
  y: number,
): { readonly rowId: TargetRow; readonly minute: number } | null {
  let best: { cell: HTMLElement; distance: number } | null = null;
  for (const cell of timeline.querySelectorAll<HTMLElement>(`[${MOVE_ROW_ATTRIBUTE}]`)) {
    const rect = cell.getBoundingClientRect();
    const distance = y < rect.top ? rect.top - y : y > rect.bottom ? y - rect.bottom : 0;
    if (!best || distance < best.distance) best = { cell, distance };
  }
  if (!best) return null;
  const rect = best.cell.getBoundingClientRect();
  const value = best.cell.getAttribute(MOVE_ROW_ATTRIBUTE) ?? '';
  return { rowId: value === '' ? null : value, minute: minuteAtOffset(x - rect.left, rect.width) };
}

/** How near the timeline's visible edge a dragged block starts scrolling it (a narrow window shows part of the day). */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 16;

/** Scrolls only towards where the pointer is heading, so grabbing a block near an edge does not move the view. */
function nudgeScroll(timeline: HTMLElement, x: number, previousX: number): void {
  const scroller = timeline.parentElement;
  if (!scroller || scroller.scrollWidth <= scroller.clientWidth) return;
  const visible = scroller.getBoundingClientRect();
  // The names stay pinned on the left: the timeline's visible part starts after them.
  const names = timeline.querySelector('[role="rowheader"]')?.getBoundingClientRect().width ?? 0;
  if (x > previousX && x > visible.right - EDGE_PX) scroller.scrollLeft += SCROLL_STEP_PX;
  else if (x < previousX && x < visible.left + names + EDGE_PX) scroller.scrollLeft -= SCROLL_STEP_PX;
}

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  /** Minutes between the block's start and the point that was grabbed, so the block follows the hand. */
  readonly grabMinutes: number;
  dragging: boolean;
  lastX: number;
}

export function useBlockDrag({
  block,
  move,
  timeline,
}: {
  readonly block: CalendarBlockData;
  readonly move: BlockMove;
  readonly timeline: RefObject<HTMLElement | null>;
}) {
  const press = useRef<Press | null>(null);
  const longPress = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The click that ends a drag or a long press must not open the appointment. */
  const swallowClick = useRef(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || move.moving?.saving || !timeline.current) return;
      const here = placeAtPoint(timeline.current, event.clientX, event.clientY);
      const grabMinutes = here ? here.minute - timeToMinutes(block.startTime) : 0;
      press.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        grabMinutes,
        dragging: false,
        lastX: event.clientX,
      };
      swallowClick.current = false;

      if (event.pointerType === 'touch') {
        const stop = () => {
          if (longPress.current) clearTimeout(longPress.current);
          longPress.current = null;
          window.removeEventListener('pointermove', onTouchMove);
          window.removeEventListener('pointerup', stop);
          window.removeEventListener('pointercancel', stop);
        };
        const onTouchMove = (moveEvent: PointerEvent) => {
          const start = press.current;
          if (!start || moveEvent.pointerId !== start.pointerId) return;
          if (Math.hypot(moveEvent.clientX - start.x, moveEvent.clientY - start.y) > TOUCH_SLOP_PX) stop();
        };
        longPress.current = setTimeout(() => {
          stop();
          swallowClick.current = true;
          navigator.vibrate?.(15);
          move.begin(block, 'tap');
        }, LONG_PRESS_MS);
        window.addEventListener('pointermove', onTouchMove);
        window.addEventListener('pointerup', stop);
        window.addEventListener('pointercancel', stop);
        cleanup.current = stop;
        return;
      }

      const onMove = (moveEvent: PointerEvent) => {
        const current = press.current;
        if (!current || moveEvent.pointerId !== current.pointerId || !timeline.current) return;
        if (!current.dragging) {
          if (Math.hypot(moveEvent.clientX - current.x, moveEvent.clientY - current.y) < DRAG_THRESHOLD_PX) return;
          current.dragging = true;
          move.begin(block, 'drag');
        }
        moveEvent.preventDefault();
        nudgeScroll(timeline.current, moveEvent.clientX, current.lastX);
        current.lastX = moveEvent.clientX;
        const place = placeAtPoint(timeline.current, moveEvent.clientX, moveEvent.clientY);
        if (place) move.aimAt(place.rowId, place.minute - current.grabMinutes);
      };
      const onKey = (keyEvent: KeyboardEvent) => {
        if (keyEvent.key !== 'Escape' || !press.current?.dragging) return;
        press.current = null;
        swallowClick.current = true;
        finish();
        move.cancel();
      };
      const onUp = (upEvent: PointerEvent) => {
        const current = press.current;
        if (!current || upEvent.pointerId !== current.pointerId) return;
        press.current = null;
        finish();
        if (current.dragging && upEvent.type === 'pointercancel') move.cancel();
        else if (current.dragging) {
          swallowClick.current = true;
          void move.commit();
        }
      };
      const finish = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        window.removeEventListener('keydown', onKey);
        cleanup.current = null;
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
      window.addEventListener('keydown', onKey);
      cleanup.current = finish;
    },
    [block, move, timeline],
  );

  const onClick = useCallback((event: { preventDefault(): void }) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
  }, []);

  /** A long press must not open the phone's link menu. */
  const onContextMenu = useCallback((event: { preventDefault(): void }) => {
    if (press.current || swallowClick.current) event.preventDefault();
  }, []);

  /** A link's own drag (its URL) would fight ours. */
  const onDragStart = useCallback((event: { preventDefault(): void }) => event.preventDefault(), []);

  return { onPointerDown, onClick, onContextMenu, onDragStart };
}
