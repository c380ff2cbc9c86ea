/**
 * WhatsApp's side of the WhatsApp channel. Thin: each calls one service.
 *
 *   GET  /api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=  -> the challenge, as text
 *   POST /api/whatsapp/webhook   statuses and messages; X-Hub-Signature-256 checked before parsing
 *
 * and the customer's side, through their private link (answers never cached):
 *
 *   GET  /api/manage/whatsapp?token=          -> { whatsapp: { phone } }  (null: updates do not go by WhatsApp)
 *   POST /api/manage/whatsapp/stop { token }  -> { whatsapp }
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { appointmentOfManageToken } from './manage-token.ts';
import { manageTokenQuerySchema } from '../../../domain/manage-booking.ts';
import { markPrivate } from '../../http/private-response.ts';
import { validate } from '../../http/validation.ts';
import { customerWhatsappState, stopCustomerWhatsapp } from '../../services/messaging/customer-whatsapp.ts';
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';
import { handleWhatsappWebhook, verifyWhatsappSubscription } from '../../services/messaging/whatsapp-webhook.ts';

export const whatsappWebhookRoutes = new Hono<AppEnv>()
  .get('/webhook', async (c) => {
    const { db, messaging } = c.var.deps;
    const challenge = await verifyWhatsappSubscription({
      db,
      config: messaging ?? NO_MESSAGING,
      mode: c.req.query('hub.mode'),
      verifyToken: c.req.query('hub.verify_token'),
      challenge: c.req.query('hub.challenge'),
    });
    return c.text(challenge);
  })
  .post('/webhook', async (c) => {
    const { db, clock, messaging } = c.var.deps;
    const result = await handleWhatsappWebhook({
      db,
      config: messaging ?? NO_MESSAGING,
      rawBody: await c.req.text(),
      signature: c.req.header('x-hub-signature-256'),
      now: clock(),
    });
    return c.json(result);
  });

export const manageWhatsappRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    markPrivate(c);
  })
  .get('/', validate('query', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('query').token);
    return c.json({ whatsapp: await customerWhatsappState(c.var.deps.db, appointmentId) });
  })
  .post('/stop', validate('json', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('json').token);
    const { db, clock } = c.var.deps;
    return c.json({ whatsapp: await stopCustomerWhatsapp(db, appointmentId, clock()) });
  });
