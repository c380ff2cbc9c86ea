/**
 * The e-mail outbox for staff, behind the admin guard.
 *
 *   GET  /api/admin/outbox?status=&page=   newest first, 25 a page (the first 10,000 messages), with counts per status
 *   GET  /api/admin/outbox/:id             one message with its text, HTML and .ics
 *   POST /api/admin/outbox/:id/retry       a failed message goes back to pending, due now
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { decimalInteger } from '../../../domain/input-bounds.ts';
import { lastReachablePage, listBoundMessages } from '../../../domain/list-bounds.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  getOutboxMessage,
  listOutboxMessages,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  retryOutboxMessage,
} from '../../mail/outbox-admin.ts';

const listQuerySchema = z.object({
  status: z
    .enum(['all', ...OUTBOX_STATUSES], { message: 'Status must be all, pending, sent or failed.' })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  page: decimalInteger('Page must be a whole number from 1 to 100000.', { min: 1, max: 100_000 })
    .refine((page) => page <= lastReachablePage(OUTBOX_PAGE_SIZE), listBoundMessages.page)
    .optional()
    .default(1),
});

/** Outbox ids in canonical decimal only (`2`, never `0x2` or `2.0`); anything else names no message (404). */
const idParamSchema = z.object({
  id: decimalInteger('There is no such message in the outbox.', { min: 1 }),
});

export const outboxRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuerySchema), async (c) =>
    c.json(await listOutboxMessages({ db: c.var.actor.db, ...c.req.valid('query') })),
  )
  .get('/:id', validate('param', idParamSchema), async (c) =>
    c.json({ message: await getOutboxMessage(c.var.actor.db, c.req.valid('param').id) }),
  )
  .post('/:id/retry', validate('param', idParamSchema), async (c) =>
    c.json({ message: await retryOutboxMessage(c.var.actor, c.req.valid('param').id) }),
  );
