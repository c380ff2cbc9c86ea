/**
 * Logical backups as plain SQL: the schema (the migrations applied so far),
 * the migration journal, and every row as INSERT statements, written from
 * one read-only repeatable-read transaction so the copy is consistent, in
 * the frame of backup-format.ts (header, row counts, checksum, end marker).
 * `npm run restore` (db/restore-backup.ts) checks and loads it; psql loads
 * it into an empty PostgreSQL database.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  migrationSql,
  productMigrations,
  productVersion,
  renderBackupFile,
  rowCountCheck,
  type RowCounts,
} from './backup-format.ts';
import type { Database, Transaction } from './client.ts';

type Executor = Database | Transaction;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Database type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

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

async function insertsFor(db: Executor, table: string): Promise<string[]> {
  const columns = (
    await rows<{ name: string }>(
      db,
      // Generated columns are computed by the database again on restore; they cannot be inserted.
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

export interface SqlDump {
  readonly sql: string;
  readonly rowCount: number;
  readonly rows: RowCounts;
  readonly schemaLevel: number;
}

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

export async function createSqlDump(db: Database, now: Date): Promise<SqlDump> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
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

    const file = renderBackupFile(
      { product: productVersion(), writtenAt: now, lastMigration, schemaLevel: migrations.length, rows: counts },
      body.join('\n'),
    );
    return {
      sql: file,
      rowCount: counts.reduce((sum, [, n]) => sum + n, 0),
      rows: counts,
      schemaLevel: migrations.length,
    };
  });
}
