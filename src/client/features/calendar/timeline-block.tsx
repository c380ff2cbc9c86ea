/**
 * One appointment on the timeline: a plain link to the appointment (so Tab and
 * a tap reach it), which a pending or confirmed one also lets you move: drag it
 * with a mouse, press and hold it on a phone, or press M on it (decision 158).
 * An override of a full place is marked with a badge, a no-show has its own
 * colour and word, and where a booking came from is said quietly beside the time.
 */
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { blockGeometry } from '../../../domain/calendar-layout.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { OverrideBadge } from './override-badge.tsx';
import { statusBlockClass } from './status-style.ts';
import { useBlockDrag } from './use-block-drag.ts';
import type { BlockMove } from './use-block-move.ts';
import type { CalendarBlockData } from './use-calendar-day.ts';

export const MOVE_HINT_ID = 'calendar-move-hint';

export function isMovable(block: CalendarBlockData): boolean {
  return block.status === 'pending' || block.status === 'confirmed';
}

export function TimelineBlock({
  block,
  top,
  height,
  move,
  timeline,
}: {
  readonly block: CalendarBlockData;
  readonly top: string;
  readonly height: string;
  readonly move: BlockMove;
  readonly timeline: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const drag = useBlockDrag({ block, move, timeline });
  const geometry = blockGeometry(block.startTime, block.endTime);
  if (!geometry) return null;
  const movable = isMovable(block);
  const beingMoved = move.moving?.block.id === block.id;
  const start = formatTimeOfDay(block.startTime, locale);
  const end = formatTimeOfDay(block.endTime, locale);
  const services = block.services.join(', ');
  const status = t(`calendar.status.${block.status}`);
  const source = block.source === 'online' ? null : t(`calendar.source.${block.source}`);
  const marker =
    block.placement === 'unassigned'
      ? t('calendar.unassigned')
      : block.placement === 'off-roster' && block.technicianName
        ? t('calendar.formerTechnician', { name: block.technicianName })
        : null;
  const label = [
    t('calendar.blockLabel', { customer: block.customerName, start, end, services, status }),
    marker,
    block.overridden ? t('calendar.overridden') : null,
    source ? t('calendar.sourceLabel', { source }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <Link
        to={`/admin/orders/${block.id}`}
        title={label}
        data-status={block.status}
        data-placement={block.placement}
        data-block-id={block.id}
        aria-keyshortcuts={movable ? 'M' : undefined}
        aria-describedby={movable ? MOVE_HINT_ID : undefined}
        {...(movable
          ? {
              onPointerDown: drag.onPointerDown,
              onClick: drag.onClick,
              onContextMenu: drag.onContextMenu,
              onDragStart: drag.onDragStart,
              onKeyDown: (event) => {
                if (move.moving || event.altKey || event.ctrlKey || event.metaKey) return;
                if (event.key === 'm' || event.key === 'M') {
                  event.preventDefault();
                  move.begin(block, 'keyboard');
                }
              },
            }
          : {})}
        className={`absolute z-0 flex flex-col overflow-hidden rounded-lg border-l-4 px-2 py-1 text-left text-xs leading-tight text-plum shadow-sm select-none [-webkit-touch-callout:none] focus-visible:z-30 ${statusBlockClass[block.status]} ${
          block.placement === 'assigned' ? '' : 'border border-dashed'
        } ${movable ? 'cursor-grab active:cursor-grabbing' : ''} ${beingMoved ? 'opacity-45 ring-2 ring-rose-deep ring-offset-1' : ''}`}
        style={{
          left: `calc(${geometry.leftPercent}% + 1px)`,
          width: `calc(${geometry.widthPercent}% - 2px)`,
          top,
          height,
        }}
      >
        <span className={`truncate font-semibold ${block.status === 'no_show' ? 'line-through' : ''}`}>
          {block.customerName}
        </span>
        {block.overridden ? <OverrideBadge className="absolute top-0.5 right-0.5 ring-2 ring-white" /> : null}
        <span className="truncate tabular-nums">
          {t('calendar.blockTime', { start, end })}
          {source ? <span className="text-plum-soft"> · {source}</span> : null}
        </span>
        <span className="truncate">{services}</span>
        {marker ? <span className="truncate font-semibold tracking-wide uppercase">{marker}</span> : null}
        {block.status === 'no_show' ? (
          <span className="truncate font-semibold tracking-wide uppercase">{status}</span>
        ) : (
          <span className="sr-only">{status}</span>
        )}
        {block.overridden ? <span className="sr-only">{t('calendar.overridden')}</span> : null}
        {geometry.clipped ? <span className="sr-only">{t('calendar.clipped')}</span> : null}
      </Link>
      {movable && !beingMoved ? (
        // A sibling, not a child: a link inside the block's link would be invalid, and a tap here must
        // never start a move. It sits in the block's bottom corner, where the text is least needed.
        <Link
          to={`/admin/checkout?appointment=${block.id}`}
          aria-label={t('checkout:entry.checkOutOf', { name: block.customerName })}
          title={t('checkout:entry.checkOutOf', { name: block.customerName })}
          data-checkout-for={block.id}
          className="absolute z-10 flex size-6 items-center justify-center rounded-full bg-plum text-xs font-bold text-cream shadow ring-2 ring-white hover:bg-plum/90 focus-visible:z-30"
          style={{
            left: `calc(${geometry.leftPercent + geometry.widthPercent}% - 1.75rem)`,
            top: `calc(${top} + ${height} - 1.75rem)`,
          }}
        >
          ฿
        </Link>
      ) : null}
    </>
  );
}
