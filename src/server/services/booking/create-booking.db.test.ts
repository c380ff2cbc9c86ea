/** POST /api/bookings: every rule and message of the booking engine. */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase as openTestDatabase } from '../../../../test/support/test-database.ts';
import { appointments, appointmentServices, outbox, services } from '../../db/schema.ts';
import {
  bookingBody,
  insertAppointment,
  serviceByName,
  TEST_LAST_DAY,
  TEST_SUNDAY,
  TEST_TODAY,
  TEST_TOMORROW,
  writeCounts,
} from '../../../../test/support/fixtures/bookings.ts';
import { createBooking } from './create-booking.ts';
import { bookingRequestSchema } from '../../../domain/booking-request.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { defaultSalonDetails } from '../settings/salon-settings-store.ts';
import { attachCustomer } from '../customers/attach-customer.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const testDb = openTestDatabase();
const clock = createTestClock();
let app: ReturnType<typeof createTestApp>['app'];
let manicure: { id: number; priceThb: number; durationMinutes: number };
let lashes: { id: number; priceThb: number; durationMinutes: number };

interface ErrorResponse {
  error: { code: string; message: string; fields?: Record<string, FieldSentence> };
}
interface BookingResponse {
  booking: {
    reference: string;
    date: string;
    time: string;
    endTime: string;
    status: string;
    services: { id: number; name: string; priceThb: number; durationMinutes: number }[];
    totalPriceThb: number;
    totalDurationMinutes: number;
  };
}

beforeAll(() => {
  app = createTestApp({ db: testDb.db, clock }).app;
});

beforeEach(async () => {
  await testDb.reset();
  clock.set('2026-11-23T03:00:00Z'); // Monday 10:00 in Phuket
  manicure = await serviceByName(testDb.db, 'Classic Manicure');
  lashes = await serviceByName(testDb.db, 'Russian Volume Lashes');
});

const post = (body: unknown, headers: Record<string, string> = {}) => call(app, 'POST', '/api/bookings', body, headers);

async function expectField(body: unknown, field: string, message: string) {
  const before = await writeCounts(testDb.db);
  const response = await post(body);
  expect(response.status).toBe(422);
  const error = (response.body as ErrorResponse).error;
  expect(error.code).toBe('validation_failed');
  expect(error.fields?.[field]?.message).toBe(message);
  expect(await writeCounts(testDb.db)).toEqual(before);
}

