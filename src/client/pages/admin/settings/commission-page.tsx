/** Owner page: commission rates (/admin/settings/commission; decision 255). */
import { CommissionRatesForm } from '../../../features/payroll/commission-rates-form.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function CommissionPage() {
  const { t } = useTranslation('payroll');
  return (
    <section aria-labelledby="commission-title" className="space-y-5">
      <header>
        <h1 id="commission-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
          {t('rates.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-plum-soft">{t('rates.intro')}</p>
      </header>
      <CommissionRatesForm />
    </section>
  );
}
