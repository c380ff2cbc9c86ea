/** The booking form's summary card: chosen services, totals, and the chosen day and time. */
import { useTranslation } from '../../lib/use-translation.ts';
import { formatTimeOfDay, formatBookingDate } from '../../../i18n/format.ts';
import { formatPrice } from '../../components/format-price.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { ChecklistService } from './service-checklist.tsx';

interface BookingSummaryProps {
  readonly services: readonly ChecklistService[];
  readonly totalDurationMinutes: number;
  readonly totalPriceThb: number;
  readonly date: string;
  /** The chosen start ('' when none). */
  readonly time: string;
  readonly endTime: string | null;
}

export function BookingSummary({
  services,
  totalDurationMinutes,
  totalPriceThb,
  date,
  time,
  endTime,
}: BookingSummaryProps) {
  const { t } = useTranslation('booking');
  const locale = currentLocale();
  return (
    <div className="rounded-3xl border border-gold/40 bg-white/85 p-6 shadow-sm">
      <h2 className="text-2xl font-semibold text-plum">{t('summary.title')}</h2>
      {services.length === 0 ? (
        <p className="mt-3 text-plum-soft" data-summary-empty="">
          {t('summary.empty')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-blush" data-testid="summary-services">
          {services.map((service) => (
            <li key={service.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>{service.name}</span>
              <span className="shrink-0 font-medium">
                {t('summary.price', { price: formatPrice(service.priceThb, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-1.5 border-t border-gold/40 pt-4">
        <div className="flex justify-between">
          <dt>{t('summary.totalDuration')}</dt>
          <dd className="font-semibold" data-testid="total-duration">
            {t('summary.duration', { count: totalDurationMinutes })}
          </dd>
        </div>
        <div className="flex justify-between text-lg">
          <dt>{t('summary.totalPrice')}</dt>
          <dd className="font-semibold" data-testid="total-price">
            {t('summary.price', { price: formatPrice(totalPriceThb, locale) })}
          </dd>
        </div>
      </dl>
      {/* Always two lines, chosen or not: a time that is chosen, or lost to another booking, never
          moves the button below. */}
      <p className="mt-3 min-h-14 rounded-xl bg-blush/60 px-3 py-2 text-sm" data-testid="summary-when">
        {date && time && endTime ? (
          <>
            {t('summary.when', {
              date: formatBookingDate(date, locale),
              time: formatTimeOfDay(time, locale),
            })}
            <br />
            {t('summary.ends', { time: formatTimeOfDay(endTime, locale) })}
          </>
        ) : (
          <span className="text-plum-soft">{t('summary.whenEmpty')}</span>
        )}
      </p>
    </div>
  );
}
