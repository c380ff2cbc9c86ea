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
import { sql } from 'drizzle-orm';
import { signInAsStaff } from '../../../test/support/sign-in.ts';
import type { Database } from '../db/client.ts';
import { addStaff } from '../services/staff/staff-command.ts';
import { OWNER_ONLY_MESSAGE } from './require-owner.ts';
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
    // The first account is an owner (decision record 100), so every GET, settings included, is reachable.
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

/** A fingerprint of every row of every table: any insert, update or delete changes it. */
async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string | null }>(
      await db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
      ),
    );
    fingerprint[name] = row?.digest ?? '';
  }
  return fingerprint;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Endpoints under /api/admin/settings, each with every method its route answers. */
function settingsEndpoints(app: RouteTable) {
  return adminEndpoints(app).filter((endpoint) => endpoint.path.startsWith('/api/admin/settings'));
}

/** A body a settings route could act on if the guard let it through. */
const PLAUSIBLE_BODY = {
  version: 1,
  email: 'intruder@salon.example',
  role: 'owner',
  technician: false,
  credential: 'password',
  password: 'a-long-enough-password',
  active: false,
};

describe('roles: everything under /api/admin/settings is the owner’s', () => {
  const clock = createTestClock('2026-11-23T03:00:00Z');
  let app: ReturnType<typeof createTestApp>['app'];

  beforeEach(async () => {
    await testDb.reset();
    clock.set('2026-11-23T03:00:00Z');
    app = createTestApp({ db: testDb.db, clock }).app;
  });

  it('finds the owner routes of every settings area in the route table', () => {
    const paths = settingsEndpoints(app).map((endpoint) => endpoint.path);
    expect(paths.some((path) => path.startsWith('/api/admin/settings/accounts'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/admin/settings/history'))).toBe(true);
  });

  it('answers 403 to a staff session on every settings route and method, and writes nothing', async () => {
    await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const staffMember = await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    const before = await databaseFingerprint(testDb.db);
    const wrong: string[] = [];
    const endpoints = settingsEndpoints(app);
    expect(endpoints.length).toBeGreaterThan(2);
    for (const endpoint of endpoints) {
      for (const method of ALL_METHODS) {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const reply = await call(app, method, endpoint.path, hasBody ? PLAUSIBLE_BODY : undefined, staffMember.headers);
        if (reply.status !== 403) wrong.push(`${method} ${endpoint.path} answered ${reply.status}`);
        else expect((reply.body as { error: { message: string } }).error.message).toBe(OWNER_ONLY_MESSAGE);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(testDb.db)).toEqual(before);
  });

  it('lets an owner session through to every settings route and method (never 401 or 403)', async () => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const refused: string[] = [];
    for (const endpoint of settingsEndpoints(app)) {
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      const reply = await call(app, endpoint.method, endpoint.path, hasBody ? {} : undefined, owner.headers);
      if (reply.status === 401 || reply.status === 403) {
        refused.push(`${endpoint.method} ${endpoint.path} answered ${reply.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('still lets a staff session reach the staff routes', async () => {
    await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const staffMember = await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    for (const path of ['/api/admin/appointments', '/api/admin/outbox', '/api/admin/calendar/2026-11-23']) {
      const reply = await call(app, 'GET', path, undefined, staffMember.headers);
      expect([401, 403], path).not.toContain(reply.status);
    }
  });

  it('refuses a cross-site write to a settings route even with an owner session, and writes nothing', async () => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const before = await databaseFingerprint(testDb.db);
    const reply = await call(app, 'POST', '/api/admin/settings/accounts', PLAUSIBLE_BODY, {
      cookie: owner.cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(reply.status).toBe(403);
    expect(await databaseFingerprint(testDb.db)).toEqual(before);
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
