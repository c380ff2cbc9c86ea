/**
 * The daily calendar (/admin/calendar?date=yyyy-MM-dd): day
 * navigator, one timeline row per technician, Daily Statistics. The day lives
 * in the URL so it survives reloads and can be shared; "today" is Phuket's.
 * It is also the front desk: an empty place in a row opens the
 * front desk's "New appointment" with that time and technician; the page
 * joins the two features, which do not know each other.
 */
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { isCalendarDate, minutesToTime, type CalendarDate } from '../../../domain/calendar.ts';
import { formatWeekdayDate } from '../../../i18n/format.ts';
import { CalendarBoard } from '../../features/calendar/calendar-board.tsx';
import { DailyStatistics } from '../../features/calendar/daily-statistics.tsx';
import { DayNavigator } from '../../features/calendar/day-navigator.tsx';
import { DayScheduleNote } from '../../features/calendar/day-schedule-note.tsx';
import { StatusLegend } from '../../features/calendar/status-legend.tsx';
import { useCalendarDay } from '../../features/calendar/use-calendar-day.ts';
import { NewAppointmentDialog } from '../../features/front-desk/new-appointment-dialog.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';

export default function CalendarPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const now = useSalonNow();
  const requested = params.get('date');
  const date: CalendarDate = requested !== null && isCalendarDate(requested) ? requested : now.date;
  const invalidDate = requested !== null && !isCalendarDate(requested) ? requested : null;
  const query = useCalendarDay(date);
  const day = query.data?.date === date ? query.data : undefined;
  const locale = currentLocale();
  /** The place chosen for a new appointment (minute null: the row's + button, no time picked yet). */
  const [newAt, setNewAt] = useState<{ technicianId: string; minute: number | null } | null>(null);

  const goTo = (next: CalendarDate) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('date', next);
      return updated;
    });
  };

  const dateLabel = formatWeekdayDate(date, locale);
  return (
    <section aria-labelledby="calendar-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="calendar-title" className="text-3xl font-semibold text-plum sm:text-4xl">
            {t('calendar.title')}
          </h1>
          <p className="mt-1 text-lg text-plum-soft" aria-live="polite">
            {date === now.date ? t('calendar.showingToday', { date: dateLabel }) : dateLabel}
          </p>
        </div>
        <DayNavigator date={date} today={now.date} onChange={goTo} />
      </div>

      {invalidDate !== null ? (
        <p role="status" className="mt-4 rounded-lg border border-gold/40 bg-white px-4 py-2 text-sm">
          {t('calendar.invalidDate', { value: invalidDate })}
        </p>
      ) : null}

      <div className="mt-6">
        <StatusLegend />
      </div>

      <div className="mt-3">
        {query.isError && !day ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('calendar.loadFailed', { message: query.error.message })}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
              {t('calendar.retry')}
            </button>
          </div>
        ) : !day ? (
          <p className="py-10 text-center text-plum-soft" role="status">
            {t('calendar.loading')}
          </p>
        ) : day.technicians.length === 0 ? (
          <p className="rounded-lg bg-white px-4 py-6 text-plum-soft">{t('calendar.noTechnicians')}</p>
        ) : (
          <>
            <DayScheduleNote schedule={day.schedule} />
            <CalendarBoard day={day} nowMinute={date === now.date ? now.minuteOfDay : null} onPickPlace={setNewAt} />
            {day.appointments.length === 0 ? (
              <p className="mt-3 text-sm text-plum-soft">{t('calendar.noAppointments')}</p>
            ) : null}
            <DailyStatistics day={day} />
          </>
        )}
      </div>
      <NewAppointmentDialog
        open={newAt !== null}
        initial={
          newAt === null
            ? undefined
            : {
                date,
                technicianId: newAt.technicianId,
                ...(newAt.minute === null ? {} : { time: minutesToTime(newAt.minute) }),
              }
        }
        onClose={() => setNewAt(null)}
        onCreated={() => {
          setNewAt(null);
          void query.refetch();
        }}
      />
    </section>
  );
}
