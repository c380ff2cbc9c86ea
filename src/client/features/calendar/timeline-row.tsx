/**
 * One row of the timeline: a technician (or, while a block is moved, "No
 * technician"). The empty part of a row is a place to book: a click or tap
 * there opens "New appointment" at that time with that technician, and the
 * row's + button does the same from the keyboard. While a block is moved the
 * row shows the ghost where it would land, and says when its technician is
 * busy or not working then (decisions 158 and 159).
 */
import type { CSSProperties, MouseEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { minutesToTime } from '../../../domain/calendar.ts';
import { assignLanes, blockGeometry, TIMELINE_SLOT_COUNT } from '../../../domain/calendar-layout.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { minuteAtOffset, startForEmptyPlace, type TargetRow } from './move-target.ts';
import { TimelineBlock } from './timeline-block.tsx';
import { MOVE_ROW_ATTRIBUTE, rowValue } from './use-block-drag.ts';
import { durationOf, type BlockMove } from './use-block-move.ts';
import type { CalendarBlockData } from './use-calendar-day.ts';

const LANE_HEIGHT_REM = 4.25;
const ROW_PADDING_REM = 0.375;

/** 15-minute slot lines, with a stronger line on every hour. */
const gridStyle: CSSProperties = {
  backgroundImage:
    'linear-gradient(to right, rgb(59 37 55 / 0.16) 1px, transparent 1px), linear-gradient(to right, rgb(59 37 55 / 0.05) 1px, transparent 1px)',
  backgroundSize: `calc(100% / ${TIMELINE_SLOT_COUNT / 4}) 100%, calc(100% / ${TIMELINE_SLOT_COUNT}) 100%`,
};

/** Why a row cannot take the block (or any booking, on a day off). */
export type RowAvailability = 'free' | 'busy' | 'not_working' | 'day_off';

export function TimelineRow({
  rowId,
  header,
  blocks,
  availability,
  move,
  timeline,
  onPickPlace,
}: {
  readonly rowId: TargetRow;
  readonly header: ReactNode;
  readonly blocks: readonly CalendarBlockData[];
  readonly availability: RowAvailability;
  readonly move: BlockMove;
  readonly timeline: RefObject<HTMLElement | null>;
  /** A click on an empty place, as a minute of the day; absent for the "No technician" row. */
  readonly onPickPlace?: (minute: number) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { lanes, laneCount } = assignLanes(blocks);
  const moving = move.moving;
  const ghostHere = moving !== null && moving.target.rowId === rowId;
  const dimmed = availability !== 'free';

  const onCellClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const minute = minuteAtOffset(event.clientX - rect.left, rect.width);
    // A tap while a block is picked up (long press or keyboard mode) chooses its new place.
    if (moving && moving.mode !== 'drag') move.aimAt(rowId, minute);
    else if (!moving) onPickPlace?.(startForEmptyPlace(minute));
  };

  return (
    <div
      role="row"
      className="grid grid-cols-[9rem_1fr] border-b border-plum/10 last:border-b-0"
      data-availability={availability}
    >
      <div
        role="rowheader"
        className={`sticky left-0 z-20 flex flex-col justify-center gap-0.5 border-r border-plum/10 px-3 py-1 ${
          rowId === null ? 'bg-cream' : 'bg-white'
        }`}
      >
        {header}
        {availability !== 'free' ? (
          <span className="text-[0.7rem] leading-tight font-semibold text-rose-deep">
            {t(`calendar.move.availability.${availability}`)}
          </span>
        ) : null}
      </div>
      <div
        role="cell"
        {...{ [MOVE_ROW_ATTRIBUTE]: rowValue(rowId) }}
        onClick={onCellClick}
        className={`relative ${onPickPlace || moving ? 'cursor-pointer' : ''} ${rowId === null ? 'bg-cream/60' : ''}`}
        style={{ ...gridStyle, height: `${laneCount * LANE_HEIGHT_REM + ROW_PADDING_REM * 2}rem` }}
      >
        {dimmed ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 z-10 bg-[repeating-linear-gradient(135deg,rgb(59_37_55/0.07)_0_6px,transparent_6px_12px)]"
          />
        ) : null}
        {blocks.map((block) => (
          <TimelineBlock
            key={block.id}
            block={block}
            top={`${ROW_PADDING_REM + (lanes.get(block.id) ?? 0) * LANE_HEIGHT_REM}rem`}
            height={`${LANE_HEIGHT_REM - 0.25}rem`}
            move={move}
            timeline={timeline}
          />
        ))}
        {ghostHere ? (
          <MoveGhost
            startMinute={moving.target.startMinute}
            durationMinutes={durationOf(moving.block)}
            label={t('calendar.blockTime', {
              start: formatTimeOfDay(minutesToTime(moving.target.startMinute), locale),
              end: formatTimeOfDay(minutesToTime(moving.target.startMinute + durationOf(moving.block)), locale),
            })}
            customer={moving.block.customerName}
            saving={moving.saving}
            blocked={dimmed}
          />
        ) : null}
      </div>
    </div>
  );
}

/** Where the block would land, with its new time; decoration only (the move bar says it in words). */
function MoveGhost({
  startMinute,
  durationMinutes,
  label,
  customer,
  saving,
  blocked,
}: {
  readonly startMinute: number;
  readonly durationMinutes: number;
  readonly label: string;
  readonly customer: string;
  readonly saving: boolean;
  readonly blocked: boolean;
}) {
  const geometry = blockGeometry(minutesToTime(startMinute), minutesToTime(startMinute + durationMinutes));
  if (!geometry) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="move-ghost"
      className={`pointer-events-none absolute top-1 bottom-1 z-30 rounded-lg border-2 border-dashed shadow-lg ${
        blocked ? 'border-red-700 bg-red-50/90' : 'border-rose-deep bg-white/90'
      } ${saving ? 'animate-pulse' : ''}`}
      style={{ left: `${geometry.leftPercent}%`, width: `${geometry.widthPercent}%` }}
    >
      {/* The time rides on the ghost's edge, so a short treatment's ghost still says where it lands. */}
      <span
        className={`absolute -top-1 left-0 z-10 flex flex-col rounded-md px-1.5 py-0.5 text-xs leading-tight whitespace-nowrap text-white shadow ${
          blocked ? 'bg-red-800' : 'bg-rose-deep'
        }`}
      >
        <span className="font-bold tabular-nums">{label}</span>
        <span>{customer}</span>
      </span>
    </div>
  );
}
