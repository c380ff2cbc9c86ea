/**
 * Logical backups in the format of backup-format.ts (decision 215), written
 * as they are read: from one read-only repeatable-read transaction, so the
 * copy is consistent, each table by COPY TO a piece at a time (a range of
 * its pages on PGlite, a stream on PostgreSQL; a cursor for the photos'
 * table on PGlite), each row as one line of PostgreSQL's COPY text format.
 * Memory stays flat whatever the size of the database (the server that takes
 * bookings writes it while it runs). `npm run restore` (db/restore-backup.ts) checks
 * and loads it; psql loads it into an empty PostgreSQL database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
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

/**
 * On PGlite, each table through `COPY (SELECT "col"::text, …) TO '<data directory>/…'` a range of its
 * pages at a time (`ctid` between two page numbers: PostgreSQL reads just those pages), inside the backup
 * transaction: the lines are written by the database in C, two to four times faster than building each
 * through four replace() calls per value and a cursor. PostgreSQL writes the piece to a file in its data
 * directory, which is read back into one reused buffer, so a piece adds no new buffers to the server's
 * memory (through PGlite's `/dev/blob`, every piece made several, and the server grew by twice as much).
 * A piece is about `COPY_OUT_BYTES` whatever the table's rows weigh. Pages are counted when the
 * transaction began; rows added since are not in its snapshot, and the last range is open-ended all the same.
 */
function pgliteCopyOut(tx: Transaction, client: PGlite): CopyOut {
  let buffer = Buffer.allocUnsafe(2 * COPY_OUT_BYTES);
  let fileInDatabase: string | null = null;
  return {
    async *table(table, columns) {
      const [size] = await rows<{ pages: number; folder: string }>(
        tx,
        sql`select (pg_relation_size(${quoteIdentifier(table)}::regclass) / current_setting('block_size')::int)::int as pages,
                   current_setting('data_directory') as folder`,
      );
      const pages = size?.pages ?? 0;
      fileInDatabase ??= `${size!.folder}/${COPY_OUT_FILE}`;
      const select = `SELECT ${columns.map((column) => `${quoteIdentifier(column)}::text`).join(', ')} FROM ${quoteIdentifier(table)}`;
      let pagesPerPiece = COPY_OUT_FIRST_PAGES;
      for (let first = 0; ;) {
        const last = first + pagesPerPiece >= pages;
        const range = `ctid >= '(${first},0)'::tid${last ? '' : ` AND ctid < '(${first + pagesPerPiece},0)'::tid`}`;
        await tx.execute(sql.raw(`COPY (${select} WHERE ${range}) TO '${fileInDatabase}'`));
        const length = readWholeFile(client, fileInDatabase, (size) => {
          if (size > buffer.length) buffer = Buffer.allocUnsafe(size);
          return buffer;
        });
        const piece = buffer.subarray(0, length);
        // Handed on as bytes, without a string made of them, unless COPY escaped a control character.
        if (length > 0) yield hasWriterEscapes(piece) ? writerEscapes(piece.toString('utf8')) : piece;
        if (last) break;
        first += pagesPerPiece;
        // Next time about COPY_OUT_BYTES, from what these pages held (an outbox page holds ten times the
        // text of a service line's).
        pagesPerPiece = Math.max(
          1,
          Math.min(COPY_OUT_MAX_PAGES, Math.floor((COPY_OUT_BYTES * pagesPerPiece) / Math.max(1, length))),
        );
      }
    },
    async close() {
      // Through PGlite's own file system, which remembers the files it has seen.
      if (fileInDatabase && client.Module.FS.analyzePath(fileInDatabase).exists)
        client.Module.FS.unlink(fileInDatabase);
    },
  };
}

/** True when the bytes may hold one of the escapes `writerEscapes` turns back. */
function hasWriterEscapes(bytes: Buffer): boolean {
  return bytes.includes('\\b') || bytes.includes('\\f') || bytes.includes('\\v');
}

