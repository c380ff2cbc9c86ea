/**
 * Staff sign-in, sign-out and the current session (decision records 030 and 031), and the
 * one-time set-password link (decision record 102):
 *   GET  /api/auth/password-link?token=   whose link it is and until when (reads only, never uses it up)
 *   POST /api/auth/set-password           { token, password }
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { boundedText } from '../../domain/input-bounds.ts';
import type { AppEnv } from '../app-env.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../auth/session-cookie.ts';
import { clientIp } from '../http/client-ip.ts';
import { validate } from '../http/validation.ts';
import { passwordLinkQuerySchema, setPasswordSchema } from '../../domain/staff-account-forms.ts';
import { checkPasswordLink, setPasswordWithLink } from '../services/staff/password-links.ts';
import { signInStaff } from '../services/staff/sign-in-staff.ts';
import { deleteStaffSession, findStaffSession } from '../services/staff/staff-sessions.ts';

// No control characters in the e-mail (it is written to the lockout table, and NUL cannot be stored); the
// password is only hashed, so any character may be part of it.
const signInBody = z.object({
  email: boundedText('Invalid email or password', { max: 320 }).trim().min(1, 'Please enter your email'),
  password: z.string().min(1, 'Please enter your password').max(1000, 'Invalid email or password'),
});

export const authRoutes = new Hono<AppEnv>()
  .post('/sign-in', validate('json', signInBody), async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock();
    const { email, password } = c.req.valid('json');
    const result = await signInStaff(db, { email, password, ip: clientIp(c), now });
    // Rotation: whatever session this browser had before ends; the new token replaces it.
    const previous = readSessionCookie(c);
    if (previous) await deleteStaffSession(db, previous);
    writeSessionCookie(c, result.token, result.expiresAt, now);
    c.get('logger').info({ staffId: result.staff.id }, 'staff signed in');
    return c.json({ staff: result.staff }, 200);
  })
  .post('/sign-out', async (c) => {
    const token = readSessionCookie(c);
    if (token) await deleteStaffSession(c.get('deps').db, token);
    clearSessionCookie(c);
    return c.json({ staff: null }, 200);
  })
  .get('/session', async (c) => {
    const token = readSessionCookie(c);
    if (!token) return c.json({ staff: null }, 200);
    const { db, clock } = c.get('deps');
    const now = clock();
    const session = await findStaffSession(db, token, now);
    if (!session) {
      clearSessionCookie(c);
      return c.json({ staff: null }, 200);
    }
    if (session.renewed) writeSessionCookie(c, token, session.expiresAt, now);
    return c.json({ staff: session.staff }, 200);
  })
  .get('/password-link', validate('query', passwordLinkQuerySchema), async (c) => {
    const { db, clock } = c.get('deps');
    const link = await checkPasswordLink(db, { token: c.req.valid('query').token, ip: clientIp(c), now: clock() });
    return c.json({ email: link.email, expiresAt: link.expiresAt.toISOString() }, 200);
  })
  .post('/set-password', validate('json', setPasswordSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const { token, password } = c.req.valid('json');
    const result = await setPasswordWithLink(db, { token, password, ip: clientIp(c), now: clock() });
    c.get('logger').info('staff password set with a link');
    return c.json({ email: result.email }, 200);
  });
