/**
 * The calendar as a front desk: the timeline, moving blocks by
 * mouse, finger or keyboard, who is free at the place a block would go, the
 * refusals, and a way into "New appointment" from an empty place (the page
 * opens the dialog: features do not import each other).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { minutesToTime } from '../../../domain/calendar.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { CalendarTimeline } from './calendar-timeline.tsx';
import { freeTechniciansQuery } from '../../lib/free-technicians.ts';
import { MoveBar } from './move-bar.tsx';
import { MoveRefusalDialog } from './move-refusal-dialog.tsx';
import type { TargetRow } from './move-target.ts';
import { MOVE_HINT_ID } from './timeline-block.tsx';
import type { RowAvailability } from './timeline-row.tsx';
import { durationOf, useBlockMove, type MovingState } from './use-block-move.ts';
import type { CalendarDayData } from './use-calendar-day.ts';

export function CalendarBoard({
  day,
  nowMinute,
  onPickPlace,
}: {
  readonly day: CalendarDayData;
  readonly nowMinute: number | null;
  /** "New appointment" with the technician and, for a place on the timeline, its time. */
  readonly onPickPlace: (place: { technicianId: string; minute: number | null }) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const rows = useMemo<TargetRow[]>(() => [...day.technicians.map((technician) => technician.id), null], [day]);
  const move = useBlockMove({ date: day.date, rows });
  const { moving } = move;
  const names = useMemo(
    () => new Map(day.technicians.map((technician) => [technician.id, technician.displayName])),
    [day],
  );
  const rowName = (rowId: TargetRow) => (rowId === null ? null : (names.get(rowId) ?? null));

  const free = useQuery({
    ...freeTechniciansQuery({
      date: day.date,
      time: minutesToTime(moving?.target.startMinute ?? 600),
      durationMinutes: moving ? durationOf(moving.block) : 60,
      exclude: moving?.block.id ?? '',
    }),
    enabled: moving !== null,
    placeholderData: keepPreviousData,
  });

  const availability = useMemo(() => {
    const map = new Map<string, RowAvailability>();
    for (const technician of day.schedule.technicians) {
      if (technician.kind !== 'part_day') map.set(technician.technicianId, 'day_off');
    }
    if (moving && free.data) {
      for (const busy of free.data.busy) {
        if (!map.has(busy.id)) map.set(busy.id, busy.why === 'appointment' ? 'busy' : 'not_working');
      }
    }
    return map;
  }, [day, moving, free.data]);

  const targetRow = moving?.target.rowId ?? null;
  const targetAvailability = targetRow === null ? 'free' : (availability.get(targetRow) ?? 'free');
  const busyNote =
    moving && targetRow !== null && targetAvailability !== 'free'
      ? t(`calendar.move.busyNote.${targetAvailability}`, { name: rowName(targetRow) ?? '' })
      : null;

  useKeepInView(moving);
  useFocusAfterMove(moving);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!moving || moving.mode === 'drag' || event.altKey || event.ctrlKey || event.metaKey) return;
    // React passes keys up from the portalled refusal dialog too: typing its reason must not move the ghost.
    if (move.refusal) return;
    const onControl = (event.target as HTMLElement).closest('button, textarea, input, select') !== null;
    if (move.step(event.key, event.shiftKey)) {
      event.preventDefault();
    } else if (event.key === 'Enter' && !onControl) {
      event.preventDefault();
      void move.commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      move.cancel();
    }
  };

  const place = moving
    ? (() => {
        const time = formatTimeOfDay(minutesToTime(moving.target.startMinute), locale);
        const name = rowName(moving.target.rowId);
        return name === null ? t('calendar.move.toNobody', { time }) : t('calendar.move.toTechnician', { time, name });
      })()
    : '';

  return (
    // The keys of move mode are caught here, around the blocks and the move bar's buttons.
    <div onKeyDown={onKeyDown}>
      <p id={MOVE_HINT_ID} className="mb-2 text-xs text-plum-soft">
        {t('calendar.move.hint')}
      </p>
      <CalendarTimeline
        day={day}
        nowMinute={nowMinute}
        move={move}
        availability={availability}
        onPickPlace={(technicianId, minute) => onPickPlace({ technicianId, minute })}
      />
      <MoveBar move={move} rowName={rowName} busyNote={busyNote} />
      <MoveRefusalDialog
        refusal={move.refusal}
        place={place}
        saving={moving?.saving ?? false}
        onOverride={(reason) => void move.commit(reason)}
        onClose={move.cancel}
      />
    </div>
  );
}

/** On a phone the timeline scrolls sideways: keep the ghost in sight while arrows or taps move it. */
function useKeepInView(moving: MovingState | null) {
  const target = moving && moving.mode !== 'drag' ? moving.target : null;
  useEffect(() => {
    if (!target) return;
    document
      .querySelector<HTMLElement>('[data-testid="move-ghost"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [target]);
}

/** After a keyboard or tap move ends, focus goes back to the block, wherever it now is. */
function useFocusAfterMove(moving: MovingState | null) {
  const last = useRef<MovingState | null>(null);
  useEffect(() => {
    const previous = last.current;
    last.current = moving;
    if (moving || !previous || previous.mode === 'drag') return;
    if (document.querySelector('[role="dialog"]')) return;
    document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(previous.block.id)}"]`)?.focus();
  }, [moving]);
}
