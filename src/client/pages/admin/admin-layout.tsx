/**
 * The shell of every admin page: a quiet sub-navigation and the page below.
 * Only rendered behind RequireStaff, so the signed-in user is known. Moving
 * to another admin page re-reads the session, so a session that ended while
 * the tab was open (expired, signed out elsewhere, account deactivated)
 * leads to /login even on a page that makes no API request of its own.
 * The admin speaks the signed-in member's own language (English or Thai, kept with their account; issue
 * 16), switched in this bar.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { NavLink, Outlet, useLocation } from 'react-router';
import { FullScreenLoading } from '../../app/full-screen-loading.tsx';
import { AdminLanguageSwitch } from '../../features/auth/admin-language-switch.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useAdminLanguage } from '../../features/auth/use-admin-language.ts';
import { PlaceholderContactsNotice } from '../../features/salon-settings/placeholder-contacts-notice.tsx';

const links = [
  { to: '/admin', key: 'shell.dashboard', end: true },
  { to: '/admin/calendar', key: 'shell.calendar', end: false },
  // The customers namespace loads with the admin area (app-routes.tsx).
  { to: '/admin/customers', key: 'customers:nav', end: false },
  { to: '/admin/outbox', key: 'shell.outbox', end: false },
  // The checkout namespace loads with the admin area (app-routes.tsx).
  { to: '/admin/checkout', key: 'checkout:nav.checkout', end: true },
  { to: '/admin/drawer', key: 'checkout:nav.drawer', end: false },
] as const;

/** Shown to owners only; staff never see a link they cannot use. */
const ownerLinks = [
  // The payroll namespace loads with the admin area (app-routes.tsx).
  { to: '/admin/payroll', key: 'payroll:nav', end: false },
  { to: '/admin/settings', key: 'shell.settings', end: false },
] as const;

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user, refresh } = useAuth();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The first page was just checked by RequireStaff; later ones check again.
    if (pathname !== firstPath.current) void refresh();
    firstPath.current = '';
  }, [pathname, refresh]);

  const languageReady = useAdminLanguage(user?.language);
  if (!languageReady) return <FullScreenLoading />;

  return (
    <div className="min-h-full bg-cream">
      <div className="border-b border-plum/10 bg-white/60">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm">
          <nav aria-label={t('shell.navLabel')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {[...links, ...(user?.role === 'owner' ? ownerLinks : [])].map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      isActive
                        ? 'font-semibold text-rose-deep underline decoration-2 underline-offset-4'
                        : 'text-plum hover:text-rose-deep'
                    }
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {user ? <p className="text-plum/80">{t('shell.signedInAs', { email: user.email })}</p> : null}
            <AdminLanguageSwitch label={t('shell.languageLabel')} saveFailed={t('shell.languageSaveFailed')} />
          </div>
        </div>
      </div>
      <PlaceholderContactsNotice isOwner={user?.role === 'owner'} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <Outlet />
      </div>
    </div>
  );
}
