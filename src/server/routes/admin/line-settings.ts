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

export const lineSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ line: await lineStatus(c.var.actor.db, c.var.actor.messaging) }))
  .put('/', validate('json', lineConnectSchema), async (c) => {
    const { actor } = c.var;
    return c.json({ line: await connectLine({ ...actor, config: actor.messaging, credentials: c.req.valid('json') }) });
  })
  .delete('/', async (c) => c.json({ line: await disconnectLine(c.var.actor) }));
