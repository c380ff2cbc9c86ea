/** Owner page: the salon's details as customers see them. */
import { useTranslation } from '../../../lib/use-translation.ts';
import { SalonDetailsForm } from '../../../features/salon-settings/salon-details-form.tsx';

export default function SalonDetailsSettingsPage() {
  const { t } = useTranslation('salonSettings');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('details.pageTitle')}</h1>
        <p className="mt-1 text-plum-soft">{t('details.pageIntro')}</p>
      </div>
      <SalonDetailsForm />
    </section>
  );
}
