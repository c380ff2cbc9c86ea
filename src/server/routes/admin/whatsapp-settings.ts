/**
 * Owner-only: the salon's WhatsApp number (Cloud API). Mounted behind requireOwner in index.ts. No
 * answer ever carries the access token, the app secret or the verify token.
 *
 *   GET    /api/admin/settings/whatsapp            -> { whatsapp: status }
 *   PUT    /api/admin/settings/whatsapp            { phoneNumberId, accessToken, appSecret, verifyToken, templates }
 *                                                  -> { whatsapp } (checked with the Graph API first)
 *   PUT    /api/admin/settings/whatsapp/templates  { templates } -> { whatsapp }
 *   DELETE /api/admin/settings/whatsapp            -> { whatsapp }
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { whatsappConnectSchema, whatsappTemplatesSchema } from '../../../domain/whatsapp.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  connectWhatsapp,
  disconnectWhatsapp,
  saveWhatsappTemplates,
  whatsappStatus,
} from '../../services/messaging/whatsapp-channel.ts';

export const whatsappSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ whatsapp: await whatsappStatus(c.var.actor.db, c.var.actor.messaging) }))
  .put('/', validate('json', whatsappConnectSchema), async (c) => {
    const { actor } = c.var;
    const whatsapp = await connectWhatsapp({ ...actor, config: actor.messaging, credentials: c.req.valid('json') });
    return c.json({ whatsapp });
  })
  .put('/templates', validate('json', z.object({ templates: whatsappTemplatesSchema })), async (c) =>
    c.json({ whatsapp: await saveWhatsappTemplates(c.var.actor, c.req.valid('json')) }),
  )
  .delete('/', async (c) => c.json({ whatsapp: await disconnectWhatsapp(c.var.actor) }));
