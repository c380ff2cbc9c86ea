/**
 * A request that runs too long is answered 503
 * and named in the log; a value the database refuses as data is a 400, not a
 * 500; a client that breaks its body mid-request is logged as a client
 * abort, never as an unhandled error. Real database, real sockets.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../../config/salon.ts';
import { call, createTestClock } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { createApp } from '../app.ts';
import { staff } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { renderError } from './render-error.ts';
import { isDataRefusedByDatabase } from './request-faults.ts';

const testDb = useTestDatabase();
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

beforeAll(() => testDb.reset());

/** The product's logger (its error serializer included), writing JSON lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function appWith(overrides: Partial<AppDeps>) {
  const { logger, lines } = recordingLogger();
  const deps: AppDeps = {
    db: testDb.db,
    engine,
    clock: createTestClock(),
    logger,
    salon: defaultSalonConfig,
    publicUrl: 'http://localhost:3000',
    production: false,
    ...overrides,
  };
  return { app: createApp(deps), lines };
}

describe('a request that runs too long', () => {
  let release: (() => void) | undefined;
  afterEach(() => release?.());

  it('is answered 503 with Retry-After and named in the log, and the server goes on answering', async () => {
    const { app, lines } = appWith({ requestTimeoutMs: 300 });
    // Another transaction holds the booking engine's lock on the date, so the booking waits.
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = testDb.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7246004, hashtext('2026-11-25'))`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockTaken;
    const reply = await call(
      app,
      'POST',
      '/api/bookings',
      {
        serviceIds: [1],
        date: '2026-11-25',
        time: '12:00',
        name: 'Slow Lane',
        email: 'slow@example.com',
        phone: '+66812345678',
        idempotencyKey: 'timeout-test-key-0001',
      },
      { 'content-type': 'application/json' },
    );
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(reply.body).toMatchObject({ error: { code: 'service_unavailable' } });
    const logged = lines.find((line) => line.msg === 'request took too long and was answered 503');
    expect(logged).toMatchObject({ method: 'POST', path: '/api/bookings', timeoutMs: 300 });
    expect(logged?.requestId).toEqual(expect.any(String));
    release?.();
    await holder;
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('a value the database refuses as data', () => {
  it('is recognised from the real driver errors of both engines', async () => {
    const nul = await testDb.db.execute(sql`select ${'a\u0000b'}::text`).catch((error: unknown) => error);
    const overflow = await testDb.db.execute(sql`select ${'2147483648'}::int`).catch((error: unknown) => error);
    const syntax = await testDb.db.execute(sql`select ${'two'}::int`).catch((error: unknown) => error);
    const bug = await testDb.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    expect(isDataRefusedByDatabase(overflow)).toBe(true);
    expect(isDataRefusedByDatabase(syntax)).toBe(true);
    expect(isDataRefusedByDatabase(nul)).toBe(true);
    expect(isDataRefusedByDatabase(bug)).toBe(false);
  });

  it('answers 400 with a readable message, while a real bug stays a 500 logged with its route', async () => {
    const { logger, lines } = recordingLogger();
    const app = new Hono<AppEnv>()
      .get('/overflow', async () => {
        await testDb.db.execute(sql`select ${'2147483648'}::int`);
        return new Response('unreachable');
      })
      .get('/bug/:id', async () => {
        await testDb.db.execute(sql`select * from no_such_table`);
        return new Response('unreachable');
      });
    app.onError(renderError(logger));
    const refused = await app.request('/overflow');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'bad_request', message: expect.stringMatching(/cannot be stored/) },
    });
    const bug = await app.request('/bug/7');
    expect(bug.status).toBe(500);
    expect(JSON.stringify(await bug.json())).not.toMatch(/no_such_table/);
    expect(lines.find((line) => line.msg === 'unhandled error')).toMatchObject({ route: '/bug/:id', path: '/bug/7' });
  });
});

describe('a client that breaks its request mid-body', () => {
  it('is logged as a client abort, not as an unhandled error or a 500', async () => {
    const { app, lines } = appWith({});
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const port = (server.address() as AddressInfo).port;
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/bookings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
        );
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      setTimeout(() => socket.destroy(), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => server.close(resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    expect(lines.filter((line) => line.status === 500)).toEqual([]);
    expect(lines.find((line) => line.msg === 'client aborted the request')).toMatchObject({ path: '/api/bookings' });
  });
});

describe('the log line of a real fault', () => {
  const customer = { name: 'Somchai Privatename', email: 'somchai.private@example.com', phone: '+66 81 999 0001' };

  const forbidden = [customer.name, customer.email, customer.phone, 'Privatename', 'somchai.private', '999 0001'];

  it('a booking that meets a broken database: route, request id and SQLSTATE, none of the customer', async () => {
    const { app, lines } = appWith({});
    // A fault of ours: the table the booking statement reads and writes is missing.
    await testDb.db.execute(sql`alter table customers rename to customers_away`);
    try {
      const response = await call(
        app,
        'POST',
        '/api/bookings',
        { serviceIds: [1], date: '2026-11-25', time: '12:00', ...customer, idempotencyKey: 'fault-log-test-key-01' },
        { 'x-request-id': 'fault-42P01' },
      );
      expect(response.status).toBe(500);
    } finally {
      await testDb.db.execute(sql`alter table customers_away rename to customers`);
    }
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      route: '/api/bookings',
      path: '/api/bookings',
      requestId: 'fault-42P01',
      code: '42P01',
    });
    const text = JSON.stringify(lines);
    for (const value of forbidden) expect(text).not.toContain(value);
    // Still enough to find the bug: the statement's SQL, without its values.
    expect(JSON.stringify(logged)).toMatch(/customers/);
  });

  it('a unique violation: the constraint, not the value in its detail', async () => {
    const { logger, lines } = recordingLogger();
    const app = new Hono<AppEnv>().get('/duplicate', async () => {
      await testDb.db.insert(staff).values({ email: customer.email });
      await testDb.db.insert(staff).values({ email: customer.email });
      return new Response('unreachable');
    });
    app.onError(renderError(logger));
    expect((await app.request('/duplicate')).status).toBe(500);
    await testDb.db.delete(staff).where(sql`email = ${customer.email}`);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ route: '/duplicate', code: '23505' });
    expect(JSON.stringify(logged)).toMatch(/staff_email_lower_unique/);
    const text = JSON.stringify(lines);
    for (const value of forbidden) expect(text).not.toContain(value);
  });

  it('a real fault while the client has gone is an unhandled error, not a client abort', async () => {
    const { logger, lines } = recordingLogger();
    const app = new Hono<AppEnv>().get('/bug', async () => {
      await testDb.db.execute(sql`select * from no_such_table`);
      return new Response('unreachable');
    });
    app.onError(renderError(logger));
    const gone = new AbortController();
    gone.abort();
    const response = await app.request(new Request('http://localhost/bug', { signal: gone.signal }));
    expect(response.status).toBe(500);
    expect(lines.find((line) => line.msg === 'unhandled error')).toMatchObject({ level: 50, clientGone: true });
    expect(lines.filter((line) => line.msg === 'client aborted the request')).toEqual([]);
  });
});
