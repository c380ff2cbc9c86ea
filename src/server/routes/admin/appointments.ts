/** Appointments dashboard list, detail and edits (issue: dashboard). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

export const appointmentRoutes = new Hono<AppEnv>();
