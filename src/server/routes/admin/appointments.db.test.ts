/** The appointments dashboard and detail API through the real app, guard and database. */
import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { appointmentEvents, appointments, appointmentServices, outbox, services, staff } from '../../db/schema.ts';
import type { AppointmentDetail } from '../../services/appointments/get-appointment-detail.ts';
import type { AppointmentPage } from '../../services/appointments/list-appointments.ts';
import {
  insertTestAppointment,
  menuServiceId,
  seededTechnicians,
  type TestAppointment,
} from '../../../../test/support/fixtures/appointments.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = useTestDatabase();

/** The default test clock: Monday 23 November 2026, 10:00 in Phuket (03:00 UTC). */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, FieldSentence> };
}

let clock: TestClock;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let staffEmail: string;

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock();
  ({ app } = createTestApp({ db: testDb.db, clock }));
  ({ headers, email: staffEmail } = await signInAsStaff(app, testDb.db));
});

function add(values: Partial<TestAppointment> = {}): Promise<string> {
  return insertTestAppointment(testDb.db, { date: TUESDAY, start: '11:00', ...values });
}

async function list(query = ''): Promise<AppointmentPage & { today: string }> {
  const response = await call(app, 'GET', `/api/admin/appointments${query}`, undefined, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AppointmentPage & { today: string };
}

async function names(query = ''): Promise<string[]> {
  return (await list(query)).items.map((item) => item.customerName);
}

async function detail(id: string): Promise<AppointmentDetail> {
  const response = await call(app, 'GET', `/api/admin/appointments/${id}`, undefined, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { appointment: AppointmentDetail }).appointment;
}

async function edit(method: string, path: string, body?: unknown) {
  const response = await call(app, method, `/api/admin/appointments/${path}`, body, headers);
  return { status: response.status, body: response.body as { appointment: AppointmentDetail } & ErrorReply };
}

async function eventCount(id: string): Promise<number> {
  const [row] = await testDb.db
    .select({ value: count() })
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, id));
  return row?.value ?? 0;
}

describe('guard', () => {
  it('refuses every route without a staff session', async () => {
    const id = await add();
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/technicians'],
      ['GET', `/${id}`],
      ['PATCH', `/${id}/status`],
      ['DELETE', `/${id}?version=1`],
    ] as const) {
      const response = await call(app, method, `/api/admin/appointments${path}`, method === 'PATCH' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await detail(id)).version).toBe(1);
  });
});

