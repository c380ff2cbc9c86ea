import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { detailCard, detailCardTitle, type EditableDetailCardProps } from './detail-card.ts';
import { DiscountButtons } from './discount-buttons.tsx';

/** The detail's 'Totals' card: the discount, the total duration and price, the price after discount. */
export function AppointmentTotalsCard({ appointment, busy, onEdit }: EditableDetailCardProps) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const discounted = appointment.priceAfterDiscountThb !== appointment.totalPriceThb;
  return (
    <section aria-labelledby="order-totals" className={detailCard}>
      <h2 id="order-totals" className={detailCardTitle}>
        {t('order.totals')}
      </h2>
      <DiscountButtons
        discountPercentage={appointment.discountPercentage}
        disabled={busy}
        onChoose={(percent) => onEdit({ kind: 'discount', discountPercentage: percent })}
      />
      <dl className="mt-4 space-y-1.5">
        <div className="flex justify-between gap-3">
          <dt>{t('order.totalDuration')}</dt>
          <dd data-testid="total-duration">{t('order.minutes', { count: appointment.totalDurationMinutes })}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('order.totalPrice')}</dt>
          <dd data-testid="total-price">
            {discounted ? (
              <s>{t('order.price', { amount: formatBaht(appointment.totalPriceThb, locale) })}</s>
            ) : (
              t('order.price', { amount: formatBaht(appointment.totalPriceThb, locale) })
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-lg font-semibold text-plum">
          <dt>{t('order.priceAfterDiscount')}</dt>
          <dd data-testid="price-after-discount">
            {t('order.price', { amount: formatBaht(appointment.priceAfterDiscountThb, locale) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
