/**
 * Owner-only: staff accounts and roles. Mounted behind requireOwner in index.ts.
 *
 *   GET   /api/admin/settings/accounts                   every account, with its version
 *   POST  /api/admin/settings/accounts                   { email, role, technician, credential, password? }
 *   PATCH /api/admin/settings/accounts/:id/role          { version, role }
 *   PATCH /api/admin/settings/accounts/:id/active        { version, active }
 *   POST  /api/admin/settings/accounts/:id/password      { version, credential, password? }
 *
 * A change answers with the fresh account (new version) and, when a
 * set-password link was issued, the link's path and expiry: shown once.
 * A stale version or the last active owner is 409 with a message to show.
 */
import { Hono } from 'hono';
import {
  accountParamSchema,
  addAccountSchema,
  changeActiveSchema,
  changeRoleSchema,
  resetPasswordSchema,
} from '../../../domain/staff-account-forms.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  addStaffAccount,
  changeStaffRole,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountActive,
} from '../../services/staff/manage-staff-accounts.ts';
export const staffAccountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ accounts: await listStaffAccounts(c.var.actor.db, c.var.actor.now) }))
  .post('/', validate('json', addAccountSchema), async (c) =>
    c.json(await addStaffAccount(c.var.actor, c.req.valid('json')), 201),
  )
  .patch('/:id/role', validate('param', accountParamSchema), validate('json', changeRoleSchema), async (c) =>
    c.json(await changeStaffRole(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .patch('/:id/active', validate('param', accountParamSchema), validate('json', changeActiveSchema), async (c) =>
    c.json(await setStaffAccountActive(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .post('/:id/password', validate('param', accountParamSchema), validate('json', resetPasswordSchema), async (c) =>
    c.json(await resetStaffPassword(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  );