describe('dashboard list', () => {
  it('sorts by date, then start time, and pages on the server', async () => {
    await add({ date: TUESDAY, start: '14:00', name: 'C' });
    await add({ date: MONDAY, start: '16:00', name: 'B' });
    await add({ date: TUESDAY, start: '10:00', name: 'D-early' });
    await add({ date: MONDAY, start: '10:15', name: 'A' });
    expect(await names()).toEqual(['A', 'B', 'D-early', 'C']);

    for (let index = 0; index < 21; index += 1) {
      await add({ date: '2026-12-01', start: '10:00', name: `Bulk ${index}` });
    }
    const second = await list('?pageSize=10&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: 25, pageCount: 3, filtered: false });
    expect(second.items).toHaveLength(10);
    const third = await list('?pageSize=10&page=3');
    expect(third.items).toHaveLength(5);
    const all = [...(await list('?pageSize=10')).items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(all).size).toBe(25);
    expect((await list('?pageSize=10&page=9')).items).toEqual([]);
  });

  it('shows services, totals and the price after discount', async () => {
    const technician = (await seededTechnicians(testDb.db))[0]!;
    await add({
      services: ['Classic Manicure', 'Gel Polish Pedicure'],
      discountPercentage: 10,
      technicianId: technician.id,
    });
    const [item] = (await list()).items;
    expect(item).toMatchObject({
      startTime: '11:00',
      endTime: '12:30',
      status: 'pending',
      version: 1,
      discountPercentage: 10,
      totalPriceThb: 1100,
      totalDurationMinutes: 90,
      priceAfterDiscountThb: 990,
      technician: { id: technician.id, email: technician.email, displayName: technician.email.split('@')[0] },
      services: [
        { name: 'Classic Manicure', priceThb: 400, durationMinutes: 30 },
        { name: 'Gel Polish Pedicure', priceThb: 700, durationMinutes: 60 },
      ],
    });
    expect(item?.reference).toMatch(/^[0-9A-F]{8}$/);
  });

  it('searches name and e-mail case-insensitively and the phone by substring', async () => {
    await add({ name: 'Anna Svensson', email: 'anna@example.se', phone: '+46 70 123 4567' });
    await add({ name: 'Somchai Dee', email: 'SOMCHAI@Mail.example', phone: '081-234-5678' });
    await add({ name: 'Li Wei', email: 'liwei@example.cn', phone: '+86 139 0000 0000' });

    expect(await names('?q=ANNA')).toEqual(['Anna Svensson']);
    expect(await names('?q=svens')).toEqual(['Anna Svensson']);
    expect(await names('?q=somchai%40mail')).toEqual(['Somchai Dee']);
    expect(await names('?q=234-5678')).toEqual(['Somchai Dee']);
    expect(await names('?q=%2B46')).toEqual(['Anna Svensson']);
    // Digits typed with other spacing still find the phone.
    expect(await names('?q=0812345678')).toEqual(['Somchai Dee']);
    expect(await names('?q=70%20123')).toEqual(['Anna Svensson']);
    expect(await names('?q=nobody')).toEqual([]);
    // Never across the end of one field and the start of the next.
    expect(await names('?q=svensson%0Aanna')).toEqual([]);
    // LIKE wildcards are matched literally.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
    expect((await list('?q=anna')).filtered).toBe(true);
  });

  it('filters by status', async () => {
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled'] as const) {
      await add({ status, name: status });
    }
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect(await names(`?status=${status}`)).toEqual([status]);
    }
    expect(await names('?status=all')).toHaveLength(4);
  });

  it('filters by time in salon dates: today, tomorrow, week from Monday, upcoming', async () => {
    await add({ date: '2026-11-22', start: '12:00', name: 'last Sunday' });
    await add({ date: MONDAY, start: '10:00', name: 'today in progress' }); // until 10:30
    await add({ date: MONDAY, start: '09:00', services: ['Classic Manicure'], name: 'today ended' }); // until 09:30
    await add({ date: MONDAY, start: '15:00', name: 'today later' });
    await add({ date: TUESDAY, start: '11:00', name: 'tomorrow' });
    await add({ date: '2026-11-29', start: '11:00', name: 'this Sunday' });
    await add({ date: '2026-11-30', start: '11:00', name: 'next Monday' });

    expect(await names('?time=today')).toEqual(['today ended', 'today in progress', 'today later']);
    expect(await names('?time=tomorrow')).toEqual(['tomorrow']);
    expect(await names('?time=week')).toEqual([
      'today ended',
      'today in progress',
      'today later',
      'tomorrow',
      'this Sunday',
    ]);
    expect(await names('?time=upcoming')).toEqual([
      'today in progress',
      'today later',
      'tomorrow',
      'this Sunday',
      'next Monday',
    ]);
    expect(await names('?time=all')).toHaveLength(7);
  });

  it("uses the salon's date, not UTC: 00:30 Tuesday in Phuket is still Monday in UTC", async () => {
    await add({ date: MONDAY, name: 'monday' });
    await add({ date: TUESDAY, name: 'tuesday' });
    clock.set('2026-11-23T17:30:00Z');
    const page = await list('?time=today');
    expect(page.today).toBe(TUESDAY);
    expect(page.items.map((item) => item.customerName)).toEqual(['tuesday']);
  });

  it('filters by technician and by no technician', async () => {
    const [first, second] = await seededTechnicians(testDb.db);
    await add({ technicianId: first!.id, name: 'first' });
    await add({ technicianId: second!.id, name: 'second' });
    await add({ name: 'nobody' });
    expect(await names(`?technician=${first!.id}`)).toEqual(['first']);
    expect(await names(`?technician=${second!.id.toUpperCase()}`)).toEqual(['second']);
    expect(await names('?technician=unassigned')).toEqual(['nobody']);
    expect(await names('?technician=all')).toHaveLength(3);
  });

  it('combines search and filters', async () => {
    await add({ name: 'Anna One', status: 'confirmed' });
    await add({ name: 'Anna Two', status: 'pending' });
    await add({ name: 'Bea', status: 'confirmed' });
    expect(await names('?q=anna&status=confirmed')).toEqual(['Anna One']);
  });

  it.each([
    ['?status=done', 'status', 'The status filter must be all, pending, confirmed, completed, cancelled or no_show.'],
    ['?time=yesterday', 'time', 'The time filter must be all, today, tomorrow, week or upcoming.'],
    ['?technician=bob', 'technician', "The technician filter must be all, unassigned or a technician's id."],
    ['?page=0', 'page', 'The page must be a whole number from 1 to 10000.'],
    ['?pageSize=1000', 'pageSize', 'The page size must be one of 10, 25, 50, 100.'],
  ])('refuses %s with 422 and a clear message', async (query, field, message) => {
    const response = await call(app, 'GET', `/api/admin/appointments${query}`, undefined, headers);
    expect(response.status).toBe(422);
    expect((response.body as ErrorReply).error.fields?.[field]?.message).toBe(message);
  });

  it('lists technicians for the selects, with whether they are active', async () => {
    const [first] = await seededTechnicians(testDb.db);
    await testDb.db.update(staff).set({ active: false }).where(eq(staff.id, first!.id));
    const response = await call(app, 'GET', '/api/admin/appointments/technicians', undefined, headers);
    expect(response.status).toBe(200);
    const { technicians } = response.body as { technicians: { id: string; active: boolean; displayName: string }[] };
    expect(technicians.length).toBeGreaterThanOrEqual(4);
    expect(technicians.find((technician) => technician.id === first!.id)?.active).toBe(false);
    // Staff who are not technicians (the signed-in one) are not offered.
    expect(technicians.some((technician) => technician.displayName === staffEmail.split('@')[0])).toBe(false);
  });
});

