/**
 * Opens the database: PGlite in a data directory when DATABASE_URL is unset,
 * PostgreSQL through a `pg` pool when it is set. Everything above this file
 * sees one `Database` type and one SQL dialect.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle passed to code that runs inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  /** Applies pending migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs a script of several SQL statements (restoring a backup). */
  executeScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { readonly databaseUrl: string; readonly poolSize?: number }
  | {
      readonly dataDir: string;
      /**
       * Runs after the data directory's lock is taken and before PGlite opens it: the server
       * prepares a new directory in a short-lived child process there (db/prepare-in-child.ts).
       */
      readonly beforeOpen?: (absoluteDir: string) => Promise<void>;
      /**
       * For that child only: its parent holds the lock (checked: the lock file names the parent).
       */
      readonly lockHeldByParent?: boolean;
    }
  | {
      readonly inMemory: true;
      /**
       * A dump from `dumpInMemoryDatabase`, opened instead of an empty cluster: the db tests start every file
       * from one migrated and seeded database rather than running initdb and the migrations again.
       */
      readonly from?: Blob;
    };

/**
 * The drizzle-kit migrations: `drizzle/` at the project root, reached from this file
 * (src/server/db/) or from the bundled server (dist/server/, `npm run build`).
 */
export const MIGRATIONS_FOLDER = ['../../../drizzle', '../../drizzle']
  .map((relative) => resolve(fileURLToPath(new URL(relative, import.meta.url))))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')))!;

/**
 * PostgreSQL settings for every PGlite instance, on top of PGlite's own start parameters.
 * PGlite keeps the whole buffer pool inside its WebAssembly memory, which never shrinks,
 * and touches it at start: the default 128 MB of shared_buffers is 128 MB of resident memory
 * for a database of a few megabytes. 32 MB holds years of a salon's bookings; pages beyond it
 * come from the operating system's file cache. docs/decisions/023-server-memory.md.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  temp_buffers: '1MB',
  wal_buffers: '1MB',
};

/** PGlite's start parameters with PGLITE_SETTINGS (a restore opens its loading folder with them too). */
export function pgliteStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * Extensions every PGlite instance loads: pg_trgm for the dashboard's trigram search indexes
 * (migration 0003 creates it; PGlite can only create extensions it was opened with).
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** An arbitrary, fixed key for the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_246_001;

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ('dataDir' in options) return openPgliteDirectory(options);
  return openPglite(newInMemoryPglite(options.from), () => {});
}

function newInMemoryPglite(from?: Blob): PGlite {
  return new PGlite({
    startParams: pgliteStartParams(),
    extensions: PGLITE_EXTENSIONS,
    ...(from ? { loadDataDir: from } : {}),
  });
}

/**
 * An in-memory database that `prepare` set up (migrated, seeded), dumped for `{ inMemory: true, from }`.
 * The checkpoint first writes every committed page into the data files, so a copy has next to no WAL to replay
 * when it opens.
 */
export async function dumpInMemoryDatabase(prepare: (handle: DatabaseHandle) => Promise<void>): Promise<Blob> {
  const client = newInMemoryPglite();
  const handle = await openPglite(client, () => {});
  try {
    await prepare(handle);
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one (the server restarted, the database was dropped): the pool only listens to idle
  // clients, and an 'error' event nobody listens to ends the process. The query in flight fails with the
  // same error, and the broken client is discarded when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(
      `Cannot connect to the PostgreSQL database in DATABASE_URL (${describe(error)}). ` +
        'Check that the server is running and the URL, user and password are right.',
    );
  }
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async executeScript(script) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}

async function openPgliteDirectory(options: Extract<DatabaseOptions, { dataDir: string }>): Promise<DatabaseHandle> {
  const absoluteDir = resolve(options.dataDir);
  const releaseLock = options.lockHeldByParent ? checkParentHoldsLock(absoluteDir) : acquireDataDirLock(absoluteDir);
  try {
    await options.beforeOpen?.(absoluteDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  let client: PGlite;
  try {
    client = await PGlite.create(join(absoluteDir, 'pgdata'), {
      startParams: pgliteStartParams(),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    releaseLock();
    throw new DatabaseOpenError(
      `The embedded database in ${join(absoluteDir, 'pgdata')} could not be opened (${describe(error)}). ` +
        'It may be damaged: move the folder away and restore a backup with "npm run restore <file>".',
    );
  }
  return openPglite(client, releaseLock);
}

/**
 * Opens a PGlite folder without taking a lock, for a caller that already holds
 * its data directory's lock (a restore loading into a folder beside `pgdata`).
 */
export async function openPgliteFolderUnlocked(folder: string): Promise<DatabaseHandle> {
  return openPglite(
    await PGlite.create(folder, { startParams: pgliteStartParams(), extensions: PGLITE_EXTENSIONS }),
    () => {},
  );
}

/** The lock is the parent's: nothing to release, but refuse to run without it. */
function checkParentHoldsLock(absoluteDir: string): () => void {
  let owner = '';
  try {
    owner = readFileSync(join(absoluteDir, LOCK_FILE_NAME), 'utf8').trim();
  } catch {
    // No lock file: refused below.
  }
  if (owner !== String(process.ppid)) {
    throw new DatabaseOpenError(`The data directory ${absoluteDir} is not locked by this process's parent.`);
  }
  return () => {};
}

async function openPglite(client: PGlite, releaseLock: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await db.execute(sql`select 1`);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async executeScript(script) {
      await client.exec(script);
    },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}

/** Is the database answering? Used by /api/health. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
