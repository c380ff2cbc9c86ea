/**
 * Owner-only: the products sold at the desk, mounted behind requireOwner under /settings.
 *
 *   GET    /api/admin/settings/products                { products }
 *   POST   /api/admin/settings/products                { name, translations?, price, visible } (price in satang)
 *   PUT    /api/admin/settings/products/:id           { name, translations?, price, visible, version }
 *   DELETE /api/admin/settings/products/:id?version=  only when no sale names it (otherwise hide it)
 *
 * Every change answers with the whole list after it. A stale version is 409; bad input is 422 and
 * writes nothing.
 */
import { Hono } from 'hono';
import {
  productDraftSchema,
  productParamSchema,
  productUpdateSchema,
  productVersionQuerySchema,
} from '../../../domain/checkout/products.ts';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../http/validation.ts';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../../services/menu/edit-products.ts';

export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ products: await listProducts(c.var.actor.db) }))
  .post('/', validate('json', productDraftSchema), async (c) =>
    c.json(await createProduct(c.var.actor, c.req.valid('json')), 201),
  )
  .put('/:id', validate('param', productParamSchema), validate('json', productUpdateSchema), async (c) =>
    c.json(await updateProduct(c.var.actor, { ...c.req.valid('json'), id: c.req.valid('param').id })),
  )
  .delete('/:id', validate('param', productParamSchema), validate('query', productVersionQuerySchema), async (c) =>
    c.json(await deleteProduct(c.var.actor, { id: c.req.valid('param').id, version: c.req.valid('query').version })),
  );
