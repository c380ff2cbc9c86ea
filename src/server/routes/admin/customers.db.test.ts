/** The Customers API through the real app, guard and database: list, search, record, notes, lookup. */
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { CustomerMatch } from '../../../domain/placement-requests.ts';
import { CUSTOMER_NOTES_MAX_LENGTH, type CustomerPage, type CustomerRecord } from '../../../domain/customers.ts';
import { customerEvents, customers, lineLinks, whatsappOptIns } from '../../db/schema.ts';
import { seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import { emptyCustomers, insertCustomerAppointment } from '../../../../test/support/fixtures/customers.ts';

const testDb = useTestDatabase();

// 2026-11-23 10:00 in Phuket.
const clock = createTestClock('2026-11-23T03:00:00Z');
let annaId: string;
let borisId: string;
let completedId: string;
let technicianEmail: string;

const anna = { name: 'Anna Smith', email: 'Anna@Example.com', phone: '+66812345678' };

beforeEach(async () => {
  await testDb.reset();
  await emptyCustomers(testDb.db);
  const [technician] = await seededTechnicians(testDb.db);
  technicianEmail = technician!.email;
  // Anna: two e-mail spellings and two phone spellings, one person.
  const first = await insertCustomerAppointment(testDb.db, {
    ...anna,
    date: '2026-11-01',
    start: '11:00',
    status: 'completed',
    discountPercentage: 10,
    technicianId: technician!.id,
  });
  annaId = first.customerId;
  completedId = first.appointmentId;
  const again = { ...anna, email: 'anna@example.com', phone: '081-234-5678' };
  await insertCustomerAppointment(testDb.db, {
    ...again,
    date: '2026-11-10',
    start: '12:00',
    status: 'completed',
    services: ['Classic Manicure', 'Manicure (French Nails)'],
    discountPercentage: 20,
  });
  await insertCustomerAppointment(testDb.db, {
    ...again,
    date: '2026-11-05',
    start: '12:00',
    status: 'completed',
    discountPercentage: 100,
  });
  await insertCustomerAppointment(testDb.db, { ...again, date: '2026-11-12', start: '12:00', status: 'cancelled' });
  await insertCustomerAppointment(testDb.db, { ...again, date: '2026-11-15', start: '12:00', status: 'no_show' });
  await insertCustomerAppointment(testDb.db, { ...again, date: '2026-11-23', start: '09:00', status: 'pending' });
  await insertCustomerAppointment(testDb.db, { ...again, date: '2026-11-23', start: '12:00', status: 'pending' });
  await insertCustomerAppointment(testDb.db, { ...again, date: '2026-11-24', start: '12:00', status: 'confirmed' });
  borisId = (
    await insertCustomerAppointment(testDb.db, {
      name: 'Борис Иванов',
      email: 'boris@example.ru',
      phone: '+7 912 345 6789',
      date: '2026-11-02',
      start: '10:00',
      status: 'completed',
    })
  ).customerId;
  await insertCustomerAppointment(testDb.db, {
    name: 'ณัฐพล ใจดี',
    email: 'nat@example.co.th',
    phone: '089 999 0000',
    date: '2026-11-03',
    start: '10:00',
    status: 'confirmed',
  });
});

async function signedIn() {
  const { app } = createTestApp({ db: testDb.db, clock });
  const session = await signInAsStaff(app, testDb.db);
  return {
    email: session.email,
    get: (path: string) => call(app, 'GET', path, undefined, session.headers),
    patch: (path: string, body: unknown) => call(app, 'PATCH', path, body, session.headers),
  };
}

async function list(query = '') {
  const client = await signedIn();
  const response = await client.get(`/api/admin/customers${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CustomerPage;
}

describe('GET /api/admin/customers', () => {
  it('refuses anonymous requests', async () => {
    const { app } = createTestApp({ db: testDb.db, clock });
    expect((await call(app, 'GET', '/api/admin/customers')).status).toBe(401);
    expect((await call(app, 'GET', `/api/admin/customers/${annaId}`)).status).toBe(401);
  });

  it('lists each person once, alphabetically, with visits, upcoming, money after discounts, cancellations and no-shows', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.name)).toEqual(['Anna Smith', 'Борис Иванов', 'ณัฐพล ใจดี']);
    const row = page.items[0]!;
    expect(row).toMatchObject({
      id: annaId,
      // Three completed: 400 − 10 % = 360; (400 + 590) − 20 % = 792; 400 − 100 % = 0.
      visits: 3,
      totalSpentThb: 360 + 792,
      // Pending at 12:00 today and confirmed tomorrow; the pending one at 09:00 has ended by 10:00.
      upcoming: 2,
      cancellations: 1,
      noShows: 1,
      lastVisit: '2026-11-10',
      // Contacts as typed in the latest appointment.
      email: 'anna@example.com',
      phone: '081-234-5678',
    });
    expect(page.items[2]).toMatchObject({ visits: 0, totalSpentThb: 0, lastVisit: null, upcoming: 0 });
  });

  it('finds a customer by a phone in another format, by any case of the e-mail, or by a piece of the name', async () => {
    expect((await list('?q=081%20234%205678')).items.map((item) => item.id)).toEqual([annaId]);
    expect((await list('?q=%2B66%2081%20234')).items.map((item) => item.id)).toEqual([annaId]);
    expect((await list('?q=ANNA%40EXAMPLE.COM')).items.map((item) => item.id)).toEqual([annaId]);
    expect((await list(`?q=${encodeURIComponent('иван')}`)).items.map((item) => item.id)).toEqual([borisId]);
    expect((await list('?q=nobody')).items).toEqual([]);
    // Another e-mail and phone booked together with Anna's known phone joined Anna (decision 150): found by either.
    await insertCustomerAppointment(testDb.db, {
      name: 'Anna at work',
      email: 'anna.work@office.example',
      phone: '+66 81 234 5678',
      date: '2026-11-06',
      start: '12:00',
      status: 'cancelled',
    });
    await insertCustomerAppointment(testDb.db, {
      name: 'Anna Smith',
      email: 'anna@example.com',
      phone: '02 555 0101',
      date: '2026-11-07',
      start: '12:00',
      status: 'cancelled',
    });
    expect((await list('?q=office.example')).items.map((item) => item.id)).toEqual([annaId]);
    expect((await list('?q=02%20555%200101')).items.map((item) => item.id)).toEqual([annaId]);
    expect((await list('?q=%2B66%202%20555')).items.map((item) => item.id)).toEqual([annaId]);
    const client = await signedIn();
    for (const contact of ['anna.work@', '02 555 01', '+66 2 555']) {
      const found = await client.get(`/api/admin/customers/lookup?contact=${encodeURIComponent(contact)}`);
      expect(
        (found.body as { matches: CustomerMatch[] }).matches.map((match) => match.customerId),
        contact,
      ).toEqual([annaId]);
    }
    // LIKE wildcards are text, not patterns.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('pages with a bounded page size', async () => {
    const first = await list('?pageSize=10&page=1');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 3, pageCount: 1 });
    const beyond = await list('?pageSize=10&page=2');
    expect(beyond.items).toEqual([]);
    const client = await signedIn();
    for (const query of ['?pageSize=1000', '?pageSize=7', '?page=0', '?page=1e3', `?q=${'x'.repeat(101)}`]) {
      const response = await client.get(`/api/admin/customers${query}`);
      expect(response.status, query).toBe(422);
    }
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('answers the record: contacts, totals, notes, upcoming and past appointments with their prices', async () => {
    const client = await signedIn();
    const response = await client.get(`/api/admin/customers/${annaId}`);
    expect(response.status).toBe(200);
    const record = (response.body as { customer: CustomerRecord }).customer;
    expect(record).toMatchObject({ name: 'Anna Smith', notes: '', version: 1, visits: 3, noShows: 1 });
    // One entry per person-level key, as most recently typed.
    expect(record.emails).toEqual(['anna@example.com']);
    expect(record.phones).toEqual(['081-234-5678']);
    expect(record.upcomingAppointments.map((item) => `${item.date} ${item.startTime}`)).toEqual([
      '2026-11-23 12:00',
      '2026-11-24 12:00',
    ]);
    expect(record.pastAppointments.map((item) => item.date)).toEqual([
      '2026-11-23',
      '2026-11-15',
      '2026-11-12',
      '2026-11-10',
      '2026-11-05',
      '2026-11-01',
    ]);
    const firstVisit = record.pastAppointments.at(-1)!;
    expect(firstVisit).toMatchObject({
      id: completedId,
      status: 'completed',
      services: ['Classic Manicure'],
      technician: technicianEmail.split('@')[0],
      priceAfterDiscountThb: 360,
    });
    expect(record.pastAppointments.find((item) => item.date === '2026-11-10')?.services).toEqual([
      'Classic Manicure',
      'Manicure (French Nails)',
    ]);
  });

  it('says which channels the customer chose besides e-mail: none, then LINE linked and WhatsApp agreed, then stopped', async () => {
    const client = await signedIn();
    const channelsOf = async () =>
      ((await client.get(`/api/admin/customers/${annaId}`)).body as { customer: CustomerRecord }).customer.channels;
    expect(await channelsOf()).toEqual({ line: null, whatsapp: null });

    const linkedAt = new Date('2026-11-20T04:00:00Z');
    const optedInAt = new Date('2026-11-21T05:30:00Z');
    const wording = 'Send my confirmations and reminders by WhatsApp to +66 81 234 5678';
    await testDb.db.insert(lineLinks).values({ customerId: annaId, lineUserId: 'Uanna', linkedAt });
    await testDb.db
      .insert(whatsappOptIns)
      .values({ customerId: annaId, phoneE164: '+66812345678', wording, optedInAt });
    expect(await channelsOf()).toEqual({
      line: { linkedAt: linkedAt.toISOString(), stoppedAt: null },
      whatsapp: { phone: '+66812345678', wording, optedInAt: optedInAt.toISOString(), stoppedAt: null },
    });

    const stoppedAt = new Date('2026-11-22T06:00:00Z');
    await testDb.db.update(lineLinks).set({ stoppedAt }).where(eq(lineLinks.customerId, annaId));
    await testDb.db.update(whatsappOptIns).set({ stoppedAt }).where(eq(whatsappOptIns.customerId, annaId));
    const stopped = await channelsOf();
    expect(stopped.line?.stoppedAt).toBe(stoppedAt.toISOString());
    expect(stopped.whatsapp?.stoppedAt).toBe(stoppedAt.toISOString());
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const client = await signedIn();
    const unknown = await client.get('/api/admin/customers/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'Customer not found' } });
    expect((await client.get('/api/admin/customers/not-a-uuid')).status).toBe(404);
  });
});

describe('PATCH /api/admin/customers/:id/notes', () => {
  const path = () => `/api/admin/customers/${annaId}/notes`;

  it('saves the notes with a new version and records who changed them', async () => {
    const client = await signedIn();
    const notes = 'Allergic to acetone.\nPrefers Khun May.\tPatch test 2026-11-01: fine.';
    const saved = await client.patch(path(), { version: 1, notes });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const record = (saved.body as { customer: CustomerRecord }).customer;
    expect(record).toMatchObject({ notes, version: 2 });
    expect(record.notesHistory).toHaveLength(1);
    expect(record.notesHistory[0]?.by).toBe(client.email);
    const [event] = await testDb.db.select().from(customerEvents).where(eq(customerEvents.customerId, annaId));
    expect(event).toMatchObject({ kind: 'notes_changed', detail: { before: '', after: notes } });

    // The same text again changes nothing.
    const again = await client.patch(path(), { version: 2, notes });
    expect((again.body as { customer: CustomerRecord }).customer.version).toBe(2);
    expect((await testDb.db.select({ n: count() }).from(customerEvents))[0]?.n).toBe(1);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const client = await signedIn();
    expect((await client.patch(path(), { version: 1, notes: 'First' })).status).toBe(200);
    const stale = await client.patch(path(), { version: 1, notes: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'conflict' } });
    const [row] = await testDb.db.select().from(customers).where(eq(customers.id, annaId));
    expect(row).toMatchObject({ notes: 'First', version: 2 });
  });

  it('refuses notes past the bound or with control characters, and bad versions, with 422', async () => {
    const client = await signedIn();
    for (const body of [
      { version: 1, notes: 'x'.repeat(CUSTOMER_NOTES_MAX_LENGTH + 1) },
      { version: 1, notes: 'bell\u0007' },
      { version: 1, notes: 'nul\u0000' },
      { version: 0, notes: 'ok' },
      { version: '1', notes: 'ok' },
      { version: 1 },
      { version: 1, notes: 42 },
    ]) {
      const response = await client.patch(path(), body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await client.patch(path(), { version: 1, notes: 'x'.repeat(CUSTOMER_NOTES_MAX_LENGTH) })).status).toBe(200);
    const unknown = await client.patch('/api/admin/customers/00000000-0000-4000-8000-000000000000/notes', {
      version: 1,
      notes: 'ok',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/admin/customers/lookup', () => {
  it('offers earlier details by a phone in another format or the start of an e-mail, at most five', async () => {
    const client = await signedIn();
    await client.patch(`/api/admin/customers/${annaId}/notes`, { version: 1, notes: 'Acetone allergy' });
    const byPhone = await client.get(`/api/admin/customers/lookup?contact=${encodeURIComponent('081 234')}`);
    expect(byPhone.status).toBe(200);
    const matches = (byPhone.body as { matches: CustomerMatch[] }).matches;
    expect(matches).toEqual([
      {
        customerId: annaId,
        name: 'Anna Smith',
        email: 'anna@example.com',
        phone: '081-234-5678',
        notes: 'Acetone allergy',
        visits: 3,
      },
    ]);
    const byEmail = await client.get('/api/admin/customers/lookup?contact=BORIS%40');
    expect((byEmail.body as { matches: CustomerMatch[] }).matches.map((match) => match.customerId)).toEqual([borisId]);

    for (let index = 0; index < 7; index += 1) {
      await insertCustomerAppointment(testDb.db, {
        name: `Many ${index}`,
        email: `many${index}@example.com`,
        phone: '',
        date: '2026-11-04',
        start: '10:00',
      });
    }
    const many = await client.get('/api/admin/customers/lookup?contact=many');
    expect((many.body as { matches: CustomerMatch[] }).matches).toHaveLength(5);
    expect((await client.get('/api/admin/customers/lookup?contact=ab')).status).toBe(422);
    expect((await client.get('/api/admin/customers/lookup')).status).toBe(422);
  });
});
