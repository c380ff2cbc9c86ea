/**
 * Owner-only: the owner's words on the public pages. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/pages                          { texts, version } (version 0: never saved)
 *   PUT /api/admin/settings/pages  { "th.heroTitle": …, version } -> { texts, version }; stale version: 409
 */
import { Hono } from 'hono';
import { pageTextsUpdateSchema } from '../../../domain/page-texts-schema.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { readPageTexts, savePageTexts } from '../../services/content/page-texts.ts';

export const pageTextRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const saved = await readPageTexts(c.var.actor.db, c.var.actor.salon);
    return c.json({ texts: saved.value, version: saved.version });
  })
  .put('/', validate('json', pageTextsUpdateSchema), async (c) => {
    const update = c.req.valid('json') as Record<string, unknown> & { version: number };
    const saved = await savePageTexts(c.var.actor, update);
    return c.json({ texts: saved.value, version: saved.version });
  });
