/**
 * Logical backups in the format of backup-format.ts (decision 215), written
 * as they are read: from one read-only repeatable-read transaction, so the
 * copy is consistent, each table through a cursor a few thousand rows at a
 * time, each row as one line of PostgreSQL's COPY text format. Memory stays
 * flat whatever the size of the database (the server that takes bookings
 * writes it while it runs). `npm run restore` (db/restore-backup.ts) checks
 * and loads it; psql loads it into an empty PostgreSQL database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  copyLine,
  COPY_END,
  DATA_LINE,
  END_MARKER,
  FRAME_END,
  headerLines,
  productMigrations,
  productVersion,
  quoteIdentifier,
  rowCountCheck,
  schemaSql,
  sequenceLine,
  tableLine,
  type RowCounts,
} from './backup-frame.ts';
import type { Database, Transaction } from './client.ts';

type Executor = Database | Transaction;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Database type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Tables of the public schema, parents before children (foreign keys). */
async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const ref of references.filter((r) => r.child === table)) visit(ref.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The stored columns of a table: generated columns are computed by the database again on restore. */
export async function storedColumns(db: Executor, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated <> 'ALWAYS'
          order by ordinal_position`,
    )
  ).map((row) => row.name);
}

/**
 * One row as a line of COPY's text format, built by the database: each value's text form with
 * backslash, newline, carriage return and tab escaped, `\N` for NULL, tabs between.
 */
function copyTextExpression(columns: readonly string[]): string {
  return columns
    .map(
      (column) =>
        `coalesce(replace(replace(replace(replace(${quoteIdentifier(column)}::text, E'\\\\', E'\\\\\\\\'), ` +
        `E'\\n', E'\\\\n'), E'\\r', E'\\\\r'), E'\\t', E'\\\\t'), E'\\\\N')`,
    )
    .join(` || E'\\t' || `);
}

async function sequenceLines(db: Executor, tables: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const table of tables) {
    const serials = await rows<{ column: string; sequence: string }>(
      db,
      sql`select column_name as column, pg_get_serial_sequence(quote_ident(${table}), column_name) as sequence
          from information_schema.columns
          where table_schema = 'public' and table_name = ${table}
            and pg_get_serial_sequence(quote_ident(${table}), column_name) is not null`,
    );
    for (const serial of serials) lines.push(sequenceLine(serial.sequence, table, serial.column));
  }
  return lines;
}

export interface WrittenDump {
  readonly rowCount: number;
  readonly rows: RowCounts;
  readonly schemaLevel: number;
  readonly checksum: string;
}

/** Rows fetched per round trip at most, and the text a fetch aims at (the rows per fetch follow their size). */
const FETCH_ROWS = 2000;
const FETCH_CHARS = 2 << 20;
/** Rows fetched per round trip from a table with a bytea column (the owner's photos: up to a few MB each). */
const FETCH_BINARY_ROWS = 4;

/** True when the table has a bytea column, whose rows may each be megabytes. */
async function hasBinaryColumn(db: Executor, table: string): Promise<boolean> {
  const found = await rows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and data_type = 'bytea') as found`,
  );
  return found[0]?.found === true;
}
/**
 * COPY's text format escapes backspace, form feed and vertical tab (`\b`, `\f`, `\v`), which the backup
 * writes as they are (its four escapes are backslash, newline, carriage return and tab): those three are
 * turned back, an escaped backslash left as it is.
 */
export function writerEscapes(text: string): string {
  if (!/\\[bfv]/.test(text)) return text;
  return text.replace(/\\([\\bfv])/g, (escape, char: string) =>
    char === '\\' ? escape : char === 'b' ? '\b' : char === 'f' ? '\f' : '\v',
  );
}

/**
 * On PostgreSQL, a second connection that sees exactly the backup transaction's snapshot (exported by
 * it) and streams each table with `COPY (SELECT "col"::text, …) TO STDOUT`: the database writes the
 * lines itself, in C, instead of building each through four replace() calls per value and handing it
 * over row by row through a cursor. Each value's text is the same `::text` the cursor reads; COPY's
 * escaping is the backup's but for three control characters (`writerEscapes`). Null on PGlite.
 */
async function copyOutConnection(db: Database, snapshot: () => Promise<string>): Promise<CopyOut | null> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  // A connection of its own, not one of the pool's: a pool of one is busy with the backup transaction.
  const client = new pg.Client(pool.options);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await client.query(`SET TRANSACTION SNAPSHOT '${(await snapshot()).replaceAll("'", "''")}'`);
    for (const setting of SESSION_SETTINGS) await client.query(setting);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async *table(table, columns) {
      const stream = client.query(
        copyTo(
          `COPY (SELECT ${columns.map((column) => `${quoteIdentifier(column)}::text`).join(', ')} ` +
            `FROM ${quoteIdentifier(table)}) TO STDOUT`,
        ),
      );
      // Whole lines only, so that no character and no escape is cut between two pieces.
      let carry: Buffer = Buffer.alloc(0);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        const bytes = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
        const end = bytes.lastIndexOf(10);
        carry = end === -1 ? bytes : bytes.subarray(end + 1);
        if (end !== -1) yield writerEscapes(bytes.toString('utf8', 0, end + 1));
      }
      if (carry.length > 0) throw new Error(`COPY of ${table} ended inside a line.`);
    },
    async close() {
      // Ending the connection ends its read-only transaction (and a COPY cut short by a failed write).
      await client.end().catch(() => {});
    },
  };
}

