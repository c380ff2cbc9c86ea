/** Daily / Weekly / Monthly: a toggle group of pressed buttons, one always on (a page always shows a period). */
import { useTranslation } from '../../lib/use-translation.ts';
import { STATS_PERIODS, type StatsPeriod } from '../../../domain/stats-period.ts';

export function PeriodToggle({
  value,
  onChange,
}: {
  readonly value: StatsPeriod;
  readonly onChange: (period: StatsPeriod) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="group"
      aria-label={t('technician.periodLabel')}
      className="inline-flex rounded-full border border-plum/20 bg-white p-1"
    >
      {STATS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={`min-h-10 rounded-full px-4 text-sm font-medium ${
            value === period ? 'bg-plum text-cream' : 'text-plum hover:text-rose-deep'
          }`}
        >
          {t(`technician.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
