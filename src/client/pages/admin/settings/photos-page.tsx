/** Owner page: the salon's own photos on the public pages. */
import { PhotosScreen } from '../../../features/photos/photos-screen.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function PhotosPage() {
  const { t } = useTranslation('photos');
  return (
    <section className="flex max-w-5xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-1 text-plum-soft">{t('pageIntro')}</p>
      </div>
      <PhotosScreen />
    </section>
  );
}
