import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { DaysOffSection } from './days-off-section.tsx';
import { technicianSchedulesQuery } from './schedule-api.ts';
import { cardClass } from './schedule-styles.ts';
import { TechnicianWeekForm } from './technician-week-form.tsx';

/** One card per active technician: their week and their days off. */
export function TechnicianSchedules() {
  const { t } = useTranslation('schedule');
  const query = useQuery(technicianSchedulesQuery());
  if (query.isPending) return <p className={cardClass}>{t('loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className={cardClass}>
        {query.error.message}
      </p>
    );
  if (query.data.technicians.length === 0) return <p className={cardClass}>{t('technicians.none')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2 xl:items-start">
      {query.data.technicians.map((technician) => (
        <li key={technician.id} className={cardClass} aria-labelledby={`technician-${technician.id}`}>
          <h2 id={`technician-${technician.id}`} className="font-display text-2xl font-semibold text-plum">
            {technician.displayName}
          </h2>
          <TechnicianWeekForm technician={technician} salonHours={query.data.hours} />
          <DaysOffSection technician={technician} />
        </li>
      ))}
    </ul>
  );
}
