import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { LotusIcon } from '../components/icons.tsx';
import { useLocalizedPath } from '../lib/localized-path.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  usePageHead('notFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center md:py-32">
      <LotusIcon size={48} className="text-rose-deep" />
      <p className="mt-6 font-display text-7xl font-semibold text-rose" aria-hidden="true">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-2 text-4xl font-semibold text-plum md:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-plum-soft">{t('notFound.text')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to={localize('/')}
          className="inline-flex min-h-12 items-center rounded-full bg-rose-deep px-8 font-medium text-cream hover:bg-plum"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={localize('/services')}
          className="inline-flex min-h-12 items-center rounded-full border border-plum/25 px-8 font-medium text-plum hover:border-plum"
        >
          {t('notFound.services')}
        </Link>
      </div>
    </section>
  );
}
