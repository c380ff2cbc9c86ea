/**
 * The daily calendar, behind the admin guard.
 *
 *   GET /api/admin/calendar?date=yyyy-MM-dd   technicians, placed blocks, Daily Statistics
 */
import { Hono } from 'hono';
import { calendarDayQuerySchema } from '../../../domain/calendar-queries.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getStaffCalendarDay } from '../../services/calendar/get-calendar-day.ts';

export const calendarRoutes = new Hono<AppEnv>().get('/', validate('query', calendarDayQuerySchema), async (c) =>
  c.json(await getStaffCalendarDay(c.var.actor, c.req.valid('query'))),
);