describe('detail', () => {
  it('answers 404 "Appointment not found" for unknown and malformed ids, never 500', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      '1',
      "1' or '1'='1",
      '%E0%A4%A',
      'a'.repeat(500),
    ]) {
      const response = await call(app, 'GET', `/api/admin/appointments/${id}`, undefined, headers);
      expect(response.status, id).toBe(404);
      expect((response.body as ErrorReply).error.message).toBe('Appointment not found');
    }
    for (const [method, path, body] of [
      ['PATCH', 'abc/status', { version: 1, status: 'confirmed' }],
      ['PATCH', '00000000-0000-4000-8000-000000000000/discount', { version: 1, discountPercentage: 10 }],
      ['DELETE', 'abc?version=1', undefined],
    ] as const) {
      const response = await edit(method, path, body);
      expect(response.status, path).toBe(404);
      expect(response.body.error.message).toBe('Appointment not found');
    }
  });

  it('shows contact, notes, services, addable services and totals', async () => {
    const id = await add({ notes: 'Allergic to acetone', services: ['Classic Manicure'] });
    const appointment = await detail(id);
    expect(appointment).toMatchObject({ id, notes: 'Allergic to acetone', totalPriceThb: 400, events: [], emails: [] });
    expect(appointment.addableServices.some((service) => service.name === 'Classic Manicure')).toBe(false);
    expect(appointment.addableServices.find((service) => service.name === 'Classic Pedicure')).toMatchObject({
      priceThb: 450,
      durationMinutes: 45,
      categoryName: 'Nails',
      warnings: [],
    });
  });
});

