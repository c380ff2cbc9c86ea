/** The daily calendar (issue: calendar and statistics). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

export const calendarRoutes = new Hono<AppEnv>();
