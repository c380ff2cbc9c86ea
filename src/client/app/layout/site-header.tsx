import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { salon } from '../../../config/salon.ts';

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/services', key: 'nav.services', end: false },
  { to: '/booking', key: 'nav.bookNow', end: false },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-plum/10 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link to="/" className="font-display text-2xl font-semibold text-plum">
          {salon.name}
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="flex gap-6 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => (isActive ? 'font-semibold text-rose-deep' : 'text-plum')}
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/login">{t('nav.staffLogin')}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
