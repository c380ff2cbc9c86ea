/** Owner page: technicians' working weeks and dated days off. */
import { useTranslation } from '../../../lib/use-translation.ts';
import { TechnicianSchedules } from '../../../features/salon-schedule/technician-schedules.tsx';

export default function TechnicianScheduleSettingsPage() {
  const { t } = useTranslation('schedule');
  return (
    <section className="flex flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('technicians.pageTitle')}</h1>
        <p className="mt-1 text-plum-soft">{t('technicians.pageIntro')}</p>
      </div>
      <TechnicianSchedules />
    </section>
  );
}
