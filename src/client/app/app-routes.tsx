/**
 * The route table (site-routes.ts lists the same paths for the server). Home is bundled eagerly; services, about,
 * booking, login, the 404 page and the whole admin area are split into their
 * own chunks (booking, login and admin each with its translations and
 * TanStack Query), fetched with the entry on their own page (scripts/prerender.ts)
 * and loaded before they hydrate.
 */
import { Suspense, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { splitLanguagePath, withoutTrailingSlash } from '../../domain/language-paths.ts';
import { RequireStaff } from '../features/auth/require-staff.tsx';
import HomePage from '../pages/home-page.tsx';
import { FullScreenLoading } from './full-screen-loading.tsx';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { LanguageFromUrl } from './language-from-url.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// The about page is the largest public page and the only one with no menu: a chunk of its own keeps it out of the
// JavaScript every other page starts with; it is loaded before it hydrates, like booking.
const AboutPage = lazyPage(() => import('../pages/about-page.tsx'), [], { withQueries: false });
// A page no link leads to, drawn by the browser alone (the server sends the shell with a 404).
const NotFoundPage = lazyPage(() => import('../pages/not-found-page.tsx'), [], { withQueries: false });
// The services page and its full menu likewise: the home page's scripts had no room left for them.
const ServicesPage = lazyPage(() => import('../pages/services-page.tsx'), [], { withQueries: false });
const BookingPage = lazyPage(() => import('../pages/booking-page.tsx'), ['booking']);
const LoginPage = lazyPage(() => import('../pages/login-page.tsx'), ['auth']);
const SetPasswordPage = lazyPage(() => import('../pages/set-password-page.tsx'), ['settings', 'auth']);
// The reschedule shares the booking form's date and time selects, and so their words ('booking').
const ManagePage = lazyPage(() => import('../pages/manage-page.tsx'), ['manage', 'booking']);
const AdminRoutes = lazyPage(
  () => import('../pages/admin/admin-routes.tsx'),
  [
    'admin',
    'settings',
    'menuEditor',
    'schedule',
    'salonSettings',
    'photos',
    'frontDesk',
    'customers',
    'checkout',
    'receipt',
    'messaging',
    'deposits',
    'payroll',
  ],
);

/** Loads the lazily split page the browser is about to hydrate, so hydration keeps its server HTML. */
export function preloadPageFor(pathname: string): Promise<void> {
  const path = withoutTrailingSlash(splitLanguagePath(pathname).path);
  if (path === '/about') return AboutPage.preload();
  if (path === '/services') return ServicesPage.preload();
  if (path === '/booking') return BookingPage.preload();
  if (path === '/login') return LoginPage.preload();
  return Promise.resolve();
}

/**
 * A page of its own chunk. Already loaded (always on the server and when hydrating: preloadPageFor), it is
 * rendered as it is, so that it hydrates with the rest of the page; otherwise under a loading screen until
 * it arrives. The choice is made once per mount: changing it later would remount the page and lose its state.
 */
function Deferred({ page: Page }: { readonly page: LazyPage }) {
  const [wrapped] = useState(() => !Page.isLoaded());
  if (!wrapped) return <Page />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Page />
    </Suspense>
  );
}

export function AppRoutes() {
  // '/ru/booking' is routed as '/booking' (the language is the i18n layer's, LanguageFromUrl): the same
  // elements in every language, so switching language keeps what the visitor entered on the page.
  const location = useLocation();
  const { path } = splitLanguagePath(location.pathname);
  return (
    <>
      <ScrollToTop />
      <LanguageFromUrl />
      <Routes location={{ ...location, pathname: path }}>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="services" element={<Deferred page={ServicesPage} />} />
          <Route path="about" element={<Deferred page={AboutPage} />} />
          <Route path="booking" element={<Deferred page={BookingPage} />} />
          <Route path="login" element={<Deferred page={LoginPage} />} />
          <Route path="set-password" element={<Deferred page={SetPasswordPage} />} />
          <Route path="manage" element={<Deferred page={ManagePage} />} />
          <Route
            path="admin/*"
            element={
              <RequireStaff fallback={<FullScreenLoading />}>
                <Deferred page={AdminRoutes} />
              </RequireStaff>
            }
          />
          <Route path="*" element={<Deferred page={NotFoundPage} />} />
        </Route>
      </Routes>
    </>
  );
}
