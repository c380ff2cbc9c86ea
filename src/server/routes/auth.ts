/** Staff sign-in, sign-out and the current session (issue: staff sign-in). */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export const authRoutes = new Hono<AppEnv>();
