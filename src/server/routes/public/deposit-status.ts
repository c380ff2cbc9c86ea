/**
 * The customer's open page asks after its deposit (decision 258):
 *
 *   GET /api/deposits/status?reference=DEP-…   -> { state, dueAt }
 *
 * No personal data in the answer; an unknown reference is 404 and counted against the address (429 past
 * the limit). Never stored by a cache: the answer changes when staff or Stripe confirm.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { validate } from '../../http/validation.ts';
import { readDepositStatus } from '../../services/deposits/deposit-status.ts';

const statusQuerySchema = z.object({ reference: z.string().max(40, 'deposits:errors.unknownReference') });

export const depositStatusRoutes = new Hono<AppEnv>().get(
  '/status',
  validate('query', statusQuerySchema),
  async (c) => {
    const { db, clock } = c.var.deps;
    const status = await readDepositStatus({
      db,
      reference: c.req.valid('query').reference,
      ip: clientIp(c),
      now: clock(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  },
);
