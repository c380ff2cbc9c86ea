/**
 * Every /api/admin route of the real app, found by asking Hono for its route
 * table (not from a list kept by hand): without a session each answers 401,
 * with a forged, expired, or signed-out session 403, and never runs its
 * handler. A route added later without the guard fails this test.
 */
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import type { AppEnv } from '../app-env.ts';
import { addStaff } from '../services/staff-accounts.ts';
import { DEV_SESSION_COOKIE, newSessionToken } from './session-cookie.ts';

const testDb = useTestDatabase();

const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Candidate values for a path parameter; the first one its pattern (if any) accepts is used. */
const PARAM_CANDIDATES = ['00000000-0000-4000-8000-000000000001', '1', '2026-11-23', 'x'];

interface RouteTable {
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/** A concrete URL for a route pattern: `:id{[0-9]+}` -> `1`, `:id` -> a UUID, `*` -> `probe`. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z0-9_]+(?:\{((?:[^{}]|\{[^{}]*\})+)\})?\??/g, (_match, regex: string | undefined) => {
      if (!regex) return PARAM_CANDIDATES[0] ?? 'x';
      const accepts = new RegExp(`^(?:${regex})$`);
      return PARAM_CANDIDATES.find((candidate) => accepts.test(candidate)) ?? 'x';
    })
    .replace(/\*/g, 'probe');
}

/** Every (method, path) of the app under /api/admin; a route registered for ALL methods is tried with each. */
function adminEndpoints(app: RouteTable): { method: string; path: string; pattern: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string; pattern: string }[] = [];
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/admin')) continue;
    const methods = route.method === 'ALL' ? ALL_METHODS : [route.method.toUpperCase()];
    for (const method of methods) {
      const path = concretePath(route.path);
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      endpoints.push({ method, path, pattern: route.path });
    }
  }
  return endpoints;
}

/** The endpoints that did not answer `expected` to a request carrying `headers`. */
async function endpointsNotAnswering(
  app: RouteTable,
  expected: number,
  headers: Record<string, string>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const endpoint of adminEndpoints(app)) {
    const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    const reply = await call(app, endpoint.method, endpoint.path, hasBody ? {} : undefined, {
      ...SAME_ORIGIN,
      ...headers,
    });
    if (reply.status !== expected) {
      wrong.push(`${endpoint.method} ${endpoint.path} (route ${endpoint.pattern}) answered ${reply.status}`);
    }
  }
  return wrong;
}

describe('the admin guard covers every registered /api/admin route', () => {
  const clock = createTestClock('2026-11-23T03:00:00Z');
  let app: ReturnType<typeof createTestApp>['app'];

  beforeEach(async () => {
    await testDb.reset();
    clock.set('2026-11-23T03:00:00Z');
    app = createTestApp({ db: testDb.db, clock }).app;
  });

  it('finds the admin routes in the route table', () => {
    const endpoints = adminEndpoints(app);
    // At least the guard's own catch-all; every route other engineers add shows up here too.
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.some((endpoint) => endpoint.pattern === '/api/admin/*')).toBe(true);
  });

  it('answers 401 to each without a session cookie', async () => {
    expect(await endpointsNotAnswering(app, 401, {})).toEqual([]);
  });

  it('answers 403 to each with a forged session cookie (well-formed or not)', async () => {
    expect(await endpointsNotAnswering(app, 403, { cookie: `${DEV_SESSION_COOKIE}=${newSessionToken()}` })).toEqual([]);
    expect(await endpointsNotAnswering(app, 403, { cookie: `${DEV_SESSION_COOKIE}=admin` })).toEqual([]);
  });

  it('answers 403 to each with an expired session and with a signed-out one', async () => {
    await addStaff(testDb.db, { email: 'owner@salon.example', password: 'correct-horse-battery', technician: false });
    const signIn = async () => {
      const reply = await call(
        app,
        'POST',
        '/api/auth/sign-in',
        { email: 'owner@salon.example', password: 'correct-horse-battery' },
        SAME_ORIGIN,
      );
      const cookie = reply.headers.getSetCookie().find((value) => value.startsWith(`${DEV_SESSION_COOKIE}=`));
      const token = cookie?.split(';')[0]?.slice(DEV_SESSION_COOKIE.length + 1);
      if (!token) throw new Error('sign-in failed');
      return token;
    };

    const signedOut = await signIn();
    await call(app, 'POST', '/api/auth/sign-out', undefined, {
      ...SAME_ORIGIN,
      cookie: `${DEV_SESSION_COOKIE}=${signedOut}`,
    });
    expect(await endpointsNotAnswering(app, 403, { cookie: `${DEV_SESSION_COOKIE}=${signedOut}` })).toEqual([]);

    const expired = await signIn();
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await endpointsNotAnswering(app, 403, { cookie: `${DEV_SESSION_COOKIE}=${expired}` })).toEqual([]);
  });

  it('lets a valid session through to the admin GET routes', async () => {
    await addStaff(testDb.db, { email: 'owner@salon.example', password: 'correct-horse-battery', technician: false });
    const reply = await call(
      app,
      'POST',
      '/api/auth/sign-in',
      { email: 'owner@salon.example', password: 'correct-horse-battery' },
      SAME_ORIGIN,
    );
    const cookie = reply.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    for (const endpoint of adminEndpoints(app).filter((candidate) => candidate.method === 'GET')) {
      const answer = await call(app, 'GET', endpoint.path, undefined, { cookie });
      expect([401, 403], `${endpoint.path}`).not.toContain(answer.status);
    }
  });
});

describe('the enumeration itself', () => {
  it('catches an admin route registered without the guard', async () => {
    const leaky = new Hono<AppEnv>()
      .get('/api/admin/leak', (c) => c.json({ secret: 'every customer phone number' }))
      .get('/api/admin/guarded/:id{[0-9]+}', (c) => c.json({ error: 'no' }, 401));
    const wrong = await endpointsNotAnswering(leaky, 401, {});
    expect(wrong).toEqual(['GET /api/admin/leak (route /api/admin/leak) answered 200']);
  });

  it('turns route patterns into concrete paths the patterns accept', () => {
    expect(concretePath('/api/admin/appointments/:id')).toBe(
      '/api/admin/appointments/00000000-0000-4000-8000-000000000001',
    );
    expect(concretePath('/api/admin/technicians/:id{[0-9]+}/stats')).toBe('/api/admin/technicians/1/stats');
    expect(concretePath('/api/admin/calendar/:date{\\d{4}-\\d{2}-\\d{2}}')).toBe('/api/admin/calendar/2026-11-23');
    expect(concretePath('/api/admin/*')).toBe('/api/admin/probe');
  });
});
