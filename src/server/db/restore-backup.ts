/**
 * Restoring a backup (decisions 082 and 215). The file has been read and
 * checked in full (backup-reader.ts `inspectBackup`) before anything here
 * runs. Nothing in the file is executed: the load is one transaction of this
 * product's own statements —
 *
 *   1. the schema at the file's level, from this product's migrations;
 *   2. a check that the file's tables and columns are exactly those of that
 *      schema;
 *   3. the rows, read from the file again a chunk at a time and loaded with
 *      COPY into the known table and columns (each value read by the
 *      column's own type): format-4 lines that passed the check as they
 *      stand, older formats' values written as COPY text. Meanwhile the
 *      derived-data triggers are off, and the indexes and the primary, unique
 *      and foreign keys are dropped; afterwards the derived data is rebuilt
 *      and the keys and indexes are built again, each checked over the whole
 *      table at once (a duplicate or a dangling reference fails the load);
 *   4. sequence positions, the row-count check, this product's newer migrations.
 *
 * - Embedded database: holding DATA_DIR's lock, it runs in a new folder
 *   beside `pgdata`; only when it has loaded and been counted is that folder
 *   renamed to `pgdata` (the previous database, if any and if `replace` was
 *   asked for, is first renamed aside and kept). On failure the new folder is
 *   deleted: DATA_DIR is as it was.
 * - PostgreSQL: the database in DATABASE_URL must be empty; the transaction
 *   is rolled back on any failure.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, renameSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import {
  BackupFileError,
  migrationSql,
  productMigrations,
  quoteIdentifier,
  rowCountCheck,
  schemaSql,
  readBackupCopyText,
  type BackupContents,
  type Migration,
} from './backup-format.ts';
import { DatabaseOpenError, PGLITE_EXTENSIONS, pgliteStartParams } from './client.ts';
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
  /** Seconds spent in each step of the load, in order. */
  readonly phases: readonly (readonly [RestorePhase, number])[];
}

export type RestorePhase =
  'new database folder' | 'schema' | 'rows' | 'derived data' | 'keys and indexes' | 'checks and migrations';

