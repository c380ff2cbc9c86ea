/**
 * Staff sign-in, sessions, lockout and CSRF through the real app and a real
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, createTestClock, type TestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import type * as Passwords from '../auth/passwords.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { DEV_SESSION_COOKIE, hashSessionToken, PRODUCTION_SESSION_COOKIE } from '../auth/session-cookie.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { rateLimitEvents, sessions, staff } from '../db/schema.ts';
import { addStaff, removeStaff, setStaffActive, setStaffPassword } from '../services/staff/staff-command.ts';

// The real argon2id check, counted: every failure path must pay for exactly one verification.
vi.mock('../auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const testDb = useTestDatabase();

const OWNER = { email: 'owner@salon.example', password: 'correct-horse-battery' };
const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type App = ReturnType<typeof createTestApp>['app'];

interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

function signIn(app: App, email: string, password: string, headers: Record<string, string> = {}): Promise<Reply> {
  return call(app, 'POST', '/api/auth/sign-in', { email, password }, { ...SAME_ORIGIN, ...headers });
}

/** The session Set-Cookie header of a response, parsed into its attributes. */
function sessionSetCookie(reply: Reply, name = DEV_SESSION_COOKIE) {
  const raw = reply.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!raw) return null;
  const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
  const flags = new Map<string, string>();
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    flags.set(key.toLowerCase(), value);
  }
  return { raw, value: pair.slice(name.length + 1), flags };
}

function tokenOf(reply: Reply): string {
  const cookie = sessionSetCookie(reply);
  if (!cookie || !cookie.value) throw new Error(`No session cookie in ${reply.status} response`);
  return cookie.value;
}

const withCookie = (token: string, name = DEV_SESSION_COOKIE) => ({ cookie: `${name}=${token}` });

async function currentStaff(app: App, token: string): Promise<unknown> {
  const reply = await call(app, 'GET', '/api/auth/session', undefined, withCookie(token));
  expect(reply.status).toBe(200);
  return (reply.body as { staff: unknown }).staff;
}

/** Any admin path: the guard runs for every /api/admin request, routed or not. */
async function adminStatus(app: App, token: string): Promise<number> {
  return (await call(app, 'GET', '/api/admin/appointments', undefined, withCookie(token))).status;
}

let clock: TestClock;
let app: App;
let ownerId: string;

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock('2026-11-23T03:00:00Z');
  app = createTestApp({ db: testDb.db, clock }).app;
  ownerId = (await addStaff(testDb.db, { ...OWNER, technician: false })).id;
  vi.mocked(verifyPassword).mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sign-in', () => {
  it('signs in with the right e-mail and password, in any letter case, and the session names the staff member', async () => {
    const reply = await signIn(app, '  Owner@Salon.EXAMPLE ', OWNER.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ staff: { id: ownerId, email: OWNER.email, role: 'owner', language: 'en' } });
    const token = tokenOf(reply);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await currentStaff(app, token)).toEqual({ id: ownerId, email: OWNER.email, role: 'owner', language: 'en' });
  });

  it('deletes expired sessions at the next sign-in', async () => {
    await signIn(app, OWNER.email, OWNER.password);
    clock.advance(31 * DAY);
    await addStaff(testDb.db, { email: 'nina@salon.example', password: 'nina-password-1', technician: false });
    expect((await signIn(app, 'nina@salon.example', 'nina-password-1')).status).toBe(200);
    const rows = await testDb.db.select({ staffId: sessions.staffId }).from(sessions);
    expect(rows.map((row) => row.staffId)).not.toContain(ownerId);
    expect(rows).toHaveLength(1);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    const rows = await testDb.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('answers an unknown e-mail, a wrong password, an inactive account and one without a password identically, each after one argon2 check', async () => {
    await addStaff(testDb.db, { email: 'gone@salon.example', password: 'gone-password-1', technician: false });
    await setStaffActive(testDb.db, 'gone@salon.example', false);
    await testDb.db.insert(staff).values({ email: 'nopass@salon.example', passwordHash: null });

    const attempts = [
      ['nobody@salon.example', OWNER.password],
      [OWNER.email, 'wrong-password-123'],
      ['gone@salon.example', 'gone-password-1'],
      ['nopass@salon.example', 'whatever-password'],
      ['not-an-email', 'whatever-password'],
    ] as const;
    const replies = [];
    for (const [email, password] of attempts) {
      vi.mocked(verifyPassword).mockClear();
      const reply = await signIn(app, email, password);
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
      replies.push(reply);
    }
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        error: { code: 'unauthorized', key: 'auth:login.invalid', params: {}, message: 'Invalid email or password' },
      });
      expect(sessionSetCookie(reply)).toBeNull();
    }
    expect(await testDb.db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses a body without e-mail or password with a clear 422 and changes nothing', async () => {
    const reply = await call(app, 'POST', '/api/auth/sign-in', { email: '', password: '' }, SAME_ORIGIN);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { email: { message: 'Please enter your email' }, password: { message: 'Please enter your password' } },
      },
    });
    expect(await testDb.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days long and not Secure outside production', async () => {
    const cookie = sessionSetCookie(await signIn(app, OWNER.email, OWNER.password));
    expect(cookie?.flags.has('httponly')).toBe(true);
    expect(cookie?.flags.get('samesite')).toBe('Lax');
    expect(cookie?.flags.get('path')).toBe('/');
    expect(cookie?.flags.get('max-age')).toBe(String((30 * DAY) / 1000));
    expect(cookie?.flags.has('secure')).toBe(false);
  });

  it('is Secure and host-only (__Host- prefix) in production', async () => {
    const production = createTestApp({ db: testDb.db, clock, production: true }).app;
    const reply = await signIn(production, OWNER.email, OWNER.password);
    expect(reply.status).toBe(200);
    const cookie = sessionSetCookie(reply, PRODUCTION_SESSION_COOKIE);
    expect(cookie?.flags.has('secure')).toBe(true);
    expect(cookie?.flags.has('httponly')).toBe(true);
    expect(cookie?.flags.get('samesite')).toBe('Lax');
    expect(cookie?.flags.has('domain')).toBe(false);
    const session = await call(production, 'GET', '/api/auth/session', undefined, {
      cookie: `${PRODUCTION_SESSION_COOKIE}=${cookie?.value}`,
    });
    expect(session.body).toEqual({ staff: { id: ownerId, email: OWNER.email, role: 'owner', language: 'en' } });
  });
});

