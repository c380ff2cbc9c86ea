/**
 * "Choose a new time": the same treatments, the same date and time selects as
 * /booking (components/date-time-selects.tsx) with this booking's own place
 * counted as free, then an explicit "Confirm new time". Nothing moves until
 * that button is pressed.
 */
import { useEffect, useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DateTimeSelects } from '../../components/date-time-selects.tsx';
import { minutesToTime, timeToMinutes } from '../../../domain/calendar.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useRescheduleAvailability, useRescheduleDates } from './manage-api.ts';
import { primaryButtonClass, secondaryButtonClass } from './manage-format.ts';

export interface RescheduleFieldErrors {
  readonly date?: string | undefined;
  readonly time?: string | undefined;
}

interface RescheduleFormProps {
  readonly token: string;
  readonly booking: ManagedBooking;
  readonly pending: boolean;
  readonly errors: RescheduleFieldErrors;
  readonly dateRef: RefObject<HTMLSelectElement | null>;
  readonly timeRef: RefObject<HTMLSelectElement | null>;
  /** The customer changed the date or time: earlier messages no longer apply. */
  onEdited(): void;
  onConfirm(date: string, time: string): void;
  onClose(): void;
}

export function RescheduleForm(props: RescheduleFormProps) {
  const { token, booking, pending, errors, dateRef, timeRef } = props;
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const baseId = useId().replace(/:/g, '');
  const dates = useRescheduleDates();
  // Start on the booking's own day when it is still offered: the nearest times first.
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState('');
  const [sameTime, setSameTime] = useState(false);
  // Opened by "Choose another time": the customer continues at the date.
  useEffect(() => dateRef.current?.focus(), [dateRef]);
  const offeredDate = dates.data?.dates.some((option) => option.date === date) ? date : '';
  const availability = useRescheduleAvailability(token, offeredDate);

  const fresh = availability.data && !availability.isPlaceholderData ? availability.data : undefined;
  const noFreeTimes = fresh !== undefined && !fresh.times.some((option) => option.state === 'available');
  const chosenState = fresh && time ? fresh.times.find((option) => option.time === time)?.state : undefined;
  // A time that filled up since it was chosen is no longer chosen.
  const effectiveTime = chosenState !== undefined && chosenState !== 'available' ? '' : time;
  const isCurrent = (candidate: string) => offeredDate === booking.date && candidate === booking.startTime.slice(0, 5);
  const endTime = effectiveTime ? minutesToTime(timeToMinutes(effectiveTime) + booking.totalDurationMinutes) : null;
  const timeMessage = errors.time ?? (sameTime ? t('reschedule.sameTime') : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (effectiveTime && isCurrent(effectiveTime)) {
      setSameTime(true);
      timeRef.current?.focus();
      return;
    }
    props.onConfirm(offeredDate, effectiveTime);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5" aria-labelledby={`${baseId}-legend`}>
      <fieldset className="rounded-2xl border border-blush bg-cream/60 p-4 sm:p-5">
        <legend id={`${baseId}-legend`} className="px-2 font-display text-xl font-semibold text-plum">
          {t('reschedule.legend')}
        </legend>
        <p className="mb-4 text-sm text-plum-soft">
          {t('reschedule.intro', { duration: t('when.duration', { count: booking.totalDurationMinutes }) })}
        </p>
        <DateTimeSelects
          baseId={baseId}
          dateRef={dateRef}
          timeRef={timeRef}
          date={offeredDate}
          time={effectiveTime}
          dates={dates}
          availability={availability}
          dateError={errors.date}
          timeMessage={timeMessage}
          noFreeTimesText={noFreeTimes ? t('reschedule.noTimes') : undefined}
          timeLabel={(candidate, formatted) =>
            isCurrent(candidate) ? t('reschedule.currentTime', { time: formatted }) : formatted
          }
          onDateChange={(next) => {
            setDate(next);
            setTime('');
            setSameTime(false);
            props.onEdited();
          }}
          onTimeChange={(next) => {
            setTime(next);
            setSameTime(false);
            props.onEdited();
          }}
        />
        <p className="min-h-6 text-sm font-medium text-plum" data-testid="reschedule-new-time" aria-live="polite">
          {offeredDate && effectiveTime && endTime && !isCurrent(effectiveTime)
            ? t('reschedule.newTime', {
                date: formatWeekdayDate(offeredDate, locale),
                start: formatTimeOfDay(effectiveTime, locale),
                end: formatTimeOfDay(endTime, locale),
              })
            : ''}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? t('reschedule.confirming') : t('reschedule.confirm')}
          </button>
          <button type="button" onClick={props.onClose} className={secondaryButtonClass}>
            {t('reschedule.keep')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
