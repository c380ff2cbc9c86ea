/** Owner page: the salon's LINE Official Account for customers' confirmations and reminders. */
import { LineSettings } from '../../../features/messaging/line-settings.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function LineSettingsPage() {
  const { t } = useTranslation('messaging');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('line.pageTitle')}</h1>
        <p className="mt-1 max-w-prose text-plum-soft">{t('line.pageIntro')}</p>
      </div>
      <LineSettings />
    </section>
  );
}
