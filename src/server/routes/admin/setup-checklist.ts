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
  .get('/', async (c) => c.json(await readSetupChecklist(c.var.actor.db, c.var.actor.salon)))
  .post('/dismissals', validate('json', setupDismissalSchema), async (c) =>
    c.json(await dismissSetupItem(c.var.actor, c.req.valid('json'))),
  );
