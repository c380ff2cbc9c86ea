import { useTranslation } from '../../lib/use-translation.ts';
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import type { AppointmentDetail } from './appointments-api.ts';
import { detailCard, detailCardTitle } from './detail-card.ts';
import { CustomerChannelRows } from '../../components/customer-channel-rows.tsx';

/**
 * The detail's 'Customer' card: name, e-mail and phone as links, the booking notes, and how the customer
 * chose to hear from the salon (LINE, WhatsApp). Staff bookings may have only one of e-mail and phone:
 * the other shows as a dash.
 */
export function AppointmentCustomerCard({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="order-customer" className={detailCard}>
      <h2 id="order-customer" className={detailCardTitle}>
        {t('order.customer')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-plum">{t('order.name')}</dt>
          <dd>{appointment.customerName}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum">{t('order.email')}</dt>
          <dd className="break-all">
            {appointment.customerEmail ? (
              <a href={`mailto:${appointment.customerEmail}`} className="text-rose-deep underline">
                {appointment.customerEmail}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum">{t('order.phone')}</dt>
          <dd>
            {appointment.customerPhone ? (
              <a href={`tel:${appointment.customerPhone.replace(/[^\d+]/g, '')}`} className="text-rose-deep underline">
                {appointment.customerPhone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-plum">{t('order.notes')}</dt>
          <dd className="whitespace-pre-wrap">{appointment.notes ?? t('order.noNotes')}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum">{t('order.language')}</dt>
          <dd>{LANGUAGE_NAMES[appointment.language]}</dd>
        </div>
        {appointment.customer ? (
          <CustomerChannelRows channels={appointment.customer.channels} termClass="text-sm font-semibold text-plum" />
        ) : null}
      </dl>
    </section>
  );
}
