/**
 * Owner-only: the salon's opening hours per weekday. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/hours   { hours: WeeklyPattern, version }
 *   PUT /api/admin/settings/hours   { hours, version, acknowledgedChange? }
 *       200 { hours, version } | 409 stale version | 409 { error, affected } (appointments outside the new hours)
 */
import { Hono } from 'hono';
import { saveOpeningHoursSchema } from '../../../domain/schedule-changes.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  AffectedAppointmentsError,
  affectedAppointmentsBody,
} from '../../services/schedule/find-affected-appointments.ts';
import { readSalonSettings } from '../../services/settings/salon-settings-store.ts';
import { saveOpeningHours } from '../../services/schedule/save-opening-hours.ts';

export const openingHoursRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.actor;
    const { hours } = await readSalonSettings(db, salon);
    return c.json({ hours: hours.value, version: hours.version });
  })
  .put('/', validate('json', saveOpeningHoursSchema), async (c) => {
    try {
      const saved = await saveOpeningHours(c.var.actor, c.req.valid('json'));
      return c.json(saved, 200);
    } catch (error) {
      if (error instanceof AffectedAppointmentsError) return c.json(affectedAppointmentsBody(error), 409);
      throw error;
    }
  });
