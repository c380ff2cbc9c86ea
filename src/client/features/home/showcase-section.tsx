import { useTranslation } from '../../lib/use-translation.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';

const showcases = [
  { slot: 'showcase-1', key: 'first' },
  { slot: 'showcase-2', key: 'second' },
] as const;

export function ShowcaseSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="showcase-title" className="bg-cream-deep/60 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="showcase-title" className="sr-only">
          {t('showcase.title')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 md:gap-10">
          {showcases.map(({ slot, key }, index) => (
            <figure key={slot} className={index === 1 ? 'sm:mt-16' : undefined}>
              <ResponsiveImage
                slot={slot}
                alt={t(`showcase.${key}.alt`)}
                sizes="(min-width: 1152px) 540px, (min-width: 640px) 46vw, calc(100vw - 2rem)"
                className="aspect-[4/5] h-auto w-full rounded-[2rem] object-cover shadow-[0_30px_60px_-35px_rgb(59_37_55/0.6)]"
              />
              <figcaption className="mt-4 font-display text-xl text-plum-soft italic">
                {t(`showcase.${key}.caption`)}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
