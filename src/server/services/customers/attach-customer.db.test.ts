/** attachCustomer (decision 150): one record per person, the e-mail winning, safe under concurrency. */
import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { customers } from '../../db/schema.ts';
import { attachCustomer, type CustomerContact } from './attach-customer.ts';
import { emptyCustomers } from '../../../../test/support/fixtures/customers.ts';

const testDb = useTestDatabase();

beforeEach(async () => {
  await testDb.reset();
  await emptyCustomers(testDb.db);
});

const attach = (contact: CustomerContact) => testDb.db.transaction((tx) => attachCustomer(tx, contact));

async function customerRows() {
  return testDb.db
    .select({ id: customers.id, name: customers.name, emailKey: customers.emailKey, phoneKey: customers.phoneKey })
    .from(customers);
}

describe('attachCustomer', () => {
  it('treats the same e-mail in another case or with blanks as one customer, named as they last booked', async () => {
    const first = await attach({ name: 'Anna', email: 'Anna@Example.com', phone: '' });
    const second = await attach({ name: 'Anna Smith', email: ' anna@EXAMPLE.com ', phone: '' });
    expect(second).toBe(first);
    expect(await customerRows()).toEqual([
      { id: first, name: 'Anna Smith', emailKey: 'anna@example.com', phoneKey: null },
    ]);
  });

  it('learns a phone (in any format) and finds the customer by it later', async () => {
    const id = await attach({ name: 'Anna', email: 'anna@example.com', phone: '' });
    expect(await attach({ name: 'Anna', email: 'anna@example.com', phone: '081-234-5678' })).toBe(id);
    expect((await customerRows())[0]?.phoneKey).toBe('66812345678');
    // A phone call without an e-mail: the same person.
    expect(await attach({ name: 'Anna S', email: '', phone: '+66 81 234 5678' })).toBe(id);
    // And a record found by phone learns an e-mail nobody holds.
    const byPhone = await attach({ name: 'Boris', email: '', phone: '+7 912 345 6789' });
    expect(await attach({ name: 'Boris', email: 'boris@example.ru', phone: '+79123456789' })).toBe(byPhone);
    expect((await customerRows()).find((row) => row.id === byPhone)?.emailKey).toBe('boris@example.ru');
  });

  it("lets the e-mail win when the e-mail and the phone point at two people, and never takes another's key", async () => {
    const anna = await attach({ name: 'Anna', email: 'anna@example.com', phone: '0812345678' });
    const bella = await attach({ name: 'Bella', email: 'bella@example.com', phone: '0899999999' });
    expect(bella).not.toBe(anna);
    // Bella books with Anna's phone (a partner's number): still Bella, and Anna keeps her phone.
    expect(await attach({ name: 'Bella', email: 'bella@example.com', phone: '081 234 5678' })).toBe(bella);
    const rows = await customerRows();
    expect(rows.find((row) => row.id === anna)?.phoneKey).toBe('66812345678');
    expect(rows.find((row) => row.id === bella)?.phoneKey).toBe('66899999999');
    // An e-mail nobody holds with a known phone joins the phone's owner (decision 150), who keeps their e-mail.
    expect(await attach({ name: 'Anna', email: 'anna.work@example.com', phone: '0812345678' })).toBe(anna);
    expect((await customerRows()).find((row) => row.id === anna)?.emailKey).toBe('anna@example.com');
  });

  it('answers null when there is no usable key', async () => {
    expect(await attach({ name: 'Nobody', email: '', phone: '12' })).toBeNull();
    expect(await customerRows()).toEqual([]);
  });

  it('makes one record when several bookings of a new customer arrive at once', async () => {
    const contacts = Array.from({ length: 8 }, (_, index) => ({
      name: `Racer ${index}`,
      email: index % 2 === 0 ? 'racer@example.com' : 'RACER@example.com',
      phone: index % 3 === 0 ? '081 555 0000' : '',
    }));
    const ids = await Promise.all(
      contacts.map((contact) =>
        testDb.db.transaction(async (tx) => {
          const id = await attachCustomer(tx, contact);
          // Hold the transaction open a little, so on PostgreSQL the others truly wait on the lock.
          await tx.execute(sql`select pg_sleep(0.02)`);
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const [counted] = await testDb.db.select({ n: count() }).from(customers);
    expect(counted?.n).toBe(1);
    const [row] = await testDb.db.select().from(customers).where(eq(customers.id, ids[0]!));
    expect(row).toMatchObject({ emailKey: 'racer@example.com', phoneKey: '66815550000' });
  });
});
