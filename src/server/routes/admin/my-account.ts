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

export const myAccountRoutes = new Hono<AppEnv>().put('/language', validate('json', adminLanguageSchema), async (c) => {
  const { db, clock } = c.var.deps;
  const { language } = c.req.valid('json');
  const saved = await saveAdminLanguage(db, { staffId: c.var.staff.id, language, now: clock() });
  c.var.logger.info({ staffId: c.var.staff.id, language }, 'staff changed their admin language');
  return c.json(saved, 200);
});
