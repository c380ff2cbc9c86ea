/**
 * Date and start time of a front-desk appointment: any 5-minute start within
 * that day's opening hours (staff are not held to the 15-minute grid of online
 * booking). The hours of the chosen day are said under the time.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { clockText } from '../../../domain/salon-facts.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { FormField } from '../../components/form-field.tsx';
import { startTimeChoices, type FieldErrors } from './front-desk-form.ts';
import { fieldClass } from './front-desk-styles.ts';
import { useDayHours } from './use-day-hours.ts';

interface WhenFieldsProps {
  readonly idPrefix: string;
  readonly date: string;
  readonly time: string;
  readonly minDate: string;
  readonly errors: FieldErrors;
  onDate(date: string): void;
  onTime(time: string): void;
}

export function WhenFields({ idPrefix, date, time, minDate, errors, onDate, onTime }: WhenFieldsProps) {
  const { t } = useTranslation('frontDesk');
  const locale = currentLocale();
  const hours = useDayHours(date);
  const choices = startTimeChoices(hours.window);
  // A time picked elsewhere (the calendar, the appointment's own) stays offered even off the hours.
  if (time && !choices.includes(time)) choices.unshift(time);
  const hoursHint = hours.closure
    ? t('when.closedFor', { reason: hours.closure })
    : hours.window
      ? t('when.open', { from: clockText(hours.window.opensAtMinute), to: clockText(hours.window.closesAtMinute) })
      : t('when.closed');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-date`} label={t('form.date')} error={errors.date}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-date`}
            type="date"
            className={fieldClass}
            value={date}
            min={minDate}
            aria-describedby={describedBy}
            aria-invalid={errors.date ? true : undefined}
            onChange={(event) => onDate(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-time`} label={t('form.time')} error={errors.time} hint={hoursHint}>
        {(describedBy) => (
          <select
            id={`${idPrefix}-time`}
            className={fieldClass}
            value={time}
            aria-describedby={describedBy}
            aria-invalid={errors.time ? true : undefined}
            onChange={(event) => onTime(event.target.value)}
          >
            {time === '' ? <option value="">{t('when.chooseTime')}</option> : null}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {formatTimeOfDay(choice, locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
