/**
 * Migration 0006's backfill (decision 150): a database at level 0005 with appointments
 * written the way that release wrote them (e-mails in varied case and blanks, phones in varied formats)
 * is migrated to today's level, and every appointment then points at one customer per person.
 * PGlite in memory, or a scratch PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { emailKey, phoneKey } from '../../src/domain/customer-identity.ts';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client.ts';
import { migrationsFolderUpTo } from '../support/schema-level.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrations folder holding the migrations up to `lastIdx`, as that release shipped them. */
function migrationsUpTo(lastIdx: number): string {
  const folder = migrationsFolderUpTo(lastIdx);
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

interface Engine {
  migrate(folder: string): Promise<void>;
  rows<Row>(query: SQL): Promise<Row[]>;
}

async function openEngine(): Promise<Engine> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    cleanups.push(() => client.close());
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
    };
  }
  const scratch = await createScratchDatabase(adminUrl, 'salon_test_backfill');
  cleanups.push(scratch.drop);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  cleanups.push(() => pool.end());
  const db = drizzleNodePostgres(pool);
  return {
    migrate: (folder) => migrateNodePostgres(db, { migrationsFolder: folder }),
    rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
  };
}

it('backfills one customer per normalised e-mail, each phone going to whoever used it last', async () => {
  const engine = await openEngine();
  await engine.migrate(migrationsUpTo(5));
  const bookings = [
    { name: 'Anna', email: 'Anna@Example.com', phone: '+66 81 234 5678', date: '2026-01-01' },
    { name: 'Anna K', email: 'ANNA@example.COM', phone: '0899999999', date: '2026-01-15' },
    { name: 'Anna Smith', email: ' anna@example.com ', phone: '081-234-5678', date: '2026-02-01' },
    // Bella once gave Anna's number; Anna used it later, so it is Anna's.
    { name: 'Bella', email: 'bella@example.com', phone: '081 234 5678', date: '2025-12-01' },
    { name: 'Carl', email: 'carl@example.com', phone: '12', date: '2026-01-03' },
    { name: 'Борис', email: 'Boris@Example.ru', phone: '+7 (912) 345-67-89', date: '2026-01-04' },
  ];
  for (const booking of bookings) {
    await engine.rows(sql`
      insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
      values (${booking.name}, ${booking.email}, ${booking.phone}, ${booking.date}::date, '10:00', '10:30')`);
  }

  await engine.migrate(migrationsUpTo(Number.MAX_SAFE_INTEGER));

  const customers = await engine.rows<{ id: string; name: string; email_key: string; phone_key: string | null }>(
    sql`select id, name, email_key, phone_key from customers order by email_key`,
  );
  expect(customers.map(({ name, email_key, phone_key }) => ({ name, email_key, phone_key }))).toEqual([
    { name: 'Anna Smith', email_key: 'anna@example.com', phone_key: '66812345678' },
    { name: 'Bella', email_key: 'bella@example.com', phone_key: null },
    { name: 'Борис', email_key: 'boris@example.ru', phone_key: '79123456789' },
    { name: 'Carl', email_key: 'carl@example.com', phone_key: null },
  ]);
  // The SQL matches customer-identity.ts.
  expect(emailKey(' anna@example.com ')).toBe('anna@example.com');
  expect(phoneKey('081-234-5678')).toBe('66812345678');
  expect(phoneKey('+7 (912) 345-67-89')).toBe('79123456789');

  const attached = await engine.rows<{ email: string; customer: string | null }>(
    sql`select a.customer_email as email, c.email_key as customer
        from appointments a left join customers c on c.id = a.customer_id order by a.appointment_date`,
  );
  expect(attached.every((row) => row.customer === emailKey(row.email))).toBe(true);
  expect(attached).toHaveLength(bookings.length);
  // Migration 0007 follows: the notes' history table exists, empty.
  expect(await engine.rows(sql`select * from customer_events`)).toEqual([]);
});