describe('session lifetime (pinned clock)', () => {
  it('slides: used every 29 days it stays valid, and each use sends the cookie again', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    for (let round = 0; round < 2; round += 1) {
      clock.advance(29 * DAY);
      const reply = await call(app, 'GET', '/api/auth/session', undefined, withCookie(token));
      expect(reply.body).toEqual({ staff: { id: ownerId, email: OWNER.email, role: 'owner', language: 'en' } });
      expect(sessionSetCookie(reply)?.flags.get('max-age')).toBe(String((30 * DAY) / 1000));
    }
  });

  it('does not rewrite the session on every request: within five minutes of the last use nothing is sent', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    clock.advance(4 * MINUTE);
    const reply = await call(app, 'GET', '/api/auth/session', undefined, withCookie(token));
    expect(reply.body).toMatchObject({ staff: { id: ownerId } });
    expect(sessionSetCookie(reply)).toBeNull();
  });

  it('ends after 30 days without use: the session answers null and the admin API 403', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    clock.advance(30 * DAY - 1000);
    expect(await adminStatus(app, token)).not.toBe(403);
    clock.advance(30 * DAY);
    expect(await adminStatus(app, token)).toBe(403);
    expect(await currentStaff(app, token)).toBeNull();
  });

  it('ends 90 days after sign-in however often it is used, with the cookie shortened to match', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    for (let day = 20; day <= 80; day += 20) {
      clock.set(new Date(Date.parse('2026-11-23T03:00:00Z') + day * DAY));
      expect(await currentStaff(app, token)).not.toBeNull();
    }
    clock.set(new Date(Date.parse('2026-11-23T03:00:00Z') + 87 * DAY));
    const nearEnd = await call(app, 'GET', '/api/auth/session', undefined, withCookie(token));
    expect(sessionSetCookie(nearEnd)?.flags.get('max-age')).toBe(String((3 * DAY) / 1000));
    clock.set(new Date(Date.parse('2026-11-23T03:00:00Z') + 90 * DAY));
    expect(await currentStaff(app, token)).toBeNull();
    expect(await adminStatus(app, token)).toBe(403);
  });
});

