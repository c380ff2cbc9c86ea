/** Owner page: the payroll of a period (/admin/payroll; decision 255). */
import { PayrollScreen } from '../../features/payroll/payroll-screen.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export default function PayrollPage() {
  const { t } = useTranslation('payroll');
  return (
    <section aria-labelledby="payroll-title" className="space-y-5">
      <header>
        <h1 id="payroll-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
          {t('page.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-plum-soft">{t('page.intro')}</p>
      </header>
      <PayrollScreen />
    </section>
  );
}
