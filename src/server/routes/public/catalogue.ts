import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { listCatalogue } from '../../services/list-catalogue.ts';

export const catalogueRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const categories = await listCatalogue(c.var.deps.db);
  // The menu changes rarely; a short shared cache keeps pages instant without serving stale prices for long.
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ categories });
});
