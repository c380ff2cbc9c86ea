/**
 * A real, isolated database for one test file.
 *
 * - TEST_DATABASE_URL unset: PGlite in memory (the embedded engine).
 * - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/postgres):
 *   a fresh PostgreSQL database is created for the file and dropped after it,
 *   so files run in parallel without sharing rows.
 *
 * Usage:
 *   const testDb = useTestDatabase();           // in a describe/file scope
 *   beforeEach(() => testDb.reset());           // empty tables + seeded catalogue
 *   testDb.db / testDb.handle
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';

export const TEST_EMAIL_DOMAIN = 'salon.example';

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `salon_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export interface TestDatabase {
  readonly db: Database;
  readonly handle: DatabaseHandle;
  /** Empties every table, then seeds the catalogue and the four technicians again. */
  reset(): Promise<void>;
}

/** Opens and migrates a database for the current file (once), and closes it after the file. */
export function useTestDatabase(): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabase(adminUrl);
      dropDatabase = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, poolSize: 20 });
    } else {
      handle = await openDatabase({ inMemory: true });
    }
    await handle.migrate();
    await seedDatabase(handle.db, TEST_EMAIL_DOMAIN);
  });

  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
  });

  const current = (): DatabaseHandle => {
    if (!handle) throw new Error('The test database is opened in beforeAll; use it inside tests and hooks.');
    return handle;
  };

  return {
    get db() {
      return current().db;
    },
    get handle() {
      return current();
    },
    async reset() {
      const { db } = current();
      await db.execute(sql`
        truncate table outbox, appointment_events, appointment_services, appointments,
          sessions, rate_limit_events, staff, services, categories restart identity cascade`);
      await seedDatabase(db, TEST_EMAIL_DOMAIN);
    },
  };
}