describe('creating a booking', () => {
  it('answers 201 with reference, date, time, services and totals computed from the database', async () => {
    const response = await post(
      bookingBody([manicure.id, lashes.id], { time: '14:00', totalPriceThb: 1, endTime: '14:05', status: 'confirmed' }),
    );
    expect(response.status).toBe(201);
    const { booking } = response.body as BookingResponse;
    expect(booking.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(booking).toMatchObject({
      date: TEST_TOMORROW,
      time: '14:00',
      endTime: '16:30',
      status: 'pending',
      totalPriceThb: 400 + 1500,
      totalDurationMinutes: 30 + 120,
    });
    expect(booking.services.map((s) => s.name)).toEqual(['Classic Manicure', 'Russian Volume Lashes']);

    const [row] = await testDb.db.select().from(appointments);
    expect(row).toMatchObject({
      status: 'pending',
      startTime: '14:00',
      endTime: '16:30',
      appointmentDate: TEST_TOMORROW,
    });
    const lines = await testDb.db.select().from(appointmentServices).orderBy(appointmentServices.id);
    expect(lines.map((l) => [l.serviceId, l.serviceName, l.priceThb, l.durationMinutes])).toEqual([
      [manicure.id, 'Classic Manicure', 400, 30],
      [lashes.id, 'Russian Volume Lashes', 1500, 120],
    ]);
  });

  it('never answers with the customer e-mail or phone, and stores text exactly as given', async () => {
    const name = `<script>alert("x")</script> O'Brien & Søn`;
    const notes = '<b>bold</b>\nline two; DROP TABLE appointments; --';
    const response = await post(
      bookingBody([manicure.id], { name, notes, email: 'Private.Person@Example.com', phone: '+66 81-234 5678' }),
    );
    expect(response.status).toBe(201);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('Private.Person');
    expect(text).not.toContain('812345678');
    const [row] = await testDb.db.select().from(appointments);
    expect(row?.customerName).toBe(name);
    expect(row?.notes).toBe(notes);
    expect(row?.customerPhone).toBe('+66812345678');
  });

  it('stores empty notes as null', async () => {
    expect((await post(bookingBody([manicure.id], { notes: '   ' }))).status).toBe(201);
    const [row] = await testDb.db.select().from(appointments);
    expect(row?.notes).toBeNull();
  });

  it('accepts the first time of today that is still ahead, and the last day of the window', async () => {
    expect((await post(bookingBody([manicure.id], { date: TEST_TODAY, time: '10:15' }))).status).toBe(201);
    expect((await post(bookingBody([manicure.id], { date: TEST_LAST_DAY, time: '20:30' }))).status).toBe(201);
  });

  it('accepts a booking that ends exactly at closing time', async () => {
    const response = await post(bookingBody([lashes.id], { time: '19:00' }));
    expect(response.status).toBe(201);
    expect((response.body as BookingResponse).booking.endTime).toBe('21:00');
  });
});

describe('every validation message, with nothing written', () => {
  it('services', async () => {
    await expectField(bookingBody([]), 'serviceIds', 'Please select at least one service');
    await expectField(
      { ...bookingBody([]), serviceIds: undefined },
      'serviceIds',
      'Please select at least one service',
    );
    await expectField(bookingBody([manicure.id, manicure.id]), 'serviceIds', 'Each service can be chosen only once');
    await expectField(
      bookingBody(Array.from({ length: 13 }, (_, i) => i + 1)),
      'serviceIds',
      'Please choose at most 12 services in one booking',
    );
    await expectField(
      bookingBody([999_999]),
      'serviceIds',
      'One of the chosen services is no longer offered. Please choose again.',
    );
  });

  it('a service that is no longer offered', async () => {
    await testDb.db.update(services).set({ active: false }).where(eq(services.id, lashes.id));
    await expectField(
      bookingBody([manicure.id, lashes.id]),
      'serviceIds',
      'One of the chosen services is no longer offered. Please choose again.',
    );
  });

  it('date', async () => {
    await expectField({ ...bookingBody([manicure.id]), date: undefined }, 'date', 'Please select a date');
    await expectField(bookingBody([manicure.id], { date: '' }), 'date', 'Please select a date');
    await expectField(bookingBody([manicure.id], { date: '2026-02-30' }), 'date', 'Please select a date');
    const outside = 'Please choose one of the dates offered';
    await expectField(bookingBody([manicure.id], { date: TEST_SUNDAY }), 'date', outside);
    await expectField(bookingBody([manicure.id], { date: '2026-11-21' }), 'date', outside);
    await expectField(bookingBody([manicure.id], { date: '2026-12-14' }), 'date', outside);
  });

  it('time', async () => {
    await expectField({ ...bookingBody([manicure.id]), time: undefined }, 'time', 'Please select a time');
    await expectField(bookingBody([manicure.id], { time: '25:00' }), 'time', 'Please select a time');
    const offGrid = 'Please choose one of the times offered';
    await expectField(bookingBody([manicure.id], { time: '11:10' }), 'time', offGrid);
    await expectField(bookingBody([manicure.id], { time: '09:45' }), 'time', offGrid);
    await expectField(bookingBody([manicure.id], { time: '21:00' }), 'time', offGrid);
    const past = 'That time has already passed. Please choose a later time.';
    await expectField(bookingBody([manicure.id], { date: TEST_TODAY, time: '10:00' }), 'time', past);
    clock.set('2026-11-23T08:20:00Z'); // 15:20 in Phuket
    await expectField(bookingBody([manicure.id], { date: TEST_TODAY, time: '15:15' }), 'time', past);
  });

  it('end after closing time (spec text)', async () => {
    await expectField(
      bookingBody([manicure.id], { time: '20:45' }),
      'time',
      'Appointment would end after closing time',
    );
    await expectField(bookingBody([lashes.id], { time: '19:15' }), 'time', 'Appointment would end after closing time');
  });

  it('name', async () => {
    await expectField(bookingBody([manicure.id], { name: '' }), 'name', 'Please enter your name');
    await expectField(bookingBody([manicure.id], { name: '   ' }), 'name', 'Please enter your name');
    await expectField({ ...bookingBody([manicure.id]), name: undefined }, 'name', 'Please enter your name');
    await expectField(
      bookingBody([manicure.id], { name: 'x'.repeat(101) }),
      'name',
      'Please keep your name to 100 characters or fewer',
    );
    await expectField(
      bookingBody([manicure.id], { name: 'Ann\u0000a' }),
      'name',
      'Please enter your name without special control characters',
    );
  });

  it('e-mail', async () => {
    for (const email of ['', 'not-an-email', 'a@b', 'two@@example.com', 12]) {
      await expectField(bookingBody([manicure.id], { email }), 'email', 'Please enter a valid email');
    }
  });

  it('phone', async () => {
    for (const phone of ['', '1234567', '+66 12 34 5', 'phone 12345678', '++6681234567', 66812345678]) {
      await expectField(
        bookingBody([manicure.id], { phone }),
        'phone',
        'Please enter a valid phone number (minimum 8 digits)',
      );
    }
  });

  it('notes', async () => {
    await expectField(
      bookingBody([manicure.id], { notes: 'x'.repeat(1001) }),
      'notes',
      'Please keep your notes to 1000 characters or fewer',
    );
    await expectField(
      bookingBody([manicure.id], { notes: 'a\u0000b' }),
      'notes',
      'Please remove the unsupported characters from your notes',
    );
    expect((await post(bookingBody([manicure.id], { notes: 'x'.repeat(1000) }))).status).toBe(201);
  });

  it('reports every invalid field at once', async () => {
    const response = await post({ serviceIds: [], date: '', time: '', name: '', email: '', phone: '' });
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as ErrorResponse).error.fields ?? {}).sort()).toEqual(
      ['date', 'email', 'name', 'phone', 'serviceIds', 'time'].sort(),
    );
  });
});

