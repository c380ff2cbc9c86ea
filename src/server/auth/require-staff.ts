/**
 * The one guard of the admin API (decision record 030). It denies by
 * default: no session cookie is 401; a cookie that names no live session
 * (forged, expired, signed out, staff deactivated or removed) is 403 and the
 * cookie is cleared. A valid session sets `c.var.staff` and slides forward,
 * and `c.var.actor`: the request context services take (the clock read once).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { refuse } from '../http/errors.ts';
import { NO_MESSAGING } from '../services/messaging/messaging-config.ts';
import { findStaffSession } from '../services/staff/staff-sessions.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie.ts';

export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  if (!token) throw refuse(401, 'common:refusals.signInRequired');
  const { db, clock, salon, publicUrl, messaging = NO_MESSAGING } = c.get('deps');
  const now = clock();
  const session = await findStaffSession(db, token, now);
  if (!session) {
    clearSessionCookie(c);
    throw refuse(403, 'common:refusals.sessionEnded');
  }
  if (session.renewed) writeSessionCookie(c, token, session.expiresAt, now);
  c.set('staff', session.staff);
  const { id: staffId, role, language } = session.staff;
  const requestScope = { logger: c.get('logger'), requestId: c.get('requestId') };
  c.set('actor', { db, staffId, role, language, now, salon, publicUrl, messaging, ...requestScope });
  await next();
});
