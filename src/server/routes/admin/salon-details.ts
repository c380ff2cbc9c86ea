/**
 * Owner-only: the salon's details. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/details               { details, version } (version 0: never saved, the configuration's)
 *   PUT /api/admin/settings/details  { ...details, version }   -> { details, version }; stale version: 409
 */
import { Hono } from 'hono';
import { salonDetailsUpdateSchema } from '../../../domain/salon-settings-edits.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { saveSalonDetails } from '../../services/settings/save-salon-details.ts';
import { readSalonSettings } from '../../services/settings/salon-settings-store.ts';

export const salonDetailsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.actor;
    const { details } = await readSalonSettings(db, salon);
    return c.json({ details: details.value, version: details.version });
  })
  .put('/', validate('json', salonDetailsUpdateSchema), async (c) => {
    const { version, ...details } = c.req.valid('json');
    const saved = await saveSalonDetails({ ...c.var.actor, details, expectedVersion: version });
    return c.json({ details: saved.value, version: saved.version });
  });
