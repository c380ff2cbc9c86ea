/**
 * An app over a test database with a pinned, movable clock and silent logs.
 * Requests go through `app.request()`: the full middleware stack, no socket.
 */
import { defaultSalonConfig, type SalonConfig } from '../../src/config/salon.ts';
import type { AppDeps } from '../../src/server/app-env.ts';
import { createApp } from '../../src/server/app.ts';
import type { Database, DatabaseEngine } from '../../src/server/db/client.ts';
import { silentLogger } from '../../src/server/logger.ts';

export interface TestClock {
  (): Date;
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

/** A clock that stands still until told to move. */
export function createTestClock(start: Date | string = '2026-11-23T03:00:00Z'): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (instant) => {
    now = new Date(instant).getTime();
  };
  clock.advance = (milliseconds) => {
    now += milliseconds;
  };
  return clock;
}

export interface TestAppOptions {
  readonly db: Database;
  readonly engine?: DatabaseEngine;
  readonly clock?: TestClock;
  readonly salon?: SalonConfig;
  readonly production?: boolean;
  readonly clientDir?: string;
}

export function createTestApp(options: TestAppOptions) {
  const clock = options.clock ?? createTestClock();
  const deps: AppDeps = {
    db: options.db,
    engine: options.engine ?? 'pglite',
    clock,
    logger: silentLogger,
    salon: options.salon ?? defaultSalonConfig,
    publicUrl: 'http://localhost:3000',
    production: options.production ?? false,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  };
  return { app: createApp(deps), clock, deps };
}

/** JSON request helper: `await call(app, 'POST', '/api/bookings', body)`. */
export async function call(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await app.request(path, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
