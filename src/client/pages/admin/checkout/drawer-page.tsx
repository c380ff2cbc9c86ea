/** The cash drawer (/admin/drawer). */
import { DrawerScreen } from '../../../features/checkout/drawer-screen.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function DrawerPage() {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="drawer-title" className="space-y-5">
      <h1 id="drawer-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('drawer.title')}
      </h1>
      <DrawerScreen />
    </section>
  );
}
