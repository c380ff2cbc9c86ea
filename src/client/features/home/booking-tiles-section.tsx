/** 'Book Your Appointment' (anchor `booking`): a tile per category, figures from the live menu. */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatPrice } from '../../components/format-price.ts';
import { LashIcon, LeafIcon, LotusIcon, PolishIcon, SparkleIcon } from '../../components/icons.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { usePublicCatalogue } from '../catalogue/public-catalogue.ts';
import { bookingTiles } from './booking-tiles.ts';
import { useLocalizedPath } from '../../lib/localized-path.ts';

const iconFor: Record<string, typeof PolishIcon> = {
  nails: PolishIcon,
  eyelashes: LashIcon,
  waxing: SparkleIcon,
  spa: LeafIcon,
};

export function BookingTilesSection() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const { data } = usePublicCatalogue();
  const locale = currentLocale();
  const tiles = data ? bookingTiles(data) : [];
  return (
    <section id="booking" aria-labelledby="booking-title" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="booking-title" className="text-center text-4xl font-semibold text-plum md:text-5xl">
          {t('booking.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-center text-plum-soft">{t('booking.intro')}</p>
        {tiles.length === 0 ? (
          <p role="status" className="mt-10 text-center text-plum-soft">
            {t('booking.loading')}
          </p>
        ) : (
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {tiles.map((tile) => {
              const Icon = iconFor[tile.slug] ?? LotusIcon;
              return (
                <li key={tile.slug}>
                  <Link
                    to={localize(tile.href)}
                    className="group flex h-full flex-col rounded-3xl border border-plum/10 bg-white/70 p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-rose-deep/40 hover:shadow-lg sm:p-7"
                    data-testid={`tile-${tile.slug}`}
                  >
                    <span className="inline-flex size-12 items-center justify-center rounded-full bg-blush text-rose-deep transition-colors group-hover:bg-rose-deep group-hover:text-cream">
                      <Icon size={26} />
                    </span>
                    <h3 className="mt-5 font-display text-3xl font-semibold text-plum">{tile.name}</h3>
                    <p className="mt-1 text-sm text-plum-soft">
                      {t('booking.duration', { minutes: tile.minDurationMinutes })}
                    </p>
                    <p className="mt-auto pt-4 font-medium text-rose-deep">
                      {t('booking.from', { price: formatPrice(tile.fromPriceThb, locale) })}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
