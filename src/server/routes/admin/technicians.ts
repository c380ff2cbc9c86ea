/** Technicians and their statistics (issue: calendar and statistics). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

export const technicianRoutes = new Hono<AppEnv>();
