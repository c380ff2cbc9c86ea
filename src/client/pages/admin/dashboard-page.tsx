/** Placeholder from the staff sign-in issue; the owning feature replaces this file's contents. */
import { useTranslation } from 'react-i18next';

export default function DashboardPage() {
  const { t } = useTranslation('auth');
  return (
    <section>
      <h1 className="font-display text-3xl font-semibold text-plum">{t('adminPlaceholders.dashboard')}</h1>
    </section>
  );
}
