import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import { isPastStart } from '../../../domain/start-times.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { techniciansQuery } from './appointments-api.ts';
import { detailCard, detailCardTitle, type EditableDetailCardProps } from './detail-card.ts';
import { StatusActions } from './status-actions.tsx';
import { TechnicianSelect } from './technician-select.tsx';

/** The detail's 'Status' card: the status buttons, when it is, and who does it. */
export function AppointmentStatusCard({ appointment, busy, onEdit }: EditableDetailCardProps) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const technicians = useQuery(techniciansQuery());
  const now = useSalonNow();
  return (
    <section aria-labelledby="order-status" className={detailCard}>
      <h2 id="order-status" className={detailCardTitle}>
        {t('order.status')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <StatusActions
          status={appointment.status}
          started={isPastStart(appointment.date, timeToMinutes(appointment.startTime), now)}
          disabled={busy}
          onChange={(status) => onEdit({ kind: 'status', status })}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <dl>
          <dt className="text-sm font-semibold text-plum">{t('order.when')}</dt>
          <dd className="text-plum">
            {t('order.whenValue', {
              date: formatLongDate(appointment.date, locale),
              start: formatTimeOfDay(appointment.startTime, locale),
              end: formatTimeOfDay(appointment.endTime, locale),
            })}
          </dd>
        </dl>
        <TechnicianSelect
          technicians={technicians.data ?? []}
          value={appointment.technician}
          disabled={busy}
          slot={{
            date: appointment.date,
            time: appointment.startTime,
            durationMinutes: appointment.totalDurationMinutes,
            exclude: appointment.id,
          }}
          onChange={(technicianId) => onEdit({ kind: 'technician', technicianId })}
        />
      </div>
    </section>
  );
}
