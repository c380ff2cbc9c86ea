/** Public booking API (issue: online booking). Availability and create-booking live here. */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

export const bookingRoutes = new Hono<AppEnv>();
