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
import type { IssuedPasswordLink } from '../../services/staff/password-links.ts';

function linkBody(link: IssuedPasswordLink | null) {
  return link ? { path: link.path, expiresAt: link.expiresAt.toISOString() } : null;
}

export const staffAccountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, clock } = c.var.deps;
    return c.json({ accounts: await listStaffAccounts(db, clock()) });
  })
  .post('/', validate('json', addAccountSchema), async (c) => {
    const { deps, staff } = c.var;
    const body = c.req.valid('json');
    const result = await addStaffAccount(deps.db, {
      actorId: staff.id,
      email: body.email,
      role: body.role,
      technician: body.technician,
      password: body.credential === 'password' ? (body.password ?? '') : null,
      now: deps.clock(),
    });
    return c.json({ account: result.account, link: linkBody(result.link) }, 201);
  })
  .patch('/:id/role', validate('param', accountParamSchema), validate('json', changeRoleSchema), async (c) => {
    const { deps, staff } = c.var;
    const body = c.req.valid('json');
    const account = await changeStaffRole(deps.db, {
      actorId: staff.id,
      id: c.req.valid('param').id,
      version: body.version,
      role: body.role,
      now: deps.clock(),
    });
    return c.json({ account });
  })
  .patch('/:id/active', validate('param', accountParamSchema), validate('json', changeActiveSchema), async (c) => {
    const { deps, staff } = c.var;
    const body = c.req.valid('json');
    const account = await setStaffAccountActive(deps.db, {
      actorId: staff.id,
      id: c.req.valid('param').id,
      version: body.version,
      active: body.active,
      now: deps.clock(),
    });
    return c.json({ account });
  })
  .post('/:id/password', validate('param', accountParamSchema), validate('json', resetPasswordSchema), async (c) => {
    const { deps, staff } = c.var;
    const body = c.req.valid('json');
    const result = await resetStaffPassword(deps.db, {
      actorId: staff.id,
      id: c.req.valid('param').id,
      version: body.version,
      password: body.credential === 'password' ? (body.password ?? '') : null,
      now: deps.clock(),
    });
    return c.json({ account: result.account, link: linkBody(result.link) });
  });
