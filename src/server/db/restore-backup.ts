/**
 * Restoring a backup (decision 082). The file has been read and checked in
 * full (backup-format.ts `readBackup`) before anything here runs. The load is
 * one script: the schema at the file's level, every row, the row-count check,
 * then this product's newer migrations. Both engines run a multi-statement
 * script as one implicit transaction, so a failure anywhere leaves nothing.
 *
 * - Embedded database: holding DATA_DIR's lock, the script runs in a new
 *   folder beside `pgdata`; only when it has loaded and been counted is that
 *   folder renamed to `pgdata` (the previous database, if any and if
 *   `replace` was asked for, is first renamed aside and kept). On failure the
 *   new folder is deleted: DATA_DIR is as it was.
 * - PostgreSQL: the database in DATABASE_URL must be empty; the script runs
 *   in one transaction on it.
 */
import { sql } from 'drizzle-orm';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { countRowsPerTable } from './backup.ts';
import { migrationSql, productMigrations, type BackupContents, type Migration } from './backup-format.ts';
import { openDatabase, openPgliteFolderUnlocked, type DatabaseHandle } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreOutcome {
  /** Rows per table of the restored database (after any newer migrations). */
  readonly rows: [string, number][];
  /** The schema level the database has now (the file's, or this product's when newer migrations ran). */
  readonly schemaLevel: number;
  /** Where the database that was replaced was kept (embedded database with `replace`). */
  readonly keptPrevious: string | null;
}

/** The migration that made the derived service columns and the statistics rollup (decision 044). */
const DERIVED_STATISTICS_MIGRATION = '0009_derived_statistics';
const DATA_MARKER = '\n-- Data\n';

/**
 * Around the rows of a file whose schema already has migration 0009's triggers: they are off while the
 * rows load, and the derived data is built once afterwards, from the lines as loaded, in set-based passes.
 * Row by row they made a restore about 20 times slower on the embedded database (5,000 appointments took
 * two minutes); the result is the same, since the triggers only keep what these passes compute.
 */
const TRIGGERS_OFF = [
  '-- Restore: the derived-data triggers are off while the rows load (rebuilt after them).',
  'ALTER TABLE public.appointments DISABLE TRIGGER USER;',
  'ALTER TABLE public.appointment_services DISABLE TRIGGER USER;',
];
const DERIVED_REBUILT = [
  '-- Restore: the derived columns and the statistics rollup from the rows as loaded, then the triggers back on.',
  `UPDATE public.appointments a
   SET service_names = coalesce(l.names, '{}'), service_minutes = coalesce(l.minutes, '{}'),
       services_price_thb = coalesce(l.price, 0)
  FROM public.appointments b
  LEFT JOIN (SELECT appointment_id, array_agg(service_name ORDER BY id) AS names,
                    array_agg(duration_minutes ORDER BY id) AS minutes, sum(price_thb)::integer AS price
               FROM public.appointment_services GROUP BY appointment_id) l ON l.appointment_id = b.id
 WHERE a.id = b.id;`,
  'SELECT derived.rebuild_appointment_rollup();',
  'ALTER TABLE public.appointments ENABLE TRIGGER USER;',
  'ALTER TABLE public.appointment_services ENABLE TRIGGER USER;',
];

/** The file's rows, with the derived-data triggers off while they load when its schema has them. */
function loadBody(contents: BackupContents, migrations: readonly Migration[]): string {
  const level = migrations.findIndex((migration) => migration.tag === DERIVED_STATISTICS_MIGRATION) + 1;
  const dataStart = contents.body.indexOf(DATA_MARKER);
  // Older files get the triggers (and their one set-based backfill) from the newer migrations after the load.
  if (level === 0 || contents.schemaLevel < level || dataStart === -1) return contents.body;
  const afterMarker = dataStart + DATA_MARKER.length;
  return [
    contents.body.slice(0, afterMarker),
    ...TRIGGERS_OFF,
    contents.body.slice(afterMarker),
    ...DERIVED_REBUILT,
  ].join('\n');
}

