/**
 * Owner-only: what customers may change through their private link, and reminders.
 * Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/customer-changes               { rules, version } (version 0: the defaults)
 *   PUT /api/admin/settings/customer-changes  { ...rules, version }   -> { rules, version }; stale version: 409
 */
import { Hono } from 'hono';
import { customerChangeRulesUpdateSchema } from '../../../domain/manage-booking.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { readSalonSettings } from '../../services/settings/salon-settings-store.ts';
import { saveCustomerChangeRules } from '../../services/settings/save-customer-change-rules.ts';

export const customerChangeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon } = c.var.actor;
    const { customerChanges } = await readSalonSettings(db, salon);
    return c.json({ rules: customerChanges.value, version: customerChanges.version });
  })
  .put('/', validate('json', customerChangeRulesUpdateSchema), async (c) => {
    const { version, ...rules } = c.req.valid('json');
    const saved = await saveCustomerChangeRules({ ...c.var.actor, rules, expectedVersion: version });
    return c.json({ rules: saved.value, version: saved.version });
  });
