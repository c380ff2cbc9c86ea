/**
 * Upgrades: a newer version starts on an older database and
 * migrates it. The "previous release" is the schema of the first migration
 * (drizzle/0000_initial.sql), applied by drizzle's own migrator from a
 * folder that holds only that migration, as the previous release did; its
 * rows are written with plain SQL, as that release's code wrote them. Then
 * the current code opens the database the way the server does
 * (`openDatabase` + `handle.migrate()`).
 *
 * Embedded database: a PGlite data directory. PostgreSQL (TEST_DATABASE_URL
 * set): a scratch database per test, dropped after.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from '../../src/domain/appointment-dashboard.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { appointments, appointmentServices, categories, services, staff } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { listAppointments } from '../../src/server/services/appointments/list-appointments.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';
import { TEST_EMAIL_DOMAIN } from '../support/test-database.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;

/** A migrations folder as the previous release shipped it: only the first migration. */
function previousReleaseMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'salon-migrations-0000-'));
  mkdirSync(join(folder, 'meta'));
  const first = journal.entries.filter((entry) => entry.idx === 0);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: first }));
  for (const entry of first)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where a database lives, for one test: a PGlite data directory or a scratch PostgreSQL database. */
interface Location {
  /** Opens it with the previous release's code path and hands over a drizzle instance for its writes. */
  withPreviousRelease(work: (db: Database) => Promise<void>): Promise<void>;
  /** Opens it as the current server does. */
  openCurrent(): Promise<DatabaseHandle>;
}

async function newLocation(): Promise<Location> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-migrations-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return {
      async withPreviousRelease(work) {
        const client = await PGlite.create(join(dataDir, 'pgdata'));
        try {
          const db = drizzlePglite(client);
          await migratePglite(db, { migrationsFolder: previousReleaseMigrations() });
          await work(drizzlePglite(client, { schema: schema }));
        } finally {
          await client.close();
        }
      },
      openCurrent: () => openDatabase({ dataDir }),
    };
  }

  const scratch = await createScratchDatabase(adminUrl, 'salon_test_migrations');
  cleanups.push(scratch.drop);
  const databaseUrl = scratch.url;
  return {
    async withPreviousRelease(work) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      try {
        await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: previousReleaseMigrations() });
        await work(drizzleNodePostgres(pool, { schema: schema }));
      } finally {
        await pool.end();
      }
    },
    openCurrent: () => openDatabase({ databaseUrl, poolSize: 4 }),
  };
}

/** Rows of a raw query (both drivers answer `{ rows }`; the shared Database type does not say so). */
async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function columnNames(db: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
  );
  return rows.map((row) => row.column_name).sort();
}

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.applied ?? 0;
}

const NOW = { date: '2026-03-02', minuteOfDay: 9 * 60 };
const dashboard = (q: string) => dashboardQuerySchema.parse({ q });

