/**
 * The public date and time selects: the dates the server offers (closed days
 * left out, their reason said below the select), and the start times of the
 * chosen date with their states (full ones shown but disabled). One look and
 * one behaviour for the booking form and the manage page's reschedule.
 *
 * Its words are the booking catalogue's `when.*` and `errors.*`: a page that
 * shows it loads the 'booking' namespace (app/app-routes.tsx).
 */
import type { RefObject } from 'react';
import { closureReasonIn, type StoredClosureTranslations } from '../../domain/closure-reasons.ts';
import { dateInSentence } from '../../i18n/date-phrase.ts';
import { useLanguage, useTranslation } from '../lib/use-translation.ts';
import { formatTimeOfDay, formatWeekdayDate } from '../../i18n/format.ts';
import { currentLocale } from '../lib/i18n.ts';
import { describedBy, FieldMessage } from './field-message.tsx';
import { inputClass, labelClass } from './public-form-styles.ts';

/** GET /api/bookings/dates, as far as the selects read it. */
export interface DateChoices {
  readonly dates: readonly { readonly date: string; readonly label: { readonly kind: string } }[];
  readonly closedDates: readonly {
    readonly date: string;
    readonly reason: string;
    readonly translations?: StoredClosureTranslations;
  }[];
}

/** An availability answer (public or manage), as far as the selects read it. */
export interface TimeChoices {
  readonly times: readonly { readonly time: string; readonly state: string }[];
}

/** What the selects need from a TanStack query (a `UseQueryResult` fits). */
export interface QueryState<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
  refetch(): unknown;
}

export interface DateTimeSelectsProps {
  readonly baseId: string;
  readonly dateRef?: RefObject<HTMLSelectElement | null>;
  readonly timeRef?: RefObject<HTMLSelectElement | null>;
  readonly date: string;
  /** The chosen time, or '' when none. */
  readonly time: string;
  readonly dates: QueryState<DateChoices>;
  readonly availability: QueryState<TimeChoices>;
  readonly dateError: string | undefined;
  /** The time's error, or a note about the chosen time (it became full, or passed). */
  readonly timeMessage: string | undefined;
  /** Said when the latest answer for this date has no free time. */
  readonly noFreeTimesText: string | undefined;
  /** The label of one free time, when the page says more than the time ("14:00 – your current time"). */
  readonly timeLabel?: (time: string, formatted: string) => string;
  onDateChange(date: string): void;
  onTimeChange(time: string): void;
}

export function DateTimeSelects(props: DateTimeSelectsProps) {
  const { baseId, dateRef, timeRef, date, time, dates, availability, dateError, timeMessage } = props;
  const { t } = useTranslation('booking');
  const locale = currentLocale();
  const language = useLanguage();
  const { t: common } = useTranslation('common');
  const ids = { date: `${baseId}-date`, time: `${baseId}-time`, closed: `${baseId}-closed-dates` };
  const errorId = (field: string) => `${baseId}-${field}-error`;
  const timeOptions = availability.data?.times.filter(
    (option) => option.state === 'available' || option.state === 'full',
  );
  const closedDates = dates.data?.closedDates ?? [];

  return (
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
          // Until the dates are in (also in the server's HTML, before the scripts run) it says so. Not disabled:
          // a form that moves the focus here (the reschedule) keeps it while they load.
          aria-busy={dates.isPending || undefined}
          className={inputClass(Boolean(dateError))}
        >
          <option value="">{dates.data ? t('when.datePlaceholder') : t('when.dateLoading')}</option>
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
                {t('when.closedDate', {
                  date: dateInSentence(common, closed.date, locale),
                  reason: closureReasonIn(closed, language),
                })}
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
                  {props.timeLabel ? props.timeLabel(option.time, label) : label}
                </option>
              );
            })}
        </select>
        {/* What the free times say arrives after the date is chosen: its two lines are kept free
            from the start, so what follows never moves when it appears (docs/decisions/014). */}
        <div className="min-h-12" data-testid="time-messages">
          <FieldMessage id={errorId('time')} message={timeMessage} />
          {props.noFreeTimesText && <p className="mt-1.5 text-sm text-plum-soft">{props.noFreeTimesText}</p>}
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
  );
}
