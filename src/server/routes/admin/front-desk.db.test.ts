/**
 * The front desk's API through the real app, guard and database: staff bookings, walk-ins,
 * moves, free technicians, and every refusal with its details.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlacementRefusalDetails, FreeTechnicians } from '../../../domain/placement-requests.ts';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { appointmentEvents, appointments, customers, outbox } from '../../db/schema.ts';
import type { AppointmentDetail } from '../../services/appointments/get-appointment-detail.ts';
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

interface Reply {
  appointment: AppointmentDetail;
  error: { code: string; message: string; fields?: Record<string, FieldSentence>; details?: PlacementRefusalDetails };
}

let clock: TestClock;
let app: ReturnType<typeof createTestApp>['app'];
let headers: Record<string, string>;
let manicure: number;
let technicians: { id: string; email: string }[];

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock();
  ({ app } = createTestApp({ db: testDb.db, clock }));
  ({ headers } = await signInAsStaff(app, testDb.db));
  manicure = await menuServiceId(testDb.db, 'Classic Manicure');
  technicians = await seededTechnicians(testDb.db);
});

async function send(method: string, path: string, body?: unknown): Promise<{ status: number; body: Reply }> {
  const response = await call(app, method, `/api/admin/appointments${path}`, body, headers);
  return { status: response.status, body: response.body as Reply };
}

function booking(values: Record<string, unknown> = {}) {
  return {
    serviceIds: [manicure],
    date: TUESDAY,
    time: '11:05',
    technicianId: null,
    name: 'Somchai Desk',
    phone: '081 234 5678',
    source: 'phone',
    ...values,
  };
}

function add(values: Partial<TestAppointment> = {}): Promise<string> {
  return insertTestAppointment(testDb.db, { date: TUESDAY, start: '11:00', status: 'confirmed', ...values });
}

async function outboxOf(id: string) {
  return testDb.db.select().from(outbox).where(eq(outbox.appointmentId, id));
}

async function eventsOf(id: string) {
  return testDb.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
}

describe('POST /api/admin/appointments', () => {
  it("books in English unless staff give the customer's language, which its e-mails then use", async () => {
    const english = await send('POST', '', booking());
    expect(english.status, JSON.stringify(english.body)).toBe(201);
    expect(english.body.appointment.language).toBe('en');
    const russian = await send('POST', '', booking({ time: '14:00', email: 'olga@example.com', language: 'ru' }));
    expect(russian.status, JSON.stringify(russian.body)).toBe(201);
    expect(russian.body.appointment.language).toBe('ru');
    const [confirmation] = (await outboxOf(russian.body.appointment.id)).filter((m) => m.kind === 'booking_confirmed');
    expect(confirmation?.subject).toMatch(/^Ваша запись в .* подтверждена: \d+ [а-я]+ \d{4} г\. в 14:00$/);
    const refused = await send('POST', '', booking({ time: '15:00', language: 'fr' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields?.language?.message).toContain('en, th, ru, zh');
  });

  it('books a confirmed appointment on a 5-minute mark, with its source, customer and event; no e-mail without an address', async () => {
    const reply = await send('POST', '', booking({ technicianId: technicians[0]!.id, notes: 'Allergic to acetone' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const created = reply.body.appointment;
    expect(created).toMatchObject({
      date: TUESDAY,
      startTime: '11:05',
      endTime: '11:35',
      status: 'confirmed',
      source: 'phone',
      capacityOverrideReason: null,
      customerEmail: '',
      technician: { id: technicians[0]!.id },
      notes: 'Allergic to acetone',
    });
    expect(created.customer).not.toBeNull();
    const [customer] = await testDb.db.select().from(customers).where(eq(customers.id, created.customer!.id));
    expect(customer?.phoneKey).toBe('66812345678');
    expect(await outboxOf(created.id)).toEqual([]);
    const events = await eventsOf(created.id);
    expect(events.map((event) => [event.kind, event.detail])).toEqual([['created_by_staff', { source: 'phone' }]]);
    // The dashboard's list says where it came from too.
    const list = await call(app, 'GET', '/api/admin/appointments?time=upcoming', undefined, headers);
    const items = (list.body as { items: { id: string; source: string }[] }).items;
    expect(items.find((item) => item.id === created.id)?.source).toBe('phone');
  });

  it('sends the confirmation e-mail when there is an address', async () => {
    const reply = await send('POST', '', booking({ email: 'guest@example.com', phone: '' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const mails = await outboxOf(reply.body.appointment.id);
    // And its reminder, due the day before (reminders.db.test.ts).
    expect(mails.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ['booking_confirmed', 'guest@example.com'],
      ['booking_reminder', 'guest@example.com'],
    ]);
    expect(mails.find((mail) => mail.kind === 'booking_confirmed')!.icsAttachment).toContain('SEQUENCE:1');
  });

  it.each([
    ['a day closed by the week', { date: '2026-11-29' }, 'date'],
    ['a start before the current 5-minute mark', { date: MONDAY, time: '09:55' }, 'time'],
    ['a start before opening', { time: '09:00' }, 'time'],
    ['an end after closing', { time: '20:45' }, 'time'],
  ])('refuses %s with 422 on the field', async (_label, values, field) => {
    const reply = await send('POST', '', booking(values));
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.fields?.[field]).toBeTruthy();
    expect(await testDb.db.select().from(appointments)).toEqual([]);
  });

  it('refuses a technician who has another appointment then (no buffer), never overridable', async () => {
    const other = await add({ technicianId: technicians[0]!.id, start: '10:45', name: 'Early Bird' });
    const reply = await send(
      'POST',
      '',
      booking({ technicianId: technicians[0]!.id, time: '11:10', override: { reason: 'At the desk' } }),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('conflict');
    expect(reply.body.error.details).toEqual({
      reason: 'technician_busy',
      conflicts: [
        expect.objectContaining({
          id: other,
          date: TUESDAY,
          time: '10:45',
          endTime: '11:15',
          customerName: 'Early Bird',
        }),
      ],
    });
    // Ending exactly when the next starts is no overlap: the buffer is the salon's, not the person's.
    const touching = await send('POST', '', booking({ technicianId: technicians[0]!.id, time: '11:15' }));
    expect(touching.status, JSON.stringify(touching.body)).toBe(201);
  });

  it('refuses a full slot with the appointments filling it, and books it with an override that is stored and recorded', async () => {
    const full = [await add({ start: '11:00' }), await add({ start: '11:00' }), await add({ start: '11:15' })];
    const refused = await send('POST', '', booking());
    expect(refused.status).toBe(409);
    expect(refused.body.error.details?.reason).toBe('slot_full');
    expect(refused.body.error.details?.conflicts.map((conflict) => conflict.id).sort()).toEqual([...full].sort());

    const forced = await send('POST', '', booking({ override: { reason: 'Regular customer at the desk' } }));
    expect(forced.status, JSON.stringify(forced.body)).toBe(201);
    expect(forced.body.appointment.capacityOverrideReason).toBe('Regular customer at the desk');
    const events = await eventsOf(forced.body.appointment.id);
    expect(events[0]?.detail).toEqual({
      source: 'phone',
      overrideReason: 'Regular customer at the desk',
      capacityOverridden: true,
    });
    // An online booking never overrides: the place the override took is not offered again.
    const online = await call(app, 'POST', '/api/bookings', {
      serviceIds: [manicure],
      date: TUESDAY,
      time: '11:30',
      name: 'Online Guest',
      email: 'online@example.com',
      phone: '+66 81 111 2222',
      notes: null,
    });
    expect(online.status).toBe(409);
  });

  it('keeps no reason for an override that was not needed', async () => {
    const reply = await send('POST', '', booking({ override: { reason: 'Just in case' } }));
    expect(reply.status).toBe(201);
    expect(reply.body.appointment.capacityOverrideReason).toBeNull();
  });

  it('refuses an inactive or unknown technician and a service no longer offered', async () => {
    const unknown = await send('POST', '', booking({ technicianId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields?.technicianId).toBeTruthy();
    const missing = await send('POST', '', booking({ serviceIds: [99_999] }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields?.serviceIds).toBeTruthy();
  });
});

describe('POST /api/admin/appointments/walk-in', () => {
  it('starts at the current 5-minute mark as a walk-in', async () => {
    clock.set('2026-11-23T05:38:20Z'); // 12:38 in Phuket
    const reply = await send('POST', '/walk-in', {
      serviceIds: [manicure],
      technicianId: null,
      name: 'Walk In',
      phone: '0812345679',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.appointment).toMatchObject({
      date: MONDAY,
      startTime: '12:35',
      source: 'walk_in',
      status: 'confirmed',
    });
  });

  it('refuses a walk-in while the salon is closed', async () => {
    clock.set('2026-11-23T14:30:00Z'); // 21:30 in Phuket
    const reply = await send('POST', '/walk-in', {
      serviceIds: [manicure],
      technicianId: null,
      name: 'Late',
      phone: '0812345679',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.fields?.time).toBeTruthy();
  });
});

describe('PATCH /api/admin/appointments/:id/move', () => {
  it('moves across dates and technicians, records the move and bumps the version', async () => {
    const id = await add({ date: MONDAY, start: '14:00', technicianId: technicians[0]!.id });
    const reply = await send('PATCH', `/${id}/move`, {
      version: 1,
      date: TUESDAY,
      time: '15:05',
      technicianId: technicians[1]!.id,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.appointment).toMatchObject({
      date: TUESDAY,
      startTime: '15:05',
      endTime: '15:35',
      version: 2,
      technician: { id: technicians[1]!.id },
    });
    const moved = (await eventsOf(id)).find((event) => event.kind === 'moved');
    expect(moved?.detail).toEqual({
      from: { date: MONDAY, time: '14:00', technicianId: technicians[0]!.id },
      to: { date: TUESDAY, time: '15:05', technicianId: technicians[1]!.id },
    });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const id = await add();
    const reply = await send('PATCH', `/${id}/move`, { version: 7, date: TUESDAY, time: '12:00', technicianId: null });
    expect(reply.status).toBe(409);
    expect(reply.body.error.fields?.version?.params.current).toBe('1');
    const [row] = await testDb.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.startTime).toBe('11:00');
  });

  it('applies the same rules to the target: busy technician, full slot with override, past time', async () => {
    const technician = technicians[0]!.id;
    await add({ start: '15:00', technicianId: technician });
    const id = await add({ start: '11:00' });
    const busy = await send('PATCH', `/${id}/move`, {
      version: 1,
      date: TUESDAY,
      time: '15:20',
      technicianId: technician,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.details?.reason).toBe('technician_busy');

    await add({ start: '17:00' });
    await add({ start: '17:00' });
    await add({ start: '17:00' });
    const full = await send('PATCH', `/${id}/move`, { version: 1, date: TUESDAY, time: '17:10', technicianId: null });
    expect(full.status).toBe(409);
    expect(full.body.error.details?.reason).toBe('slot_full');
    expect(full.body.error.details?.conflicts).toHaveLength(3);
    const forced = await send('PATCH', `/${id}/move`, {
      version: 1,
      date: TUESDAY,
      time: '17:10',
      technicianId: null,
      override: { reason: 'Bride party' },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.appointment.capacityOverrideReason).toBe('Bride party');

    const past = await send('PATCH', `/${id}/move`, { version: 2, date: MONDAY, time: '09:55', technicianId: null });
    expect(past.status).toBe(422);
  });

  it('refuses to move a cancelled, completed or no-show appointment', async () => {
    const id = await add({ status: 'cancelled' });
    const reply = await send('PATCH', `/${id}/move`, { version: 1, date: TUESDAY, time: '12:00', technicianId: null });
    expect(reply.status).toBe(409);
  });
});

describe('a technician is never in two places', () => {
  it('refuses assigning a technician who has an overlapping appointment, and allows back-to-back', async () => {
    const technician = technicians[0]!.id;
    await add({ start: '11:00', technicianId: technician });
    const overlapping = await add({ start: '11:20' });
    const refused = await send('PATCH', `/${overlapping}/technician`, { version: 1, technicianId: technician });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details?.reason).toBe('technician_busy');
    const backToBack = await add({ start: '11:30' });
    const assigned = await send('PATCH', `/${backToBack}/technician`, { version: 1, technicianId: technician });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  });

  it("refuses a service that would make the appointment run into the technician's next one", async () => {
    const technician = technicians[0]!.id;
    const first = await add({ start: '11:00', technicianId: technician });
    await add({ start: '11:30', technicianId: technician });
    const pedicure = await menuServiceId(testDb.db, 'Classic Pedicure');
    const reply = await send('POST', `/${first}/services`, {
      version: 1,
      serviceId: pedicure,
      acknowledgeWarnings: true,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error.details?.reason).toBe('technician_busy');
    const [row] = await testDb.db.select().from(appointments).where(eq(appointments.id, first));
    expect(row?.endTime).toBe('11:30');
  });
});

describe('GET /api/admin/appointments/free-technicians', () => {
  it('lists the free and the busy with why', async () => {
    const [first, second] = technicians;
    const mine = await add({ technicianId: first!.id, start: '11:00' });
    await add({ technicianId: second!.id, start: '11:20' });
    const query = `date=${TUESDAY}&time=11:00&durationMinutes=30`;
    const reply = await call(app, 'GET', `/api/admin/appointments/free-technicians?${query}`, undefined, headers);
    expect(reply.status).toBe(200);
    const answer = reply.body as FreeTechnicians;
    expect(answer.busy).toEqual([
      { id: first!.id, name: expect.any(String), why: 'appointment', busyFrom: '11:00', busyUntil: '11:30' },
      { id: second!.id, name: expect.any(String), why: 'appointment', busyFrom: '11:20', busyUntil: '11:50' },
    ]);
    expect(answer.free).toHaveLength(technicians.length - 2);
    const excluding = await call(
      app,
      'GET',
      `/api/admin/appointments/free-technicians?${query}&exclude=${mine}`,
      undefined,
      headers,
    );
    expect((excluding.body as FreeTechnicians).free.map((entry) => entry.id)).toContain(first!.id);
  });

  it('says who is not working on a closed day', async () => {
    const reply = await call(
      app,
      'GET',
      '/api/admin/appointments/free-technicians?date=2026-11-29&time=11:00&durationMinutes=30',
      undefined,
      headers,
    );
    const answer = reply.body as FreeTechnicians;
    expect(answer.free).toEqual([]);
    expect(answer.busy.every((entry) => entry.why === 'not_working')).toBe(true);
  });
});
