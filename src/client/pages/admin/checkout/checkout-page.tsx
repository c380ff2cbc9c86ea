/** Checkout (/admin/checkout?appointment=<id>; without one, a walk-in sale). */
import { Link, useSearchParams } from 'react-router';
import { CheckoutScreen } from '../../../features/checkout/checkout-screen.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const appointmentId = params.get('appointment');
  return (
    <section aria-labelledby="checkout-title" className="space-y-5">
      {appointmentId ? (
        <Link to={`/admin/orders/${appointmentId}`} className="text-sm font-semibold text-rose-deep hover:underline">
          {t('screen.backToAppointment')}
        </Link>
      ) : null}
      <h1 id="checkout-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {appointmentId ? t('screen.title') : t('screen.walkInTitle')}
      </h1>
      <CheckoutScreen key={appointmentId ?? 'walk-in'} appointmentId={appointmentId} />
    </section>
  );
}
