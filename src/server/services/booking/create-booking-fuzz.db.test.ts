/** Fuzzed bad input on POST /api/bookings: never a 5xx, never a written appointment (fast-check). */
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase as openTestDatabase } from '../../../../test/support/test-database.ts';
import {
  allServiceIds,
  bookingBody,
  TEST_SUNDAY,
  TEST_TOMORROW,
  writeCounts,
} from '../../../../test/support/fixtures/bookings.ts';

const testDb = openTestDatabase();
const clock = createTestClock();
let app: ReturnType<typeof createTestApp>['app'];
let serviceIds: number[] = [];

beforeAll(() => {
  app = createTestApp({ db: testDb.db, clock }).app;
});
beforeEach(async () => {
  await testDb.reset();
  serviceIds = await allServiceIds(testDb.db);
});

/** Values that are wrong for the field they replace, whatever else the body holds. */
const badValue = {
  serviceIds: fc.oneof(
    fc.constant([]),
    fc.anything().filter((v) => !Array.isArray(v)),
    fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer({ min: -5, max: 0 })), { minLength: 1 }),
    fc.array(fc.integer({ min: 100_000, max: 2 ** 53 }), { minLength: 1, maxLength: 5 }),
    fc.integer({ min: 1, max: 32 }).map((id) => [id, id]),
    fc.constant(Array.from({ length: 13 }, (_, i) => i + 1)),
  ),
  date: fc.oneof(
    fc.string(),
    fc.anything().filter((v) => typeof v !== 'string'),
    fc.constantFrom(TEST_SUNDAY, '2026-11-22', '2026-12-14', '2026-02-30', '9999-12-31', '0000-01-01', '2026-1-1'),
  ),
  time: fc.oneof(
    fc.string().filter((s) => !/^(1\d|20):(00|15|30|45)$/.test(s)),
    fc.anything().filter((v) => typeof v !== 'string'),
    fc.constantFrom('09:45', '21:00', '23:59', '20:45', '10:07', '24:00', '-1:00', ' 11:00'),
  ),
  name: fc.oneof(
    fc.constantFrom('', '   ', '\u0000', 'a\u0007b', 'x'.repeat(101)),
    fc.anything().filter((v) => typeof v !== 'string'),
  ),
  email: fc.oneof(
    fc.string().filter((s) => !s.includes('@')),
    fc.anything().filter((v) => typeof v !== 'string'),
    fc.constantFrom('a@', '@b.com', 'a b@c.com', `${'x'.repeat(250)}@example.com`),
  ),
  phone: fc.oneof(
    fc.string().filter((s) => (s.match(/\d/g) ?? []).length < 8),
    fc.anything().filter((v) => typeof v !== 'string'),
    fc.constantFrom('+', '+1234567', '1'.repeat(21), '12345678x', '++12345678'),
  ),
  notes: fc.oneof(
    fc.constantFrom('x'.repeat(1001), 'a\u0000b'),
    fc.anything().filter((v) => typeof v !== 'string' && v !== undefined && v !== null),
  ),
  idempotencyKey: fc.oneof(fc.string({ maxLength: 15 }), fc.constantFrom('bad key with spaces!!', 'x'.repeat(101))),
  website: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
};
type Field = keyof typeof badValue;
const fields = Object.keys(badValue) as Field[];

describe('fuzzed bad input on create booking', () => {
  it('never answers 5xx and never writes, for a valid body with one or more fields broken', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(fields, { minLength: 1 }).chain((broken) =>
          fc.record({
            broken: fc.constant(broken),
            values: fc.tuple(...broken.map((field) => badValue[field])),
            extra: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
          }),
        ),
        async ({ broken, values, extra }) => {
          const body: Record<string, unknown> = { ...extra, ...bookingBody([serviceIds[0]!], { date: TEST_TOMORROW }) };
          broken.forEach((field, index) => {
            body[field] = values[index];
          });
          const response = await call(app, 'POST', '/api/bookings', body);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.body).toHaveProperty('error.message');
          expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('never answers 5xx and never writes, for any JSON value or any text as the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string(),
          fc.string({ unit: 'binary' }),
        ),
        async (text) => {
          const response = await call(app, 'POST', '/api/bookings', text, { 'content-type': 'application/json' });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('never answers 5xx on fuzzed availability queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (date, services) => {
        const query = new URLSearchParams({ date, services }).toString();
        const response = await call(app, 'GET', `/api/bookings/availability?${query}`);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
