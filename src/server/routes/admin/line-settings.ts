/**
 * Owner-only: the salon's LINE Official Account. Mounted behind requireOwner in index.ts. No answer ever
 * carries the channel secret or the access token.
 *
 *   GET    /api/admin/settings/line                                          -> { line: status }
 *   PUT    /api/admin/settings/line  { channelId, channelSecret, accessToken } -> { line } (checked with LINE first)
 *   DELETE /api/admin/settings/line                                          -> { line }
 */
import { Hono } from 'hono';
import { lineConnectSchema } from '../../../domain/messaging.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { connectLine, disconnectLine, lineStatus } from '../../services/messaging/line-channel.ts';
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';

export const lineSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, messaging } = c.var.deps;
    return c.json({ line: await lineStatus(db, messaging ?? NO_MESSAGING) });
  })
  .put('/', validate('json', lineConnectSchema), async (c) => {
    const { db, messaging, clock } = c.var.deps;
    const line = await connectLine({
      db,
      config: messaging ?? NO_MESSAGING,
      credentials: c.req.valid('json'),
      staffId: c.var.staff.id,
      now: clock(),
    });
    return c.json({ line });
  })
  .delete('/', async (c) => {
    const { db, messaging } = c.var.deps;
    await disconnectLine(db);
    return c.json({ line: await lineStatus(db, messaging ?? NO_MESSAGING) });
  });
