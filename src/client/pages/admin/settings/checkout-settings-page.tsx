/** Owner page: checkout settings (PromptPay, VAT, other payment methods). */
import { CheckoutSettingsForm } from '../../../features/checkout/checkout-settings-form.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function CheckoutSettingsPage() {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="checkout-settings-title" className="space-y-5">
      <h1 id="checkout-settings-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('settings.title')}
      </h1>
      <CheckoutSettingsForm />
    </section>
  );
}
