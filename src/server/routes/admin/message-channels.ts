/**
 * Owner-only: which channels besides e-mail carry customers' messages, and in which order (decision 238).
 * Mounted behind requireOwner in index.ts.
 *
 *   GET /api/admin/settings/channels                       -> { order, off, version, connected }
 *   PUT /api/admin/settings/channels  { order, off, version } -> the same; stale version: 409
 */
import { Hono } from 'hono';
import { channelPreferencesUpdateSchema } from '../../../domain/channel-preferences.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { readChannelPreferences, saveChannelPreferences } from '../../services/messaging/channel-preferences.ts';

export const messageChannelRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, salon, messaging } = c.var.actor;
    return c.json(toBody(await readChannelPreferences(db, salon, messaging)));
  })
  .put('/', validate('json', channelPreferencesUpdateSchema), async (c) =>
    c.json(toBody(await saveChannelPreferences(c.var.actor, c.req.valid('json')))),
  );

function toBody(view: Awaited<ReturnType<typeof readChannelPreferences>>) {
  return { order: view.value.order, off: view.value.off, version: view.version, connected: view.connected };
}
