/** The owner's closures API through the real app, guard, lock and database. */
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { Closure } from '../../../domain/salon-settings.ts';
import { closures } from '../../db/schema.ts';
import { insertTestAppointment } from '../../../../test/support/fixtures/appointments.ts';
import {
  expectStatus,
  historyCount,
  historyOf,
  request,
  signInAsOwner,
} from '../../../../test/support/fixtures/schedules.ts';

const testDb = useTestDatabase();
const PATH = '/api/admin/settings/closures';
/** The test clock stands on Monday 23 November 2026, 10:00 in Phuket. */
const TUESDAY = '2026-11-24';

let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(closures);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers } = await signInAsOwner(app, testDb.db));
});

const wholeDay = { fromMinute: null, toMinute: null };
const list = async () => (await request<{ closures: Closure[] }>(app, headers, 'GET', PATH)).body.closures;
const add = (body: unknown) => request<{ closures: Closure[] }>(app, headers, 'POST', PATH, body);

describe('closures', () => {
  it('adds a whole-day closure for a range, one row per date, and records one sentence', async () => {
    const reply = await add({ firstDate: '2027-04-13', lastDate: '2027-04-15', ...wholeDay, reason: ' Songkran ' });
    expectStatus(reply, 201);
    expect(reply.body.closures.map((closure) => closure.date)).toEqual(['2027-04-13', '2027-04-14', '2027-04-15']);
    expect((await list()).map((closure) => [closure.date, closure.reason])).toEqual([
      ['2027-04-13', 'Songkran'],
      ['2027-04-14', 'Songkran'],
      ['2027-04-15', 'Songkran'],
    ]);
    expect((await historyOf(testDb.db, 'closures')).map((row) => row.summary)).toEqual([
      'Closed Tue 13 Apr 2027 – Thu 15 Apr 2027 all day: Songkran.',
    ]);
  });

  it('adds part of a day and refuses an overlapping one clearly, but not one beside it', async () => {
    expectStatus(await add({ firstDate: TUESDAY, fromMinute: 720, toMinute: 900, reason: 'Training' }), 201);
    const overlapping = await add({ firstDate: TUESDAY, fromMinute: 840, toMinute: 960, reason: 'Again' });
    expectStatus(overlapping, 409);
    expect(overlapping.body.error.message).toBe(
      'Tue 24 Nov 2026 already has a closure (12:00–15:00: Training). Remove it first, or choose other dates or times.',
    );
    const wholeDayOver = await add({ firstDate: TUESDAY, ...wholeDay, reason: 'Holiday' });
    expectStatus(wholeDayOver, 409);
    expectStatus(await add({ firstDate: TUESDAY, fromMinute: 900, toMinute: 960, reason: 'Stock take' }), 201);
    expect(await list()).toHaveLength(2);
    expect((await historyOf(testDb.db, 'closures'))[0]?.summary).toBe('Closed Tue 24 Nov 2026 12:00–15:00: Training.');
  });

  it('answers field messages for bad input and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ firstDate: '2026-11-30', ...wholeDay, reason: '' }, 'reason'],
      [{ firstDate: '2026-11-30', ...wholeDay, reason: 'x'.repeat(121) }, 'reason'],
      [{ firstDate: '2026-11-30', ...wholeDay, reason: 'a\u0000b' }, 'reason'],
      [{ firstDate: '2026-02-30', ...wholeDay, reason: 'Holiday' }, 'firstDate'],
      [{ firstDate: '2026-11-22', ...wholeDay, reason: 'Yesterday' }, 'firstDate'],
      [{ firstDate: '2026-11-30', lastDate: '2026-11-29', ...wholeDay, reason: 'Holiday' }, 'lastDate'],
      [{ firstDate: '2026-11-30', lastDate: '2026-12-31', ...wholeDay, reason: 'Long' }, 'lastDate'],
      [{ firstDate: '9999-99-99', lastDate: '2026-11-30', ...wholeDay, reason: 'Fuzzed' }, 'firstDate'],
      [{ firstDate: '2026-11-30', lastDate: 'soon', ...wholeDay, reason: 'Fuzzed' }, 'lastDate'],
      [{ firstDate: '2026-11-30', ...wholeDay, reason: 'Fuzzed', acknowledgedChange: 'yes' }, 'acknowledgedChange'],
      [{ firstDate: '2026-11-30', fromMinute: 600, toMinute: null, reason: 'Half' }, 'toMinute'],
      [{ firstDate: '2026-11-30', fromMinute: 900, toMinute: 600, reason: 'Backwards' }, 'toMinute'],
      [{ firstDate: '2026-11-30', fromMinute: 610, toMinute: 900, reason: 'Off grid' }, 'fromMinute'],
    ];
    for (const [body, field] of cases) {
      const reply = await add(body);
      expectStatus(reply, 422);
      expect(reply.body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await testDb.db.select().from(closures)).toEqual([]);
    expect(await historyCount(testDb.db)).toBe(0);
  });

  it('lists the appointments a closure covers and adds it only once that exact list is acknowledged', async () => {
    const inside = await insertTestAppointment(testDb.db, { date: TUESDAY, start: '13:00', name: 'Mali' });
    await insertTestAppointment(testDb.db, { date: TUESDAY, start: '16:00' }); // after the closure
    await insertTestAppointment(testDb.db, { date: TUESDAY, start: '12:30', status: 'cancelled' });
    const body = { firstDate: TUESDAY, fromMinute: 720, toMinute: 900, reason: 'Training' };
    const first = await add(body);
    expectStatus(first, 409);
    expect(first.body.affected?.items.map((item) => [item.id, item.customerName])).toEqual([[inside, 'Mali']]);
    expect(await testDb.db.select().from(closures)).toEqual([]);
    expectStatus(await add({ ...body, acknowledgedChange: 'f'.repeat(32) }), 409);
    expectStatus(await add({ ...body, acknowledgedChange: first.body.affected?.fingerprint }), 201);
  });

  it('caps the list and says how many there are', async () => {
    for (let hour = 10; hour < 21; hour += 1) {
      for (const minutes of ['00', '30']) {
        await insertTestAppointment(testDb.db, { date: '2026-11-25', start: `${hour}:${minutes}` });
      }
    }
    const reply = await add({ firstDate: '2026-11-25', ...wholeDay, reason: 'Holiday' });
    expectStatus(reply, 409);
    expect(reply.body.affected?.total).toBe(22);
    expect(reply.body.affected?.items).toHaveLength(20);
    expect(reply.body.error.message).toMatch(/^22 appointments are outside/);
  });

  it('removes a closure once; a second removal is a clear 404', async () => {
    const added = await add({ firstDate: '2026-12-01', ...wholeDay, reason: 'Holiday' });
    const id = added.body.closures[0]!.id;
    expectStatus(await request(app, headers, 'DELETE', `${PATH}/${id}`), 200);
    const again = await request(app, headers, 'DELETE', `${PATH}/${id}`);
    expectStatus(again, 404);
    expect(again.body.error.message).toMatch(/already removed/);
    expectStatus(await request(app, headers, 'DELETE', `${PATH}/0x1`), 404);
    expect(await list()).toEqual([]);
    expect((await historyOf(testDb.db, 'closures')).map((row) => row.summary)).toEqual([
      'Closed Tue 1 Dec 2026 all day: Holiday.',
      'Removed the closure on Tue 1 Dec 2026 all day: Holiday.',
    ]);
  });

  it('does not list past closures', async () => {
    await testDb.db.insert(closures).values({ date: '2026-11-20', reason: 'Past' });
    await testDb.db.insert(closures).values({ date: '2026-11-23', reason: 'Today' });
    expect((await list()).map((closure) => closure.reason)).toEqual(['Today']);
  });

  it('refuses a staff session and writes nothing', async () => {
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db);
    expectStatus(await request(app, staffHeaders, 'GET', PATH), 403);
    const reply = await request(app, staffHeaders, 'POST', PATH, { firstDate: TUESDAY, ...wholeDay, reason: 'x' });
    expectStatus(reply, 403);
    expect(await testDb.db.select().from(closures)).toEqual([]);
  });
});
