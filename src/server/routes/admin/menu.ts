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
import type { Database } from '../../db/client.ts';
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

async function menuAnswer(db: Database) {
  return { menu: await listMenu(db) };
}

export const menuRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await menuAnswer(c.var.deps.db)))
  .post('/categories', validate('json', createCategorySchema), async (c) => {
    const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
    const id = await createMenuCategory(editor, c.req.valid('json'));
    return c.json({ id, ...(await menuAnswer(editor.db)) }, 201);
  })
  .patch(
    '/categories/:id',
    validate('param', categoryParamSchema),
    validate('json', renameCategorySchema),
    async (c) => {
      const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
      await renameMenuCategory(editor, { id: c.req.valid('param').id, ...c.req.valid('json') });
      return c.json(await menuAnswer(editor.db));
    },
  )
  .post('/categories/:id/move', validate('param', categoryParamSchema), validate('json', moveSchema), async (c) => {
    const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
    await moveMenuCategory(editor, { id: c.req.valid('param').id, direction: c.req.valid('json').direction });
    return c.json(await menuAnswer(editor.db));
  })
  .delete(
    '/categories/:id',
    validate('param', categoryParamSchema),
    validate('query', menuVersionQuerySchema),
    async (c) => {
      const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
      await deleteMenuCategory(editor, { id: c.req.valid('param').id, version: c.req.valid('query').version });
      return c.json(await menuAnswer(editor.db));
    },
  )
  .post('/services', validate('json', serviceDraftSchema), async (c) => {
    const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
    const id = await createMenuService(editor, c.req.valid('json'));
    return c.json({ id, ...(await menuAnswer(editor.db)) }, 201);
  })
  .patch('/services/:id', validate('param', serviceParamSchema), validate('json', updateServiceSchema), async (c) => {
    const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
    await updateMenuService(editor, { id: c.req.valid('param').id, ...c.req.valid('json') });
    return c.json(await menuAnswer(editor.db));
  })
  .patch(
    '/services/:id/visibility',
    validate('param', serviceParamSchema),
    validate('json', serviceVisibilitySchema),
    async (c) => {
      const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
      await setMenuServiceVisibility(editor, { id: c.req.valid('param').id, ...c.req.valid('json') });
      return c.json(await menuAnswer(editor.db));
    },
  )
  .post('/services/:id/move', validate('param', serviceParamSchema), validate('json', moveSchema), async (c) => {
    const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
    await moveMenuService(editor, { id: c.req.valid('param').id, direction: c.req.valid('json').direction });
    return c.json(await menuAnswer(editor.db));
  })
  .delete(
    '/services/:id',
    validate('param', serviceParamSchema),
    validate('query', menuVersionQuerySchema),
    async (c) => {
      const editor = { db: c.var.deps.db, staffId: c.var.staff.id };
      await deleteMenuService(editor, { id: c.req.valid('param').id, version: c.req.valid('query').version });
      return c.json(await menuAnswer(editor.db));
    },
  );
