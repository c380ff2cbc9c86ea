/** One sale: payment while something is due, then its receipt (/admin/checkout/sales/:id). */
import { useParams } from 'react-router';
import { SaleScreen } from '../../../features/checkout/sale-screen.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function SalePage() {
  const { t } = useTranslation('checkout');
  const { id = '' } = useParams();
  return (
    <section aria-labelledby="sale-title" className="space-y-5">
      <h1 id="sale-title" className="receipt-no-print font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('payment.pageTitle')}
      </h1>
      <SaleScreen key={id} saleId={id} />
    </section>
  );
}
