/**
 * Daily Statistics per technician: count, services, duration, the booked value after
 * discounts, what was paid at checkout that day (after refunds) with tips apart (decision 225), and the
 * day's no-shows on their own (not in the count or the revenue).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { durationParts } from '../../../domain/stats-duration.ts';
import { formatBaht, formatSatangAsBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { CalendarDayData, DayStatisticsData } from './use-calendar-day.ts';

export function useDurationLabel(): (minutes: number) => string {
  const { t } = useTranslation('admin');
  return (minutes) => {
    const parts = durationParts(minutes);
    if (parts.hours === 0) return t('calendar.units.minutes', { count: parts.minutes });
    if (parts.minutes === 0) return t('calendar.units.hours', { hours: parts.hours });
    return t('calendar.units.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
  };
}

export function DailyStatistics({ day }: { readonly day: CalendarDayData }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="daily-statistics-title" className="mt-8">
      <h2 id="daily-statistics-title" className="text-2xl font-semibold text-plum">
        {t('calendar.statistics.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {day.technicians.map((technician) => (
          <li key={technician.id}>
            <StatisticsCard
              title={
                <Link
                  to={`/admin/technician/${technician.id}?date=${day.date}`}
                  className="text-rose-deep underline decoration-rose/40 underline-offset-4 hover:decoration-rose-deep"
                >
                  {technician.displayName}
                </Link>
              }
              testId={`statistics-${technician.displayName}`}
              statistics={technician.statistics}
            />
          </li>
        ))}
        {day.unassigned.appointmentCount > 0 ||
        day.unassigned.noShowCount > 0 ||
        day.unassigned.paidRevenueSatang > 0 ||
        day.unassigned.keptDepositsSatang > 0 ? (
          <li>
            <StatisticsCard
              title={t('calendar.statistics.unassignedTitle')}
              note={t('calendar.statistics.unassignedNote')}
              testId="statistics-unassigned"
              statistics={day.unassigned}
            />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function StatisticsCard({
  title,
  note,
  testId,
  statistics,
}: {
  readonly title: ReactNode;
  readonly note?: string;
  readonly testId: string;
  readonly statistics: DayStatisticsData;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const duration = useDurationLabel();
  return (
    <article className="h-full rounded-2xl border border-plum/10 bg-white p-4 shadow-sm" data-testid={testId}>
      <h3 className="font-sans text-base font-semibold">{title}</h3>
      {note ? <p className="mt-1 text-xs text-plum-soft">{note}</p> : null}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-cream px-1 py-2">
          <dt className="text-[0.7rem] text-plum-soft">{t('calendar.statistics.appointmentsLabel')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="appointment-count">
            {statistics.appointmentCount}
          </dd>
        </div>
        <div className="rounded-lg bg-cream px-1 py-2">
          <dt className="text-[0.7rem] text-plum-soft">{t('calendar.statistics.durationLabel')}</dt>
          <dd className="text-sm font-semibold tabular-nums" data-testid="total-duration">
            {duration(statistics.totalDurationMinutes)}
          </dd>
        </div>
        <div className="rounded-lg bg-cream px-1 py-2">
          <dt className="text-[0.7rem] text-plum-soft">{t('calendar.statistics.revenueLabel')}</dt>
          <dd className="text-sm font-semibold tabular-nums" data-testid="revenue">
            {t('calendar.units.price', { amount: formatBaht(statistics.revenueThb, locale) })}
          </dd>
        </div>
      </dl>
      <p className="mt-2 flex justify-between gap-2 text-sm">
        <span className="text-plum-soft">{t('calendar.statistics.paidLabel')}</span>
        <span className="font-semibold tabular-nums" data-testid="paid-revenue">
          {t('calendar.units.price', { amount: formatSatangAsBaht(statistics.paidRevenueSatang, locale) })}
        </span>
      </p>
      <p className="flex justify-between gap-2 text-sm">
        <span className="text-plum-soft">{t('calendar.statistics.tipsLabel')}</span>
        <span className="tabular-nums" data-testid="tips">
          {t('calendar.units.price', { amount: formatSatangAsBaht(statistics.tipsSatang, locale) })}
        </span>
      </p>
      {statistics.keptDepositsSatang > 0 ? (
        <p className="flex justify-between gap-2 text-sm">
          <span className="text-plum-soft">{t('calendar.statistics.keptDepositsLabel')}</span>
          <span className="tabular-nums" data-testid="kept-deposits">
            {t('calendar.units.price', { amount: formatSatangAsBaht(statistics.keptDepositsSatang, locale) })}
          </span>
        </p>
      ) : null}
      <p className="flex justify-between gap-2 text-sm">
        <span className="text-plum-soft">{t('calendar.statistics.noShowsLabel')}</span>
        <span className="font-semibold tabular-nums" data-testid="no-show-count">
          {statistics.noShowCount}
        </span>
      </p>
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-plum-soft uppercase">
        {t('calendar.statistics.servicesLabel')}
      </h4>
      {statistics.services.length === 0 ? (
        <p className="mt-1 text-sm text-plum-soft">{t('calendar.statistics.noServices')}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm">
          {statistics.services.map((service) => (
            <li key={service.name} className="flex justify-between gap-2">
              <span>{service.name}</span>
              <span className="shrink-0 text-plum-soft tabular-nums">
                {t('calendar.statistics.serviceCount', { count: service.count, minutes: service.totalMinutes })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
