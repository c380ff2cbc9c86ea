/**
 * Owner-only: the menu editor, mounted behind requireOwner in index.ts.
 *
 *   GET    /api/admin/settings/menu                           every category and service, hidden ones too
 *   POST   /api/admin/settings/menu/categories                { name }
 *   PATCH  /api/admin/settings/menu/categories/:id            { version, name }
 *   POST   /api/admin/settings/menu/categories/:id/move       { direction: 'up' | 'down' }
 *   DELETE /api/admin/settings/menu/categories/:id?version=   only when empty
 *   POST   /api/admin/settings/menu/services                  { name, description, durationMinutes, priceThb, categoryId, visible }
 *   PATCH  /api/admin/settings/menu/services/:id              the same plus { version }
 *   PATCH  /api/admin/settings/menu/services/:id/visibility   { version, visible }
 *   POST   /api/admin/settings/menu/services/:id/move         { direction }
 *   DELETE /api/admin/settings/menu/services/:id?version=     only when no appointment lists it
 *
 * Every change answers with the whole menu as it is after the change, so the
 * editor shows fresh versions at once. A stale version is 409; bad input is
 * 422 with a message per field and writes nothing.
 */
import { Hono } from 'hono';
import {
  categoryParamSchema,
  createCategorySchema,
  menuVersionQuerySchema,
  moveSchema,
  renameCategorySchema,
  serviceDraftSchema,
  serviceParamSchema,
  serviceVisibilitySchema,
  updateServiceSchema,
} from '../../../domain/menu-editing.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import {
  createMenuCategory,
  deleteMenuCategory,
  moveMenuCategory,
  renameMenuCategory,
} from '../../services/menu/edit-menu-categories.ts';
import {
  createMenuService,
  deleteMenuService,
  moveMenuService,
  setMenuServiceVisibility,
  updateMenuService,
} from '../../services/menu/edit-menu-services.ts';
import { listMenu } from '../../services/menu/list-menu.ts';

export const menuRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ menu: await listMenu(c.var.actor.db) }))
  .post('/categories', validate('json', createCategorySchema), async (c) =>
    c.json(await createMenuCategory(c.var.actor, c.req.valid('json')), 201),
  )
  .patch('/categories/:id', validate('param', categoryParamSchema), validate('json', renameCategorySchema), async (c) =>
    c.json(await renameMenuCategory(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .post('/categories/:id/move', validate('param', categoryParamSchema), validate('json', moveSchema), async (c) =>
    c.json(await moveMenuCategory(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .delete(
    '/categories/:id',
    validate('param', categoryParamSchema),
    validate('query', menuVersionQuerySchema),
    async (c) =>
      c.json(await deleteMenuCategory(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('query') })),
  )
  .post('/services', validate('json', serviceDraftSchema), async (c) =>
    c.json(await createMenuService(c.var.actor, c.req.valid('json')), 201),
  )
  .patch('/services/:id', validate('param', serviceParamSchema), validate('json', updateServiceSchema), async (c) =>
    c.json(await updateMenuService(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .patch(
    '/services/:id/visibility',
    validate('param', serviceParamSchema),
    validate('json', serviceVisibilitySchema),
    async (c) =>
      c.json(await setMenuServiceVisibility(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .post('/services/:id/move', validate('param', serviceParamSchema), validate('json', moveSchema), async (c) =>
    c.json(await moveMenuService(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('json') })),
  )
  .delete(
    '/services/:id',
    validate('param', serviceParamSchema),
    validate('query', menuVersionQuerySchema),
    async (c) => c.json(await deleteMenuService(c.var.actor, { id: c.req.valid('param').id, ...c.req.valid('query') })),
  );
