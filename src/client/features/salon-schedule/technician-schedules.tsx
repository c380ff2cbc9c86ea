import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { DaysOffSection } from './days-off-section.tsx';
import { technicianSchedulesQuery } from './schedule-api.ts';
import { cardClass } from './schedule-styles.ts';
import { TechnicianWeekForm } from './technician-week-form.tsx';
import { QueryCard } from '../../components/query-card.tsx';

/** One card per active technician: their week and their days off. */
export function TechnicianSchedules() {
  const { t } = useTranslation('schedule');
  const query = useQuery(technicianSchedulesQuery());
  return (
    <QueryCard query={query} loading={t('loading')}>
      {(data) =>
        data.technicians.length === 0 ? (
          <p className={cardClass}>{t('technicians.none')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2 xl:items-start">
            {data.technicians.map((technician) => (
              <li key={technician.id} className={cardClass} aria-labelledby={`technician-${technician.id}`}>
                <h2 id={`technician-${technician.id}`} className="font-display text-2xl font-semibold text-plum">
                  {technician.displayName}
                </h2>
                <TechnicianWeekForm technician={technician} salonHours={data.hours} />
                <DaysOffSection technician={technician} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryCard>
  );
}
