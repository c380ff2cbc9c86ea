/**
 * The daily calendar, behind the admin guard.
 *
 *   GET /api/admin/calendar?date=yyyy-MM-dd   technicians, placed blocks, Daily Statistics
 */
import { Hono } from 'hono';
import { calendarDayQuerySchema } from '../../../domain/calendar-queries.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getCalendarDay } from '../../services/calendar/get-calendar-day.ts';

export const calendarRoutes = new Hono<AppEnv>().get('/', validate('query', calendarDayQuerySchema), async (c) => {
  const { db, clock, salon } = c.var.deps;
  const today = salonToday(clock(), salon.timeZone);
  const day = await getCalendarDay({ db, date: c.req.valid('query').date ?? today, timeZone: salon.timeZone });
  return c.json({ ...day, today });
});