describe('database migrations', () => {
  it('upgrade a database at the previous release schema, keeping its rows and filling the new columns', async () => {
    const location = await newLocation();
    let appointmentId = '';
    let serviceId = 0;

    await location.withPreviousRelease(async (db) => {
      expect(await columnNames(db, 'appointments')).not.toContain('search_text');
      await seedDatabase(db, TEST_EMAIL_DOMAIN);
      // Only the columns the previous release had (a plain select() would name today's columns too).
      const [service] = await db
        .select({
          id: services.id,
          name: services.name,
          priceThb: services.priceThb,
          durationMinutes: services.durationMinutes,
        })
        .from(services)
        .where(eq(services.name, 'Gel Polish Manicure'));
      if (!service) throw new Error('The seeded catalogue has no Gel Polish Manicure');
      serviceId = service.id;
      const [technician] = await db.select({ id: staff.id }).from(staff).where(eq(staff.isTechnician, true)).limit(1);
      await db.execute(sql`
        insert into staff (email, password_hash) values ('owner@salon.example', 'not-a-real-hash')`);
      // The previous release's booking: an appointment and its service line, in one transaction.
      const inserted = await queryRows<{ id: string }>(
        db,
        sql`
        insert into appointments (customer_name, customer_email, customer_phone, notes, appointment_date,
          start_time, end_time, status, technician_id, idempotency_key)
        values ('Napat Srisuk', 'Napat.Srisuk@Example.com', '+66 81-234-5678', 'Allergic to latex',
          '2026-03-10', '10:00', '11:00', 'confirmed', ${technician?.id ?? null}, 'upgrade-key-1')
        returning id`,
      );
      appointmentId = inserted[0]?.id ?? '';
      await db.execute(sql`
        insert into appointment_services (appointment_id, service_id, service_name, price_thb, duration_minutes)
        values (${appointmentId}, ${service.id}, ${service.name}, ${service.priceThb}, ${service.durationMinutes})`);
    });
    expect(appointmentId).toMatch(/^[0-9a-f-]{36}$/);

    const handle = await location.openCurrent();
    try {
      const { db } = handle;
      expect(await appliedMigrations(db)).toBe(1);
      await handle.migrate();
      expect(await appliedMigrations(db)).toBe(journal.entries.length);
      expect(await columnNames(db, 'appointments')).toEqual(expect.arrayContaining(['search_text', 'phone_digits']));

      // The rows are intact, and the generated columns were computed for the old appointment.
      const [old] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
      expect(old).toMatchObject({
        customerName: 'Napat Srisuk',
        customerEmail: 'Napat.Srisuk@Example.com',
        customerPhone: '+66 81-234-5678',
        notes: 'Allergic to latex',
        appointmentDate: '2026-03-10',
        startTime: '10:00',
        endTime: '11:00',
        status: 'confirmed',
        version: 1,
        idempotencyKey: 'upgrade-key-1',
        searchText: 'napat srisuk\nnapat.srisuk@example.com\n+66 81-234-5678',
        phoneDigits: '66812345678',
      });
      const lines = await db
        .select()
        .from(appointmentServices)
        .where(eq(appointmentServices.appointmentId, appointmentId));
      expect(lines).toMatchObject([{ serviceId, serviceName: 'Gel Polish Manicure' }]);
      expect((await db.select().from(categories)).length).toBe(4);
      expect((await db.select().from(staff)).map((row) => row.email)).toContain('owner@salon.example');

      // The seed does not run twice on the upgraded database.
      expect(await seedDatabase(db, TEST_EMAIL_DOMAIN)).toEqual({ categoriesSeeded: false, techniciansSeeded: false });

      // The dashboard search (which reads the new columns) finds the old appointment by name, e-mail and phone.
      for (const q of ['srisuk', 'NAPAT.SRISUK@example', '81 234', '5678']) {
        const page = await listAppointments({ db, query: dashboard(q), now: NOW });
        expect(
          page.items.map((item) => item.id),
          q,
        ).toEqual([appointmentId]);
      }
      expect((await listAppointments({ db, query: dashboard('nobody'), now: NOW })).total).toBe(0);

      // A new appointment written by the current code gets the columns too.
      const [fresh] = await db
        .insert(appointments)
        .values({
          customerName: 'Ploy',
          customerEmail: 'ploy@example.com',
          customerPhone: '(081) 999 0000',
          appointmentDate: '2026-03-11',
          startTime: '12:00',
          endTime: '13:00',
        })
        .returning({ phoneDigits: appointments.phoneDigits });
      expect(fresh?.phoneDigits).toBe('0819990000');

      // Migrating again is a no-op.
      await handle.migrate();
      expect(await appliedMigrations(db)).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it('build the current schema from an empty database, and start again on it', async () => {
    const location = await newLocation();
    const handle = await location.openCurrent();
    try {
      await handle.migrate();
      expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
      expect(readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'))).toHaveLength(
        journal.entries.length,
      );
      expect(await columnNames(handle.db, 'appointments')).toEqual(
        expect.arrayContaining(['customer_name', 'search_text', 'phone_digits']),
      );
      expect(await seedDatabase(handle.db, TEST_EMAIL_DOMAIN)).toEqual({
        categoriesSeeded: true,
        techniciansSeeded: true,
      });
    } finally {
      await handle.close();
    }
    const again = await location.openCurrent();
    try {
      await again.migrate();
      expect(await appliedMigrations(again.db)).toBe(journal.entries.length);
      expect((await again.db.select().from(categories)).length).toBe(4);
    } finally {
      await again.close();
    }
  });
});