describe('capacity', () => {
  it('answers 409 with a clear message when three appointments occupy the slot, buffer included', async () => {
    for (let i = 0; i < 3; i += 1)
      await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '10:00', end: '10:30' });
    const before = await writeCounts(testDb.db);
    // 10:45 + 30 min overlaps the 30-minute buffer after 10:30.
    const full = await post(bookingBody([manicure.id], { time: '10:45' }));
    expect(full.status).toBe(409);
    expect((full.body as ErrorResponse).error).toMatchObject({
      code: 'conflict',
      message: 'Sorry, this time has just been fully booked. Please choose another time.',
    });
    expect(await writeCounts(testDb.db)).toEqual(before);
    // Starting among them is refused too; right after their buffers is free.
    expect((await post(bookingBody([manicure.id], { time: '10:15' }))).status).toBe(409);
    expect((await post(bookingBody([manicure.id], { time: '11:00' }))).status).toBe(201);
  });

  it('does not count cancelled appointments', async () => {
    for (let i = 0; i < 3; i += 1) {
      await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '12:00', end: '13:00', status: 'cancelled' });
    }
    expect((await post(bookingBody([manicure.id], { time: '12:00' }))).status).toBe(201);
  });

  it('lets the fourth booking in only where the three do not all overlap it', async () => {
    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '12:00', end: '12:30' }); // occupies to 13:00
    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '12:45', end: '13:15' });
    await insertAppointment(testDb.db, { date: TEST_TOMORROW, start: '13:00', end: '13:30' });
    // 12:30 + 30 + 30 = [12:30, 13:30): at 13:00 the first is gone, so never 3 at once.
    expect((await post(bookingBody([manicure.id], { time: '12:30' }))).status).toBe(201);
    // Now [12:45, 13:00) holds the first, the second and the new one: 12:45 is full.
    expect((await post(bookingBody([manicure.id], { time: '12:45' }))).status).toBe(409);
  });
});