interface CopyOut {
  /** A table's rows as COPY text, whole lines (each ending in a newline) a piece at a time. */
  table(table: string, columns: readonly string[]): AsyncIterable<string>;
  close(): Promise<void>;
}

/** The text forms of dates and times in the file do not depend on the server's settings. */
const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 1',
];

/** Bytes gathered before they are handed to the writer. */
const WRITE_BYTES = 1 << 20;

/** Rows per table of the public schema, by table name. */
export async function countRowsPerTable(db: Executor): Promise<[string, number][]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: [string, number][] = [];
  for (const { name } of tables) {
    const [counted] = await rows<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as count from ${quoteIdentifier(name)}`),
    );
    counts.push([name, counted?.count ?? 0]);
  }
  return counts;
}

/**
 * Writes a backup of the database to `write`, a megabyte at a time (each call awaited, so a slow disk
 * slows the reading instead of filling memory).
 */
export async function writeBackup(
  db: Database,
  now: Date,
  write: (bytes: Buffer) => Promise<void>,
): Promise<WrittenDump> {
  const hash = createHash('sha256');
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingLength = 0;
    hash.update(bytes);
    await write(bytes);
  };
  const emit = async (...lines: string[]) => {
    for (const line of lines) {
      pending.push(line, '\n');
      pendingLength += line.length + 1;
    }
    if (pendingLength >= WRITE_BYTES) await flush();
  };
  /** Whole lines of COPY text from the database; returns how many. */
  const emitCopied = async (pieces: AsyncIterable<string>) => {
    let lines = 0;
    for await (const text of pieces) {
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= WRITE_BYTES) await flush();
    }
    return lines;
  };
  /** A table's rows through a cursor, each line built by the database; returns how many. */
  const emitFetched = async (tx: Transaction, table: string, columns: readonly string[], fetchRows: number) => {
    await tx.execute(
      sql.raw(
        `declare salon_backup_rows no scroll cursor for select ${copyTextExpression(columns)} as line from ${quoteIdentifier(table)}`,
      ),
    );
    let written = 0;
    let rowsPerFetch = fetchRows;
    for (;;) {
      const batch = await rows<{ line: string }>(tx, sql.raw(`fetch ${rowsPerFetch} from salon_backup_rows`));
      if (batch.length === 0) break;
      written += batch.length;
      const lines = batch.map((row) => row.line);
      // Next time about FETCH_CHARS of text, whatever a table's rows weigh (a customer's booked-as list
      // is kilobytes): the database's result and its copy here are what a fetch adds to memory.
      const chars = lines.reduce((sum, line) => sum + line.length, 0);
      rowsPerFetch = Math.max(1, Math.min(fetchRows, Math.floor((FETCH_CHARS * batch.length) / Math.max(1, chars))));
      await emit(...lines);
    }
    await tx.execute(sql`close salon_backup_rows`);
    return written;
  };

  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    for (const setting of SESSION_SETTINGS) await tx.execute(sql.raw(setting));
    const applied = await rows<{ hash: string; created_at: string }>(
      tx,
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    const lastApplied = Number(applied.at(-1)?.created_at ?? 0);
    const migrations = productMigrations().filter((migration) => migration.when <= lastApplied);
    const lastMigration = migrations.at(-1);
    if (!lastMigration || migrations.length !== applied.length) {
      throw new Error(
        'The database records migrations that this product does not ship; back it up with the version that migrated it.',
      );
    }

    const tables = await tablesInDependencyOrder(tx);
    const counts: [string, number][] = [];
    for (const table of tables) {
      const [counted] = await rows<{ count: number }>(
        tx,
        sql.raw(`select count(*)::int as count from ${quoteIdentifier(table)}`),
      );
      counts.push([table, counted?.count ?? 0]);
    }
    const listed = [...counts].sort(([a], [b]) => a.localeCompare(b));

    await emit(
      ...headerLines({
        product: productVersion(),
        writtenAt: now,
        lastMigration,
        schemaLevel: migrations.length,
        rows: listed,
      }),
      schemaSql(migrations),
      '',
      DATA_LINE,
    );
    const copyOut = await copyOutConnection(db, async () => {
      const [exported] = await rows<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`);
      return exported!.snapshot;
    });
    try {
      for (const [table, count] of counts) {
        const columns = await storedColumns(tx, table);
        await emit(tableLine(table, count), copyLine(table, columns));
        const written = copyOut
          ? await emitCopied(copyOut.table(table, columns))
          : await emitFetched(tx, table, columns, (await hasBinaryColumn(tx, table)) ? FETCH_BINARY_ROWS : FETCH_ROWS);
        // The same snapshot counted them: a difference is a fault of this code, never a file with wrong counts.
        if (written !== count) throw new Error(`Table ${table} gave ${written} rows, ${count} were counted.`);
        await emit(COPY_END);
      }
    } finally {
      await copyOut?.close();
    }
    await emit('', ...(await sequenceLines(tx, tables)), '', rowCountCheck(listed), ...FRAME_END);
    await flush();
    const checksum = hash.digest('hex');
    await write(Buffer.from(`${END_MARKER}${checksum}\n`, 'utf8'));
    return {
      rowCount: counts.reduce((sum, [, n]) => sum + n, 0),
      rows: listed,
      schemaLevel: migrations.length,
      checksum,
    };
  });
}
