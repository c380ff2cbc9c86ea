/**
 * A database at an earlier schema level, for the tests of a migration on a database that was in use before
 * it: the migrations up to a level, as that release shipped them, applied by drizzle's own migrator to an
 * in-memory PGlite, or to a scratch PostgreSQL database when TEST_DATABASE_URL is set. The test then writes
 * what that release's users would have, and runs `handle.migrate()` to reach the current level.
 */
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createScratchDatabase } from './scratch-postgres.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding the migrations up to `lastIdx`; the caller removes it. */
export function migrationsFolderUpTo(lastIdx: number): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const folder = mkdtempSync(join(tmpdir(), `salon-migrations-${lastIdx}-`));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** A new database migrated up to `lastIdx`, and how to close (and drop) it. */
export async function openDatabaseAtLevel(
  lastIdx: number,
  scratchName: string,
): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, scratchName) : undefined;
  const handle = scratch
    ? await openDatabase({ databaseUrl: scratch.url, poolSize: 2 })
    : await openDatabase({ inMemory: true });
  const folder = migrationsFolderUpTo(lastIdx);
  try {
    const migrate = handle.engine === 'pglite' ? migratePglite : migrateNodePostgres;
    await migrate(handle.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    handle,
    close: async () => {
      await handle.close();
      await scratch?.drop();
    },
  };
}
