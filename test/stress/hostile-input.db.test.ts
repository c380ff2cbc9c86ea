/**
 * Hostile input on every API endpoint, fast variant: a few
 * hundred fuzzed requests over the whole route table, admin routes with a
 * live owner session (so the owner-only settings routes are reached too) and
 * appointments present. Never a 5xx; a refused
 * request writes nothing. The long run is `npm run stress:hostile`.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../src/server/db/schema.ts';
import { createTestApp, createTestClock } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { apiEndpoints, changedTables, runHostileInput, tableSnapshot } from './hostile-suite.ts';
import { runHostileSweep, sweptParameters } from './hostile-sweep.ts';

const testDb = useTestDatabase();

beforeAll(async () => {
  // The fuzz books many times from one address: lift the per-IP booking limit so it keeps reaching the engine.
  process.env.BOOKING_RATE_LIMIT_MAX = '1000000';
  await testDb.reset();
});

describe('hostile input', () => {
  it('enumerates the public, auth and admin endpoints from the route table', () => {
    const { app } = createTestApp({ db: testDb.db });
    const endpoints = apiEndpoints(app).map((endpoint) => `${endpoint.method} ${endpoint.pattern}`);
    expect(endpoints).toContain('POST /api/bookings');
    expect(endpoints).toContain('GET /api/bookings/availability');
    expect(endpoints).toContain('POST /api/auth/sign-in');
    expect(endpoints).toContain('PATCH /api/admin/appointments/:id/status');
    expect(endpoints).toContain('POST /api/admin/outbox/:id/retry');
    // The owner-only settings routes are in the table, so they are fuzzed and swept too.
    expect(endpoints).toContain('PUT /api/admin/settings/hours');
    expect(endpoints).toContain('DELETE /api/admin/settings/menu/services/:id');
    expect(endpoints).toContain('DELETE /api/admin/settings/technicians/days-off/:dayOffId');
    expect(endpoints).toContain('PATCH /api/admin/settings/accounts/:id/role');
    expect(endpoints).toContain('GET /api/admin/settings/history');
    expect(endpoints.filter((endpoint) => endpoint.includes(' /api/admin/settings')).length).toBeGreaterThanOrEqual(29);
    expect(endpoints.some((endpoint) => endpoint.includes('*'))).toBe(false);
  });

  it('notices a write in any table (the checker itself can fail)', async () => {
    const before = await tableSnapshot(testDb.db);
    const { app } = createTestApp({ db: testDb.db });
    const response = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceIds: [1],
        date: '2026-11-27',
        time: '16:00',
        name: 'Checker',
        email: 'checker@example.com',
        phone: '+66 81 234 5678',
      }),
    });
    expect(response.status).toBe(201);
    expect(changedTables(before, await tableSnapshot(testDb.db))).toEqual([
      'appointment_services',
      'appointments',
      // The booking's customer record.
      'customers',
      'outbox',
    ]);
  });

  it('never answers 5xx and never writes from a refused request, on every endpoint', async () => {
    const clock = createTestClock();
    const { app } = createTestApp({ db: testDb.db, clock });
    const summary = await runHostileInput({ app, db: testDb.db, numRuns: 400 });
    expect(summary.violations).toEqual([]);
    expect(summary.counterexample).toBeUndefined();
    expect(Object.keys(summary.byEndpoint)).toHaveLength(summary.endpoints);
    // The fuzz reached the handlers, not only the validators: some requests were accepted.
    const accepted = Object.entries(summary.byStatus).filter(([status]) => Number(status) < 300);
    expect(accepted.length).toBeGreaterThan(0);
    expect(summary.byStatus['422'] ?? 0).toBeGreaterThan(0);
    // The owner routes were fuzzed with an owner's session: the fuzz account is an owner, no settings
    // request was stopped by the owner guard (403), and some reached a handler's answer.
    const [fuzzer] = await testDb.db
      .select({ role: staff.role })
      .from(staff)
      .where(eq(staff.email, 'hostile-fuzz@salon.example'));
    expect(fuzzer?.role).toBe('owner');
    const settings = Object.entries(summary.byEndpointStatus).filter(([key]) => key.includes(' /api/admin/settings'));
    expect(settings.length).toBeGreaterThanOrEqual(29);
    expect(settings.filter(([, statuses]) => (statuses['403'] ?? 0) > 0).map(([key]) => key)).toEqual([]);
    expect(settings.some(([, statuses]) => Object.keys(statuses).some((status) => Number(status) < 300))).toBe(true);
  }, 180_000);

  it('sweeps every parameter of every endpoint with each class of extreme value: no 5xx, within a second, health throughout, no write from a refusal', async () => {
    const { app } = createTestApp({ db: testDb.db, clock: createTestClock() });
    const summary = await runHostileSweep({ app, db: testDb.db, stride: 4 });
    console.log(
      `hostile sweep: ${summary.requests} requests, statuses ${JSON.stringify(summary.byStatus)}, slowest ${Math.round(summary.slowest.ms)} ms (${summary.slowest.description})`,
    );
    expect(summary.violations).toEqual([]);
    expect(summary.endpoints).toBe(apiEndpoints(app).length);
    expect(summary.parameters).toBe(
      apiEndpoints(app).reduce((sum, endpoint) => sum + sweptParameters(endpoint).length, 0),
    );
    // The sweep reached handlers (some accepted) and validators (many refused).
    expect(Object.keys(summary.byStatus).some((status) => Number(status) < 300)).toBe(true);
    expect(summary.byStatus['422'] ?? 0).toBeGreaterThan(100);
    expect(summary.byStatus['404'] ?? 0).toBeGreaterThan(20);
  }, 600_000);
});
