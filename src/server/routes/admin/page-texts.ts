/**
 * Owner-only: the owner's words on the public pages. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/pages                          { texts, version } (version 0: never saved)
 *   PUT /api/admin/settings/pages  { "th.heroTitle": …, version } -> { texts, version }; stale version: 409
 */
import { Hono } from 'hono';
import { pageTextsUpdateSchema, storedPageTextsOf } from '../../../domain/page-texts-schema.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { readPageTexts, savePageTexts } from '../../services/content/page-texts.ts';

export const pageTextRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.deps;
    const saved = await readPageTexts(db, salon);
    return c.json({ texts: saved.value, version: saved.version });
  })
  .put('/', validate('json', pageTextsUpdateSchema), async (c) => {
    const { db, salon } = c.var.deps;
    const { version, ...texts } = c.req.valid('json') as Record<string, unknown> & { version: number };
    const saved = await savePageTexts({
      db,
      salon,
      staffId: c.var.staff.id,
      texts: storedPageTextsOf(texts),
      expectedVersion: version,
    });
    return c.json({ texts: saved.value, version: saved.version });
  });
