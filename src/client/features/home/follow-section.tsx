/** The 10-image grid with a 'Follow on' link to the salon's social profile. */
import { useTranslation } from '../../lib/use-translation.ts';
import { InstagramIcon } from '../../components/icons.tsx';
import { gridImageNames } from '../../components/image-slots.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useSalonFacts } from '../../lib/salon-facts.ts';

export function FollowSection() {
  const { t } = useTranslation('home');
  const alts = t('follow.alts', { returnObjects: true }) as unknown as string[];
  const { instagramUrl } = useSalonFacts().details;
  return (
    <section aria-labelledby="follow-title" className="bg-cream-deep/60 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="follow-title" className="text-4xl font-semibold text-plum md:text-5xl">
            {t('follow.title')}
          </h2>
          <a
            hidden={!instagramUrl}
            href={instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('follow.linkLabel')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-plum/25 px-5 font-medium text-plum transition-colors hover:bg-plum hover:text-cream"
          >
            <InstagramIcon size={20} />
            {t('follow.label')} {t('follow.network')}
          </a>
        </div>
        <ul className="mt-8 grid grid-cols-5 gap-1.5 sm:gap-3">
          {gridImageNames.map((slot, index) => (
            <li key={slot} className="overflow-hidden rounded-lg sm:rounded-2xl">
              <ResponsiveImage
                slot={slot}
                alt={alts[index] ?? ''}
                sizes="(min-width: 1152px) 216px, 19vw"
                className="aspect-square h-auto w-full object-cover transition-transform duration-500 hover:scale-105"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
