/**
 * LINE's side and the customer's side of the LINE channel. Thin: each calls one service.
 *
 *   POST /api/line/webhook                 LINE's events; x-line-signature checked before parsing
 *   GET  /api/manage/line?token=           -> { line: { available, linked } }
 *   GET  /api/manage/line/start?token=     -> 302 to the salon's LINE chat with a one-time code
 *   POST /api/manage/line/stop  { token }  -> { line }
 */
import { Hono } from 'hono';
import { manageTokenQuerySchema } from '../../../domain/manage-booking.ts';
import type { AppEnv } from '../../app-env.ts';
import { markPrivate } from '../../http/private-response.ts';
import { validate } from '../../http/validation.ts';
import { appointmentOfManageToken } from './manage-token.ts';
import { customerLineState, startLineLink, stopCustomerLine } from '../../services/messaging/customer-line.ts';
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';
import { handleLineWebhook } from '../../services/messaging/line-webhook.ts';

export const lineWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const { db, clock, salon, messaging } = c.var.deps;
  const result = await handleLineWebhook({
    db,
    config: messaging ?? NO_MESSAGING,
    rawBody: await c.req.text(),
    signature: c.req.header('x-line-signature'),
    now: clock(),
    logger: c.var.logger,
    salonName: salon.name,
  });
  // The replies go after the answer: LINE never waits on them.
  void result.replies;
  return c.json({ handled: result.handled, repeats: result.repeats });
});

export const manageLineRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    markPrivate(c);
  })
  .get('/', validate('query', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('query').token);
    const { db, messaging } = c.var.deps;
    return c.json({ line: await customerLineState(db, messaging ?? NO_MESSAGING, appointmentId) });
  })
  .get('/start', validate('query', manageTokenQuerySchema), async (c) => {
    const { token } = c.req.valid('query');
    const appointmentId = await appointmentOfManageToken(c, token);
    const { db, messaging, clock } = c.var.deps;
    const chat = await startLineLink(db, messaging ?? NO_MESSAGING, appointmentId, clock());
    // Without LINE the link leads back to the booking rather than to an error.
    return c.redirect(chat ?? `/manage?token=${encodeURIComponent(token)}`, 302);
  })
  .post('/stop', validate('json', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('json').token);
    const { db, messaging, clock } = c.var.deps;
    return c.json({ line: await stopCustomerLine(db, messaging ?? NO_MESSAGING, appointmentId, clock()) });
  });
