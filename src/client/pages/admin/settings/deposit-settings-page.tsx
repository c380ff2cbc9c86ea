/** Owner page: Settings → Deposits (when a deposit is asked for, how much, the refund rule). */
import { useCatalogue } from '../../../features/catalogue/use-catalogue.ts';
import { DepositSettingsForm } from '../../../features/deposits/deposit-settings-form.tsx';
import { StripeSettingsCard } from '../../../features/deposits/stripe-settings-card.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function DepositSettingsPage() {
  const { t } = useTranslation('deposits');
  const catalogue = useCatalogue();
  return (
    <section aria-labelledby="deposit-settings-title" className="space-y-5">
      <h1 id="deposit-settings-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('admin.settingsTitle')}
      </h1>
      <DepositSettingsForm menu={catalogue.data ?? []} />
      <StripeSettingsCard />
    </section>
  );
}
