/**
 * The session cookie: an opaque random token, HttpOnly, SameSite=Lax,
 * Path=/, Secure in production. In production the `__Host-` prefix makes the
 * browser refuse the cookie unless it is Secure, host-only and Path=/, so a
 * sibling subdomain cannot plant or overwrite it.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createHash, randomBytes } from 'node:crypto';
import type { AppEnv } from '../app-env.ts';

export const DEV_SESSION_COOKIE = 'salon_session';
export const PRODUCTION_SESSION_COOKIE = '__Host-salon_session';

export function sessionCookieName(production: boolean): string {
  return production ? PRODUCTION_SESSION_COOKIE : DEV_SESSION_COOKIE;
}

/** 256 bits from the OS CSPRNG, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores: a leaked sessions table gives no usable cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token we could have issued: 43 base64url characters. Anything else is not looked up. */
export function looksLikeSessionToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c.get('deps').production));
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date, now: Date): void {
  const production = c.get('deps').production;
  setCookie(c, sessionCookieName(production), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: production,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const production = c.get('deps').production;
  deleteCookie(c, sessionCookieName(production), { path: '/', secure: production, httpOnly: true, sameSite: 'Lax' });
}
