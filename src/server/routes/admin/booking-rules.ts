/**
 * Owner-only: booking rules. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/booking-rules               { rules, version } (version 0: the defaults)
 *   PUT /api/admin/settings/booking-rules  { ...rules, version }   -> { rules, version }; stale version: 409
 */
import { Hono } from 'hono';
import { bookingRulesUpdateSchema } from '../../../domain/salon-settings-edits.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { saveBookingRules } from '../../services/settings/save-booking-rules.ts';
import { readSalonSettings } from '../../services/settings/salon-settings-store.ts';

export const bookingRulesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.actor;
    const { bookingRules } = await readSalonSettings(db, salon);
    return c.json({ rules: bookingRules.value, version: bookingRules.version });
  })
  .put('/', validate('json', bookingRulesUpdateSchema), async (c) => {
    const { version, ...rules } = c.req.valid('json');
    const saved = await saveBookingRules({ ...c.var.actor, rules, expectedVersion: version });
    return c.json({ rules: saved.value, version: saved.version });
  });
