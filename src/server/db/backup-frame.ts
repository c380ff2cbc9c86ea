/**
 * The backup file (decisions 080 and 215): a plain text file that psql can
 * load, whose rows are data, never SQL, for `npm run restore`.
 *
 *   \if true                                                  psql: an unclosed \if at the
 *   -- Salon database backup                                  end of input exits with 3, so
 *   -- format: salon-backup 4                                 a file cut anywhere fails
 *   -- product: salon-website 0.1.0
 *   -- written: 2026-11-23T10:00:00.000Z                      header (comments): what wrote
 *   -- schema level: 3 (last migration 0002_…, 1795…)          it, the schema level, the
 *   -- rows: appointments=12 categories=4 …                   rows per table
 *   SET client_encoding = 'UTF8';
 *   SET TIME ZONE 'UTC';
 *   BEGIN;
 *   <this product's migrations up to that level>              for psql only: npm run restore
 *                                                             compares them with its own
 *   -- Data
 *   -- categories: 4 rows
 *   COPY "categories" ("id", "name", …) FROM stdin;           one line per row, PostgreSQL's
 *   1\tNails\t…                                               COPY text format
 *   \.
 *   …
 *   <sequence positions, row-count check>                     for psql only
 *   COMMIT;
 *   \endif
 *   -- salon-backup end: sha256 <hex of every byte above this line>
 *
 * backup-reader.ts reads every format, line by line; restore-backup.ts loads
 * the rows it hands over into the known tables and columns with parameters.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema.ts';

export const BACKUP_FORMAT = 4;

export interface Migration {
  readonly tag: string;
  /** drizzle's `folderMillis`: what `drizzle.__drizzle_migrations.created_at` records. */
  readonly when: number;
  /** drizzle's hash of the migration file (sha256 of its text). */
  readonly hash: string;
  readonly statements: readonly string[];
}

/** The migrations this product ships, oldest first (drizzle/meta/_journal.json). */
export function productMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  // The shipped migrations do not change while a process runs; every file read checks against them.
  if (folder === MIGRATIONS_FOLDER) return (shipped ??= readMigrations(folder)).slice();
  return readMigrations(folder);
}

let shipped: Migration[] | null = null;

function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const text = readFileSync(join(folder, `${entry.tag}.sql`), 'utf8');
    const statements = text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean)
      // A migration may end in a comment line: a semicolon appended to it would be commented out.
      .map((statement) => (statement.endsWith(';') ? statement : `${statement}\n;`));
    return { tag: entry.tag, when: entry.when, hash: createHash('sha256').update(text).digest('hex'), statements };
  });
}

let pkg: { name: string; version: string } | null = null;
function packageJson(): { name: string; version: string } {
  pkg ??= JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return pkg;
}

export function productVersion(): string {
  const pkg = packageJson();
  return `${pkg.name} ${pkg.version}`;
}

/** SQL that applies one migration and records it in drizzle's journal, as drizzle's migrator does. */
export function migrationSql(migration: Migration): string[] {
  return [
    `-- migration ${migration.tag}`,
    ...migration.statements,
    `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${migration.hash}', ${migration.when});`,
  ];
}

/** The schema section of a format-4 file: this product's migrations up to the file's level. */
export function schemaSql(migrations: readonly Migration[]): string {
  return [
    '-- Schema: the migrations applied in the source database',
    'CREATE SCHEMA IF NOT EXISTS drizzle;',
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
    ...migrations.flatMap(migrationSql),
  ].join('\n');
}

export type RowCounts = ReadonlyArray<readonly [table: string, rows: number]>;

/**
 * A statement that fails (and so rolls the whole load back) unless every
 * table holds exactly the rows the backup lists. It runs before any newer
 * migration, which might add rows of its own.
 */
export function rowCountCheck(rows: RowCounts): string {
  const expected = JSON.stringify(Object.fromEntries(rows)).replaceAll("'", "''");
  return [
    'DO $salon_backup_check$',
    'DECLARE',
    `  expected constant jsonb := '${expected}';`,
    '  entry record;',
    '  found bigint;',
    'BEGIN',
    '  FOR entry IN SELECT key, value::bigint AS listed FROM jsonb_each_text(expected) LOOP',
    "    EXECUTE format('SELECT count(*) FROM public.%I', entry.key) INTO found;",
    '    IF found <> entry.listed THEN',
    "      RAISE EXCEPTION 'Salon backup check failed: table % holds % rows after loading, the backup lists %',",
    '        entry.key, found, entry.listed;',
    '    END IF;',
    '  END LOOP;',
    'END',
    '$salon_backup_check$;',
  ].join('\n');
}

/**
 * The tables and columns a backup may hold: this product's tables and their stored columns (generated
 * columns are computed again by the database). Migrations only ever added tables and columns, so a file
 * of any earlier schema level names a subset of these; restore-backup.ts checks the exact set of the
 * file's level once that schema exists.
 */
