/**
 * GET /api/salon: the salon's public facts (details, weekly hours, closures of
 * the next 60 days). Public data only: no versions, no authors, no ids. The
 * pages the server renders embed the same object, so this is for pages it
 * does not render (the admin, a booking page open for a long time). Not
 * cached (the API's no-store): an owner's save shows on the next read.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { readSalonFacts } from '../../services/settings/read-salon-facts.ts';

export const salonRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, salon, clock } = c.var.deps;
  const facts = await readSalonFacts({ db, salon, now: clock() });
  return c.json(facts);
});
