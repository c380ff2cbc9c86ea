import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { pingDatabase } from '../../db/client.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, engine } = c.var.deps;
  const databaseReachable = await pingDatabase(db);
  return c.json(
    { status: databaseReachable ? 'ok' : 'degraded', database: { reachable: databaseReachable, engine } },
    databaseReachable ? 200 : 503,
  );
});
