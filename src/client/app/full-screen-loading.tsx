import { useTranslation } from '../lib/use-translation.ts';

/** The full-screen 'Loading...' placeholder on the site's cream background. */
export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-cream text-lg text-plum">
      {t('loading')}
    </div>
  );
}
