/** The owner's technicians' weeks and days off API through the real app, guard, lock and database. */
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { technicianDaysOff, technicianWorkWeeks } from '../../db/schema.ts';
import { insertTestAppointment, seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import type { TechnicianSchedule } from '../../services/schedule/list-technician-schedules.ts';
import {
  expectStatus,
  historyCount,
  historyOf,
  request,
  signInAsOwner,
} from '../../../../test/support/fixtures/schedules.ts';

const testDb = useTestDatabase();
const PATH = '/api/admin/settings/technicians';
/** The test clock stands on Monday 23 November 2026, 10:00 in Phuket. */
const WEDNESDAY = '2026-11-25';

let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let technicianId: string;
let technicianName: string;

beforeEach(async () => {
  await testDb.reset();
  await testDb.db.delete(technicianWorkWeeks);
  await testDb.db.delete(technicianDaysOff);
  ({ app } = createTestApp({ db: testDb.db, clock: createTestClock() }));
  ({ headers } = await signInAsOwner(app, testDb.db));
  const [first] = await seededTechnicians(testDb.db);
  technicianId = first!.id;
  technicianName = first!.email.split('@')[0]!;
});

const day = (opensAtMinute: number, closesAtMinute: number) => ({ opensAtMinute, closesAtMinute });
/** Monday to Friday 10:00–18:00. */
const WEEKDAYS: WeeklyPattern = [
  day(600, 1080),
  day(600, 1080),
  day(600, 1080),
  day(600, 1080),
  day(600, 1080),
  null,
  null,
];

async function schedule(): Promise<TechnicianSchedule> {
  const reply = await request<{ technicians: TechnicianSchedule[] }>(app, headers, 'GET', PATH);
  expectStatus(reply, 200);
  return reply.body.technicians.find((technician) => technician.id === technicianId)!;
}
const putWeek = (body: unknown, id = technicianId) => request(app, headers, 'PUT', `${PATH}/${id}/week`, body);
const addOff = (body: unknown, id = technicianId) =>
  request<{ daysOff: { id: number }[] }>(app, headers, 'POST', `${PATH}/${id}/days-off`, body);

describe('technician weeks', () => {
  it('starts at "whenever the salon is open", saves a week, then goes back, with versions and history', async () => {
    expect(await schedule()).toMatchObject({ displayName: technicianName, pattern: null, version: 0, daysOff: [] });
    expectStatus(await putWeek({ pattern: WEEKDAYS, version: 0 }), 200);
    expect(await schedule()).toMatchObject({ pattern: WEEKDAYS, version: 1 });
    const stale = await putWeek({ pattern: null, version: 0 });
    expectStatus(stale, 409);
    expect(stale.body.error.message).toMatch(/Someone else changed this technician's week/);
    expectStatus(await putWeek({ pattern: null, version: 1 }), 200);
    expect(await schedule()).toMatchObject({ pattern: null, version: 0 });
    const summaries = (await historyOf(testDb.db, 'technicians')).map((row) => row.summary);
    expect(summaries[0]).toBe(
      `Changed ${technicianName}'s working week: Monday whenever open → 10:00–18:00; Tuesday whenever open → 10:00–18:00; Wednesday whenever open → 10:00–18:00; Thursday whenever open → 10:00–18:00; Friday whenever open → 10:00–18:00; Saturday whenever open → closed; Sunday whenever open → closed.`,
    );
    expect(summaries[1]).toBe(`${technicianName} works whenever the salon is open again.`);
  });

  it('lists only this technician’s appointments the narrower week leaves outside, until acknowledged', async () => {
    const [, other] = await seededTechnicians(testDb.db);
    const mine = await insertTestAppointment(testDb.db, { date: WEDNESDAY, start: '19:00', technicianId });
    await insertTestAppointment(testDb.db, { date: WEDNESDAY, start: '19:00', technicianId: other!.id });
    await insertTestAppointment(testDb.db, { date: WEDNESDAY, start: '11:00', technicianId });
    const first = await putWeek({ pattern: WEEKDAYS, version: 0 });
    expectStatus(first, 409);
    expect(first.body.affected?.items.map((item) => item.id)).toEqual([mine]);
    expect(await historyCount(testDb.db)).toBe(0);
    expectStatus(
      await putWeek({ pattern: WEEKDAYS, version: 0, acknowledgedChange: first.body.affected?.fingerprint }),
      200,
    );
  });

  it('answers field messages for a bad week and an unknown technician clearly', async () => {
    const bad = await putWeek({ pattern: [day(600, 500), null, null, null, null, null, null], version: 0 });
    expectStatus(bad, 422);
    expect(bad.body.error.fields?.pattern).toBeTruthy();
    expectStatus(await putWeek({ pattern: null, version: -1 }), 422);
    const unknown = await putWeek({ pattern: null, version: 0 }, '00000000-0000-4000-8000-000000000000');
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toMatch(/Technician not found/);
    expectStatus(await putWeek({ pattern: null, version: 0 }, 'not-a-uuid'), 404);
    expect(await testDb.db.select().from(technicianWorkWeeks)).toEqual([]);
    expect(await historyCount(testDb.db)).toBe(0);
  });
});

describe('days off', () => {
  it('adds a range of days off with a note, lists them, refuses duplicates and removes one once', async () => {
    const added = await addOff({ firstDate: '2026-11-26', lastDate: '2026-11-27', note: 'Family visit' });
    expectStatus(added, 201);
    expect((await schedule()).daysOff.map((off) => [off.date, off.note])).toEqual([
      ['2026-11-26', 'Family visit'],
      ['2026-11-27', 'Family visit'],
    ]);
    const duplicate = await addOff({ firstDate: '2026-11-27', lastDate: '2026-11-28' });
    expectStatus(duplicate, 409);
    expect(duplicate.body.error.message).toBe(
      `${technicianName} already has Fri 27 Nov 2026 off. Choose other dates, or remove that day off first.`,
    );
    const id = added.body.daysOff[0]!.id;
    expectStatus(await request(app, headers, 'DELETE', `${PATH}/days-off/${id}`), 200);
    const again = await request(app, headers, 'DELETE', `${PATH}/days-off/${id}`);
    expectStatus(again, 404);
    expect(again.body.error.message).toMatch(/already removed/);
    expect((await schedule()).daysOff.map((off) => off.date)).toEqual(['2026-11-27']);
    expect((await historyOf(testDb.db, 'technicians')).map((row) => row.summary)).toEqual([
      `${technicianName} is off Thu 26 Nov 2026 – Fri 27 Nov 2026: Family visit.`,
      `${technicianName} works on Thu 26 Nov 2026 after all (day off removed).`,
    ]);
  });

  it('lists the technician’s appointments on those days first, and saves once acknowledged', async () => {
    const booked = await insertTestAppointment(testDb.db, {
      date: WEDNESDAY,
      start: '14:00',
      technicianId,
      name: 'Nok',
    });
    const first = await addOff({ firstDate: WEDNESDAY });
    expectStatus(first, 409);
    expect(first.body.affected?.items.map((item) => [item.id, item.customerName])).toEqual([[booked, 'Nok']]);
    expect(await testDb.db.select().from(technicianDaysOff)).toEqual([]);
    expectStatus(await addOff({ firstDate: WEDNESDAY, acknowledgedChange: first.body.affected?.fingerprint }), 201);
  });

  it('answers field messages for bad days off and writes nothing', async () => {
    for (const [body, field] of [
      [{ firstDate: '2026-11-22' }, 'firstDate'],
      [{ firstDate: 'tomorrow' }, 'firstDate'],
      [{ firstDate: 'x', lastDate: 'y' }, 'firstDate'],
      [{ firstDate: '2026-11-30', lastDate: '2027-01-30' }, 'lastDate'],
      [{ firstDate: '2026-11-30', note: 'n'.repeat(121) }, 'note'],
    ] as const) {
      const reply = await addOff(body);
      expectStatus(reply, 422);
      expect(reply.body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await testDb.db.select().from(technicianDaysOff)).toEqual([]);
    expect(await historyCount(testDb.db)).toBe(0);
  });

  it('refuses a staff session and writes nothing', async () => {
    const { headers: staffHeaders } = await signInAsStaff(app, testDb.db);
    expectStatus(
      await request(app, staffHeaders, 'POST', `${PATH}/${technicianId}/days-off`, { firstDate: WEDNESDAY }),
      403,
    );
    expectStatus(
      await request(app, staffHeaders, 'PUT', `${PATH}/${technicianId}/week`, { pattern: null, version: 0 }),
      403,
    );
    expect(await testDb.db.select().from(technicianDaysOff)).toEqual([]);
  });
});
