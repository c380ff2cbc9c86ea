/**
 * Checkout, the cash drawer and receipts, for every signed-in staff member (refunds and voids
 * check the owner's rule in the service). Amounts are integers of satang.
 *
 *   GET  /api/admin/checkout/start?appointment=<id>   what the checkout screen starts from
 *   POST /api/admin/checkout/sales                    { appointmentIds, lines, saleDiscount, tips } -> 201 { id }
 *   GET  /api/admin/checkout/sales/:id                the sale, its balance, PromptPay payload, receipt facts
 *   POST /api/admin/checkout/sales/:id/payments       { method, otherName, amount, tendered, requestId }
 *   POST /api/admin/checkout/sales/:id/refunds        { method, otherName, amount, target, reason, requestId }
 *   POST /api/admin/checkout/sales/:id/void           { reason }
 *   POST /api/admin/checkout/sales/:id/email          { to: customer|address, address?, language?, requestId }
 *   GET  /api/admin/checkout/drawer                   the open session's X report, the last Z report
 *   POST /api/admin/checkout/drawer                   { kind: open|paid-in|paid-out|close, … }
 *
 * Owner-only, mounted under /settings: GET/PUT /api/admin/settings/checkout.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { drawerEventInputSchema, saleInputSchema, voidInputSchema } from '../../../domain/checkout/schemas.ts';
import { receiptEmailRequestSchema } from '../../../domain/checkout/receipt-email.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getDrawer, recordDrawerEvent } from '../../services/checkout/cash-drawer.ts';
import {
  checkoutSettingsInputSchema,
  getCheckoutSettings,
  saveCheckoutSettings,
} from '../../services/checkout/checkout-settings.ts';
import { emailReceipt } from '../../services/checkout/email-receipt.ts';
import { getCheckoutStart } from '../../services/checkout/get-checkout-start.ts';
import { getSale } from '../../services/checkout/get-sale.ts';
import { paymentRequestSchema, recordPayment } from '../../services/checkout/record-payment.ts';
import { refundRequestSchema, refundSale } from '../../services/checkout/refund-sale.ts';
import { startSale } from '../../services/checkout/start-sale.ts';
import { voidSale } from '../../services/checkout/void-sale.ts';

const saleParamSchema = z.object({ id: z.string().refine(isUuid, 'checkout:errors.saleNotFound') });
const startQuerySchema = z.object({ appointment: z.string().max(64).optional() });

export const checkoutRoutes = new Hono<AppEnv>()
  .get('/start', validate('query', startQuerySchema), async (c) => {
    const { db, language } = c.var.actor;
    return c.json(await getCheckoutStart(db, c.req.valid('query').appointment ?? null, language));
  })
  .post('/sales', validate('json', saleInputSchema), async (c) =>
    c.json(await startSale(c.var.actor, c.req.valid('json')), 201),
  )
  .get('/sales/:id', validate('param', saleParamSchema), async (c) => {
    const { actor } = c.var;
    return c.json(await getSale(actor.db, actor.salon, c.req.valid('param').id, actor));
  })
  .post('/sales/:id/payments', validate('param', saleParamSchema), validate('json', paymentRequestSchema), async (c) =>
    c.json(await recordPayment(c.var.actor, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/sales/:id/refunds', validate('param', saleParamSchema), validate('json', refundRequestSchema), async (c) =>
    c.json(await refundSale(c.var.actor, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/sales/:id/void', validate('param', saleParamSchema), validate('json', voidInputSchema), async (c) =>
    c.json(await voidSale(c.var.actor, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/sales/:id/email',
    validate('param', saleParamSchema),
    validate('json', receiptEmailRequestSchema),
    async (c) => c.json(await emailReceipt(c.var.actor, c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/drawer', async (c) => c.json(await getDrawer(c.var.actor.db)))
  .post('/drawer', validate('json', drawerEventInputSchema), async (c) =>
    c.json(await recordDrawerEvent(c.var.actor, c.req.valid('json'))),
  );

/** Owner-only (mounted behind requireOwner). */
export const checkoutSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getCheckoutSettings(c.var.actor.db)))
  .put('/', validate('json', checkoutSettingsInputSchema), async (c) => {
    const { db, now } = c.var.actor;
    await saveCheckoutSettings(db, c.req.valid('json'), now);
    return c.json(await getCheckoutSettings(db));
  });
