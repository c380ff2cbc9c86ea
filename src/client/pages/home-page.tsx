import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-24 text-center">
      <h1 className="text-5xl font-semibold">{t('hero.title', 'Your Beauty, Our Passion')}</h1>
      <p className="mt-4 text-lg">{t('hero.subtitle', 'Experience luxury nail care in a serene environment')}</p>
      <Link to="/booking" className="mt-8 inline-block rounded-full bg-rose-deep px-8 py-3 text-cream">
        {t('common:nav.bookNow')}
      </Link>
    </section>
  );
}
