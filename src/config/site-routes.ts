/**
 * The browser routes of the product. The client router and
 * the server's HTML fallback both use this list, so a URL the app does not
 * know is answered with a real 404 status.
 */
export const publicPaths = ['/', '/services', '/about', '/booking', '/login'] as const;
/** Pages prerendered to static HTML at build time (content visible without JavaScript). */
export const prerenderedPaths = ['/', '/services', '/about'] as const;
/** The owner's settings pages under /admin/settings. */
export const ownerSettingsPages = [
  'menu',
  'products',
  'hours',
  'technicians',
  'booking-rules',
  'details',
  'photos',
  'pages',
  'accounts',
  'history',
  'checkout',
  'deposits',
  'line',
  'whatsapp',
  'channels',
  'commission',
] as const;

export const adminPathPatterns = [
  /^\/admin\/?$/,
  /^\/admin\/calendar\/?$/,
  /^\/admin\/outbox\/?$/,
  /^\/admin\/checkout\/?$/,
  /^\/admin\/checkout\/sales\/[^/]+\/?$/,
  /^\/admin\/drawer\/?$/,
  /^\/admin\/payroll\/?$/,
  /^\/admin\/technician\/[^/]+\/?$/,
  /^\/admin\/orders\/[^/]+\/?$/,
  /^\/admin\/customers\/?$/,
  /^\/admin\/customers\/[^/]+\/?$/,
  /^\/admin\/settings\/?$/,
  // One pattern per owner page, so route-enumerating tests (e2e/routes) load each of them.
  ...ownerSettingsPages.map((page) => new RegExp(`^\\/admin\\/settings\\/${page}\\/?$`)),
] as const;

/**
 * Pages for a link sent to one person (the set-password link, the booking link): served,
 * never listed nor indexed.
 */
export const unlistedPathPatterns = [/^\/set-password\/?$/, /^\/manage\/?$/] as const;

/** Pages that show one customer's booking: never cached, never indexed, no Referer sent on. */
export const privatePathPatterns = [/^\/manage\/?$/] as const;

export function isKnownPagePath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (
    (publicPaths as readonly string[]).includes(normalised) ||
    adminPathPatterns.some((pattern) => pattern.test(pathname)) ||
    unlistedPathPatterns.some((pattern) => pattern.test(pathname))
  );
}