/** One connection to the database being restored into. */
interface LoadConnection {
  /** Several statements of this product's own, no parameters. */
  script(text: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Loads rows given as COPY text (checked lines, each ending in a newline) into the named table and
   * columns; successive calls for the same table may go into one COPY, which `copyDone` ends.
   */
  copy(table: string, columns: readonly string[], text: string): Promise<void>;
  /** Ends the COPY in progress, if any, before any other statement; `abandon` drops what it has not loaded. */
  copyDone(abandon?: 'abandon'): Promise<void>;
}

/**
 * Successive rows of one table into one COPY: PGlite runs in this process, so the text is gathered in one
 * reused buffer up to `COPY_BYTES`, written to a file in the loading folder and loaded with COPY FROM that
 * file, which PostgreSQL reads straight into its own memory. Handing PGlite each piece as a Blob instead
 * (its `/dev/blob`) made two new megabyte buffers per piece; the allocator kept the freed ones, and the
 * command grew by about 250 MB over a 100,000-appointment file.
 */
function pgliteCopy(client: PGlite, folder: string): Pick<LoadConnection, 'copy' | 'copyDone'> {
  const hostFile = join(folder, COPY_FILE);
  let buffer = Buffer.allocUnsafe(COPY_BYTES);
  let pending: { key: string; table: string; columns: readonly string[]; bytes: number } | null = null;
  // The folder as PostgreSQL inside PGlite names it (PGlite mounts it under a path of its own).
  let fileInDatabase: string | null = null;
  const flush = async () => {
    if (!pending) return;
    const { table, columns, bytes } = pending;
    pending = null;
    const file = openSync(hostFile, 'w');
    try {
      for (let written = 0; written < bytes;) written += writeSync(file, buffer, written, bytes - written);
    } finally {
      closeSync(file);
    }
    fileInDatabase ??= `${(await client.query<{ folder: string }>(`select current_setting('data_directory') as folder`)).rows[0]!.folder}/${COPY_FILE}`;
    await client.query(copyStatement(table, columns, quoteLiteral(fileInDatabase)));
  };
  return {
    async copy(table, columns, text) {
      const key = `${table}(${columns.join(',')})`;
      if (pending && pending.key !== key) await flush();
      const length = Buffer.byteLength(text);
      if (pending && pending.bytes + length > buffer.length) await flush();
      // A single piece longer than the buffer (a row holding a photo): a larger buffer, kept for the next.
      if (length > buffer.length) buffer = Buffer.allocUnsafe(length);
      pending ??= { key, table, columns, bytes: 0 };
      pending.bytes += buffer.write(text, pending.bytes);
    },
    async copyDone(abandon) {
      if (abandon) pending = null;
      else await flush();
    },
  };
}

/**
 * One COPY FROM STDIN per table on PostgreSQL, written as the file is read: a write waits only when the
 * connection's buffer is full, so the server loads one chunk while the next is read and checked.
 */
function postgresCopy(client: pg.Client): Pick<LoadConnection, 'copy' | 'copyDone'> {
  let open: { key: string; stream: CopyStreamQuery; failure: unknown } | null = null;
  const end = async (abandon: boolean) => {
    if (!open) return;
    const { stream, failure } = open;
    open = null;
    if (failure) throw failure;
    if (abandon) {
      stream.destroy();
      await finished(stream).catch(() => {});
      return;
    }
    stream.end();
    await finished(stream);
  };
  return {
    async copy(table, columns, text) {
      const key = `${table}(${columns.join(',')})`;
      if (open && open.key !== key) await end(false);
      if (!open) {
        const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
        const opened: { key: string; stream: CopyStreamQuery; failure: unknown } = { key, stream, failure: null };
        stream.on('error', (error: unknown) => {
          opened.failure ??= error;
        });
        open = opened;
      }
      const { stream } = open;
      if (open.failure) throw open.failure;
      // `once` rejects when the stream fails while it waits.
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async copyDone(abandon) {
      await end(abandon === 'abandon');
    },
  };
}

/** Bytes of COPY text gathered before PGlite loads them, and the file in the loading folder that holds them. */
const COPY_BYTES = 8 << 20;
const COPY_FILE = 'restore-rows.copy';

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * FREEZE (allowed because the load's own transaction created the table): the rows are stored as already
 * visible to everyone, so the first reads after the restore do not rewrite every page to record that.
 */
const copyStatement = (table: string, columns: readonly string[], from: string) =>
  `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM ${from} WITH (FREEZE)`;

/** The migration that made the derived service columns and the statistics rollup (decision 044). */
const DERIVED_STATISTICS_MIGRATION = '0009_derived_statistics';

/**
 * Around the rows of a file whose schema already has migration 0009's triggers: they are off while the
 * rows load, and the derived data is built once afterwards, from the lines as loaded, in set-based passes.
 * Row by row they made a restore about 20 times slower on the embedded database; the result is the same,
 * since the triggers only keep what these passes compute.
 */
const TRIGGERS_OFF = `ALTER TABLE public.appointments DISABLE TRIGGER USER;
ALTER TABLE public.appointment_services DISABLE TRIGGER USER;`;
// Only rows whose derived columns differ from their lines are written: a backup's rows carry them as the
// database kept them, so a sound file rewrites none (rewriting every row doubled the table and the time).
const DERIVED_REBUILT = `UPDATE public.appointments a
   SET service_names = coalesce(l.names, '{}'), service_minutes = coalesce(l.minutes, '{}'),
       services_price_thb = coalesce(l.price, 0)
  FROM public.appointments b
  LEFT JOIN (SELECT appointment_id, array_agg(service_name ORDER BY id) AS names,
                    array_agg(duration_minutes ORDER BY id) AS minutes, sum(price_thb)::integer AS price
               FROM public.appointment_services GROUP BY appointment_id) l ON l.appointment_id = b.id
 WHERE a.id = b.id
   AND (a.service_names, a.service_minutes, a.services_price_thb)
       IS DISTINCT FROM (coalesce(l.names, '{}'), coalesce(l.minutes, '{}'), coalesce(l.price, 0));
SELECT derived.rebuild_appointment_rollup();
ALTER TABLE public.appointments ENABLE TRIGGER USER;
ALTER TABLE public.appointment_services ENABLE TRIGGER USER;`;

/** The migration that made the paid-revenue rollup kept by triggers on the sales' tables (decision 225). */
const PAID_REVENUE_MIGRATION = '0021_paid_revenue_rollup';
const SALE_TABLES = ['sales', 'sale_lines', 'sale_tips', 'sale_money_events', 'sale_voids'];

/**
 * The same for the sales' tables of a file whose schema has migration 0021's triggers: row by row, each
 * row loaded recomputed its whole sale; off while the rows load, the rollup (paid revenue and payroll) is
 * built once afterwards by `derived.rebuild_sale_rollup()`, one INSERT … SELECT … GROUP BY per table.
 */
const SALE_TRIGGERS_OFF = SALE_TABLES.map((table) => `ALTER TABLE public.${table} DISABLE TRIGGER USER;`).join('\n');
const SALE_ROLLUP_REBUILT = [
  'SELECT derived.rebuild_sale_rollup();',
  ...SALE_TABLES.map((table) => `ALTER TABLE public.${table} ENABLE TRIGGER USER;`),
].join('\n');

interface ColumnType {
  readonly table: string;
  readonly column: string;
  readonly type: string;
}

async function publicTables(connection: LoadConnection): Promise<string[]> {
  return (
    await connection.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
}

/** The stored (not generated) columns of every public table, with their types. */
async function storedColumnTypes(connection: LoadConnection): Promise<Map<string, Map<string, string>>> {
  const columns = await connection.query<ColumnType>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''`,
  );
  const byTable = new Map<string, Map<string, string>>();
  for (const { table, column, type } of columns) {
    if (!byTable.has(table)) byTable.set(table, new Map());
    byTable.get(table)!.set(column, type);
  }
  return byTable;
}

async function countRows(connection: LoadConnection): Promise<[string, number][]> {
  const counts: [string, number][] = [];
  for (const table of await publicTables(connection)) {
    const [counted] = await connection.query<{ count: number }>(
      `select count(*)::int as count from ${quoteIdentifier(table)}`,
    );
    counts.push([table, counted?.count ?? 0]);
  }
  return counts;
}

async function resetSequences(connection: LoadConnection): Promise<void> {
  const serials = await connection.query<{ table: string; column: string; sequence: string }>(
    `select table_name as table, column_name as column,
            pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const serial of serials) {
    await connection.query(
      `select setval($1, coalesce((select max(${quoteIdentifier(serial.column)}) from ${quoteIdentifier(serial.table)}), 0) + 1, false)`,
      [serial.sequence],
    );
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** A primary, unique, exclusion or foreign key of a table, as the catalog defines it. */
interface TableKey {
  readonly schema: string;
  readonly table: string;
  readonly name: string;
  readonly foreign: boolean;
  readonly definition: string;
}

const onTable = (key: TableKey) => `ALTER TABLE ${quoteIdentifier(key.schema)}.${quoteIdentifier(key.table)}`;

/** Times the steps of a load. */
function phaseClock() {
  const phases: [RestorePhase, number][] = [];
  let started = performance.now();
  return {
    phases,
    done(phase: RestorePhase) {
      const now = performance.now();
      phases.push([phase, (now - started) / 1000]);
      started = now;
    },
  };
}

/** Everything inside the transaction: the schema, the rows, the checks, the newer migrations. */
async function loadRows(
  connection: LoadConnection,
  contents: BackupContents,
  migrations: readonly Migration[],
  clock: ReturnType<typeof phaseClock>,
): Promise<void> {
  await connection.script(schemaSql(migrations.slice(0, contents.schemaLevel)));

  // The file's tables must be exactly this schema's: the reader has checked that each is a table of
  // this product; at this level, none may be missing or extra.
  const types = await storedColumnTypes(connection);
  const fileTables = contents.rows.map(([table]) => table).sort();
  const schemaTables = [...types.keys()].sort();
  if (JSON.stringify(fileTables) !== JSON.stringify(schemaTables)) {
    throw new RestoreError(
      `The backup could not be loaded: its tables (${fileTables.join(', ')}) are not those of this product's ` +
        `schema level ${contents.schemaLevel} (${schemaTables.join(', ')}). Nothing was changed.`,
    );
  }

  // Indexes that back no constraint are built once after the rows, not row by row while they load
  // (the trigram indexes of the dashboard search cost most); their definitions come from the catalog.
  const indexes = await connection.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public'
        and not exists (select 1 from pg_constraint c
                         where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
  );
  // So are the keys, as pg_restore does: a primary or unique key built from the loaded table is one sort
  // instead of a random insert into its index per row, and a foreign key added to loaded tables is
  // checked by one join instead of a lookup per row. Each is checked over the whole table when it is
  // added again, so a duplicate or a dangling reference still fails the load.
  const keys = await connection.query<TableKey>(
    `select n.nspname as schema, t.relname as table, c.conname as name, c.contype = 'f' as foreign,
            pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
      where c.contype in ('p', 'u', 'x', 'f')
        and (n.nspname = 'public'
             or c.confrelid in (select r.oid from pg_class r join pg_namespace s on s.oid = r.relnamespace
                                 where s.nspname = 'public'))
      order by c.contype = 'f' desc, n.nspname, t.relname, c.conname`,
  );
  const dropped = [
    ...keys.map((key) => `${onTable(key)} DROP CONSTRAINT ${quoteIdentifier(key.name)};`),
    ...indexes.map((index) => `DROP INDEX public.${quoteIdentifier(index.name)};`),
  ];
  if (dropped.length > 0) await connection.script(dropped.join('\n'));

  const derivedLevel = migrations.findIndex((migration) => migration.tag === DERIVED_STATISTICS_MIGRATION) + 1;
  const triggersOff = derivedLevel > 0 && contents.schemaLevel >= derivedLevel;
  if (triggersOff) await connection.script(TRIGGERS_OFF);
  const paidRevenueLevel = migrations.findIndex((migration) => migration.tag === PAID_REVENUE_MIGRATION) + 1;
  const saleTriggersOff = paidRevenueLevel > 0 && contents.schemaLevel >= paidRevenueLevel;
  if (saleTriggersOff) await connection.script(SALE_TRIGGERS_OFF);
  clock.done('schema');

  const checked = new Set<string>();
  const copy = async (table: string, columns: readonly string[], text: string) => {
    const key = `${table}(${columns.join(',')})`;
    if (!checked.has(key)) {
      const columnTypes = types.get(table)!;
      if (columns.length !== columnTypes.size || columns.some((column) => !columnTypes.has(column))) {
        throw new RestoreError(
          `The backup could not be loaded: the columns of its table ${table} are not those of this product's ` +
            `schema level ${contents.schemaLevel}. Nothing was changed.`,
        );
      }
      checked.add(key);
    }
    await connection.copy(table, columns, text);
  };
  await readBackupCopyText(contents, copy, migrations);
  await connection.copyDone();
  clock.done('rows');

  if (triggersOff) await connection.script(DERIVED_REBUILT);
  if (saleTriggersOff) await connection.script(SALE_ROLLUP_REBUILT);
  clock.done('derived data');
  // Primary and unique keys first (the foreign keys need them), then the other indexes, then the foreign keys.
  const rebuilt = [
    ...keys
      .filter((key) => !key.foreign)
      .map((key) => `${onTable(key)} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition};`),
    ...indexes.map((index) => `${index.definition};`),
    ...keys
      .filter((key) => key.foreign)
      .map((key) => `${onTable(key)} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition};`),
  ];
  if (rebuilt.length > 0) await connection.script(rebuilt.join('\n'));
  clock.done('keys and indexes');
  await resetSequences(connection);
  await connection.script(rowCountCheck(contents.rows));
  const newer = migrations.slice(contents.schemaLevel).flatMap(migrationSql);
  if (newer.length > 0) await connection.script(newer.join('\n'));
  clock.done('checks and migrations');
}

/** Runs the whole load in one transaction on an empty database and counts what it holds. */
async function load(connection: LoadConnection, contents: BackupContents): Promise<RestoreOutcome> {
  const migrations = productMigrations();
  const clock = phaseClock();
  await connection.script('BEGIN');
  try {
    await loadRows(connection, contents, migrations, clock);
    await connection.script('COMMIT');
  } catch (error) {
    await connection.copyDone('abandon').catch(() => {});
    await connection.script('ROLLBACK').catch(() => {});
    if (error instanceof RestoreError) throw error;
    const reason = error instanceof BackupFileError ? error.message : firstLine(error);
    const what = reason.startsWith('Salon backup check failed')
      ? reason
      : contents.checksum === null
        ? `the database rejected it, so the file is damaged (${reason})`
        : `the database rejected it (${reason})`;
    throw new RestoreError(`The backup could not be loaded: ${what}. Nothing was changed.`);
  }
  return {
    rows: await countRows(connection),
    schemaLevel: migrations.length,
    keptPrevious: null,
    phases: clock.phases,
  };
}

const RESTORING_PREFIX = 'pgdata.restoring-';

/**
 * The loading folder's own settings: with `wal_level=minimal` PostgreSQL writes no WAL for rows copied
 * into, or indexes built on, tables created in the same transaction (the folder is thrown away if the
 * load fails, and its files are synced when it commits); the server opens the folder with its usual
 * settings afterwards. A `maintenance_work_mem` of 32 MB instead of 64: PGlite's memory never shrinks, and
 * with 64 MB the trigram index of a million appointments grew it by 25 MB and took longer (18.9 s against
 * 17.4 s; the B-tree builds took the same time).
 */
const LOADING_SETTINGS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'maintenance_work_mem=32MB'];

/**
 * Creates an empty PGlite database folder in a short-lived process: initdb grows PGlite's WebAssembly
 * memory by hundreds of megabytes that are never given back (decision 023), and this command's memory
 * should be that of loading rows only. It runs while the file is being checked (about 8 s each for a
 * million appointments, on two cores).
 */
async function initDatabaseFolderInChild(folder: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create(process.env.SALON_NEW_FOLDER)).close();`,
    ],
    { env: { ...process.env, SALON_NEW_FOLDER: folder }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const [status] = (await once(child, 'close')) as [number | null];
  if (status !== 0) {
    throw new RestoreError(`The database folder ${folder} could not be created: ${stderr.split('\n')[0] ?? ''}`);
  }
}

/**
 * Restores into DATA_DIR. `contents` may still be being checked: the new database folder is created
 * meanwhile, and nothing is loaded unless the check succeeds.
 */
export async function restoreIntoDataDir(
  dataDir: string,
  checking: BackupContents | Promise<BackupContents>,
  options: { readonly replace: boolean; readonly now: Date },
): Promise<RestoreOutcome> {
  const absoluteDir = resolve(dataDir);
  // Its failure is awaited below; until then it must not count as unhandled.
  const checked = Promise.resolve(checking);
  checked.catch(() => {});
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
    const creating = initDatabaseFolderInChild(loading);
    let contents: BackupContents;
    try {
      contents = await checked;
    } catch (error) {
      // The child writes into the folder until it ends; the folder is removed below.
      await creating.catch(() => {});
      throw error;
    }
    const waiting = performance.now();
    await creating;
    const client = await PGlite.create(loading, {
      startParams: [...pgliteStartParams(), ...LOADING_SETTINGS],
      extensions: PGLITE_EXTENSIONS,
    });
    const created = (performance.now() - waiting) / 1000;
    let outcome: RestoreOutcome;
    try {
      outcome = await load(
        {
          script: async (text) => {
            await client.exec(text);
          },
          query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
          ...pgliteCopy(client, loading),
        },
        contents,
      );
    } finally {
      await client.close();
    }
    // Removed once PGlite is closed: its file system keeps what it has looked up, and a file taken away
    // underneath it is not noticed.
    rmSync(join(loading, COPY_FILE), { force: true });
    let keptPrevious: string | null = null;
    if (existsSync(target)) {
      keptPrevious = join(absoluteDir, `pgdata.before-restore-${stamp}`);
      renameSync(target, keptPrevious);
    }
    renameSync(loading, target);
    succeeded = true;
    return { ...outcome, keptPrevious, phases: [['new database folder', created], ...outcome.phases] };
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
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost mid-load fails the query in flight; the event must not end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseOpenError(
      `Cannot connect to the PostgreSQL database in DATABASE_URL (${firstLine(error)}). ` +
        'Check that the server is running and the URL, user and password are right.',
    );
  }
  const connection: LoadConnection = {
    script: async (text) => {
      await client.query(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    ...postgresCopy(client),
  };
  try {
    const [existing] = await connection.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((existing?.count ?? 0) > 0) {
      throw new RestoreError(
        'The PostgreSQL database in DATABASE_URL already holds tables. Restore into an empty database ' +
          '(for example createdb salon_restored, then DATABASE_URL=postgres://…/salon_restored npm run restore -- <file>) ' +
          "and point the server's DATABASE_URL at it.",
      );
    }
    return await load(connection, contents);
  } finally {
    await client.end();
  }
}
