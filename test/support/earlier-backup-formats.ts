/**
 * Backup files exactly as the previous releases wrote them, for the tests
 * that restore them: format 3 (one INSERT per row, framed and checksummed)
 * and the first format (no header fields, no checksum). This is the writer
 * of those releases, kept here because the product itself now writes
 * format 4 only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { migrationSql, productMigrations, productVersion, rowCountCheck } from '../../src/server/db/backup-frame.ts';
import type { Database, Transaction } from '../../src/server/db/client.ts';

type Executor = Database | Transaction;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

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

async function insertsFor(db: Executor, table: string): Promise<string[]> {
  const columns = (
    await rows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated <> 'ALWAYS'
          order by ordinal_position`,
    )
  ).map((row) => row.name);
  const columnList = columns.map(quoteIdentifier).join(', ');
  const values = columns.map((column) => `quote_nullable(${quoteIdentifier(column)})`).join(" || ', ' || ");
  const lines = await rows<{ line: string }>(
    db,
    sql.raw(
      `select 'INSERT INTO ${quoteIdentifier(table)} (${columnList.replaceAll("'", "''")}) VALUES (' || ${values} || ');' as line from ${quoteIdentifier(table)} order by 1`,
    ),
  );
  return lines.map((row) => row.line);
}

async function sequenceResets(db: Executor, tables: string[]): Promise<string[]> {
  const statements: string[] = [];
  for (const table of tables) {
    const serials = await rows<{ column: string; sequence: string }>(
      db,
      sql`select column_name as column, pg_get_serial_sequence(quote_ident(${table}), column_name) as sequence
          from information_schema.columns
          where table_schema = 'public' and table_name = ${table}
            and pg_get_serial_sequence(quote_ident(${table}), column_name) is not null`,
    );
    for (const serial of serials) {
      statements.push(
        `SELECT setval('${serial.sequence}', coalesce((SELECT max(${quoteIdentifier(serial.column)}) FROM ${quoteIdentifier(table)}), 0) + 1, false);`,
      );
    }
  }
  return statements;
}

const BODY_START = "SET client_encoding = 'UTF8';\nSET TIME ZONE 'UTC';\nBEGIN;\n";
const FRAME_END = '\nCOMMIT;\n\\endif\n';

/** A format-3 backup of `db`, as the release before format 4 wrote it. */
export async function formatThreeBackup(db: Database, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const applied = await rows<{ created_at: string }>(
      tx,
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    const lastApplied = Number(applied.at(-1)?.created_at ?? 0);
    const migrations = productMigrations().filter((migration) => migration.when <= lastApplied);
    const lastMigration = migrations.at(-1)!;
    const body: string[] = [
      '-- Schema: the migrations applied in the source database',
      'CREATE SCHEMA IF NOT EXISTS drizzle;',
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
    ];
    for (const migration of migrations) body.push(...migrationSql(migration));
    body.push('', '-- Data');
    const tables = await tablesInDependencyOrder(tx);
    const counts: [string, number][] = [];
    for (const table of tables) {
      const inserts = await insertsFor(tx, table);
      counts.push([table, inserts.length]);
      body.push(`-- ${table}: ${inserts.length} rows`, ...inserts);
    }
    counts.sort(([a], [b]) => a.localeCompare(b));
    body.push('', ...(await sequenceResets(tx, tables)), '', rowCountCheck(counts));
    const content = [
      '\\if true\n-- Salon database backup',
      '-- format: salon-backup 3',
      `-- product: ${productVersion()}`,
      `-- written: ${now.toISOString()}`,
      `-- schema level: ${migrations.length} (last migration ${lastMigration.tag}, ${lastMigration.when})`,
      `-- rows: ${counts.map(([table, n]) => `${table}=${n}`).join(' ')}`,
      '--',
      '-- Check it:  npm run backup -- --verify <this file>',
      '-- Restore:   npm run restore -- <this file>   (checks it first; DATA_DIR or DATABASE_URL says where)',
      '-- or into an EMPTY PostgreSQL database: psql -v ON_ERROR_STOP=1 -f <this file> "$DATABASE_URL"',
      '-- (\\if and \\endif make psql fail, with nothing loaded, when the file was cut short.)',
      '',
    ].join('\n');
    return resign(`${content}${BODY_START}${body.join('\n')}${FRAME_END}-- salon-backup end: sha256 `);
  });
}

/** Recomputes the checksum of an edited file, as someone who edits a backup by hand might. */
export function resign(file: string): string {
  const framed = file.slice(0, file.lastIndexOf('-- salon-backup end: sha256 '));
  return `${framed}-- salon-backup end: sha256 ${createHash('sha256').update(framed).digest('hex')}\n`;
}

/** A format-3 file turned into the first format: no header fields, no check, no checksum, no end marker. */
export function firstFormat(formatThree: string): string {
  const body = formatThree.slice(
    formatThree.indexOf(BODY_START) + BODY_START.length,
    formatThree.lastIndexOf(FRAME_END),
  );
  const withoutCheck = body.slice(0, body.indexOf('DO $salon_backup_check$'));
  return [
    '-- Salon database backup, 2026-11-20T10:00:00.000Z',
    '-- Load into an EMPTY database: npm run restore <file>, or psql -v ON_ERROR_STOP=1 -f <file>',
    "SET client_encoding = 'UTF8';",
    "SET TIME ZONE 'UTC';",
    'BEGIN;',
    withoutCheck,
    'COMMIT;',
    '',
  ].join('\n');
}
