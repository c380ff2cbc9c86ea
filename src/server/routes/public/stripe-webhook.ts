/**
 * Stripe's deliveries for deposits paid through it (decision 256):
 *
 *   POST /api/deposits/stripe/webhook   Stripe-Signature checked on the raw body before anything parses it
 *
 * 200 for every delivery Stripe should not send again (handled, a repeat, an event of no interest, an
 * intent that is not ours); 400 for a bad signature or body (Stripe retries, an attacker learns nothing);
 * 404 while Stripe is not connected.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refuse } from '../../http/errors.ts';
import { NO_MESSAGING } from '../../services/messaging/messaging-config.ts';
import { handleStripeWebhook } from '../../services/deposits/stripe-deposits.ts';

export const depositWebhookRoutes = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
  const { db, clock, messaging, logger, salon } = c.var.deps;
  const config = messaging ?? NO_MESSAGING;
  const outcome = await handleStripeWebhook(
    { db, apiBase: config.stripeApiBase, sealKey: config.secretKey, logger },
    {
      signature: c.req.header('stripe-signature'),
      rawBody: await c.req.text(),
      now: clock(),
      timeZone: salon.timeZone,
    },
  );
  if (outcome === 'not_configured') throw refuse(404, 'common:refusals.notFound');
  if (outcome === 'bad_signature' || outcome === 'malformed') throw refuse(400, 'common:refusals.notUnderstood');
  c.var.logger.info({ outcome }, 'Stripe delivery');
  return c.json({ received: true, outcome });
});