/** The PGlite instance under the database handle (the only other engine is PostgreSQL's pool). */
function pgliteClient(db: Database): PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('The backup expected an embedded (PGlite) database.');
  return client;
}

/** Reads a file of PGlite's file system into the buffer `into` gives for its size; returns its length. */
function readWholeFile(client: PGlite, path: string, into: (size: number) => Buffer): number {
  const { FS } = client.Module;
  const stream = FS.open(path, 'r');
  try {
    const size = FS.stat(path).size;
    const target = into(size);
    let read = 0;
    while (read < size) {
      const got = FS.read(stream, target, read, size - read);
      if (got === 0) break;
      read += got;
    }
    return read;
  } finally {
    FS.close(stream);
  }
}

/** Bytes aimed at per piece of a PGlite COPY, the pages of the first piece and the most in one, and its file. */
const COPY_OUT_BYTES = 1 << 21;
const COPY_OUT_FIRST_PAGES = 32;
const COPY_OUT_MAX_PAGES = 4096;
const COPY_OUT_FILE = 'salon-backup-rows.copy';

interface CopyOut {
  /**
   * A table's rows as COPY text in the backup's escaping, whole lines (each ending in a newline) a piece
   * at a time; a piece given as bytes is the source's own buffer, used again once the next is asked for.
   */
  table(table: string, columns: readonly string[]): AsyncIterable<string | Buffer>;
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
 * slows the reading instead of filling memory; the bytes may be used again once the call has settled).
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
  const emitCopied = async (pieces: AsyncIterable<string | Buffer>) => {
    let lines = 0;
    for await (const piece of pieces) {
      if (typeof piece === 'string') {
        for (let at = piece.indexOf('\n'); at !== -1; at = piece.indexOf('\n', at + 1)) lines += 1;
        pending.push(piece);
        pendingLength += piece.length;
        if (pendingLength >= WRITE_BYTES) await flush();
      } else {
        for (let at = piece.indexOf(10); at !== -1; at = piece.indexOf(10, at + 1)) lines += 1;
        await flush();
        hash.update(piece);
        await write(piece);
      }
    }
    return lines;
  };
  /**
   * A table's rows through a cursor, each line built by the database, FETCH_BINARY_ROWS at a time; returns
   * how many. On PGlite, for tables with a bytea column: a page of the owner's photos refers to tens of
   * stored files of up to a few megabytes each, too many for one COPY piece.
   */
  const emitFetched = async (tx: Transaction, table: string, columns: readonly string[]) => {
    await tx.execute(
      sql.raw(
        `declare salon_backup_rows no scroll cursor for select ${copyTextExpression(columns)} as line from ${quoteIdentifier(table)}`,
      ),
    );
    let written = 0;
    for (;;) {
      const batch = await rows<{ line: string }>(tx, sql.raw(`fetch ${FETCH_BINARY_ROWS} from salon_backup_rows`));
      if (batch.length === 0) break;
      written += batch.length;
      await emit(...batch.map((row) => row.line));
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
    const pgliteRows = copyOut ? null : pgliteCopyOut(tx, pgliteClient(db));
    try {
      for (const [table, count] of counts) {
        const columns = await storedColumns(tx, table);
        await emit(tableLine(table, count), copyLine(table, columns));
        const written = copyOut
          ? await emitCopied(copyOut.table(table, columns))
          : (await hasBinaryColumn(tx, table))
            ? await emitFetched(tx, table, columns)
            : await emitCopied(pgliteRows!.table(table, columns));
        // The same snapshot counted them: a difference is a fault of this code, never a file with wrong counts.
        if (written !== count) throw new Error(`Table ${table} gave ${written} rows, ${count} were counted.`);
        await emit(COPY_END);
      }
    } finally {
      await copyOut?.close();
      await pgliteRows?.close();
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
