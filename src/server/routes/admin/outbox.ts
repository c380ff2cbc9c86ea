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
  .get('/', validate('query', listQuerySchema), async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(await listOutboxMessages({ db: c.var.deps.db, status, page }));
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    return c.json({ message: await getOutboxMessage(c.var.deps.db, c.req.valid('param').id) });
  })
  .post('/:id/retry', validate('param', idParamSchema), async (c) => {
    const { db, clock } = c.var.deps;
    const message = await retryOutboxMessage(db, c.req.valid('param').id, clock());
    c.var.logger.info({ outboxId: message.id, staffId: c.var.staff.id }, 'outbox message retried by staff');
    return c.json({ message });
  });
