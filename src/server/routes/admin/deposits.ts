/**
 * Deposits at the front desk, for every signed-in staff member:
 *
 *   GET  /api/admin/deposits                        the awaited deposits, soonest deadline first
 *   GET  /api/admin/deposits/:appointmentId         one appointment's deposit (404 when it has none)
 *   POST /api/admin/deposits/:appointmentId/received   staff saw the transfer
 *   POST /api/admin/deposits/:appointmentId/waive      { reason }
 *   POST /api/admin/deposits/:appointmentId/refunded   { method }: the refund due was paid back
 *   POST /api/admin/deposits/:appointmentId/stripe-refund   refund a Stripe-paid deposit due back at Stripe
 *
 * Owner-only, mounted under /settings: GET/PUT /api/admin/settings/deposits, and
 * GET/PUT/DELETE /api/admin/settings/deposits/stripe (the Stripe keys, sealed; never answered back).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  depositSettingsInputSchema,
  recordDepositRefundSchema,
  waiveDepositSchema,
} from '../../../domain/deposits/deposit-rules.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { depositRefusal } from '../../services/deposits/deposit-refusals.ts';
import { readDepositSettings, saveDepositSettings } from '../../services/deposits/deposit-settings.ts';
import { readPromptPayId } from '../../services/deposits/deposit-view.ts';
import type { Database } from '../../db/client.ts';
import { getStaffDeposit, listAwaitedDeposits, listRefundsDue } from '../../services/deposits/list-deposits.ts';
import { recordDepositRefund } from '../../services/deposits/record-deposit-refund.ts';
import { refundDepositThroughStripe } from '../../services/deposits/stripe-refund.ts';
import { settleDeposit } from '../../services/deposits/settle-deposit.ts';
import { readStripeView, removeStripeKeys, saveStripeKeys } from '../../services/deposits/stripe-settings.ts';
import { stripeKeysSchema } from '../../../domain/deposits/stripe-keys.ts';

const appointmentParamSchema = z.object({
  appointmentId: z.string().max(64).refine(isUuid, 'deposits:errors.notFound'),
});

export const depositRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.var.actor;
    const [awaited, refundsDue] = await Promise.all([listAwaitedDeposits(db), listRefundsDue(db)]);
    return c.json({ deposits: awaited, refundsDue });
  })
  .get('/:appointmentId', validate('param', appointmentParamSchema), async (c) => {
    const deposit = await getStaffDeposit(c.var.actor.db, c.req.valid('param').appointmentId);
    if (!deposit) throw depositRefusal('notFound');
    return c.json(deposit);
  })
  .post('/:appointmentId/received', validate('param', appointmentParamSchema), async (c) => {
    const { db, staffId, now, salon } = c.var.actor;
    const { appointmentId } = c.req.valid('param');
    await settleDeposit({ db, appointmentId, staffId, now, timeZone: salon.timeZone }, { kind: 'received' });
    return c.json(await getStaffDeposit(db, appointmentId));
  })
  .post(
    '/:appointmentId/waive',
    validate('param', appointmentParamSchema),
    validate('json', waiveDepositSchema),
    async (c) => {
      const { db, staffId, now, salon } = c.var.actor;
      const { appointmentId } = c.req.valid('param');
      await settleDeposit(
        { db, appointmentId, staffId, now, timeZone: salon.timeZone },
        { kind: 'waived', reason: c.req.valid('json').reason },
      );
      return c.json(await getStaffDeposit(db, appointmentId));
    },
  )
  .post(
    '/:appointmentId/refunded',
    validate('param', appointmentParamSchema),
    validate('json', recordDepositRefundSchema),
    async (c) => {
      const { db, staffId, now } = c.var.actor;
      const { appointmentId } = c.req.valid('param');
      await recordDepositRefund({ db, appointmentId, staffId, method: c.req.valid('json').method, now });
      return c.json(await getStaffDeposit(db, appointmentId));
    },
  )
  .post('/:appointmentId/stripe-refund', validate('param', appointmentParamSchema), async (c) => {
    const { db, staffId, now, messaging, logger } = c.var.actor;
    const { appointmentId } = c.req.valid('param');
    await refundDepositThroughStripe({
      db,
      apiBase: messaging.stripeApiBase,
      sealKey: messaging.secretKey,
      logger,
      appointmentId,
      staffId,
      now,
    });
    return c.json(await getStaffDeposit(db, appointmentId));
  });

/** The rules, and whether the checkout has the PromptPay ID the deposit QR pays (the form warns without it). */
async function settingsView(db: Database) {
  return { ...(await readDepositSettings(db)), promptpaySet: (await readPromptPayId(db)) !== null };
}

/** Owner-only (mounted behind requireOwner). */
export const depositSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await settingsView(c.var.actor.db)))
  .put('/', validate('json', depositSettingsInputSchema), async (c) => {
    const { db, now, staffId } = c.var.actor;
    await saveDepositSettings(db, c.req.valid('json'), now, staffId);
    return c.json(await settingsView(db));
  })
  .get('/stripe', async (c) => {
    const { db, messaging } = c.var.actor;
    return c.json(await readStripeView(db, messaging.secretKey));
  })
  .put('/stripe', validate('json', stripeKeysSchema), async (c) => {
    const { db, messaging, staffId, now } = c.var.actor;
    await saveStripeKeys(db, messaging.secretKey, c.req.valid('json'), staffId, now);
    return c.json(await readStripeView(db, messaging.secretKey));
  })
  .delete('/stripe', async (c) => {
    const { db, messaging, staffId } = c.var.actor;
    await removeStripeKeys(db, staffId);
    return c.json(await readStripeView(db, messaging.secretKey));
  });
