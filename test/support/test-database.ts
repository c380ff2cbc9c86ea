/**
 * A real, isolated database for one test file.
 *
 * - TEST_DATABASE_URL unset: PGlite in memory (the embedded engine).
 * - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/postgres):
 *   a fresh PostgreSQL database is created for the file and dropped after it,
 *   so files run in parallel without sharing rows.
 *
 * Either way the file's database starts as a copy of the run's migrated and
 * seeded template (test-database-template.ts, the db project's globalSetup).
 *
 * Usage:
 *   const testDb = useTestDatabase();           // in a describe/file scope
 *   beforeEach(() => testDb.reset());           // empty tables + seeded catalogue
 *   testDb.db / testDb.handle
 */
import { sql } from 'drizzle-orm';
import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { createScratchDatabase } from './scratch-postgres.ts';
import { TEST_EMAIL_DOMAIN, type TestDatabaseTemplate } from './test-database-template.ts';

export { TEST_EMAIL_DOMAIN };

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  readonly db: Database;
  readonly handle: DatabaseHandle;
  /** Empties every table, then seeds the catalogue and the four technicians again. */
  reset(): Promise<void>;
}

function providedTemplate(): TestDatabaseTemplate {
  // Undefined outside the db project, whose globalSetup provides it.
  const template = inject('testDatabaseTemplate') as TestDatabaseTemplate | undefined;
  if (!template) throw new Error('No test database template: run db tests in the db project of vitest.config.ts.');
  return template;
}

/** Opens a migrated and seeded database for the current file (once), and closes it after the file. */
export function useTestDatabase(): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const template = providedTemplate();
    if (template.engine === 'postgres') {
      const created = await createScratchDatabase(template.adminUrl, 'salon_test', { template: template.database });
      dropDatabase = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, poolSize: 20 });
    } else {
      handle = await openDatabase({ inMemory: true, from: await openAsBlob(template.dumpFile) });
    }
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
