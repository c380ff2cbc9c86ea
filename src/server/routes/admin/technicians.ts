/**
 * Technicians and their statistics, behind the admin guard.
 *
 *   GET /api/admin/technicians                                   active technicians in display order
 *   GET /api/admin/technicians/:id/stats?period=&date=           statistics of one period (404 unknown id)
 */
import { Hono } from 'hono';
import { technicianParamSchema, technicianStatsQuerySchema } from '../../../domain/calendar-queries.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getStaffTechnicianStats } from '../../services/statistics/get-technician-stats.ts';
import { listActiveTechnicians } from '../../services/staff/list-technicians.ts';

export const technicianRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ technicians: await listActiveTechnicians(c.var.actor.db) }))
  .get(
    '/:id/stats',
    validate('param', technicianParamSchema),
    validate('query', technicianStatsQuerySchema),
    async (c) =>
      c.json(
        await getStaffTechnicianStats(c.var.actor, { technicianId: c.req.valid('param').id, ...c.req.valid('query') }),
      ),
  );
