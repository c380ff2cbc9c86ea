/** The cash drawer (/admin/drawer), with the way to a walk-in sale beside its title. */
import { DrawerScreen } from '../../../features/checkout/drawer-screen.tsx';
import { NewSaleLink } from '../../../features/checkout/new-sale-link.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function DrawerPage() {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="drawer-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="drawer-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
          {t('drawer.title')}
        </h1>
        <NewSaleLink />
      </header>
      <DrawerScreen />
    </section>
  );
}