describe('idempotency', () => {
  it('a retried submission with the same key creates one appointment and returns the same booking', async () => {
    const body = bookingBody([manicure.id], { idempotencyKey: 'form-0123456789abcdef' });
    const first = await post(body);
    const second = await post(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((second.body as BookingResponse).booking).toEqual((first.body as BookingResponse).booking);
    expect((await writeCounts(testDb.db)).appointments).toBe(1);
  });

  it('a double click (simultaneous requests with one key) creates one appointment', async () => {
    const body = bookingBody([manicure.id], { idempotencyKey: 'double-click-0123456789' });
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const references = new Set(responses.map((r) => (r.body as BookingResponse).booking.reference));
    expect(references.size).toBe(1);
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 1, lines: 1 });
  });

  it('the same key with a different date at the same time still creates one appointment', async () => {
    const key = 'two-dates-0123456789abc';
    const responses = await Promise.all([
      post(bookingBody([manicure.id], { idempotencyKey: key, date: TEST_TOMORROW })),
      post(bookingBody([manicure.id], { idempotencyKey: key, date: '2026-11-25' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect((await writeCounts(testDb.db)).appointments).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const response = await post(bookingBody([manicure.id], { idempotencyKey: 'short' }));
    expect(response.status).toBe(422);
    expect((response.body as ErrorResponse).error.fields?.idempotencyKey?.message).toMatch(/idempotency key/);
  });
});

describe('abuse', () => {
  it('refuses a filled honeypot and writes nothing', async () => {
    const response = await post(bookingBody([manicure.id], { website: 'http://spam.example' }));
    expect(response.status).toBe(400);
    expect((response.body as ErrorResponse).error.message).toBe(
      'We could not accept this booking. Please call or e-mail us to book.',
    );
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 0, lines: 0 });
  });

  it('limits booking attempts per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      // Valid shape, refused by the engine (Sunday): each counts as an attempt.
      statuses.push((await post(bookingBody([manicure.id], { date: TEST_SUNDAY }))).status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(422));
    expect(statuses[60]).toBe(429);
    const limited = await post(bookingBody([manicure.id]));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3600');
    expect((limited.body as ErrorResponse).error.message).toMatch(/Too many booking attempts/);
    expect((await writeCounts(testDb.db)).appointments).toBe(0);
    // The window slides: an hour later the address may book again.
    clock.advance(60 * 60_000 + 1000);
    expect((await post(bookingBody([manicure.id]))).status).toBe(201);
  });

  it('does not count input that fails validation', async () => {
    for (let i = 0; i < 70; i += 1) expect((await post(bookingBody([]))).status).toBe(422);
    expect((await post(bookingBody([manicure.id]))).status).toBe(201);
  });

  it('refuses oversized, non-JSON and malformed bodies', async () => {
    const huge = await post(bookingBody([manicure.id], { notes: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    const form = await post('name=x', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '6',
    });
    expect(form.status).toBe(415);
    const broken = await post('{"serviceIds": [1,', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 0 });
  });
});

describe('the onBooked hook (for the e-mail outbox)', () => {
  const request = (overrides: Record<string, unknown> = {}) =>
    bookingRequestSchema.parse(bookingBody([manicure.id], { email: 'hook@example.com', ...overrides }));

  it('runs inside the transaction with the whole booking', async () => {
    const result = await createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: request(),
      onBooked: async (tx, booking) => {
        // The appointment is visible inside the same transaction.
        const rows = await tx.execute(sql`select count(*)::int as n from appointments where id = ${booking.id}`);
        expect(JSON.stringify(rows)).toContain('"n":1');
        await tx.insert(outbox).values({
          kind: 'booking-received',
          appointmentId: booking.id,
          recipient: booking.customerEmail,
          subject: 'We received your booking',
          textBody: booking.reference,
          htmlBody: booking.reference,
        });
      },
    });
    expect(result.booking.customerEmail).toBe('hook@example.com');
    expect(await writeCounts(testDb.db)).toEqual({ appointments: 1, lines: 1, outbox: 1 });
  });

  it('rolls the booking back when the hook fails', async () => {
    await expect(
      createBooking({
        db: testDb.db,
        now: clock(),
        salon: defaultSalonConfig,
        request: request(),
        onBooked: async () => {
          throw new Error('outbox unavailable');
        },
      }),
    ).rejects.toThrow('outbox unavailable');
    expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
  });

  it('prepares (renders the e-mails) before the transaction, outside the per-date lock, and hands the result over', async () => {
    const seen: { advisoryLocks: number; appointmentsWithId: number; prepared?: string }[] = [];
    const result = await createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: request({ email: 'prepare@example.com' }),
      prepare: async (booking) => {
        // Advisory locks held in this database right now: the booking's per-date lock must not be one of them.
        const locks = await testDb.db.execute(sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
        const written = await testDb.db.execute(
          sql`select count(*)::int as n from appointments where id = ${booking.id}`,
        );
        const count = (rows: unknown) =>
          Number(((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0] as { n: number }).n);
        seen.push({ advisoryLocks: count(locks), appointmentsWithId: count(written) });
        return `rendered ${booking.reference}`;
      },
      onBooked: async (_tx, booking, prepared) => {
        seen[0]!.prepared = prepared;
        expect(prepared).toBe(`rendered ${booking.reference}`);
      },
    });
    expect(seen).toEqual([
      { advisoryLocks: 0, appointmentsWithId: 0, prepared: `rendered ${result.booking.reference}` },
    ]);
  });

  it('writes nothing when preparing fails', async () => {
    await expect(
      createBooking({
        db: testDb.db,
        now: clock(),
        salon: defaultSalonConfig,
        request: request(),
        prepare: () => {
          throw new Error('template broken');
        },
      }),
    ).rejects.toThrow('template broken');
    expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
  });

  it('is not run again for an idempotent replay', async () => {
    let runs = 0;
    const body = request({ idempotencyKey: 'hook-replay-0123456789' });
    const onBooked = async () => {
      runs += 1;
    };
    await createBooking({ db: testDb.db, now: clock(), salon: defaultSalonConfig, request: body, onBooked });
    const replay = await createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: body,
      onBooked,
    });
    expect(replay.replayed).toBe(true);
    expect(runs).toBe(1);
  });
});

