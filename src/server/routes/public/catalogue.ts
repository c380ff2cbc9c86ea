import { Hono } from 'hono';
import { catalogueQuerySchema } from '../../../domain/menu-editing.ts';
import type { AppEnv } from '../../app-env.ts';
import { validationError } from '../../http/validation.ts';
import { listCatalogue } from '../../services/menu/list-catalogue.ts';

/**
 * GET /api/catalogue[?language=th|ru|zh|en]: the public menu, in that language with English where a
 * translation is missing (decision 174); any other language is a 422. The query is read here rather than
 * by `validate('query', …)`, so callers that send none (`api.catalogue.$get()`) keep their type.
 */
export const catalogueRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = catalogueQuerySchema.safeParse({ language: c.req.query('language') });
  if (!query.success) throw validationError(query.error);
  const categories = await listCatalogue(c.var.deps.db, query.data.language);
  // The menu changes rarely; a short shared cache keeps pages instant without serving stale prices for long.
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ categories });
});