describe('rotation and sign-out', () => {
  it('issues a new token at every sign-in and ends the session the browser had before', async () => {
    const first = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    const second = tokenOf(await signIn(app, OWNER.email, OWNER.password, withCookie(first)));
    expect(second).not.toBe(first);
    expect(await currentStaff(app, first)).toBeNull();
    expect(await currentStaff(app, second)).toMatchObject({ id: ownerId });
  });

  it('a session token planted before sign-in is not the one the server accepts afterwards (no fixation)', async () => {
    const planted = 'A'.repeat(43);
    const reply = await signIn(app, OWNER.email, OWNER.password, withCookie(planted));
    expect(tokenOf(reply)).not.toBe(planted);
    expect(await currentStaff(app, planted)).toBeNull();
  });

  it('sign-out deletes the session on the server and clears the cookie', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    const other = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    const reply = await call(app, 'POST', '/api/auth/sign-out', undefined, { ...SAME_ORIGIN, ...withCookie(token) });
    expect(reply.status).toBe(200);
    expect(sessionSetCookie(reply)?.flags.get('max-age')).toBe('0');
    expect(await currentStaff(app, token)).toBeNull();
    expect(await adminStatus(app, token)).toBe(403);
    // Another device's session is untouched.
    expect(await currentStaff(app, other)).toMatchObject({ id: ownerId });
  });

  it('sign-out without a session is harmless', async () => {
    const reply = await call(app, 'POST', '/api/auth/sign-out', undefined, SAME_ORIGIN);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ staff: null });
  });
});

describe('staff changes end sessions at once', () => {
  it('deactivating a staff member ends their sessions and refuses sign-in; activating lets them in again', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    await setStaffActive(testDb.db, OWNER.email, false);
    expect(await adminStatus(app, token)).toBe(403);
    expect(await currentStaff(app, token)).toBeNull();
    expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(401);
    await setStaffActive(testDb.db, OWNER.email, true);
    expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(200);
  });

  it('the guard checks that the staff member is active even if a session row survived', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    await testDb.db.update(staff).set({ active: false }).where(eq(staff.id, ownerId));
    expect(await adminStatus(app, token)).toBe(403);
  });

  it('removing a staff member ends their sessions', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    await removeStaff(testDb.db, OWNER.email);
    expect(await adminStatus(app, token)).toBe(403);
    expect(await testDb.db.select().from(sessions)).toHaveLength(0);
  });

  it('a new password ends existing sessions', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    await setStaffPassword(testDb.db, OWNER.email, 'a-brand-new-password');
    expect(await currentStaff(app, token)).toBeNull();
  });
});

describe('lockout against password guessing', () => {
  async function failFor(target: App, email: string, times: number, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      const reply = await signIn(target, email, 'wrong-password-123', headers);
      expect(reply.status).toBe(401);
      clock.advance(MINUTE);
    }
  }

  it('after 5 failures for one e-mail refuses even the right password with 429, a polite message and Retry-After', async () => {
    await failFor(app, OWNER.email, 5);
    const reply = await signIn(app, OWNER.email, OWNER.password);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({
      error: {
        code: 'rate_limited',
        key: 'auth:login.tooManyAttempts',
        params: { count: 10 },
        message: 'Too many sign-in attempts. For your security, please wait 10 minutes and try again.',
      },
    });
    // The first failure was 5 minutes ago; it leaves the 15-minute window in 10 minutes.
    expect(reply.headers.get('retry-after')).toBe('600');
    expect(sessionSetCookie(reply)).toBeNull();
  });

  it('locks unknown e-mails the same way (no hint whether the account exists)', async () => {
    await failFor(app, 'nobody@salon.example', 5);
    expect((await signIn(app, 'nobody@salon.example', 'x-password-1')).status).toBe(429);
  });

  it('counts the e-mail without regard to case or surrounding spaces', async () => {
    await failFor(app, 'OWNER@salon.example', 3);
    await failFor(app, ' owner@SALON.example ', 2);
    expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(429);
  });

  it('lifts once the window has slid past: refused attempts do not extend it', async () => {
    await failFor(app, OWNER.email, 5);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(429);
      clock.advance(MINUTE);
    }
    // Failures at 0..4 minutes; now 10 minutes; the first leaves the window after 15 minutes.
    clock.set(new Date(Date.parse('2026-11-23T03:00:00Z') + 15 * MINUTE + 1));
    const reply = await signIn(app, OWNER.email, OWNER.password);
    expect(reply.status).toBe(200);
  });

  it('a success forgives the e-mail its earlier failures', async () => {
    await failFor(app, OWNER.email, 4);
    expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(200);
    await failFor(app, OWNER.email, 5);
    expect((await signIn(app, OWNER.email, OWNER.password)).status).toBe(429);
  });

  it('survives a restart: a new app over the same database still refuses', async () => {
    await failFor(app, OWNER.email, 5);
    const restarted = createTestApp({ db: testDb.db, clock }).app;
    expect((await signIn(restarted, OWNER.email, OWNER.password)).status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await signIn(restarted, OWNER.email, OWNER.password)).status).toBe(200);
  });

  it('after 20 failures from one IP refuses every e-mail from that IP, but not from another IP', async () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let index = 0; index < 20; index += 1) {
      const reply = await signIn(app, `guess${index}@salon.example`, 'wrong-password-123', attacker);
      expect(reply.status).toBe(401);
    }
    const refused = await signIn(app, OWNER.email, OWNER.password, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await signIn(app, OWNER.email, OWNER.password, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
    clock.advance(15 * MINUTE + 1);
    expect((await signIn(app, OWNER.email, OWNER.password, attacker)).status).toBe(200);
  });

  it('a known password does not reset the IP counter', async () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    const attacker = { 'x-forwarded-for': '203.0.113.8' };
    for (let index = 0; index < 20; index += 1) {
      await signIn(app, `guess${index}@salon.example`, 'wrong-password-123', attacker);
    }
    expect((await signIn(app, OWNER.email, OWNER.password, attacker)).status).toBe(429);
  });

  it('many concurrent guesses for one e-mail get at most 5 password checks', async () => {
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, index) => signIn(app, OWNER.email, `wrong-password-${index}`)),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Each attempt is recorded before it is counted, so however they interleave, at most 5 get
    // through to a password check; refused ones leave no record (the rest may all be refused).
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(checked);
    const recorded = await testDb.db
      .select()
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, 'sign-in-email'), eq(rateLimitEvents.key, OWNER.email)));
    expect(recorded).toHaveLength(checked);
  });
});

