/**
 * Where an appointment came from and what the front desk should know (issue
 * 14): "Booked by phone", "Booked over capacity: <reason>" when staff took a
 * full time, and the customer record's notes (allergies, patch tests) with a
 * link to the record.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { AppointmentSource } from '../../../domain/appointment-source.ts';

export interface AppointmentOrigin {
  readonly source: AppointmentSource;
  readonly capacityOverrideReason: string | null;
  readonly customer: { readonly id: string; readonly notes: string } | null;
}

interface AppointmentOriginCardProps {
  readonly appointment: AppointmentOrigin;
  readonly className: string;
  readonly titleClassName: string;
}

export function AppointmentOriginCard({ appointment, className, titleClassName }: AppointmentOriginCardProps) {
  const { t } = useTranslation('frontDesk');
  const { source, capacityOverrideReason, customer } = appointment;
  return (
    <section aria-labelledby="order-front-desk" className={className}>
      <h2 id="order-front-desk" className={titleClassName}>
        {t('origin.title')}
      </h2>
      <p className="mt-2 text-plum">{t(`origin.source.${source}`)}</p>
      {capacityOverrideReason ? (
        <p className="mt-2 rounded-lg border border-amber-700/40 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('origin.override', { reason: capacityOverrideReason })}
        </p>
      ) : null}
      {customer ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-plum">{t('origin.customerNotes')}</h3>
          <p className="mt-1 whitespace-pre-wrap text-plum">{customer.notes || t('origin.noCustomerNotes')}</p>
          <Link
            to={`/admin/customers/${customer.id}`}
            className="mt-2 inline-block text-sm font-semibold text-rose-deep underline"
          >
            {t('origin.customerRecord')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
