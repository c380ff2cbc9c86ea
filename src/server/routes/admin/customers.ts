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
import { salonMoment } from '../../../domain/salon-time.ts';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { getCustomerRecord } from '../../services/customers/get-customer-record.ts';
import { listCustomers } from '../../services/customers/list-customers.ts';
import { lookupCustomers } from '../../services/customers/lookup-customers.ts';
import { customerNotFound, saveCustomerNotes } from '../../services/customers/save-customer-notes.ts';

async function recordOrNotFound(deps: AppDeps, id: string) {
  const record = await getCustomerRecord({ db: deps.db, id, now: salonMoment(deps.clock(), deps.salon.timeZone) });
  if (!record) throw customerNotFound();
  return record;
}

export const customerRoutes = new Hono<AppEnv>()
  .get('/', validate('query', customerListQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const page = await listCustomers({ db, query: c.req.valid('query'), now: salonMoment(clock(), salon.timeZone) });
    return c.json(page);
  })
  .get('/lookup', validate('query', customerLookupQuerySchema), async (c) =>
    c.json({ matches: await lookupCustomers(c.var.deps.db, c.req.valid('query').contact) }),
  )
  .get('/:id', validate('param', customerParamSchema), async (c) =>
    c.json({ customer: await recordOrNotFound(c.var.deps, c.req.valid('param').id) }),
  )
  .patch('/:id/notes', validate('param', customerParamSchema), validate('json', customerNotesSchema), async (c) => {
    const { deps, staff } = c.var;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await saveCustomerNotes({ db: deps.db, id, version: body.version, notes: body.notes, staffId: staff.id });
    return c.json({ customer: await recordOrNotFound(deps, id) });
  });
