/**
 * Technician statistics (/admin/technician/:id?period=daily|weekly|monthly&date=yyyy-MM-dd).
 * Period and day live in the URL; weeks start on Monday and
 * every period is in salon dates. An unknown or malformed id shows a clear
 * not-found state (the API answers 404, never 500).
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { isCalendarDate, type CalendarDate } from '../../../domain/calendar.ts';
import { isStatsPeriod, periodRange, type StatsPeriod } from '../../../domain/stats-period.ts';
import { formatLongDate, formatWeekdayDate } from '../../../i18n/format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { PeriodToggle } from '../../features/technician-stats/period-toggle.tsx';
import { RecentAppointments } from '../../features/technician-stats/recent-appointments.tsx';
import { ServicesBreakdown } from '../../features/technician-stats/services-breakdown.tsx';
import { StatsCards } from '../../features/technician-stats/stats-cards.tsx';
import { StatsChart } from '../../features/technician-stats/stats-chart.tsx';
import { isNotFound, useTechnicianStats } from '../../features/technician-stats/use-technician-stats.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { salon } from '../../../config/salon.ts';
import { salonToday } from '../../../domain/salon-time.ts';

const navButtonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border border-plum/20 bg-white text-plum hover:border-rose-deep hover:text-rose-deep';

export default function TechnicianPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requestedPeriod = params.get('period');
  const requestedDate = params.get('date');
  const period: StatsPeriod = isStatsPeriod(requestedPeriod) ? requestedPeriod : 'daily';
  const date: CalendarDate =
    requestedDate !== null && isCalendarDate(requestedDate) ? requestedDate : salonToday(new Date(), salon.timeZone);
  const query = useTechnicianStats(id, period, date);
  const locale = currentLocale();

  const show = (next: { period?: StatsPeriod; date?: CalendarDate }) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', next.period ?? period);
      updated.set('date', next.date ?? date);
      return updated;
    });
  };

  const back = (
    <Link
      to={
        requestedDate !== null && isCalendarDate(requestedDate)
          ? `/admin/calendar?date=${requestedDate}`
          : '/admin/calendar'
      }
      className="inline-flex items-center gap-1 text-sm font-medium text-rose-deep underline decoration-rose/40 underline-offset-4"
    >
      <ChevronLeftIcon size={16} />
      {t('technician.backToCalendar')}
    </Link>
  );

  if (query.isError && isNotFound(query.error)) {
    return (
      <section aria-labelledby="technician-title">
        {back}
        <h1 id="technician-title" className="mt-6 text-3xl font-semibold text-plum">
          {t('technician.notFoundTitle')}
        </h1>
        <p className="mt-2 max-w-prose text-plum-soft">{t('technician.notFoundText')}</p>
      </section>
    );
  }

  const stats = query.data?.technician.id === id ? query.data : undefined;
  if (!stats) {
    return (
      <section>
        {back}
        {query.isError ? (
          <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('technician.loadFailed', { message: query.error.message })}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
              {t('technician.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="mt-10 text-center text-plum-soft">
            {t('technician.loading')}
          </p>
        )}
      </section>
    );
  }

  const { technician } = stats;
  // Navigation follows the URL's period and day at once, not the figures still on screen while the next
  // period loads (a quick "Daily" then "Previous day" must step one day back).
  const range = periodRange(period, date);
  const rangeLabel =
    range.from === range.to
      ? formatWeekdayDate(range.from, locale)
      : t('technician.rangeSpan', { from: formatLongDate(range.from, locale), to: formatLongDate(range.to, locale) });

  return (
    <section aria-labelledby="technician-title">
      {back}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="technician-title" className="text-3xl font-semibold text-plum sm:text-4xl">
            {technician.displayName}
          </h1>
          <p className="text-plum-soft">
            {technician.email}
            {technician.active ? null : (
              <span className="ml-2 rounded-full bg-cream-deep px-2 py-0.5 text-xs">{t('technician.inactive')}</span>
            )}
          </p>
        </div>
        <PeriodToggle value={period} onChange={(next) => show({ period: next })} />
      </div>

      <div className="mt-4 flex items-center gap-3">
        <button type="button" className={navButtonClass} onClick={() => show({ date: range.previous })}>
          <ChevronLeftIcon size={18} />
          <span className="sr-only">{t(`technician.previous.${period}`)}</span>
        </button>
        <p className="min-w-0 text-lg font-medium text-plum" aria-live="polite" data-testid="period-range">
          {rangeLabel}
        </p>
        <button type="button" className={navButtonClass} onClick={() => show({ date: range.next })}>
          <ChevronRightIcon size={18} />
          <span className="sr-only">{t(`technician.next.${period}`)}</span>
        </button>
      </div>

      <div className={`mt-6 space-y-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
        <StatsCards totals={stats.totals} />
        {stats.days.length > 1 ? <StatsChart days={stats.days} /> : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <ServicesBreakdown services={stats.services} />
          <RecentAppointments items={stats.recent} total={stats.totals.appointmentCount} />
        </div>
      </div>
    </section>
  );
}