describe('status changes', () => {
  const allowed = [
    ['pending', 'confirmed'],
    ['pending', 'completed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
    ['completed', 'confirmed'],
    ['cancelled', 'pending'],
  ] as const;
  const statuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

  it.each(allowed)('%s to %s is accepted, bumps the version and is recorded', async (from, to) => {
    const id = await add({ status: from });
    const { status, body } = await edit('PATCH', `${id}/status`, { version: 1, status: to });
    expect(status).toBe(200);
    expect(body.appointment).toMatchObject({ status: to, version: 2 });
    expect(body.appointment.events).toMatchObject([
      { kind: 'status_changed', detail: { from, to }, staffEmail: staffEmail },
    ]);
  });

  it('refuses every other change with 409 and a clear message, changing nothing', async () => {
    for (const from of statuses) {
      for (const to of statuses) {
        if (allowed.some(([a, b]) => a === from && b === to)) continue;
        const id = await add({ status: from });
        const { status, body } = await edit('PATCH', `${id}/status`, { version: 1, status: to });
        expect(status, `${from} -> ${to}`).toBe(409);
        expect(body.error.message).toMatch(from === to ? `already ${to}` : `cannot become ${to}`);
        const after = await detail(id);
        expect(after).toMatchObject({ status: from, version: 1 });
        expect(await eventCount(id)).toBe(0);
      }
    }
  });

  it('refuses an unknown status with 422', async () => {
    const id = await add();
    const { status, body } = await edit('PATCH', `${id}/status`, { version: 1, status: 'done' });
    expect(status).toBe(422);
    expect(body.error.fields?.status?.message).toBe('The status must be pending, confirmed, completed or cancelled.');
  });

  it('confirming writes the confirmation e-mail to the outbox in the same change, shown as not yet sent', async () => {
    const id = await add({ email: 'guest@example.com' });
    const { status, body } = await edit('PATCH', `${id}/status`, { version: 1, status: 'confirmed' });
    expect(status).toBe(200);
    const rows = await testDb.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.appointmentId, id), eq(outbox.kind, 'booking_confirmed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'booking_confirmed', recipient: 'guest@example.com', status: 'pending' });
    // Newest first: the reminder planned for the day before (reminders.db.test.ts), then the confirmation.
    expect(body.appointment.emails).toMatchObject([
      { kind: 'booking_reminder', status: 'pending', sentAt: null },
      { kind: 'booking_confirmed', status: 'pending', sentAt: null },
    ]);

    await testDb.db
      .update(outbox)
      .set({ attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' })
      .where(eq(outbox.appointmentId, id));
    expect((await detail(id)).emails[1]).toMatchObject({
      attempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
  });

  it('other changes write no e-mail', async () => {
    const id = await add();
    await edit('PATCH', `${id}/status`, { version: 1, status: 'cancelled' });
    const [row] = await testDb.db.select({ value: count() }).from(outbox).where(eq(outbox.appointmentId, id));
    expect(row?.value).toBe(0);
  });
});

describe('concurrent edits', () => {
  it('a stale version is refused with 409 "changed by someone else" and nothing changes', async () => {
    const id = await add();
    expect((await edit('PATCH', `${id}/discount`, { version: 1, discountPercentage: 10 })).status).toBe(200);
    const stale = await edit('PATCH', `${id}/status`, { version: 1, status: 'confirmed' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);
    expect(stale.body.error.fields?.version?.params.current).toBe('2');
    expect(await detail(id)).toMatchObject({ status: 'pending', version: 2, discountPercentage: 10 });
    const [outboxRows] = await testDb.db.select({ value: count() }).from(outbox);
    expect(outboxRows?.value).toBe(0);
  });

  it('of two simultaneous edits with the same version exactly one wins', async () => {
    const id = await add();
    const [technician] = await seededTechnicians(testDb.db);
    const results = await Promise.all([
      edit('PATCH', `${id}/status`, { version: 1, status: 'confirmed' }),
      edit('PATCH', `${id}/technician`, { version: 1, technicianId: technician!.id }),
      edit('PATCH', `${id}/discount`, { version: 1, discountPercentage: 20 }),
      edit('POST', `${id}/services`, { version: 1, serviceId: await menuServiceId(testDb.db, 'Classic Pedicure') }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await detail(id)).version).toBe(2);
    expect(await eventCount(id)).toBe(1);
  });
});

describe('technician assignment', () => {
  it('assigns an active technician and unassigns, recording both', async () => {
    const id = await add();
    const [technician] = await seededTechnicians(testDb.db);
    const assigned = await edit('PATCH', `${id}/technician`, { version: 1, technicianId: technician!.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.appointment.technician?.id).toBe(technician!.id);
    const cleared = await edit('PATCH', `${id}/technician`, { version: 2, technicianId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.appointment.technician).toBeNull();
    expect(cleared.body.appointment.events.map((event) => event.kind)).toEqual([
      'technician_changed',
      'technician_changed',
    ]);
    expect(cleared.body.appointment.events[0]?.detail).toMatchObject({ from: { id: technician!.id }, to: null });
  });

  it('refuses an inactive technician, staff who are not technicians and unknown ids with 422', async () => {
    const id = await add();
    const [technician] = await seededTechnicians(testDb.db);
    await testDb.db.update(staff).set({ active: false }).where(eq(staff.id, technician!.id));
    const [signedIn] = await testDb.db.select({ id: staff.id }).from(staff).where(eq(staff.email, staffEmail));
    for (const technicianId of [technician!.id, signedIn!.id, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await edit('PATCH', `${id}/technician`, { version: 1, technicianId });
      expect(status).toBe(422);
      expect(body.error.message).toBe('Choose an active technician.');
    }
    const malformed = await edit('PATCH', `${id}/technician`, { version: 1, technicianId: 'bob' });
    expect(malformed.status).toBe(422);
    expect(await detail(id)).toMatchObject({ technician: null, version: 1 });
  });
});

describe('discounts', () => {
  it.each([0, 10, 20, 100])('accepts a discount of %s percent and recomputes the price', async (discountPercentage) => {
    const id = await add({ services: ['Classic Manicure', 'Classic Pedicure'], discountPercentage: 0 });
    const { status, body } = await edit('PATCH', `${id}/discount`, { version: 1, discountPercentage });
    expect(status).toBe(200);
    expect(body.appointment).toMatchObject({
      discountPercentage,
      totalPriceThb: 850,
      priceAfterDiscountThb: Math.round((850 * (100 - discountPercentage)) / 100),
    });
    expect(await eventCount(id)).toBe(discountPercentage === 0 ? 0 : 1);
  });

  it.each([5, 15, 50, -10, 10.5, '10', null])('refuses %o with 422', async (discountPercentage) => {
    const id = await add();
    const { status, body } = await edit('PATCH', `${id}/discount`, { version: 1, discountPercentage });
    expect(status).toBe(422);
    expect(body.error.fields?.discountPercentage?.message).toBe('The discount must be 0, 10, 20 or 100 percent.');
    expect((await detail(id)).version).toBe(1);
  });
});

describe('editing services', () => {
  it('adding copies the current menu values and moves the end time', async () => {
    const id = await add({ start: '11:00', services: ['Classic Manicure'] });
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure');
    await testDb.db.update(services).set({ priceThb: 480 }).where(eq(services.id, pedicure));
    const { status, body } = await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure });
    expect(status).toBe(200);
    expect(body.appointment).toMatchObject({
      endTime: '12:15',
      totalPriceThb: 880,
      totalDurationMinutes: 75,
      version: 2,
      services: [
        { name: 'Classic Manicure', priceThb: 400 },
        { name: 'Classic Pedicure', priceThb: 480, durationMinutes: 45 },
      ],
    });
    // A later menu change never rewrites the booked line.
    await testDb.db.update(services).set({ priceThb: 999 }).where(eq(services.id, pedicure));
    expect((await detail(id)).totalPriceThb).toBe(880);
    expect(body.appointment.events[0]).toMatchObject({
      kind: 'service_added',
      detail: { name: 'Classic Pedicure', endTime: { from: '11:30', to: '12:15' }, warnings: [] },
    });
  });

  it('refuses a service already booked (409) and an unknown or withdrawn one (422)', async () => {
    const id = await add({ services: ['Classic Manicure'] });
    const manicure = await menuServiceId(testDb.db, 'Classic Manicure');
    expect((await edit('POST', `${id}/services`, { version: 1, serviceId: manicure })).status).toBe(409);
    expect((await edit('POST', `${id}/services`, { version: 1, serviceId: 99_999 })).status).toBe(422);
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure');
    await testDb.db.update(services).set({ active: false }).where(eq(services.id, pedicure));
    const withdrawn = await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure });
    expect(withdrawn.status).toBe(422);
    expect(withdrawn.body.error.message).toBe('That service is not on the menu any more.');
    expect((await detail(id)).version).toBe(1);
  });

  it('warns before ending after closing time, and saves once staff acknowledge', async () => {
    const id = await add({ start: '20:15', services: ['Classic Manicure'] }); // 20:15-20:45
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure'); // +45 -> 21:30
    const before = await detail(id);
    expect(before.addableServices.find((service) => service.id === pedicure)?.warnings).toEqual(['closing_time']);

    const refused = await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields?.closing_time?.message).toBe(
      'With that service the appointment would end after closing time (21:30).',
    );
    expect((await detail(id)).services).toHaveLength(1);

    const saved = await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure, acknowledgeWarnings: true });
    expect(saved.status).toBe(200);
    expect(saved.body.appointment.endTime).toBe('21:30');
    expect(saved.body.appointment.events[0]?.detail).toMatchObject({ warnings: ['closing_time'] });
  });

  it('warns before exceeding capacity', async () => {
    for (let index = 0; index < 3; index += 1) {
      await add({ start: '12:00', status: 'confirmed' }); // occupy 12:00-13:00 with buffer
    }
    const id = await add({ start: '11:00', services: ['Classic Manicure'] }); // 11:00-11:30, occupies to 12:00
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure');
    const refused = await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['capacity']);
    expect(
      (await edit('POST', `${id}/services`, { version: 1, serviceId: pedicure, acknowledgeWarnings: true })).status,
    ).toBe(200);
  });

  it('refuses an end after midnight even when acknowledged', async () => {
    const id = await add({ start: '20:00', services: ['Mega Volume Lashes'] }); // until 22:00
    for (const name of ['Russian Volume Lashes']) {
      const serviceId = await menuServiceId(testDb.db, name);
      expect((await edit('POST', `${id}/services`, { version: 1, serviceId, acknowledgeWarnings: true })).status).toBe(
        200,
      );
    }
    const kimK = await menuServiceId(testDb.db, 'Kim K Style Lashes');
    const late = await edit('POST', `${id}/services`, { version: 2, serviceId: kimK, acknowledgeWarnings: true });
    expect(late.status).toBe(422);
    expect(late.body.error.message).toMatch(/after midnight/);
  });

  it('removing moves the end time; the last service cannot be removed', async () => {
    const id = await add({ start: '11:00', services: ['Classic Manicure', 'Classic Pedicure'] });
    const manicure = await menuServiceId(testDb.db, 'Classic Manicure');
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure');
    const removed = await edit('DELETE', `${id}/services/${manicure}?version=1`);
    expect(removed.status).toBe(200);
    expect(removed.body.appointment).toMatchObject({ endTime: '11:45', totalPriceThb: 450, version: 2 });
    expect(removed.body.appointment.events[0]).toMatchObject({
      kind: 'service_removed',
      detail: { name: 'Classic Manicure' },
    });

    const last = await edit('DELETE', `${id}/services/${pedicure}?version=2`);
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/at least one service/);
    expect(await detail(id)).toMatchObject({ version: 2, endTime: '11:45' });

    expect((await edit('DELETE', `${id}/services/${manicure}?version=2`)).status).toBe(404);
    // A service id that is not a canonical decimal names no service: 0x2 must not remove service 2.
    for (const bad of [
      'x',
      `0x${pedicure.toString(16)}`,
      `${pedicure}.0`,
      `+${pedicure}`,
      `${pedicure}e0`,
      `0${pedicure}`,
    ]) {
      expect((await edit('DELETE', `${id}/services/${bad}?version=2&acknowledge=1`)).status).toBe(404);
    }
    expect(await detail(id)).toMatchObject({ version: 2, endTime: '11:45' });
    expect((await edit('DELETE', `${id}/services/${pedicure}`)).status).toBe(422);
  });
});

describe('deleting', () => {
  it('needs the current version, then removes the appointment and its services', async () => {
    const id = await add();
    await edit('PATCH', `${id}/discount`, { version: 1, discountPercentage: 10 });
    const stale = await edit('DELETE', `${id}?version=1`);
    expect(stale.status).toBe(409);
    const deleted = await edit('DELETE', `${id}?version=2`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, id });
    expect((await call(app, 'GET', `/api/admin/appointments/${id}`, undefined, headers)).status).toBe(404);
    const [lines] = await testDb.db
      .select({ value: count() })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, id));
    expect(lines?.value).toBe(0);
    const [rows] = await testDb.db
      .select({ value: count() })
      .from(appointments)
      .where(and(eq(appointments.id, id)));
    expect(rows?.value).toBe(0);
  });
});
