/**
 * Date and time of the booking form: the shared date and time selects
 * (components/date-time-selects.tsx) under the form's "Date and time" legend.
 * It reads the bookable dates itself (the form only prefetches them), so their
 * answer re-renders this fieldset, not the whole form.
 */
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DateTimeSelects } from '../../components/date-time-selects.tsx';
import type { useAvailability } from './use-availability.ts';
import { useBookingDates } from './use-booking-dates.ts';

interface WhenFieldsetProps {
  readonly baseId: string;
  readonly dateRef: RefObject<HTMLSelectElement | null>;
  readonly timeRef: RefObject<HTMLSelectElement | null>;
  readonly date: string;
  /** The chosen time, or '' when none (or when it was lost to another booking). */
  readonly time: string;
  readonly availability: ReturnType<typeof useAvailability>;
  readonly dateError: string | undefined;
  /** The time's error, or a note about the chosen time (it became full, or passed). */
  readonly timeMessage: string | undefined;
  /** The latest answer for this date and these services has no free time. */
  readonly noFreeTimes: boolean;
  onDateChange(date: string): void;
  onTimeChange(time: string): void;
}

export function WhenFieldset({ noFreeTimes, ...selects }: WhenFieldsetProps) {
  const { t } = useTranslation('booking');
  const dates = useBookingDates();
  return (
    <fieldset className="rounded-3xl border border-blush bg-white/70 p-5 shadow-sm sm:p-6">
      <legend className="px-2 font-display text-2xl font-semibold text-plum">{t('when.legend')}</legend>
      <DateTimeSelects {...selects} dates={dates} noFreeTimesText={noFreeTimes ? t('when.noTimes') : undefined} />
    </fieldset>
  );
}
