/**
 * One row per technician with a timeline over the day's opening hours.
 * Names stay pinned on the left while the timeline scrolls sideways on
 * tablets and phones. Blocks and names are plain links, so Tab reaches them;
 * each row's + button and its empty places start a new appointment, and while
 * a block is being moved a "No technician" row appears last.
 */
import { useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { minutesToTime } from '../../../domain/calendar.ts';
import { hourMarks, nowLinePercent } from '../../../domain/calendar-layout.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { TimelineRow, type RowAvailability } from './timeline-row.tsx';
import type { BlockMove } from './use-block-move.ts';
import type { CalendarDayData } from './use-calendar-day.ts';

export function CalendarTimeline({
  day,
  nowMinute,
  move,
  availability,
  onPickPlace,
}: {
  readonly day: CalendarDayData;
  /** Minute of the salon's day when the day shown is today, otherwise null. */
  readonly nowMinute: number | null;
  readonly move: BlockMove;
  /** Rows that cannot take a booking now (a day off) or the block being moved (busy, not working). */
  readonly availability: ReadonlyMap<string, RowAvailability>;
  /** "New appointment" at a place in a technician's row (minute null: the row's + button, no time chosen). */
  readonly onPickPlace: (technicianId: string, minute: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const timeline = useRef<HTMLDivElement>(null);
  const nowPercent = nowMinute === null ? null : nowLinePercent(nowMinute);
  const marks = hourMarks();

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-plum/10 bg-white shadow-sm">
      <div
        ref={timeline}
        className="relative min-w-[74rem]"
        role="table"
        aria-label={t('calendar.timelineLabel')}
        data-moving={move.moving ? move.moving.mode : undefined}
      >
        <div role="rowgroup">
          <div role="row" className="grid grid-cols-[9rem_1fr] border-b border-plum/10">
            <div
              role="columnheader"
              className="sticky left-0 z-20 bg-white px-3 py-2 text-xs font-semibold tracking-wide text-plum-soft uppercase"
            >
              {t('calendar.technicianColumn')}
            </div>
            <div role="columnheader" className="relative h-9">
              {marks.map((mark, index) => (
                <span
                  key={mark.time}
                  className="absolute top-2 text-xs text-plum-soft tabular-nums"
                  style={{
                    left: `${mark.leftPercent}%`,
                    transform:
                      index === 0
                        ? 'translateX(0.25rem)'
                        : index === marks.length - 1
                          ? 'translateX(-110%)'
                          : 'translateX(-50%)',
                  }}
                >
                  {formatTimeOfDay(mark.time, locale)}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div role="rowgroup">
          {day.technicians.map((technician) => (
            <TimelineRow
              key={technician.id}
              rowId={technician.id}
              blocks={day.appointments.filter((block) => block.rowId === technician.id)}
              availability={availability.get(technician.id) ?? 'free'}
              move={move}
              timeline={timeline}
              onPickPlace={(minute) => onPickPlace(technician.id, minute)}
              header={
                <span className="flex items-center justify-between gap-1">
                  <Link
                    to={`/admin/technician/${technician.id}?date=${day.date}`}
                    className="min-w-0 truncate font-medium text-rose-deep underline decoration-rose/40 underline-offset-4 hover:decoration-rose-deep"
                  >
                    <span className="sr-only">{t('calendar.profileLink', { name: technician.displayName })}</span>
                    <span aria-hidden="true">{technician.displayName}</span>
                  </Link>
                  <button
                    type="button"
                    onClick={() => onPickPlace(technician.id, null)}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-plum/20 text-lg leading-none text-plum hover:border-rose-deep hover:text-rose-deep"
                  >
                    <span aria-hidden="true">+</span>
                    <span className="sr-only">{t('calendar.addAppointment', { name: technician.displayName })}</span>
                  </button>
                </span>
              }
            />
          ))}
          {move.moving ? (
            <TimelineRow
              rowId={null}
              blocks={[]}
              availability="free"
              move={move}
              timeline={timeline}
              header={<span className="text-sm font-medium text-plum">{t('calendar.move.noTechnicianRow')}</span>}
            />
          ) : null}
        </div>
        {nowPercent !== null && nowMinute !== null ? (
          <div
            className="pointer-events-none absolute top-0 bottom-0 z-10 w-0.5 bg-rose-deep"
            style={{ left: `calc(9rem + (100% - 9rem) * ${nowPercent / 100})` }}
            data-testid="now-line"
          >
            <span className="absolute top-0 left-1 rounded bg-rose-deep px-1 text-[0.65rem] font-semibold whitespace-nowrap text-white">
              {t('calendar.nowLine', { time: formatTimeOfDay(minutesToTime(nowMinute), locale) })}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
