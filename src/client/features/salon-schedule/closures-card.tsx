import { useTranslation } from '../../lib/use-translation.ts';
import { AddClosureForm } from './add-closure-form.tsx';
import { ClosuresList } from './closures-list.tsx';
import { cardClass } from './schedule-styles.ts';

/** Dated closures: the upcoming ones and the form to add more. */
export function ClosuresCard() {
  const { t } = useTranslation('schedule');
  return (
    <section aria-labelledby="closures-heading" className={cardClass}>
      <h2 id="closures-heading" className="font-display text-2xl font-semibold text-plum">
        {t('closures.heading')}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">{t('closures.intro')}</p>
      <ClosuresList />
      <AddClosureForm />
    </section>
  );
}
