/**
 * Every /api/admin route. One guard in front of all of them denies by
 * default: a route added here without a session is refused.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../auth/require-staff.ts';

export const adminRoutes = new Hono<AppEnv>().use('*', requireStaff);
