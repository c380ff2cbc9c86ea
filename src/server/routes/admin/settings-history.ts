/**
 * Owner-only: the settings history. Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/history?area=&page=&pageSize=   newest first; pageSize at most 100
 */
import { Hono } from 'hono';
import { historyQuerySchema } from '../../../domain/staff-account-forms.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { listSettingsHistory } from '../../services/settings/list-settings-history.ts';

export const settingsHistoryRoutes = new Hono<AppEnv>().get('/', validate('query', historyQuerySchema), async (c) =>
  c.json(await listSettingsHistory(c.var.actor.db, c.req.valid('query'))),
);
