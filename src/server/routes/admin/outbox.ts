/** The e-mail outbox for staff (issue: dashboard and e-mails). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

export const outboxRoutes = new Hono<AppEnv>();
