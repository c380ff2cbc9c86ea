import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { LashIcon, LeafIcon, PolishIcon } from '../../components/icons.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useLocalizedPath } from '../../lib/localized-path.ts';
import { usePageTexts } from '../../lib/page-texts.ts';

/** Sizes of the hero picture: the right column on wide screens, the full width on phones. */
export const HERO_IMAGE_SIZES = '(min-width: 1152px) 544px, (min-width: 768px) 46vw, calc(100vw - 2rem)';

const categoryCards = [
  { key: 'nails', Icon: PolishIcon },
  { key: 'eyelashes', Icon: LashIcon },
  { key: 'waxingSpa', Icon: LeafIcon },
] as const;

export function HeroSection() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const text = usePageTexts();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(120%_80%_at_100%_0%,var(--color-blush)_0%,transparent_60%),radial-gradient(90%_70%_at_0%_100%,var(--color-cream-deep)_0%,transparent_70%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-2 md:pt-16 md:pb-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-rose-deep uppercase">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-4 text-5xl leading-[1.02] font-semibold text-balance text-plum sm:text-6xl lg:text-7xl"
          >
            {text('heroTitle')}
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-plum-soft">{text('heroLine')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localize('/booking')}
              className="inline-flex min-h-12 items-center rounded-full bg-rose-deep px-8 font-medium text-cream shadow-[0_10px_24px_-12px_var(--color-rose-deep)] transition-colors hover:bg-plum"
            >
              {t('hero.bookNow')}
            </Link>
            <Link
              to={localize('/services')}
              className="inline-flex min-h-12 items-center rounded-full border border-plum/25 bg-cream/60 px-8 font-medium text-plum transition-colors hover:border-plum hover:bg-cream"
            >
              {t('hero.viewServices')}
            </Link>
          </div>
        </div>
        <div className="relative">
          <div className="absolute -inset-3 -z-0 rotate-2 rounded-[2.5rem] border border-gold/40" aria-hidden="true" />
          <ResponsiveImage
            slot="hero"
            alt={t('hero.imageAlt')}
            sizes={HERO_IMAGE_SIZES}
            priority
            pictureClassName="relative block"
            className="aspect-[4/3] h-auto w-full rounded-[2rem] object-cover shadow-[0_30px_60px_-30px_rgb(59_37_55/0.5)]"
          />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 className="sr-only">{t('hero.categoriesLabel')}</h2>
        <ul className="grid grid-cols-3 gap-3 sm:gap-5">
          {categoryCards.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex flex-col items-center gap-3 rounded-3xl border border-plum/10 bg-white/70 px-2 py-5 text-center shadow-sm sm:flex-row sm:px-6 sm:text-left"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-blush text-rose-deep">
                <Icon size={26} />
              </span>
              <h3 className="font-display text-lg leading-tight font-semibold text-plum sm:text-2xl">
                {t(`hero.categories.${key}`)}
              </h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
