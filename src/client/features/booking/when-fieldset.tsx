/**
 * Date and time of the booking form: the dates the server offers (closed days
 * left out, their reason said below the select), and the start times of the
 * chosen date with their states.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { describedBy, FieldMessage } from './field-message.tsx';
import { inputClass, labelClass } from './form-styles.ts';
import type { useAvailability } from './use-availability.ts';
import type { useBookingDates } from './use-booking-dates.ts';

interface WhenFieldsetProps {
  readonly baseId: string;
  readonly dateRef: RefObject<HTMLSelectElement | null>;
  readonly timeRef: RefObject<HTMLSelectElement | null>;
  readonly date: string;
  /** The chosen time, or '' when none (or when it was lost to another booking). */
  readonly time: string;
  readonly dates: ReturnType<typeof useBookingDates>;
  readonly availability: ReturnType<typeof useAvailability>;
  readonly dateError: string | undefined;
  /** The time's error, or a note about the chosen time (it became full, or passed). */
  readonly timeMessage: string | undefined;
  /** The latest answer for this date and these services has no free time. */
  readonly noFreeTimes: boolean;
  onDateChange(date: string): void;
  onTimeChange(time: string): void;
}

export function WhenFieldset(props: WhenFieldsetProps) {
  const { baseId, dateRef, timeRef, date, time, dates, availability, dateError, timeMessage, noFreeTimes } = props;
  const { t } = useTranslation('booking');
  const locale = currentLocale();
  const ids = { date: `${baseId}-date`, time: `${baseId}-time`, closed: `${baseId}-closed-dates` };
  const errorId = (field: string) => `${baseId}-${field}-error`;
  const timeOptions = availability.data?.times.filter(
    (option) => option.state === 'available' || option.state === 'full',
  );
  const closedDates = dates.data?.closedDates ?? [];

  return (
    <fieldset className="rounded-3xl border border-blush bg-white/70 p-5 shadow-sm sm:p-6">
      <legend className="px-2 font-display text-2xl font-semibold text-plum">{t('when.legend')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className={labelClass}>
            {t('when.date')}
          </label>
          <select
            id={ids.date}
            ref={dateRef}
            value={date}
            onChange={(event) => props.onDateChange(event.target.value)}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={describedBy(dateError && errorId('date'), closedDates.length > 0 && ids.closed)}
            className={inputClass(Boolean(dateError))}
          >
            <option value="">{t('when.datePlaceholder')}</option>
            {dates.data?.dates.map((option) => (
              <option key={option.date} value={option.date}>
                {option.label.kind === 'today'
                  ? t('when.todayOption')
                  : option.label.kind === 'tomorrow'
                    ? t('when.tomorrowOption')
                    : formatWeekdayDate(option.date, locale)}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('date')} message={dateError} />
          {closedDates.length > 0 && (
            // Why a date the customer expected is missing ("Closed for Songkran"), in the owner's words.
            <ul id={ids.closed} className="mt-1.5 space-y-0.5 text-sm text-plum-soft" data-testid="closed-dates">
              {closedDates.map((closed) => (
                <li key={closed.date}>
                  {t('when.closedDate', { date: formatWeekdayDate(closed.date, locale), reason: closed.reason })}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <label htmlFor={ids.time} className={labelClass}>
            {t('when.time')}
          </label>
          <select
            id={ids.time}
            ref={timeRef}
            value={time}
            onChange={(event) => props.onTimeChange(event.target.value)}
            disabled={!date}
            aria-busy={availability.isFetching || undefined}
            aria-invalid={timeMessage ? true : undefined}
            aria-describedby={describedBy(timeMessage && errorId('time'))}
            className={`${inputClass(Boolean(timeMessage))} disabled:cursor-not-allowed disabled:bg-cream-deep`}
          >
            <option value="">
              {!date
                ? t('when.timeNeedsDate')
                : availability.isPending
                  ? t('when.timeLoading')
                  : t('when.timePlaceholder')}
            </option>
            {date &&
              timeOptions?.map((option) => {
                const label = formatTimeOfDay(option.time, locale);
                return option.state === 'full' ? (
                  <option key={option.time} value={option.time} disabled>
                    {t('when.timeFull', { time: label })}
                  </option>
                ) : (
                  <option key={option.time} value={option.time}>
                    {label}
                  </option>
                );
              })}
          </select>
          {/* What the free times say arrives after the date is chosen: its two lines are kept free
              from the start, so the form below never moves when it appears (docs/decisions/014). */}
          <div className="min-h-12" data-testid="time-messages">
            <FieldMessage id={errorId('time')} message={timeMessage} />
            {noFreeTimes && <p className="mt-1.5 text-sm text-plum-soft">{t('when.noTimes')}</p>}
            {availability.isError && (
              <p className="mt-1.5 text-sm text-rose-deep">
                {t('errors.availability')}{' '}
                <button type="button" onClick={() => void availability.refetch()} className="font-semibold underline">
                  {t('errors.retry')}
                </button>
              </p>
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
