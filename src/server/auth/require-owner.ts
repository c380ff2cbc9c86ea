/**
 * The owner-only guard (design invariant 8). Mounted behind
 * requireStaff on every sub-app that changes settings, the menu or accounts
 * (routes/admin/index.ts), so such a route denies a staff session by default:
 * 403, and nothing is read or written.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isOwner } from '../../domain/staff-roles.ts';
import { ApiError } from '../http/errors.ts';

export const OWNER_ONLY_MESSAGE = 'Only an owner can do this. Ask the salon owner.';

export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  const staff = c.get('staff') as AppEnv['Variables']['staff'] | undefined;
  if (!staff || !isOwner(staff)) throw new ApiError(403, 'forbidden', OWNER_ONLY_MESSAGE);
  await next();
});
