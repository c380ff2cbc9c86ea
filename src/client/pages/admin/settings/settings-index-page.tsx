/** Owner page: Settings, a quiet grid of cards, one per settings page. */
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';

const CARDS = [
  { key: 'menu', to: '/admin/settings/menu' },
  { key: 'products', to: '/admin/settings/products' },
  { key: 'hours', to: '/admin/settings/hours' },
  { key: 'technicians', to: '/admin/settings/technicians' },
  { key: 'bookingRules', to: '/admin/settings/booking-rules' },
  { key: 'details', to: '/admin/settings/details' },
  { key: 'photos', to: '/admin/settings/photos' },
  { key: 'pages', to: '/admin/settings/pages' },
  { key: 'accounts', to: '/admin/settings/accounts' },
  { key: 'line', to: '/admin/settings/line' },
  { key: 'whatsapp', to: '/admin/settings/whatsapp' },
  { key: 'channels', to: '/admin/settings/channels' },
  { key: 'history', to: '/admin/settings/history' },
  { key: 'checkout', to: '/admin/settings/checkout' },
  { key: 'deposits', to: '/admin/settings/deposits' },
  { key: 'commission', to: '/admin/settings/commission' },
] as const;

export default function SettingsIndexPage() {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby="settings-title" className="max-w-5xl">
      <h1 id="settings-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('index.title')}
      </h1>
      <p className="mt-1 text-sm text-plum-soft">{t('index.intro')}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="block h-full rounded-2xl border border-plum/10 bg-white p-4 shadow-sm transition-colors hover:border-rose/40 hover:bg-blush/30"
            >
              <span className="block font-semibold text-plum">{t(`index.cards.${card.key}.title`)}</span>
              <span className="mt-1 block text-sm text-plum-soft">{t(`index.cards.${card.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
