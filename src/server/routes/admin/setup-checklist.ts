/**
 * Owner-only: the first-run checklist. Mounted behind requireOwner in index.ts.
 *
 *   GET  /api/admin/settings/setup                                  { items: [{ item, done, dismissed }], version }
 *   POST /api/admin/settings/setup/dismissals  { item, dismissed }  -> the same; an unknown item: 422
 */
import { Hono } from 'hono';
import { setupDismissalSchema } from '../../../domain/setup-checklist.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { dismissSetupItem, readSetupChecklist } from '../../services/content/setup-checklist.ts';

export const setupChecklistRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.deps;
    return c.json(await readSetupChecklist(db, salon));
  })
  .post('/dismissals', validate('json', setupDismissalSchema), async (c) => {
    const { db, salon } = c.var.deps;
    const { item, dismissed } = c.req.valid('json');
    return c.json(await dismissSetupItem({ db, salon, staffId: c.var.staff.id, item, dismissed }));
  });
