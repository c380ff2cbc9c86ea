/**
 * Owner-only: dated closures. Mounted behind requireOwner in index.ts.
 *
 *   GET    /api/admin/settings/closures       { closures } from today on
 *   POST   /api/admin/settings/closures       { firstDate, lastDate?, fromMinute|null, toMinute|null, reason, acknowledgedChange? }
 *          201 { closures } | 409 overlapping closure | 409 { error, affected }
 *   DELETE /api/admin/settings/closures/:id   200 | 404 already removed
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { decimalInteger } from '../../../domain/input-bounds.ts';
import { addClosuresSchema } from '../../../domain/schedule-changes.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { addClosures } from '../../services/schedule/add-closures.ts';
import { listUpcomingClosures } from '../../services/schedule/list-closures.ts';
import { CLOSURE_GONE_KEY, removeClosure } from '../../services/schedule/remove-closure.ts';
import {
  AffectedAppointmentsError,
  affectedAppointmentsBody,
} from '../../services/schedule/find-affected-appointments.ts';

const closureParamSchema = z.object({ id: decimalInteger(CLOSURE_GONE_KEY, { min: 1 }) });

export const closureRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now, salon } = c.var.actor;
    return c.json({ closures: await listUpcomingClosures(db, { now, timeZone: salon.timeZone }) });
  })
  .post('/', validate('json', addClosuresSchema), async (c) => {
    try {
      const added = await addClosures(c.var.actor, c.req.valid('json'));
      return c.json({ closures: added }, 201);
    } catch (error) {
      if (error instanceof AffectedAppointmentsError) return c.json(affectedAppointmentsBody(error), 409);
      throw error;
    }
  })
  .delete('/:id', validate('param', closureParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await removeClosure(c.var.actor, id);
    return c.json({ removed: true as const, id });
  });
