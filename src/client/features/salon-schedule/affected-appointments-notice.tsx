import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatScheduleDate } from '../../../domain/schedule-changes.ts';
import type { AffectedAppointments } from './schedule-api.ts';
import { primaryButtonClass, secondaryButtonClass } from './schedule-styles.ts';

interface AffectedAppointmentsNoticeProps {
  readonly affected: AffectedAppointments;
  /** What the change is, for the heading: 'hours', 'closure', 'week' or 'dayOff'. */
  readonly change: 'hours' | 'closure' | 'week' | 'dayOff';
  readonly pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The appointments a change would leave outside the new schedule, each linked
 * to its page, with "Save anyway". Focus moves to it when it appears, so a
 * keyboard or screen-reader user hears it at once.
 */
export function AffectedAppointmentsNotice({
  affected,
  change,
  pending,
  onConfirm,
  onCancel,
}: AffectedAppointmentsNoticeProps) {
  const { t } = useTranslation('schedule');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [affected]);
  const more = affected.total - affected.items.length;
  return (
    <section
      aria-labelledby={`affected-${change}`}
      className="mt-4 rounded-xl border border-gold/60 bg-cream-deep p-4 text-plum"
    >
      <h3 id={`affected-${change}`} ref={heading} tabIndex={-1} className="font-sans font-semibold">
        {t(`affected.heading.${change}`, { count: affected.total })}
      </h3>
      <p className="mt-1 text-sm text-plum-soft">{t('affected.stayBooked', { count: affected.total })}</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {affected.items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/admin/orders/${item.id}`}
              className="block rounded-lg bg-white px-3 py-2 underline-offset-2 hover:underline"
            >
              <span className="font-semibold tabular-nums">
                {formatScheduleDate(item.date)}, {item.startTime}–{item.endTime}
              </span>{' '}
              · {item.customerName} · {item.services || t('affected.noServices')} ·{' '}
              {item.technician ?? t('affected.noTechnician')}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm font-semibold">{t('affected.more', { count: more })}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primaryButtonClass} disabled={pending} onClick={onConfirm}>
          {t('affected.saveAnyway')}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={pending} onClick={onCancel}>
          {t('affected.goBack')}
        </button>
      </div>
    </section>
  );
}
