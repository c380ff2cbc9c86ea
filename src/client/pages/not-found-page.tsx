import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-4">{t('notFound.text')}</p>
      <Link to="/" className="mt-8 inline-block underline">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
