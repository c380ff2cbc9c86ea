/** What the block colours and marks mean (colour is never the only cue, but a key helps at a glance). */
import { useTranslation } from '../../lib/use-translation.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { OverrideBadge } from './override-badge.tsx';
import { statusSwatchClass } from './status-style.ts';

const SHOWN: readonly AppointmentStatus[] = ['pending', 'confirmed', 'completed', 'no_show'];

export function StatusLegend() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-plum-soft">
      <span className="font-semibold">{t('calendar.legendLabel')}</span>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {SHOWN.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-block size-3 rounded-sm border-l-4 ${statusSwatchClass[status]}`}
            />
            {t(`calendar.status.${status}`)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-dashed border-plum/60" />
          {t('calendar.unassigned')}
        </li>
        <li className="flex items-center gap-1.5">
          <OverrideBadge />
          {t('calendar.legendOverridden')}
        </li>
      </ul>
    </div>
  );
}
