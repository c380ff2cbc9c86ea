/**
 * Where to go after signing in: the page first asked for (`/login?next=…`),
 * but only a path on this site. Anything else (another host, `//evil`,
 * `/\evil`, `javascript:`, the login page itself) falls back to /admin, so
 * the login page cannot be used to send staff to a look-alike site.
 */
export const AFTER_SIGN_IN_DEFAULT = '/admin';

export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return AFTER_SIGN_IN_DEFAULT;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a second slash.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return AFTER_SIGN_IN_DEFAULT;
  const base = 'https://this-site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return AFTER_SIGN_IN_DEFAULT;
  }
  if (url.origin !== base) return AFTER_SIGN_IN_DEFAULT;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return AFTER_SIGN_IN_DEFAULT;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the visitor back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  return here === AFTER_SIGN_IN_DEFAULT ? '/login' : `/login?next=${encodeURIComponent(here)}`;
}
