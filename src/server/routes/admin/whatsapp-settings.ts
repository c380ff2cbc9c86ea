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
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';
import {
  connectWhatsapp,
  disconnectWhatsapp,
  saveWhatsappTemplates,
  whatsappStatus,
} from '../../services/messaging/whatsapp-channel.ts';

export const whatsappSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, messaging } = c.var.deps;
    return c.json({ whatsapp: await whatsappStatus(db, messaging ?? NO_MESSAGING) });
  })
  .put('/', validate('json', whatsappConnectSchema), async (c) => {
    const { db, messaging, clock } = c.var.deps;
    const whatsapp = await connectWhatsapp({
      db,
      config: messaging ?? NO_MESSAGING,
      credentials: c.req.valid('json'),
      staffId: c.var.staff.id,
      now: clock(),
    });
    return c.json({ whatsapp });
  })
  .put('/templates', validate('json', z.object({ templates: whatsappTemplatesSchema })), async (c) => {
    const { db, messaging } = c.var.deps;
    await saveWhatsappTemplates(db, c.req.valid('json').templates);
    return c.json({ whatsapp: await whatsappStatus(db, messaging ?? NO_MESSAGING) });
  })
  .delete('/', async (c) => {
    const { db, messaging } = c.var.deps;
    await disconnectWhatsapp(db);
    return c.json({ whatsapp: await whatsappStatus(db, messaging ?? NO_MESSAGING) });
  });
