/**
 * One row per technician with a 10:00–21:00 timeline (spec sections 2 and 9).
 * Names stay pinned on the left while the timeline scrolls sideways on
 * tablets and phones. Blocks and names are plain links, so Tab reaches them.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minutesToTime } from '../../../domain/calendar.ts';
import {
  assignLanes,
  blockGeometry,
  hourMarks,
  nowLinePercent,
  TIMELINE_SLOT_COUNT,
} from '../../../domain/calendar-layout.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { statusBlockClass } from './status-style.ts';
import type { CalendarBlockData, CalendarDayData } from './use-calendar-day.ts';

const LANE_HEIGHT_REM = 4.25;
const ROW_PADDING_REM = 0.375;

/** 15-minute slot lines, with a stronger line on every hour. */
const gridStyle: CSSProperties = {
  backgroundImage:
    'linear-gradient(to right, rgb(59 37 55 / 0.16) 1px, transparent 1px), linear-gradient(to right, rgb(59 37 55 / 0.05) 1px, transparent 1px)',
  backgroundSize: `calc(100% / ${TIMELINE_SLOT_COUNT / 4}) 100%, calc(100% / ${TIMELINE_SLOT_COUNT}) 100%`,
};

export function CalendarTimeline({
  day,
  nowMinute,
}: {
  readonly day: CalendarDayData;
  /** Minute of the salon's day when the day shown is today, otherwise null. */
  readonly nowMinute: number | null;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const nowPercent = nowMinute === null ? null : nowLinePercent(nowMinute);
  const marks = hourMarks();

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-plum/10 bg-white shadow-sm">
      <div className="relative min-w-[74rem]" role="table" aria-label={t('calendar.timelineLabel')}>
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
          {day.technicians.map((technician) => {
            const blocks = day.appointments.filter((block) => block.rowId === technician.id);
            const { lanes, laneCount } = assignLanes(blocks);
            return (
              <div
                role="row"
                key={technician.id}
                className="grid grid-cols-[9rem_1fr] border-b border-plum/10 last:border-b-0"
              >
                <div
                  role="rowheader"
                  className="sticky left-0 z-20 flex items-center border-r border-plum/10 bg-white px-3"
                >
                  <Link
                    to={`/admin/technician/${technician.id}?date=${day.date}`}
                    className="font-medium text-rose-deep underline decoration-rose/40 underline-offset-4 hover:decoration-rose-deep"
                  >
                    <span className="sr-only">{t('calendar.profileLink', { name: technician.displayName })}</span>
                    <span aria-hidden="true">{technician.displayName}</span>
                  </Link>
                </div>
                <div
                  role="cell"
                  className="relative"
                  style={{ ...gridStyle, height: `${laneCount * LANE_HEIGHT_REM + ROW_PADDING_REM * 2}rem` }}
                >
                  {blocks.map((block) => (
                    <TimelineBlock
                      key={block.id}
                      block={block}
                      top={`${ROW_PADDING_REM + (lanes.get(block.id) ?? 0) * LANE_HEIGHT_REM}rem`}
                    />
                  ))}
                </div>
              </div>
            );
          })}
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

function TimelineBlock({ block, top }: { readonly block: CalendarBlockData; readonly top: string }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const geometry = blockGeometry(block.startTime, block.endTime);
  if (!geometry) return null;
  const start = formatTimeOfDay(block.startTime, locale);
  const end = formatTimeOfDay(block.endTime, locale);
  const services = block.services.join(', ');
  const status = t(`calendar.status.${block.status}`);
  const marker =
    block.placement === 'unassigned'
      ? t('calendar.unassigned')
      : block.placement === 'off-roster' && block.technicianName
        ? t('calendar.formerTechnician', { name: block.technicianName })
        : null;
  return (
    <Link
      to={`/admin/orders/${block.id}`}
      title={[t('calendar.blockLabel', { customer: block.customerName, start, end, services, status }), marker]
        .filter(Boolean)
        .join(' · ')}
      data-status={block.status}
      data-placement={block.placement}
      className={`absolute z-0 flex flex-col overflow-hidden rounded-lg border-l-4 px-2 py-1 text-left text-xs leading-tight text-plum shadow-sm focus-visible:z-30 ${statusBlockClass[block.status]} ${
        block.placement === 'assigned' ? '' : 'border border-dashed'
      }`}
      style={{
        left: `calc(${geometry.leftPercent}% + 1px)`,
        width: `calc(${geometry.widthPercent}% - 2px)`,
        top,
        height: `${LANE_HEIGHT_REM - 0.25}rem`,
      }}
    >
      <span className="truncate font-semibold">{block.customerName}</span>
      <span className="truncate tabular-nums">{t('calendar.blockTime', { start, end })}</span>
      <span className="truncate">{services}</span>
      {marker ? <span className="truncate font-semibold tracking-wide uppercase">{marker}</span> : null}
      <span className="sr-only">{status}</span>
      {geometry.clipped ? <span className="sr-only">{t('calendar.clipped')}</span> : null}
    </Link>
  );
}
