/**
 * Owner page: booking rules (capacity, buffer, how far ahead, shortest notice), then what
 * customers may change through their own link and when they are reminded.
 */
import { useTranslation } from '../../../lib/use-translation.ts';
import { BookingRulesForm } from '../../../features/salon-settings/booking-rules-form.tsx';
import { CustomerChangesForm } from '../../../features/salon-settings/customer-changes-form.tsx';

export default function BookingRulesSettingsPage() {
  const { t } = useTranslation('salonSettings');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('rules.pageTitle')}</h1>
        <p className="mt-1 text-plum-soft">{t('rules.pageIntro')}</p>
      </div>
      <BookingRulesForm />
      <CustomerChangesForm />
    </section>
  );
}
