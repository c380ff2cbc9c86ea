/** Owner page: the salon's opening hours per weekday and its dated closures. */
import { useTranslation } from '../../../lib/use-translation.ts';
import { ClosuresCard } from '../../../features/salon-schedule/closures-card.tsx';
import { OpeningHoursForm } from '../../../features/salon-schedule/opening-hours-form.tsx';

export default function HoursSettingsPage() {
  const { t } = useTranslation('schedule');
  return (
    <section className="flex flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('hours.pageTitle')}</h1>
        <p className="mt-1 text-plum-soft">{t('hours.pageIntro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2 xl:items-start">
        <OpeningHoursForm />
        <ClosuresCard />
      </div>
    </section>
  );
}
