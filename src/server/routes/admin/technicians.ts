/**
 * Technicians and their statistics, behind the admin guard.
 *
 *   GET /api/admin/technicians                                   active technicians in display order
 *   GET /api/admin/technicians/:id/stats?period=&date=           statistics of one period (404 unknown id)
 */
import { Hono } from 'hono';
import { technicianParamSchema, technicianStatsQuerySchema } from '../../../domain/calendar-queries.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getTechnicianStats } from '../../services/statistics/get-technician-stats.ts';
import { listActiveTechnicians } from '../../services/staff/list-technicians.ts';

export const technicianRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ technicians: await listActiveTechnicians(c.var.deps.db) }))
  .get(
    '/:id/stats',
    validate('param', technicianParamSchema),
    validate('query', technicianStatsQuerySchema),
    async (c) => {
      const { db, clock, salon } = c.var.deps;
      const today = salonToday(clock(), salon.timeZone);
      const query = c.req.valid('query');
      const stats = await getTechnicianStats({
        db,
        technicianId: c.req.valid('param').id,
        period: query.period ?? 'daily',
        date: query.date ?? today,
        timeZone: salon.timeZone,
      });
      return c.json({ ...stats, today });
    },
  );
