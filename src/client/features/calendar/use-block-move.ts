/**
 * Moving an appointment on the calendar (decision 158): one state
 * for the three ways in (a mouse drag, a keyboard "Move" mode, a long press
 * then a tap), one request, and one place where each refusal is turned into
 * what the receptionist sees. The block itself never moves until the server
 * has said yes: the ghost shows the proposal, a refusal simply clears it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { minutesToTime, timeToMinutes, type CalendarDate } from '../../../domain/calendar.ts';
import type { PlacementConflict } from '../../../domain/placement-requests.ts';
import { moveAppointment, type MoveOutcome } from './move-api.ts';
import { isMoveKey, snapStart, stepTarget, type MoveTarget, type TargetRow } from './move-target.ts';
import type { CalendarBlockData } from './use-calendar-day.ts';
import { calendarKeys } from './query-keys.ts';

export type MoveMode = 'drag' | 'keyboard' | 'tap';

export interface MovingState {
  readonly block: CalendarBlockData;
  readonly mode: MoveMode;
  readonly origin: MoveTarget;
  readonly target: MoveTarget;
  /** The request is on its way: the ghost stays where it was dropped. */
  readonly saving: boolean;
}

export interface MoveRefusal {
  readonly kind: 'slot_full' | 'technician_busy';
  readonly conflicts: readonly PlacementConflict[];
}

/** What the page says after a move ends (a polite status line, also read by screen readers). */
export type MoveNotice =
  | { readonly kind: 'moved'; readonly customer: string; readonly target: MoveTarget }
  | { readonly kind: 'stale' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'cancelled'; readonly customer: string };

export function durationOf(block: CalendarBlockData): number {
  return timeToMinutes(block.endTime) - timeToMinutes(block.startTime);
}

/** Where a block is now, as a move target: a block without a (current) technician starts in "No technician". */
export function originOf(block: CalendarBlockData): MoveTarget {
  return {
    rowId: block.placement === 'assigned' ? block.technicianId : null,
    startMinute: timeToMinutes(block.startTime),
  };
}

export function useBlockMove({ date, rows }: { readonly date: CalendarDate; readonly rows: readonly TargetRow[] }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<MovingState | null>(null);
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  // Pointer listeners live outside React's render and a drop follows the last move at once:
  // the proposal is kept here too, written in the same breath as the state.
  const latest = useRef<MovingState | null>(null);
  const put = useCallback((next: MovingState | null) => {
    latest.current = next;
    setMoving(next);
  }, []);

  const begin = useCallback(
    (block: CalendarBlockData, mode: MoveMode) => {
      if (latest.current?.saving) return;
      const origin = originOf(block);
      setRefusal(null);
      setNotice(null);
      put({ block, mode, origin, target: origin, saving: false });
    },
    [put],
  );

  const aimAt = useCallback(
    (rowId: TargetRow, minute: number) => {
      const current = latest.current;
      if (!current || current.saving) return;
      const startMinute = snapStart(minute, durationOf(current.block));
      if (current.target.rowId === rowId && current.target.startMinute === startMinute) return;
      put({ ...current, target: { rowId, startMinute } });
    },
    [put],
  );

  const step = useCallback(
    (key: string, large: boolean): boolean => {
      const current = latest.current;
      if (!isMoveKey(key) || !current || current.saving) return false;
      put({
        ...current,
        target: stepTarget(current.target, key, { rows, durationMinutes: durationOf(current.block), large }),
      });
      return true;
    },
    [rows, put],
  );

  const cancel = useCallback(() => {
    const current = latest.current;
    if (!current || current.saving) return;
    setNotice({ kind: 'cancelled', customer: current.block.customerName });
    setRefusal(null);
    put(null);
  }, [put]);

  const reloadDay = useCallback(
    () => queryClient.invalidateQueries({ queryKey: calendarKeys.day(date) }),
    [queryClient, date],
  );

  const settle = useCallback(
    async (state: MovingState, outcome: MoveOutcome) => {
      switch (outcome.kind) {
        case 'moved':
          await reloadDay();
          put(null);
          setRefusal(null);
          setNotice({ kind: 'moved', customer: state.block.customerName, target: state.target });
          return;
        case 'slot_full':
        case 'technician_busy':
          // The ghost stays while the dialog explains; closing the dialog puts everything back.
          put({ ...state, saving: false });
          setRefusal({ kind: outcome.kind, conflicts: outcome.conflicts });
          return;
        case 'stale':
          put(null);
          setRefusal(null);
          setNotice({ kind: 'stale' });
          await reloadDay();
          return;
        case 'refused':
          put(null);
          setRefusal(null);
          setNotice({ kind: 'refused', message: outcome.message });
      }
    },
    [reloadDay, put],
  );

  /** Sends the current proposal (Enter, "Move here", a drop, "Move anyway"). Dropping it where it is cancels. */
  const commit = useCallback(
    async (overrideReason?: string) => {
      const state = latest.current;
      if (!state || state.saving) return;
      const { block, target, origin } = state;
      if (target.rowId === origin.rowId && target.startMinute === origin.startMinute) {
        put(null);
        return;
      }
      const saving = { ...state, saving: true };
      put(saving);
      const outcome = await moveAppointment(block.id, {
        version: block.version,
        date,
        time: minutesToTime(target.startMinute),
        technicianId: target.rowId,
        override: overrideReason === undefined ? null : { reason: overrideReason },
      });
      await settle(saving, outcome);
    },
    [date, settle, put],
  );

  return {
    moving,
    refusal,
    notice,
    begin,
    aimAt,
    step,
    cancel,
    commit,
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}

export type BlockMove = ReturnType<typeof useBlockMove>;
