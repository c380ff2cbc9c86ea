/** Recent Appointments of the period, newest first, each linking to its order. */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { formatBaht, formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';

const statusDot: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 border-yellow-500',
  confirmed: 'bg-green-100 border-green-600',
  completed: 'bg-blue-100 border-blue-600',
  cancelled: 'bg-red-100 border-red-600',
  no_show: 'bg-slate-200 border-slate-500',
};

export interface RecentItem {
  readonly id: string;
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly customerName: string;
  readonly status: AppointmentStatus;
  readonly services: readonly string[];
  readonly revenueThb: number;
}

export function RecentAppointments({
  items,
  total,
}: {
  readonly items: readonly RecentItem[];
  readonly total: number;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <section aria-labelledby="recent-title" className="rounded-2xl border border-plum/10 bg-white p-5 shadow-sm">
      <h2 id="recent-title" className="text-xl font-semibold text-plum">
        {t('technician.recentTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-plum-soft">{t('technician.recentEmpty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-plum/5">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/admin/orders/${item.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 rounded-lg px-2 py-2 hover:bg-cream"
                >
                  <span className="flex items-baseline gap-2">
                    <span
                      aria-hidden="true"
                      className={`inline-block size-2.5 shrink-0 rounded-full border ${statusDot[item.status]}`}
                    />
                    <span className="font-medium text-rose-deep underline decoration-rose/40 underline-offset-4">
                      {item.customerName}
                    </span>
                  </span>
                  <span className="text-sm text-plum-soft">
                    {t('technician.recentWhen', {
                      date: formatWeekdayDate(item.date, locale),
                      time: formatTimeOfDay(item.startTime, locale),
                    })}
                  </span>
                  <span className="w-full text-sm text-plum-soft">
                    {t('technician.recentDetails', {
                      services: item.services.join(', '),
                      status: t(`technician.status.${item.status}`),
                      price: t('technician.units.price', { amount: formatBaht(item.revenueThb, locale) }),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {total > items.length ? (
            <p className="mt-2 text-xs text-plum-soft">{t('technician.recentMore', { shown: items.length, total })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
