/**
 * The salon's full menu, rendered from the database (grouped by category:
 * name, its short description when the owner wrote one, duration, price in
 * ฿, a Book link per service). One component for the
 * /services page and the home page's menu dialog.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { summariseCategory } from '../../../domain/catalogue.ts';
import { formatPrice } from '../../components/format-price.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { usePublicCatalogue } from './public-catalogue.ts';
import { useLocalizedPath } from '../../lib/localized-path.ts';

interface FullMenuProps {
  /** Heading level of the category names, so the outline stays right wherever the menu sits. */
  readonly headingLevel?: 2 | 3;
  /** Two columns of categories on wide screens (the services page); one inside the dialog. */
  readonly columns?: 1 | 2;
}

export function FullMenu({ headingLevel = 2, columns = 2 }: FullMenuProps) {
  const { t } = useTranslation('services');
  const localize = useLocalizedPath();
  const { data, isError } = usePublicCatalogue();
  const locale = currentLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!data) {
    return (
      <p role={isError ? 'alert' : 'status'} className="py-10 text-center text-plum-soft">
        {isError ? t('menu.error') : t('menu.loading')}
      </p>
    );
  }

  return (
    <div className={`grid gap-6 ${columns === 2 ? 'lg:grid-cols-2' : ''}`}>
      {data.map((category) => {
        const summary = summariseCategory(category.services);
        const headingId = `menu-${category.slug}`;
        return (
          <section
            key={category.slug}
            aria-labelledby={headingId}
            className="rounded-3xl border border-plum/10 bg-white/70 p-5 shadow-[0_1px_0_rgb(59_37_55/0.04),0_12px_32px_-20px_rgb(59_37_55/0.35)] sm:p-7"
          >
            <div className="flex items-baseline justify-between gap-4 border-b border-gold/40 pb-3">
              <Heading id={headingId} className="text-3xl font-semibold text-plum">
                {category.name}
              </Heading>
              {summary ? (
                <p className="text-sm text-plum-soft">
                  {t('menu.categoryNote', { price: formatPrice(summary.fromPriceThb, locale) })}
                </p>
              ) : null}
            </div>
            <ul className="mt-2 divide-y divide-plum/10">
              {category.services.map((service) => (
                <li key={service.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-plum">{service.name}</p>
                    {service.description ? (
                      <p className="text-sm text-plum-soft italic">{service.description}</p>
                    ) : null}
                    <p className="text-sm text-plum-soft">{t('menu.duration', { minutes: service.durationMinutes })}</p>
                  </div>
                  <p className="font-display text-xl font-semibold whitespace-nowrap text-rose-deep">
                    {t('menu.price', { price: formatPrice(service.priceThb, locale) })}
                  </p>
                  <Link
                    to={localize(`/booking?service=${service.id}`)}
                    className="inline-flex min-h-11 min-w-16 items-center justify-center rounded-full border border-rose-deep/40 px-4 text-sm font-medium text-rose-deep transition-colors hover:bg-rose-deep hover:text-cream"
                    aria-label={t('menu.bookService', { name: service.name })}
                  >
                    {t('menu.book')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
