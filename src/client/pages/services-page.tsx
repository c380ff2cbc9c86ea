/** /services: 'Our Services', the full menu from the database, and a Book Now link. */
import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { FullMenu } from '../features/catalogue/full-menu.tsx';
import { useLocalizedPath } from '../lib/localized-path.ts';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const localize = useLocalizedPath();
  usePageHead('services');
  return (
    <div className="bg-[radial-gradient(90%_40%_at_50%_0%,var(--color-blush)_0%,transparent_70%)]">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 md:pt-20">
        <header className="mx-auto max-w-2xl text-center">
          <h1 className="text-5xl font-semibold text-plum md:text-6xl">{t('title')}</h1>
          <p className="mt-4 text-lg leading-relaxed text-plum-soft">{t('intro')}</p>
          <Link
            to={localize('/booking')}
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-rose-deep px-8 font-medium text-cream shadow-sm hover:bg-plum"
          >
            {t('bookNow')}
          </Link>
        </header>
        <div className="mt-14">
          <FullMenu headingLevel={2} columns={2} />
        </div>
        <p className="mt-14 text-center">
          <Link
            to={localize('/booking')}
            className="inline-flex min-h-12 items-center rounded-full bg-plum px-8 font-medium text-cream hover:bg-rose-deep"
          >
            {t('bookNow')}
          </Link>
        </p>
      </div>
    </div>
  );
}
