/**
 * Customers, behind the admin guard; every staff member may use them.
 *
 *   GET   /api/admin/customers?q=&page=&pageSize=   one page, alphabetical, with totals
 *   GET   /api/admin/customers/lookup?contact=      { matches: CustomerMatch[] } (at most 5)
 *   GET   /api/admin/customers/:id                  { customer: CustomerRecord } (404 'Customer not found')
 *   PATCH /api/admin/customers/:id/notes            { version, notes } -> { customer } (409 when stale)
 */
import { Hono } from 'hono';
import { customerListQuerySchema, customerNotesSchema, customerParamSchema } from '../../../domain/customers.ts';
import { customerLookupQuerySchema } from '../../../domain/placement-requests.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getCustomerRecord } from '../../services/customers/get-customer-record.ts';
import { listStaffCustomers } from '../../services/customers/list-customers.ts';
import { lookupCustomers } from '../../services/customers/lookup-customers.ts';
import { saveCustomerNotes } from '../../services/customers/save-customer-notes.ts';

export const customerRoutes = new Hono<AppEnv>()
  .get('/', validate('query', customerListQuerySchema), async (c) =>
    c.json(await listStaffCustomers(c.var.actor, c.req.valid('query'))),
  )
  .get('/lookup', validate('query', customerLookupQuerySchema), async (c) =>
    c.json({ matches: await lookupCustomers(c.var.actor.db, c.req.valid('query').contact) }),
  )
  .get('/:id', validate('param', customerParamSchema), async (c) =>
    c.json({ customer: await getCustomerRecord(c.var.actor, c.req.valid('param').id) }),
  )
  .patch('/:id/notes', validate('param', customerParamSchema), validate('json', customerNotesSchema), async (c) => {
    const customer = await saveCustomerNotes(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') });
    return c.json({ customer });
  });
