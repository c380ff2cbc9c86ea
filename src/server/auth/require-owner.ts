/**
 * The owner-only guard (design invariant 8). Mounted behind
 * requireStaff on every sub-app that changes settings, the menu or accounts
 * (routes/admin/index.ts), so such a route denies a staff session by default:
 * 403, and nothing is read or written.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isOwner } from '../../domain/staff-roles.ts';
import { englishText, refuse } from '../http/errors.ts';

export const OWNER_ONLY_MESSAGE = englishText('auth:refusals.ownerOnly');

export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  const staff = c.get('staff') as AppEnv['Variables']['staff'] | undefined;
  if (!staff || !isOwner(staff)) throw refuse(403, 'auth:refusals.ownerOnly');
  await next();
});