describe('the first statement (the limit, the context and the settings in one round trip)', () => {
  const request = (overrides: Record<string, unknown> = {}) =>
    bookingRequestSchema.parse(bookingBody([manicure.id], overrides));
  const limit = { max: 2, windowMs: 60_000 };
  const attempt = (overrides: Record<string, unknown> = {}, address = '203.0.113.9') =>
    createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: request(overrides),
      rateLimit: { address, limit },
    });

  it('counts every attempt of an address, refused or not, and refuses past the limit without recording it', async () => {
    await attempt({ time: '11:00' });
    // A refusal (outside the hours) still counts: the limit is on attempts.
    await expect(attempt({ time: '23:00' })).rejects.toMatchObject({ status: 422 });
    await expect(attempt({ time: '12:00' })).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    const recorded = await testDb.db.execute(
      sql`select count(*)::int as n from rate_limit_events where key = '203.0.113.9'`,
    );
    expect(JSON.stringify(recorded)).toContain('"n":2');
    expect(await writeCounts(testDb.db)).toMatchObject({ appointments: 1 });
    // Another address is counted apart; without the option nothing is counted.
    await attempt({ time: '12:00' }, '203.0.113.10');
    await createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: request({ time: '13:00' }),
    });
    const all = await testDb.db.execute(sql`select count(*)::int as n from rate_limit_events`);
    expect(JSON.stringify(all)).toContain('"n":3');
  });

  it('does not count a filled honeypot, which is refused before any statement', async () => {
    await expect(attempt({ website: 'http://spam.example' })).rejects.toMatchObject({ status: 400 });
    const recorded = await testDb.db.execute(sql`select count(*)::int as n from rate_limit_events`);
    expect(JSON.stringify(recorded)).toContain('"n":0');
  });

  it("hands prepare the owner's settings as the first statement read them", async () => {
    await testDb.db.execute(
      sql`insert into salon_settings (section, value, version) values ('details',
        ${JSON.stringify({ ...defaultSalonDetails(defaultSalonConfig), name: 'Saved Salon Name' })}::jsonb, 3)
        on conflict (section) do update set value = excluded.value, version = excluded.version`,
    );
    let seen: { name: string; version: number; hoursVersion: number } | undefined;
    await createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: request(),
      prepare: (_booking, settings) => {
        seen = {
          name: settings.details.value.name,
          version: settings.details.version,
          hoursVersion: settings.hours.version,
        };
      },
    });
    expect(seen).toEqual({ name: 'Saved Salon Name', version: 3, hoursVersion: 0 });
  });
});