describe('lockout across app processes', () => {
  /** On PostgreSQL a second, independent connection pool to the same database (as a second process has). */
  async function secondProcessDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return { db: testDb.db, close: async () => {} }; // PGlite: one process owns the data directory.
    const [row] = await testDb.db
      .select({ name: sql<string>`current_database()` })
      .from(staff)
      .limit(1);
    const name = row?.name;
    if (!name) throw new Error('The test database has no staff row to read its name from.');
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    return { db: handle.db, close: () => handle.close() };
  }

  it('counts failures made through two app processes together, also when they race', async () => {
    const second = await secondProcessDatabase();
    try {
      const appA = createTestApp({ db: testDb.db, clock }).app;
      const appB = createTestApp({ db: second.db, clock }).app;
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          signIn(index % 2 === 0 ? appA : appB, OWNER.email, `wrong-password-${index}`),
        ),
      );
      expect(replies.filter((reply) => reply.status === 401).length).toBeLessThanOrEqual(5);
      // Sequential failures from either process then fill the window; both refuse afterwards.
      for (let index = 0; index < 5; index += 1)
        await signIn(index % 2 === 0 ? appA : appB, OWNER.email, 'nope-nope-nope');
      expect((await signIn(appA, OWNER.email, OWNER.password)).status).toBe(429);
      expect((await signIn(appB, OWNER.email, OWNER.password)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('CSRF: state-changing auth and admin requests must be same-origin', () => {
  it('refuses a cross-site HTML form post to sign-in with 403 JSON', async () => {
    const response = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: `email=${encodeURIComponent(OWNER.email)}&password=${encodeURIComponent(OWNER.password)}`,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'forbidden',
        key: 'common:refusals.crossSite',
        params: {},
        message: 'This request must come from the salon website itself.',
      },
    });
  });

  it('refuses a cross-site sign-out and a cross-site admin write even with a valid session cookie', async () => {
    const token = tokenOf(await signIn(app, OWNER.email, OWNER.password));
    const crossSite = { origin: 'https://evil.example', ...withCookie(token) };
    expect((await call(app, 'POST', '/api/auth/sign-out', undefined, crossSite)).status).toBe(403);
    expect((await call(app, 'POST', '/api/admin/appointments', {}, crossSite)).status).toBe(403);
    expect((await call(app, 'DELETE', '/api/admin/appointments/x', undefined, crossSite)).status).toBe(403);
    // Same-site but another origin (a sibling subdomain) is refused too.
    const sibling = { 'sec-fetch-site': 'same-site', ...withCookie(token) };
    expect((await call(app, 'POST', '/api/auth/sign-out', undefined, sibling)).status).toBe(403);
    expect(await currentStaff(app, token)).toMatchObject({ id: ownerId });
  });

  it('accepts the configured public origin and a request without browser headers', async () => {
    const viaPublicUrl = await call(app, 'POST', '/api/auth/sign-in', OWNER, { origin: 'http://localhost:3000' });
    expect(viaPublicUrl.status).toBe(200);
    const scripted = await call(app, 'POST', '/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
    expect(scripted.status).toBe(200);
  });
});
