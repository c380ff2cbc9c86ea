import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRightIcon, HeartIcon, SparkleIcon } from '../../components/icons.tsx';
import { useLocalizedPath } from '../../lib/localized-path.ts';
import { usePageTexts } from '../../lib/page-texts.ts';

const points = [
  { key: 'team', Icon: HeartIcon, title: 'whyUsTeamTitle', text: 'whyUsTeamText' },
  { key: 'clean', Icon: SparkleIcon, title: 'whyUsCleanTitle', text: 'whyUsCleanText' },
] as const;

export function WhyUsSection() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const text = usePageTexts();
  return (
    <section aria-labelledby="why-us-title" className="bg-cream-deep/60 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="why-us-title" className="text-4xl font-semibold text-plum md:text-5xl">
            {t('whyUs.title')}
          </h2>
          <Link
            to={localize('/about')}
            className="group inline-flex min-h-11 items-center gap-2 font-medium text-rose-deep"
          >
            {t('whyUs.more')}
            <span className="sr-only"> {t('whyUs.moreHidden')}</span>
            <ArrowRightIcon size={18} className="transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {points.map(({ key, Icon, title, text: paragraph }) => (
            <li key={key} className="rounded-3xl bg-cream p-7 shadow-sm ring-1 ring-plum/5 md:p-9">
              <Icon size={30} className="text-gold-deep" />
              <h3 className="mt-4 text-3xl font-semibold text-plum">{text(title)}</h3>
              <p className="mt-3 leading-relaxed text-plum-soft">{text(paragraph)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
