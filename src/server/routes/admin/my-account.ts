/**
 * The signed-in staff member's own preferences, behind the admin guard like every admin
 * route (and, being a change, the same-origin check):
 *
 *   PUT /api/admin/me/language   { language: 'en' | 'th' }   the language of their admin area (decision 175)
 *
 * The session (`GET /api/auth/session`) and the sign-in answer carry the saved language.
 */
import { Hono } from 'hono';
import { adminLanguageSchema } from '../../../domain/admin-language.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { saveAdminLanguage } from '../../services/staff/save-admin-language.ts';

export const myAccountRoutes = new Hono<AppEnv>().put('/language', validate('json', adminLanguageSchema), async (c) =>
  c.json(await saveAdminLanguage(c.var.actor, c.req.valid('json')), 200),
);