let known: Map<string, ReadonlySet<string>> | null = null;
export function knownTables(): ReadonlyMap<string, ReadonlySet<string>> {
  if (known) return known;
  known = new Map<string, ReadonlySet<string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema !== undefined && config.schema !== 'public') continue;
    known.set(config.name, new Set(config.columns.filter((column) => !column.generated).map((column) => column.name)));
  }
  return known;
}

/** Opens the file since format 3; format 2 opened it just before BODY_START. */
export const PSQL_GUARD = '\\if true';
export const BODY_START = ["SET client_encoding = 'UTF8';", "SET TIME ZONE 'UTC';", 'BEGIN;'] as const;
export const FRAME_END = ['COMMIT;', '\\endif'] as const;
export const END_MARKER = '-- salon-backup end: sha256 ';
export const FIRST_LINE = '-- Salon database backup';
export const DATA_LINE = '-- Data';
/** A COPY section ends with this line (COPY's end-of-data marker). */
export const COPY_END = '\\.';

export interface BackupHeader {
  readonly product: string;
  readonly writtenAt: Date;
  readonly lastMigration: Migration;
  readonly schemaLevel: number;
  readonly rows: RowCounts;
}

/** The lines from the psql guard to `BEGIN;`. */
export function headerLines(header: BackupHeader): string[] {
  return [
    PSQL_GUARD,
    FIRST_LINE,
    `-- format: salon-backup ${BACKUP_FORMAT}`,
    `-- product: ${header.product}`,
    `-- written: ${header.writtenAt.toISOString()}`,
    `-- schema level: ${header.schemaLevel} (last migration ${header.lastMigration.tag}, ${header.lastMigration.when})`,
    `-- rows: ${header.rows.map(([table, rows]) => `${table}=${rows}`).join(' ')}`,
    '--',
    '-- Check it:  npm run backup -- --verify <this file>',
    '-- Restore:   npm run restore -- <this file>   (checks it first; DATA_DIR or DATABASE_URL says where)',
    '-- or into an EMPTY PostgreSQL database: psql -v ON_ERROR_STOP=1 -f <this file> "$DATABASE_URL"',
    '-- (\\if and \\endif make psql fail, with nothing loaded, when the file was cut short.)',
    '',
    ...BODY_START,
  ];
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const copyLine = (table: string, columns: readonly string[]) =>
  `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM stdin;`;

export const tableLine = (table: string, rows: number) => `-- ${table}: ${rows} rows`;

export const sequenceLine = (sequence: string, table: string, column: string) =>
  `SELECT setval('${sequence}', coalesce((SELECT max(${quoteIdentifier(column)}) FROM ${quoteIdentifier(table)}), 0) + 1, false);`;

/**
 * One field of PostgreSQL's COPY text format back to its text: `\N` alone is NULL; a backslash
 * is followed by one of the four characters the writer escapes, or the field is refused (null
 * is returned for it: the caller names the line).
 */
export function unescapeCopyField(field: string): string | null | undefined {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  let out = '';
  for (let i = 0; i < field.length; i += 1) {
    const char = field[i]!;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = field[i + 1];
    i += 1;
    if (next === '\\') out += '\\';
    else if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 't') out += '\t';
    else return undefined;
  }
  return out;
}

export type BackupProblem = 'empty' | 'not-a-backup' | 'incomplete' | 'damaged' | 'newer' | 'unknown-history';

/** What is wrong with a backup file, in words for the person holding it. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
  constructor(
    readonly problem: BackupProblem,
    message: string,
  ) {
    super(message);
  }
}

export function checkSchemaLevel(
  file: { name: string; product: string | null; schemaLevel: number; tag: string | null; when: number },
  migrations: readonly Migration[],
  thisProduct: string,
): void {
  const newest = migrations.at(-1);
  if (!newest || file.when > newest.when || file.schemaLevel > migrations.length) {
    throw new BackupFileError(
      'newer',
      `${file.name} comes from a newer version of the product (${file.product ?? 'unknown version'}, ` +
        `schema level ${file.schemaLevel}); this installation (${thisProduct}) knows schema level ` +
        `${migrations.length}. Install that version or a newer one, then restore.`,
    );
  }
  const index = migrations.findIndex((migration) => migration.when === file.when);
  const matches =
    index !== -1 && index + 1 === file.schemaLevel && (file.tag === null || migrations[index]!.tag === file.tag);
  if (!matches) {
    throw new BackupFileError(
      'unknown-history',
      `${file.name} records a database schema (level ${file.schemaLevel}, last migration ${file.tag ?? file.when}) ` +
        `that this product's migrations do not contain, so it cannot be restored by ${thisProduct}.`,
    );
  }
}

/** The package name part of `productVersion()`: a file from another product is refused. */
export function productName(version = productVersion()): string {
  return version.split(' ')[0] ?? version;
}
