/**
 * The customers' search column (decision 211): what each customer booked under is kept by the database from
 * their appointments, whichever statement writes them, and a database in use before it gets it filled in by
 * the migration. PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabaseAtLevel } from '../../../../test/support/schema-level.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { emptyCustomers, insertCustomerAppointment } from '../../../../test/support/fixtures/customers.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { appointments, customers } from '../../db/schema.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { listCustomers } from './list-customers.ts';

const testDb = useTestDatabase();
const now = salonMoment(new Date('2026-11-23T03:00:00Z'), 'Asia/Bangkok');

beforeEach(async () => {
  await testDb.reset();
  await emptyCustomers(testDb.db);
});

async function bookedAs(customerId: string): Promise<string> {
  const [row] = await testDb.db
    .select({ bookedAs: customers.bookedAs })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.bookedAs ?? 'missing';
}

async function found(q: string): Promise<string[]> {
  const page = await listCustomers({ db: testDb.db, query: { q, page: 1, pageSize: 25 }, now });
  return page.items.map((item) => item.id);
}

const mai = { name: 'Mai Tanaka', email: 'mai@example.jp', phone: '+81 90 1234 5678' };

describe('what a customer booked under', () => {
  it('follows the appointments: attached, renamed, moved to another customer', async () => {
    const first = await insertCustomerAppointment(testDb.db, { ...mai, date: '2026-11-01', start: '10:00' });
    // The same phone, booked under a nickname and a work e-mail: the same person (decision 150).
    const second = await insertCustomerAppointment(testDb.db, {
      ...mai,
      name: 'Maiko',
      email: 'maiko@work.example',
      date: '2026-11-02',
      start: '10:00',
    });
    expect(second.customerId).toBe(first.customerId);
    expect(await bookedAs(first.customerId)).toContain('maiko\nmaiko@work.example');
    expect(await found('maiko')).toEqual([first.customerId]);
    expect(await found('work.example')).toEqual([first.customerId]);
    expect(await found('90 1234')).toEqual([first.customerId]);

    // A staff correction of the name it was booked under replaces the old one.
    await testDb.db
      .update(appointments)
      .set({ customerName: 'Mai Sato' })
      .where(eq(appointments.id, second.appointmentId));
    expect(await found('sato')).toEqual([first.customerId]);
    expect(await found('maiko')).toEqual([first.customerId]); // still its e-mail's name part
    expect(await bookedAs(first.customerId)).not.toContain('maiko\n');

    // Moved to another customer: the first no longer answers for what only that appointment held.
    const other = await insertCustomerAppointment(testDb.db, {
      name: 'Ken Mori',
      email: 'ken@example.jp',
      phone: '+81 80 5555 0000',
      date: '2026-11-03',
      start: '10:00',
    });
    await testDb.db
      .update(appointments)
      .set({ customerId: other.customerId })
      .where(eq(appointments.id, second.appointmentId));
    expect(await found('sato')).toEqual([other.customerId]);
    expect(await found('maiko@work')).toEqual([other.customerId]);
    expect(await bookedAs(first.customerId)).toBe(
      `${mai.name.toLowerCase()}\n${mai.email}\n${mai.phone}\n819012345678`,
    );

    // Removed: nothing left behind.
    await testDb.db.delete(appointments).where(eq(appointments.id, second.appointmentId));
    expect(await found('sato')).toEqual([]);
  });

  it('does not write the customer again when nothing it was booked under changed', async () => {
    const { appointmentId, customerId } = await insertCustomerAppointment(testDb.db, {
      ...mai,
      date: '2026-11-01',
      start: '10:00',
    });
    const version = async () =>
      executedRows<{ xmin: string }>(
        await testDb.db.execute(sql`select xmin::text as xmin from customers where id = ${customerId}`),
      )[0]?.xmin;
    const before = await version();
    await testDb.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, appointmentId));
    await testDb.db.update(appointments).set({ customerName: mai.name }).where(eq(appointments.id, appointmentId));
    expect(await version()).toBe(before);
  });

  it('keeps the list bounded however many names one customer books under', async () => {
    const { customerId } = await insertCustomerAppointment(testDb.db, { ...mai, date: '2026-11-01', start: '10:00' });
    await testDb.db.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time,
                                status, customer_id)
      select 'Name number ' || g || repeat('x', 90), 'mai@example.jp', '+81 90 1234 5678', '2026-11-02', '10:00',
             '11:00', 'cancelled', ${customerId}
        from generate_series(1, 200) g`);
    const listed = await bookedAs(customerId);
    expect(listed.length).toBeLessThanOrEqual(8000);
    expect(listed.length).toBeGreaterThan(7000);
  });
});

it('fills the list in for the customers of a database in use before it', async () => {
  const database = await openDatabaseAtLevel(17, 'salon_test_customer_search_migration');
  try {
    const { handle } = database;
    const [customer] = executedRows<{ id: string }>(
      await handle.db.execute(
        sql`insert into customers (name, email_key, phone_key) values ('Lena Vogel', 'lena@example.de', null) returning id`,
      ),
    );
    await handle.db.execute(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time,
                                status, customer_id)
      values ('Lena V.', 'lena@example.de', '+49 151 2345 6789', '2026-11-01', '10:00', '11:00', 'completed', ${customer!.id}),
             ('Helena Vogel', 'LENA@example.de', '', '2026-11-08', '10:00', '11:00', 'confirmed', ${customer!.id})`);
    await handle.migrate();
    const [row] = executedRows<{ search_text: string }>(
      await handle.db.execute(sql`select search_text from customers where id = ${customer!.id}`),
    );
    expect(row?.search_text.split('\n')).toEqual([
      'lena vogel',
      'lena@example.de',
      '',
      'helena vogel',
      'lena@example.de',
      '',
      '',
      'lena v.',
      'lena@example.de',
      '+49 151 2345 6789',
      '4915123456789',
    ]);
  } finally {
    await database.close();
  }
});
