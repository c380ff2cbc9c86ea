/** Owner page: the owner's own words on the public pages, in four languages. */
import { PageTextsEditor } from '../../../features/page-texts/page-texts-editor.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function PageTextsSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="font-display text-3xl font-semibold text-plum sm:text-4xl">{t('pages.title')}</h1>
        <p className="mt-1 text-plum-soft">{t('pages.intro')}</p>
      </div>
      <PageTextsEditor />
    </section>
  );
}
