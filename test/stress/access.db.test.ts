/**
 * Access (issue 8, item 5). Every admin endpoint, found in the app's route
 * table, is sent a request that WOULD succeed for signed-in staff (proved by
 * the control case at the end), but without a session, with an expired one,
 * with tampered cookies, and cross-site. None answers admin data, none
 * changes a row. Public responses never carry another customer's e-mail or
 * phone. Decision record 071.
 */
import { count, eq, gt } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/config/site-routes.ts';
import { DEV_SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { SESSION_IDLE_MS } from '../../src/server/auth/session-policy.ts';
import { outbox, services, sessions } from '../../src/server/db/schema.ts';
import { insertTestAppointment, seededTechnicians } from '../../src/server/services/appointment-test-fixtures.ts';
import { sameOriginHeaders, signInAsStaff } from '../support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { apiEndpoints, changedTables, tableSnapshot, type Endpoint } from './hostile-suite.ts';

const testDb = useTestDatabase();

/** Customers whose contact details must never appear in a public answer, nor in a refused admin answer. */
const CUSTOMERS = [
  { name: 'Ottoline Quarrington', email: 'ottoline.q.7731@private.example', phone: '+66 89 777 1234' },
  { name: 'Bartholomew Zyx', email: 'bart.zyx.5521@private.example', phone: '+44 7700 900 461' },
  { name: 'Marisol Ekwueme', email: 'marisol.e.9090@private.example', phone: '081-555-0199' },
] as const;
const SECRETS = CUSTOMERS.flatMap((customer) => [
  customer.email,
  customer.phone,
  customer.phone.replace(/\D/g, ''),
  customer.name,
]);

function leakedSecrets(text: string, except: readonly string[] = []): string[] {
  const haystack = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  return SECRETS.filter((secret) => !except.includes(secret)).filter((secret) =>
    /^\d+$/.test(secret) ? digits.includes(secret) : haystack.includes(secret.toLowerCase()),
  );
}

let clock: TestClock;
let app: ReturnType<typeof createTestApp>['app'];
let appointmentId: string;
let outboxId: number;
let technicianId: string;
let addableServiceId: number;
let removableServiceId: number;

function fakeBuiltClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'access-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'prerendered', 'services.html'), '<!doctype html><div id="root"><h1>Our Services</h1></div>');
  return dir;
}

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock();
  app = createTestApp({ db: testDb.db, clock, clientDir: fakeBuiltClient() }).app;
  // Real bookings through the public API (they also fill the outbox).
  const [manicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Manicure'));
  if (!manicure) throw new Error('seed missing');
  for (const [index, customer] of CUSTOMERS.entries()) {
    const response = await call(app, 'POST', '/api/bookings', {
      serviceIds: [manicure.id],
      date: '2026-11-24',
      time: `1${index + 1}:00`,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      notes: `Call me on ${customer.phone}`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  technicianId = (await seededTechnicians(testDb.db))[0]?.id ?? '';
  appointmentId = await insertTestAppointment(testDb.db, {
    date: '2026-11-25',
    start: '11:00',
    services: ['Classic Manicure', 'Classic Pedicure'],
    name: CUSTOMERS[0].name,
    email: CUSTOMERS[0].email,
    phone: CUSTOMERS[0].phone,
  });
  const menu = await testDb.db.select({ id: services.id, name: services.name }).from(services);
  addableServiceId = menu.find((service) => service.name === 'Gel Polish Pedicure')?.id ?? 0;
  removableServiceId = menu.find((service) => service.name === 'Classic Pedicure')?.id ?? 0;
  const [message] = await testDb.db.select({ id: outbox.id }).from(outbox).limit(1);
  outboxId = message?.id ?? 0;
  await testDb.db.update(outbox).set({ status: 'failed', lastError: 'test' }).where(eq(outbox.id, outboxId));
});

/** A request to `endpoint` that signed-in staff would see succeed. */
function validRequest(endpoint: Endpoint): { method: string; path: string; body?: unknown } {
  const path = endpoint.pattern
    .replace(':serviceId', String(removableServiceId))
    .replace(
      ':id',
      endpoint.pattern.includes('/outbox/')
        ? String(outboxId)
        : endpoint.pattern.includes('/technicians/')
          ? technicianId
          : appointmentId,
    );
  if (endpoint.method === 'GET') return { method: 'GET', path };
  if (endpoint.method === 'DELETE') return { method: 'DELETE', path: `${path}?version=1` };
  const body: Record<string, unknown> = { version: 1 };
  if (path.endsWith('/status')) body.status = 'confirmed';
  if (path.endsWith('/technician')) body.technicianId = technicianId;
  if (path.endsWith('/discount')) body.discountPercentage = 10;
  if (path.endsWith('/services')) Object.assign(body, { serviceId: addableServiceId, acknowledgeWarnings: true });
  return { method: endpoint.method, path, body };
}

function adminEndpoints(): Endpoint[] {
  return apiEndpoints(app).filter((endpoint) => endpoint.admin);
}

/** Sends every admin endpoint's valid request with `headers`; returns what went wrong. */
async function refusedEverywhere(
  headers: Record<string, string>,
  expected: number[],
  tolerate: readonly string[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  for (const endpoint of adminEndpoints()) {
    const request = validRequest(endpoint);
    const before = await tableSnapshot(testDb.db);
    const response = await call(app, request.method, request.path, request.body, headers);
    const label = `${request.method} ${request.path}`;
    if (!expected.includes(response.status)) problems.push(`${label} answered ${response.status}`);
    const leaks = leakedSecrets(JSON.stringify(response.body));
    if (leaks.length) problems.push(`${label} leaked ${leaks.join(', ')}`);
    if (response.headers.get('access-control-allow-origin')) problems.push(`${label} allows cross-origin reads`);
    const changed = changedTables(before, await tableSnapshot(testDb.db)).filter((name) => !tolerate.includes(name));
    if (changed.length) problems.push(`${label} wrote ${changed.join(', ')}`);
  }
  return problems;
}

describe('no admin data and no admin action without a valid session', () => {
  it('covers every admin endpoint of the route table', () => {
    const patterns = adminEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.pattern}`);
    expect(patterns).toContain('GET /api/admin/appointments');
    expect(patterns).toContain('DELETE /api/admin/appointments/:id');
    expect(patterns).toContain('POST /api/admin/outbox/:id/retry');
    expect(patterns.length).toBeGreaterThanOrEqual(12);
  });

  it('without a session: 401 everywhere, nothing written', async () => {
    expect(await refusedEverywhere({ ...sameOriginHeaders }, [401])).toEqual([]);
    expect(await refusedEverywhere({}, [401])).toEqual([]);
  });

  it('with an expired session (clock pinned past the idle expiry): 403 everywhere, nothing written', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    clock.advance(SESSION_IDLE_MS + 60_000);
    // The guard may delete the dead session row (housekeeping, decision 071), but must never extend it.
    expect(await refusedEverywhere({ cookie, ...sameOriginHeaders }, [403], ['sessions'])).toEqual([]);
    const [live] = await testDb.db.select({ value: count() }).from(sessions).where(gt(sessions.expiresAt, clock()));
    expect(live?.value).toBe(0);
  });

  it('with tampered cookies: refused everywhere, nothing written', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    const token = cookie.slice(DEV_SESSION_COOKIE.length + 1);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${DEV_SESSION_COOKIE}=${flipped}`,
      `${DEV_SESSION_COOKIE}=${token}x`,
      `${DEV_SESSION_COOKIE}=${token.slice(0, 10)}`,
      `${DEV_SESSION_COOKIE}=${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}`,
      `${DEV_SESSION_COOKIE}=' or '1'='1`,
      `${DEV_SESSION_COOKIE}=${'A'.repeat(4000)}`,
    ];
    for (const value of tampered) {
      expect(await refusedEverywhere({ cookie: value, ...sameOriginHeaders }, [403]), value.slice(0, 60)).toEqual([]);
    }
    // The right token under another name is no session at all.
    expect(await refusedEverywhere({ cookie: `__Host-salon_session=${token}`, ...sameOriginHeaders }, [401])).toEqual(
      [],
    );
  });

  it('cross-site with a valid session: every state change refused (403), nothing written, no CORS', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    const crossSite: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
    ];
    for (const headers of crossSite) {
      const problems: string[] = [];
      for (const endpoint of adminEndpoints().filter((candidate) => candidate.method !== 'GET')) {
        const request = validRequest(endpoint);
        const before = await tableSnapshot(testDb.db);
        const response = await call(app, request.method, request.path, request.body, headers);
        if (response.status !== 403) problems.push(`${request.method} ${request.path} answered ${response.status}`);
        const leaks = leakedSecrets(JSON.stringify(response.body));
        if (leaks.length) problems.push(`${request.path} leaked ${leaks.join(', ')}`);
        const changed = changedTables(before, await tableSnapshot(testDb.db));
        if (changed.length) problems.push(`${request.path} wrote ${changed.join(', ')}`);
      }
      expect(problems, JSON.stringify(headers).slice(0, 120)).toEqual([]);
    }
    // Reads are safe methods: a browser only sends them cross-site on top-level navigation (SameSite=Lax),
    // and no answer allows a foreign page to read it.
    for (const endpoint of adminEndpoints().filter((candidate) => candidate.method === 'GET')) {
      const request = validRequest(endpoint);
      const response = await call(app, 'GET', request.path, undefined, crossSite[0] ?? {});
      expect(response.headers.get('access-control-allow-origin'), request.path).toBeNull();
    }
    const preflight = await app.request('/api/admin/appointments', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('control: the same requests succeed for signed-in staff, so the refusals above are real', async () => {
    const { headers } = await signInAsStaff(app, testDb.db);
    const failed: string[] = [];
    for (const [index, endpoint] of adminEndpoints().entries()) {
      // Each edit needs version 1 of a fresh appointment, each at its own time so capacity never refuses.
      appointmentId = await insertTestAppointment(testDb.db, {
        date: `2026-12-0${1 + (index % 5)}`,
        start: `1${index % 8}:00`,
        services: ['Classic Manicure', 'Classic Pedicure'],
      });
      const request = validRequest(endpoint);
      const response = await call(app, request.method, request.path, request.body, headers);
      if (response.status >= 300) {
        failed.push(`${request.method} ${request.path} answered ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

describe("public answers never carry another customer's e-mail or phone", () => {
  it('scans every public GET (catalogue, dates, availability of every date, session, HTML pages)', async () => {
    const paths: string[] = ['/api/health', '/api/catalogue', '/api/bookings/dates', '/api/auth/session'];
    const dates = (await call(app, 'GET', '/api/bookings/dates')).body as { dates?: { date: string }[] } | unknown;
    const menu = await testDb.db.select({ id: services.id }).from(services);
    const dateList = JSON.stringify(dates).match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    expect(dateList.length).toBeGreaterThan(5);
    for (const date of new Set(dateList)) {
      paths.push(`/api/bookings/availability?date=${date}&services=${menu[0]?.id ?? 1}`);
      paths.push(`/api/bookings/availability?date=${date}&services=${menu.map((service) => service.id).join(',')}`);
    }
    paths.push(...publicPaths, '/admin', '/admin/calendar', '/admin/outbox', `/admin/orders/${appointmentId}`);
    const problems: string[] = [];
    for (const path of paths) {
      const response = await app.request(path);
      const text = await response.text();
      if (response.status >= 500) problems.push(`${path} answered ${response.status}`);
      const leaks = leakedSecrets(text);
      if (leaks.length) problems.push(`${path} leaked ${leaks.join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(paths.length).toBeGreaterThan(20);
  });

  it("a booking's answer holds only its own customer's details, also when replayed or refused", async () => {
    const [manicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Manicure'));
    const mine = { email: 'newcomer@example.com', phone: '+66 82 000 1111' };
    const body = {
      serviceIds: [manicure?.id ?? 1],
      date: '2026-11-24',
      time: '16:00',
      name: 'Newcomer',
      ...mine,
      idempotencyKey: 'access-test-key-0001',
    };
    const created = await call(app, 'POST', '/api/bookings', body);
    expect(created.status).toBe(201);
    expect(leakedSecrets(JSON.stringify(created.body))).toEqual([]);
    const replayed = await call(app, 'POST', '/api/bookings', body);
    expect(leakedSecrets(JSON.stringify(replayed.body))).toEqual([]);
    // A slot someone else holds: the refusal names no one.
    for (const time of ['11:00', '12:00', '13:00']) {
      const clash = await call(app, 'POST', '/api/bookings', { ...body, time, idempotencyKey: undefined });
      expect(leakedSecrets(JSON.stringify(clash.body)), time).toEqual([]);
    }
    // Someone re-using another customer's idempotency key with their own details gets nothing of theirs.
    const hijack = await call(app, 'POST', '/api/bookings', {
      ...body,
      email: CUSTOMERS[1].email,
      phone: CUSTOMERS[1].phone,
      name: CUSTOMERS[1].name,
    });
    expect(JSON.stringify(hijack.body)).not.toContain(mine.email);
    expect(JSON.stringify(hijack.body)).not.toContain(mine.phone);
  });
});
