import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { CustomerAppointment } from '../../../domain/customers.ts';
import { formatBaht, formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { StatusPill } from './status-pill.tsx';

/** A customer's appointments, each opening its own page. */
export function CustomerAppointments({
  title,
  customerName,
  items,
  empty,
}: {
  title: string;
  customerName: string;
  items: readonly CustomerAppointment[];
  empty: string;
}) {
  const { t } = useTranslation('customers');
  const locale = currentLocale();
  if (items.length === 0) return <p className="mt-2 text-sm text-plum-soft">{empty}</p>;
  return (
    <ul
      className="mt-3 divide-y divide-plum/10"
      aria-label={t('record.appointmentsLabel', { title, name: customerName })}
    >
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <Link
              to={`/admin/orders/${item.id}`}
              aria-label={t('record.open', { reference: item.reference })}
              className="font-semibold text-rose-deep underline decoration-rose/40 underline-offset-4"
            >
              {t('dateTime', {
                date: formatWeekdayDate(item.date, locale),
                start: formatTimeOfDay(item.startTime, locale),
                end: formatTimeOfDay(item.endTime, locale),
              })}
            </Link>
            <p className="text-sm text-plum">{item.services.join(', ')}</p>
            <p className="text-xs text-plum-soft">
              {item.technician ? t('record.technician', { name: item.technician }) : t('record.noTechnician')} ·{' '}
              {item.reference}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-plum tabular-nums">
              {t('price', { amount: formatBaht(item.priceAfterDiscountThb, locale) })}
            </span>
            <StatusPill status={item.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