describe("the booking's customer record (written with the appointment, decision 150's rules)", () => {
  const book = (contact: { email: string; phone: string }, date = TEST_TOMORROW, time = '11:00') =>
    createBooking({
      db: testDb.db,
      now: clock(),
      salon: defaultSalonConfig,
      request: bookingRequestSchema.parse(bookingBody([manicure.id], { ...contact, date, time, name: contact.email })),
    });
  const customerOf = async (appointmentId: string) => {
    const [row] = await testDb.db
      .select({ customerId: appointments.customerId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    return row?.customerId ?? null;
  };
  const customerRows = async () =>
    executedRowsOf<{ id: string; name: string; email_key: string | null; phone_key: string | null }>(
      await testDb.db.execute(sql`select id, name, email_key, phone_key from customers order by created_at, id`),
    );

  beforeEach(async () => {
    await testDb.db.execute(sql`delete from customers`);
  });

  it('joins a known e-mail, learns a phone nobody holds, and never takes one from another record', async () => {
    const first = await book({ email: 'Anna@Example.com', phone: '081 111 1111' });
    const anna = await customerOf(first.booking.id);
    expect(anna).not.toBeNull();
    // The same e-mail in another case, another phone: the same customer, renamed; the phone is not
    // learnt because Anna holds one already.
    const second = await book({ email: 'anna@example.com', phone: '082 222 2222' }, TEST_TOMORROW, '12:00');
    expect(await customerOf(second.booking.id)).toBe(anna);
    // An e-mail nobody holds with Anna's phone joins Anna (the phone's owner), who keeps her e-mail.
    const partner = await book({ email: 'anna.work@example.com', phone: '0811111111' }, TEST_TOMORROW, '13:00');
    expect(await customerOf(partner.booking.id)).toBe(anna);
    // Bella, known by her e-mail, books with Anna's phone: still Bella, and Anna keeps her phone.
    const bellaFirst = await book({ email: 'bella@example.com', phone: '089 999 9999' }, TEST_TOMORROW, '14:00');
    const bella = await customerOf(bellaFirst.booking.id);
    const bellaAgain = await book({ email: 'bella@example.com', phone: '081 111 1111' }, TEST_TOMORROW, '15:00');
    expect(await customerOf(bellaAgain.booking.id)).toBe(bella);
    expect(bella).not.toBe(anna);
    // Carla, on record by e-mail only (a staff booking), books online with a phone nobody holds: learnt.
    const carla = await testDb.db.transaction((tx) =>
      attachCustomer(tx, { name: 'Carla', email: 'carla@example.com', phone: '' }),
    );
    const carlaOnline = await book({ email: 'carla@example.com', phone: '+66 83 333 3333' }, TEST_TOMORROW, '16:00');
    expect(await customerOf(carlaOnline.booking.id)).toBe(carla);
    expect(await customerRows()).toEqual([
      { id: anna, name: 'anna.work@example.com', email_key: 'anna@example.com', phone_key: '66811111111' },
      { id: bella, name: 'bella@example.com', email_key: 'bella@example.com', phone_key: '66899999999' },
      { id: carla, name: 'carla@example.com', email_key: 'carla@example.com', phone_key: '66833333333' },
    ]);
  });

  it('makes one record when one new customer books several dates at once', async () => {
    const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    const results = await Promise.all(
      dates.map((date) => book({ email: 'racer@example.com', phone: '0815550000' }, date)),
    );
    const ids = await Promise.all(results.map((result) => customerOf(result.booking.id)));
    expect(new Set(ids).size).toBe(1);
    expect(await customerRows()).toHaveLength(1);
  });
});

function executedRowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
