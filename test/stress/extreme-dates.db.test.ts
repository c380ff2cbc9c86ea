/**
 * Over real sockets: extreme and malformed dates on every
 * route, each answered within a second, while /api/health is polled and
 * answers throughout. (The request that started this hung the whole process:
 * `?period=daily&date=9999-12-31` looped forever over dates.)
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { signInAsStaff } from '../support/sign-in.ts';
import { apiEndpoints, readKnownIds, seedAppointments } from './hostile-suite.ts';

const testDb = useTestDatabase();
let server: ServerType;
let base = '';
let headers: Record<string, string> = {};
let endpoints: ReturnType<typeof apiEndpoints> = [];

const EXTREME_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1970-01-01',
  '2100-01-01',
  '2026-02-30',
  '+275760-09-13',
  '-000001-01-01',
  '99999-01-01',
  '2026-11',
  '2026-W48',
];
const PERIODS = ['daily', 'weekly', 'monthly'];

beforeAll(async () => {
  await testDb.reset();
  await seedAppointments(testDb.db);
  const { app } = createTestApp({ db: testDb.db, clock: createTestClock() });
  endpoints = apiEndpoints(app);
  headers = (await signInAsStaff(app, testDb.db, 'extreme-dates@salon.example')).headers;
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('extreme dates over real sockets', () => {
  it('every route answers each within a second and health answers throughout', async () => {
    const known = await readKnownIds(testDb.db);
    const healthFailures: string[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
          if (response.status !== 200) healthFailures.push(`health ${response.status}`);
        } catch (error) {
          healthFailures.push(
            `health did not answer: ${String(error)} after ${Math.round(performance.now() - started)} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const slow: string[] = [];
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      const path = endpoint.pattern
        .replace(':serviceId', String(known.serviceIds[0]))
        .replace(
          /:id\b/,
          endpoint.pattern.includes('/technicians/')
            ? (known.technicianIds[0] ?? 'x')
            : endpoint.pattern.includes('/outbox/')
              ? '1'
              : (known.appointmentIds[0] ?? 'x'),
        );
      for (const date of EXTREME_DATES) {
        // Only the statistics route reads a period; the others get one request per date.
        for (const period of endpoint.pattern.endsWith('/stats') ? PERIODS : PERIODS.slice(-1)) {
          const body = JSON.stringify({
            date,
            period,
            serviceIds: known.serviceIds.slice(0, 1),
            time: '11:00',
            version: 1,
          });
          const hasBody = ['POST', 'PATCH', 'PUT'].includes(endpoint.method);
          const started = performance.now();
          try {
            const response = await fetch(
              `${base}${path}?date=${encodeURIComponent(date)}&period=${period}&services=1&version=1`,
              {
                method: endpoint.method,
                headers: {
                  ...(endpoint.admin ? headers : {}),
                  ...(hasBody ? { 'content-type': 'application/json' } : {}),
                },
                ...(hasBody ? { body } : {}),
                signal: AbortSignal.timeout(1_000),
              },
            );
            await response.arrayBuffer();
            if (response.status >= 500) failures.push(`${response.status}: ${endpoint.method} ${path} date=${date}`);
          } catch (error) {
            slow.push(`${endpoint.method} ${path} date=${date} period=${period}: ${String(error)}`);
          }
          const ms = performance.now() - started;
          if (ms > 1_000) slow.push(`${endpoint.method} ${path} date=${date}: ${Math.round(ms)} ms`);
          sent += 1;
        }
      }
    }
    polling = false;
    await poller;
    const statsRoutes = endpoints.filter((endpoint) => endpoint.pattern.endsWith('/stats')).length;
    expect(statsRoutes).toBeGreaterThan(0);
    expect(sent).toBe((endpoints.length + statsRoutes * (PERIODS.length - 1)) * EXTREME_DATES.length);
    expect(failures).toEqual([]);
    expect(slow).toEqual([]);
    expect(healthFailures).toEqual([]);
  }, 600_000);
});
