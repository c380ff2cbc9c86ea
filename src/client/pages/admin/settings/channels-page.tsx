/** Owner page: which channels carry customers' messages besides e-mail, and in which order. */
import { ChannelPreferencesSettings } from '../../../features/messaging/channel-preferences-form.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function ChannelsSettingsPage() {
  const { t } = useTranslation('messaging');
  return (
    <section className="flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('channels.pageTitle')}</h1>
        <p className="mt-1 max-w-prose text-plum-soft">{t('channels.pageIntro')}</p>
      </div>
      <ChannelPreferencesSettings />
    </section>
  );
}
