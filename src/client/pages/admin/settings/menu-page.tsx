/** Owner page: the menu editor (categories, services, prices, shown or hidden online). */
import { useTranslation } from '../../../lib/use-translation.ts';
import { MenuEditor } from '../../../features/menu-editor/menu-editor.tsx';

export default function MenuSettingsPage() {
  const { t } = useTranslation('menuEditor');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('title')}</h1>
        <p className="mt-1 max-w-2xl text-plum-soft">{t('intro')}</p>
      </div>
      <MenuEditor />
    </section>
  );
}
