/** The calendar's previous day, next day, Today and a date picker. */
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { addDays, isCalendarDate, type CalendarDate } from '../../../domain/calendar.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-plum/20 bg-white px-3 text-sm font-medium text-plum hover:border-rose-deep hover:text-rose-deep disabled:opacity-50';

export function DayNavigator({
  date,
  today,
  onChange,
}: {
  readonly date: CalendarDate;
  readonly today: CalendarDate;
  readonly onChange: (date: CalendarDate) => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  return (
    <nav aria-label={t('calendar.navigatorLabel')} className="flex flex-wrap items-end gap-2">
      <button type="button" className={buttonClass} onClick={() => onChange(addDays(date, -1))}>
        <ChevronLeftIcon size={18} />
        <span className="sr-only">{t('calendar.previousDay')}</span>
      </button>
      <button type="button" className={buttonClass} onClick={() => onChange(addDays(date, 1))}>
        <ChevronRightIcon size={18} />
        <span className="sr-only">{t('calendar.nextDay')}</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onChange(today)}
        aria-current={date === today ? 'date' : undefined}
      >
        {t('calendar.today')}
      </button>
      <div className="flex flex-col">
        <label htmlFor={inputId} className="text-xs font-medium text-plum-soft">
          {t('calendar.dateLabel')}
        </label>
        <input
          id={inputId}
          type="date"
          value={date}
          required
          onChange={(event) => {
            if (isCalendarDate(event.target.value)) onChange(event.target.value);
          }}
          className="min-h-11 rounded-lg border border-plum/20 bg-white px-3 text-sm text-plum"
        />
      </div>
    </nav>
  );
}
