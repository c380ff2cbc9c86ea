/** 'TREATMENTS & PRICES': the four favourites (price-list.ts) with the full-menu dialog. */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatPrice } from '../../components/format-price.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { UnambiguousDigits } from '../../components/unambiguous-digits.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { usePublicCatalogue } from '../catalogue/public-catalogue.ts';
import { livePriceList, priceListFavourites } from './price-list.ts';

const loadMenuDialog = () => import('./menu-dialog.tsx');
// The dialog (and its Radix code) loads on first use, keeping the home page's first load small.
const MenuDialog = lazy(loadMenuDialog);

export function PriceListSection() {
  const { t } = useTranslation('home');
  const locale = currentLocale();
  const { data: menu } = usePublicCatalogue();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);

  const preload = () => void loadMenuDialog();

  return (
    <section aria-labelledby="prices-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <p className="text-center text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
          {t('prices.intro')}
        </p>
        <h2 id="prices-title" className="mt-3 text-center text-4xl font-semibold tracking-wide text-plum md:text-5xl">
          {t('prices.title')}
        </h2>
        <ul className="mt-10 divide-y divide-plum/10 border-y border-plum/10">
          {livePriceList(priceListFavourites, menu).map(({ key, priceThb }) => {
            const description = t(`prices.entries.${key}.description`);
            return (
              <li key={key} className="flex items-baseline gap-4 py-5">
                <div className="min-w-0 flex-1">
                  <p className="font-display text-2xl font-semibold text-plum">
                    {t(`prices.entries.${key}.name`)}
                    {/* The space is text, not a margin: screen readers and copied text read "Manicure (French Nails)". */}
                    {description ? (
                      <>
                        {' '}
                        <span className="font-sans text-sm font-normal text-plum-soft">({description})</span>
                      </>
                    ) : null}
                  </p>
                </div>
                <span aria-hidden="true" className="hidden flex-1 border-b border-dotted border-plum/30 sm:block" />
                <p className="font-display text-2xl font-semibold whitespace-nowrap text-rose-deep">
                  {/* The serif's old-style "1" reads as "ı" ("ı 300 ฿"): digits in the sans. */}
                  <UnambiguousDigits text={t('common:format.priceThb', { price: formatPrice(priceThb, locale) })} />
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <button
            ref={moreRef}
            type="button"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
            aria-haspopup="dialog"
            className="group inline-flex min-h-12 items-center gap-2 rounded-full border border-plum/25 px-8 font-medium text-plum transition-colors hover:border-plum hover:bg-plum hover:text-cream"
          >
            {t('prices.more')}
            <span className="sr-only"> {t('prices.moreHidden')}</span>
            <ArrowRightIcon size={18} className="transition-transform group-hover:translate-x-1" />
          </button>
        </div>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <MenuDialog open={open} onOpenChange={setOpen} returnFocusTo={moreRef} />
        </Suspense>
      ) : null}
    </section>
  );
}
