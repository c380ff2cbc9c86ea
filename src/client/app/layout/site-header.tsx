/**
 * The shared header: fixed, 16 units tall, logo to /, the
 * four public links with the current one highlighted, then the staff links
 * for the login state. Below the `md` breakpoint the links sit behind a
 * toggle (a disclosure: aria-expanded, Escape closes and returns focus) that
 * closes after a link or Sign Out.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, LotusIcon, MenuIcon } from '../../components/icons.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { isLocalizedPage, withoutTrailingSlash } from '../../../domain/language-paths.ts';
import { useLocalizedPath } from '../../lib/localized-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const publicLinks = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/services', key: 'nav.services', end: false },
] as const;

const staffLinks = [
  { to: '/admin', key: 'nav.dashboard', end: true },
  { to: '/admin/calendar', key: 'nav.calendar', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'relative block rounded-full px-3 py-2 text-[0.95rem] whitespace-nowrap transition-colors md:px-2 lg:px-3',
    'md:after:absolute md:after:inset-x-2 lg:after:inset-x-3 md:after:-bottom-0.5 md:after:h-px md:after:origin-left md:after:bg-rose-deep md:after:transition-transform',
    isActive
      ? 'font-semibold text-rose-deep md:after:scale-x-100 max-md:bg-blush'
      : 'text-plum hover:text-rose-deep md:after:scale-x-0 hover:md:after:scale-x-100',
  ].join(' ');

const bookNowClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-full px-5 py-2 text-center text-[0.95rem] font-medium whitespace-nowrap shadow-sm transition-colors md:px-4 lg:px-5',
    isActive ? 'bg-plum text-cream' : 'bg-rose-deep text-cream hover:bg-plum',
  ].join(' ');

/**
 * Whether `to` is the page shown. Inside the routes the location is the page's English path ('/services'
 * for /ru/services, app-routes.tsx), so the public links compare their English paths, not their URLs.
 */
function isCurrentPage(pathname: string, to: string, end: boolean): boolean {
  const path = withoutTrailingSlash(pathname);
  return end ? path === to : path === to || path.startsWith(`${to}/`);
}

export function SiteHeader() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const salonName = useSalonFacts().details.name;
  const { status, signOut } = useAuth();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (links, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const [signingOut, setSigningOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  const onSignOut = async () => {
    setOpen(false);
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  const signedIn = status === 'signedIn';

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-plum/10 bg-cream/90 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={localize('/')}
          className="flex min-w-0 items-center gap-2 text-plum"
          aria-label={t('nav.logoLabel', { name: salonName })}
        >
          <LotusIcon size={30} className="shrink-0 text-rose-deep" />
          <span className="truncate font-display text-xl leading-none font-semibold tracking-wide sm:text-2xl">
            {salonName}
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum hover:bg-blush md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>

        <nav
          id={menuId}
          aria-label={t('nav.main')}
          className={`${open ? 'max-md:block' : 'max-md:hidden'} max-md:absolute max-md:inset-x-0 max-md:top-16 max-md:max-h-[calc(100dvh-4rem)] max-md:overflow-y-auto max-md:border-b max-md:border-plum/10 max-md:bg-cream max-md:px-4 max-md:pt-2 max-md:pb-6 max-md:shadow-lg md:block`}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-1 lg:gap-2">
            {publicLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={localize(link.to)}
                  aria-current={isCurrentPage(location.pathname, link.to, link.end) ? 'page' : undefined}
                  className={linkClass({ isActive: isCurrentPage(location.pathname, link.to, link.end) })}
                  onClick={close}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
            {/* Only where the page exists in every language (the sign-in page, for one, is English). */}
            {isLocalizedPage(location.pathname) && (
              <li className="max-md:order-last max-md:mt-2 max-md:border-t max-md:border-plum/10">
                <LanguageSwitcher onChoose={close} />
              </li>
            )}
            <li className="order-last max-md:mt-3 md:ml-2">
              <Link
                to={localize('/booking')}
                aria-current={isCurrentPage(location.pathname, '/booking', false) ? 'page' : undefined}
                className={bookNowClass({ isActive: isCurrentPage(location.pathname, '/booking', false) })}
                onClick={close}
              >
                {t('nav.bookNow')}
              </Link>
            </li>
            {signedIn ? (
              <>
                {staffLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={linkClass} onClick={close}>
                      {t(link.key)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void onSignOut()}
                    disabled={signingOut}
                    className="block w-full rounded-full px-3 py-2 text-left text-[0.95rem] text-plum hover:text-rose-deep disabled:opacity-60"
                  >
                    {signingOut ? t('nav.signingOut') : t('nav.signOut')}
                  </button>
                </li>
              </>
            ) : (
              // While the session loads, visitors (almost everyone) already see their link: no shift.
              <li>
                <NavLink to="/login" className={linkClass} onClick={close}>
                  {t('nav.staffLogin')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
