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
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { createScratchDatabase } from './scratch-postgres.ts';

export const TEST_EMAIL_DOMAIN = 'salon.example';

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
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
      const created = await createScratchDatabase(adminUrl, 'salon_test');
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
          sessions, rate_limit_events, customers, staff, services, categories restart identity cascade`);
      await seedDatabase(db, TEST_EMAIL_DOMAIN);
    },
  };
}
