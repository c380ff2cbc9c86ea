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
import type { Database } from '../../db/client.ts';
import { validate } from '../../http/validation.ts';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../../services/menu/edit-products.ts';

async function productsAnswer(db: Database) {
  return { products: await listProducts(db) };
}

export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await productsAnswer(c.var.deps.db)))
  .post('/', validate('json', productDraftSchema), async (c) => {
    const { deps, staff } = c.var;
    await createProduct({ db: deps.db, staffId: staff.id }, c.req.valid('json'));
    return c.json(await productsAnswer(deps.db), 201);
  })
  .put('/:id', validate('param', productParamSchema), validate('json', productUpdateSchema), async (c) => {
    const { deps, staff } = c.var;
    await updateProduct({ db: deps.db, staffId: staff.id }, { ...c.req.valid('json'), id: c.req.valid('param').id });
    return c.json(await productsAnswer(deps.db));
  })
  .delete('/:id', validate('param', productParamSchema), validate('query', productVersionQuerySchema), async (c) => {
    const { deps, staff } = c.var;
    await deleteProduct(
      { db: deps.db, staffId: staff.id },
      { id: c.req.valid('param').id, version: c.req.valid('query').version },
    );
    return c.json(await productsAnswer(deps.db));
  });
