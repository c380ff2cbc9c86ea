/** Owner page: the salon's WhatsApp number for customers' confirmations and reminders. */
import { WhatsappSettings } from '../../../features/messaging/whatsapp-settings.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function WhatsappSettingsPage() {
  const { t } = useTranslation('messaging');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('whatsapp.pageTitle')}</h1>
        <p className="mt-1 max-w-prose text-plum-soft">{t('whatsapp.pageIntro')}</p>
      </div>
      <WhatsappSettings />
    </section>
  );
}