/** The file's body followed by the migrations this product has beyond the file's schema level. */
export function restoreScript(
  contents: BackupContents,
  migrations: readonly Migration[] = productMigrations(),
): string {
  const newer = migrations.slice(contents.schemaLevel).flatMap(migrationSql);
  return [loadBody(contents, migrations), ...newer].join('\n');
}

async function tablesOf(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** Runs the whole load as one script on an empty database and counts what it holds. */
async function load(handle: DatabaseHandle, contents: BackupContents): Promise<RestoreOutcome> {
  const migrations = productMigrations();
  try {
    await handle.executeScript(restoreScript(contents, migrations));
  } catch (error) {
    const reason = firstLine(error);
    const what = reason.startsWith('Salon backup check failed')
      ? reason
      : contents.checksum === null
        ? `the database rejected it, so the file is damaged (${reason})`
        : `the database rejected it (${reason})`;
    throw new RestoreError(`The backup could not be loaded: ${what}. Nothing was changed.`);
  }
  return { rows: await countRowsPerTable(handle.db), schemaLevel: migrations.length, keptPrevious: null };
}

const RESTORING_PREFIX = 'pgdata.restoring-';

export async function restoreIntoDataDir(
  dataDir: string,
  contents: BackupContents,
  options: { readonly replace: boolean; readonly now: Date },
): Promise<RestoreOutcome> {
  const absoluteDir = resolve(dataDir);
  const dataDirExisted = existsSync(absoluteDir);
  // Throws DataDirLockedError while a server (or another command) uses the folder.
  const releaseLock = acquireDataDirLock(absoluteDir);
  const stamp = options.now.toISOString().replace(/[:.]/g, '-');
  const target = join(absoluteDir, 'pgdata');
  const loading = join(absoluteDir, `${RESTORING_PREFIX}${stamp}`);
  let succeeded = false;
  try {
    if (existsSync(target) && !options.replace) {
      throw new RestoreError(
        `${absoluteDir} already holds a database. To replace it with the backup (the current one is kept ` +
          'beside it), run the restore again with --replace; or restore into an empty folder with DATA_DIR.',
      );
    }
    // A restore that was killed leaves its loading folder; nobody else can be using it while we hold the lock.
    for (const name of readdirSync(absoluteDir)) {
      if (name.startsWith(RESTORING_PREFIX)) rmSync(join(absoluteDir, name), { recursive: true, force: true });
    }
    const handle = await openPgliteFolderUnlocked(loading);
    let outcome: RestoreOutcome;
    try {
      outcome = await load(handle, contents);
    } finally {
      await handle.close();
    }
    let keptPrevious: string | null = null;
    if (existsSync(target)) {
      keptPrevious = join(absoluteDir, `pgdata.before-restore-${stamp}`);
      renameSync(target, keptPrevious);
    }
    renameSync(loading, target);
    succeeded = true;
    return { ...outcome, keptPrevious };
  } finally {
    if (!succeeded) rmSync(loading, { recursive: true, force: true });
    releaseLock();
    // The folder did not exist before: leave no empty one behind.
    if (!succeeded && !dataDirExisted) {
      try {
        rmdirSync(absoluteDir);
      } catch {
        // Not empty (someone else wrote to it): leave it.
      }
    }
  }
}

export async function restoreIntoPostgres(databaseUrl: string, contents: BackupContents): Promise<RestoreOutcome> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    if ((await tablesOf(handle)) > 0) {
      throw new RestoreError(
        'The PostgreSQL database in DATABASE_URL already holds tables. Restore into an empty database ' +
          '(for example createdb salon_restored, then DATABASE_URL=postgres://…/salon_restored npm run restore -- <file>) ' +
          "and point the server's DATABASE_URL at it.",
      );
    }
    return await load(handle, contents);
  } finally {
    await handle.close();
  }
}
