/**
 * Owner-only: technicians' working weeks and days off. Mounted behind requireOwner in index.ts.
 *
 *   GET    /api/admin/settings/technicians                     { technicians, hours } (active technicians)
 *   PUT    /api/admin/settings/technicians/:id/week            { pattern | null, version, acknowledgedChange? }
 *   POST   /api/admin/settings/technicians/:id/days-off        { firstDate, lastDate?, note?, acknowledgedChange? }
 *   DELETE /api/admin/settings/technicians/days-off/:dayOffId  200 | 404 already removed
 *
 * A change that leaves some of the technician's appointments outside answers 409 { error, affected } first.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { decimalInteger, isUuid } from '../../../domain/input-bounds.ts';
import { addDaysOffSchema, saveTechnicianWeekSchema } from '../../../domain/schedule-changes.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  AffectedAppointmentsError,
  affectedAppointmentsBody,
} from '../../services/schedule/find-affected-appointments.ts';
import { readSalonSettings } from '../../services/settings/salon-settings-store.ts';
import { addDaysOff } from '../../services/schedule/add-days-off.ts';
import {
  DAY_OFF_GONE_KEY,
  listTechnicianSchedules,
  TECHNICIAN_NOT_FOUND_KEY,
} from '../../services/schedule/list-technician-schedules.ts';
import { removeDayOff } from '../../services/schedule/remove-day-off.ts';
import { saveTechnicianWeek } from '../../services/schedule/save-technician-week.ts';

const technicianParamSchema = z.object({
  id: z.string().refine(isUuid, TECHNICIAN_NOT_FOUND_KEY),
});
const dayOffParamSchema = z.object({ dayOffId: decimalInteger(DAY_OFF_GONE_KEY, { min: 1 }) });

export const technicianScheduleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now, salon } = c.var.actor;
    const [technicians, settings] = await Promise.all([
      listTechnicianSchedules(db, { now, timeZone: salon.timeZone }),
      readSalonSettings(db, salon),
    ]);
    return c.json({ technicians, hours: settings.hours.value });
  })
  .put('/:id/week', validate('param', technicianParamSchema), validate('json', saveTechnicianWeekSchema), async (c) => {
    try {
      const saved = await saveTechnicianWeek(c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      return c.json(saved, 200);
    } catch (error) {
      if (error instanceof AffectedAppointmentsError) return c.json(affectedAppointmentsBody(error), 409);
      throw error;
    }
  })
  .post('/:id/days-off', validate('param', technicianParamSchema), validate('json', addDaysOffSchema), async (c) => {
    try {
      const added = await addDaysOff(c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ daysOff: added }, 201);
    } catch (error) {
      if (error instanceof AffectedAppointmentsError) return c.json(affectedAppointmentsBody(error), 409);
      throw error;
    }
  })
  .delete('/days-off/:dayOffId', validate('param', dayOffParamSchema), async (c) => {
    const { dayOffId } = c.req.valid('param');
    await removeDayOff(c.var.actor, dayOffId);
    return c.json({ removed: true as const, id: dayOffId });
  });
