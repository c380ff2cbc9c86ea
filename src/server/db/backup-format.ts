/**
 * The backup file: a plain SQL file that psql can load, framed so that a cut
 * or damaged file is never taken for a good one (decision 080).
 *
 *   \if true                                                  psql: an unclosed \if at the
 *   -- Salon database backup                                  end of input exits with 3, so
 *   -- format: salon-backup 3                                 a file cut anywhere, even in
 *   -- product: salon-website 0.1.0                           its header, fails
 *   -- written: 2026-11-23T10:00:00.000Z                      header (comments): what wrote
 *   -- schema level: 3 (last migration 0002_…, 1795…)          it, the schema level, the
 *   -- rows: appointments=12 categories=4 …                   rows per table
 *   SET client_encoding = 'UTF8';
 *   SET TIME ZONE 'UTC';
 *   BEGIN;
 *   <schema at that level, migration journal, rows, sequence positions, row-count check>
 *   COMMIT;
 *   \endif
 *   -- salon-backup end: sha256 <hex of every byte above this line>
 *
 * `readBackup` checks a file completely (end marker, checksum, header, schema
 * level against this product's migrations) before anyone loads it. Format 2
 * had its `\if true` after the header, so psql loaded nothing but exited 0 for
 * a file cut inside the header; it is still read. Files of the first format
 * (no header, no checksum) are accepted with a warning: their end and row
 * counts can still be checked (decision 081).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from './client.ts';

export const BACKUP_FORMAT = 3;

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

export function productVersion(): string {
  const pkg = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
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

/** Opens the file since format 3; format 2 opened it just before BODY_START. */
const PSQL_GUARD = '\\if true\n';
const BODY_START = "SET client_encoding = 'UTF8';\nSET TIME ZONE 'UTC';\nBEGIN;\n";
const FRAME_END = '\nCOMMIT;\n\\endif\n';
const END_MARKER = '-- salon-backup end: sha256 ';
const FIRST_LINE = '-- Salon database backup';

export interface BackupHeader {
  readonly product: string;
  readonly writtenAt: Date;
  readonly lastMigration: Migration;
  readonly schemaLevel: number;
  readonly rows: RowCounts;
}

/** Renders a complete backup file around `body` (which must end with `rowCountCheck(rows)`). */
export function renderBackupFile(header: BackupHeader, body: string): string {
  const content = [
    PSQL_GUARD + FIRST_LINE,
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
  ].join('\n');
  const framed = `${content}${BODY_START}${body}${FRAME_END}`;
  const checksum = createHash('sha256').update(framed, 'utf8').digest('hex');
  return `${framed}${END_MARKER}${checksum}\n`;
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

export interface BackupContents {
  readonly format: 1 | 2 | typeof BACKUP_FORMAT;
  /** The product that wrote it (unknown for the first format). */
  readonly product: string | null;
  readonly writtenAt: string;
  /** How many of this product's migrations the source database had applied. */
  readonly schemaLevel: number;
  readonly lastMigration: string;
  readonly rows: RowCounts;
  readonly checksum: string | null;
  /** Creates the schema at the file's level, inserts every row, then checks the row counts. */
  readonly body: string;
  /** Something the person restoring should know (an unverifiable first-format file). */
  readonly warning: string | null;
}

const cutShort = (name: string) =>
  new BackupFileError(
    'incomplete',
    `${name} is incomplete: it ends before the backup's end marker, so it was cut short ` +
      '(an interrupted copy or a full disk). Use another backup.',
  );

/**
 * Reads and checks a whole backup file. Throws BackupFileError saying what is
 * wrong; never returns a file that is cut, damaged, or newer than this product.
 */
export function readBackup(
  bytes: Buffer,
  name: string,
  migrations: readonly Migration[] = productMigrations(),
  thisProduct = productVersion(),
): BackupContents {
  const text = bytes.toString('utf8');
  if (text.trim() === '') {
    throw new BackupFileError('empty', `${name} is empty: it holds no backup. Use another backup.`);
  }
  if (text.startsWith('-- Salon database backup, ')) return readFirstFormat(text, name, migrations, thisProduct);
  const guarded = text.startsWith(PSQL_GUARD);
  const headerStart = guarded ? PSQL_GUARD.length : 0;
  if (!text.startsWith(`${FIRST_LINE}\n`, headerStart)) {
    throw new BackupFileError(
      'not-a-backup',
      `${name} is not a backup of this product (it does not start with "${FIRST_LINE}").`,
    );
  }

  // The end marker is the last line; a file cut anywhere before it ends in some other line.
  const withoutFinalNewline = text.endsWith('\n') ? text.slice(0, -1) : text;
  const markerAt = withoutFinalNewline.lastIndexOf('\n') + 1;
  const lastLine = withoutFinalNewline.slice(markerAt);
  if (!lastLine.startsWith(END_MARKER)) throw cutShort(name);
  const written = lastLine.slice(END_MARKER.length);
  if (!/^[0-9a-f]{64}$/.test(written)) {
    // Cut inside the last line (no final newline yet), or a changed last line.
    if (!text.endsWith('\n')) throw cutShort(name);
    throw new BackupFileError('damaged', `${name} is damaged: its end marker has been changed. Use another backup.`);
  }
  const framed = bytes.subarray(0, Buffer.byteLength(text.slice(0, markerAt), 'utf8'));
  const checksum = createHash('sha256').update(framed).digest('hex');
  if (checksum !== written) {
    throw new BackupFileError(
      'damaged',
      `${name} is damaged: its checksum does not match its contents, so it was changed or corrupted ` +
        'after it was written. Use another backup.',
    );
  }

  const content = text.slice(0, markerAt);
  const bodyStart = content.indexOf(BODY_START);
  // Format 2 has the guard on the line just before BODY_START instead.
  const guardBeforeBody = content.slice(0, bodyStart).endsWith(`\n${PSQL_GUARD}`);
  if (bodyStart === -1 || guarded === guardBeforeBody || !content.endsWith(FRAME_END)) {
    throw new BackupFileError('damaged', `${name} is damaged: its checksum is right but its frame is not.`);
  }
  const header = content.slice(headerStart, bodyStart);
  const field = (label: string): string => {
    const found = new RegExp(`^-- ${label}: (.*)$`, 'm').exec(header);
    if (!found?.[1]) throw new BackupFileError('damaged', `${name} is damaged: its header lacks "${label}".`);
    return found[1];
  };
  const format = Number(/^salon-backup (\d+)$/.exec(field('format'))?.[1]);
  if (!Number.isInteger(format)) throw new BackupFileError('damaged', `${name} is damaged: unreadable format line.`);
  const product = field('product');
  if (format === BACKUP_FORMAT && !guarded) {
    throw new BackupFileError('damaged', `${name} is damaged: its checksum is right but its frame is not.`);
  }
  if (format > BACKUP_FORMAT) {
    throw new BackupFileError(
      'newer',
      `${name} was written by a newer version of the product (${product}, backup format ${format}); ` +
        `this installation (${thisProduct}) reads backup format ${BACKUP_FORMAT} and older. ` +
        'Install that version or a newer one, then restore.',
    );
  }
  const level = /^(\d+) \(last migration (\S+), (\d+)\)$/.exec(field('schema level'));
  if (!level) throw new BackupFileError('damaged', `${name} is damaged: unreadable schema level.`);
  const rows = field('rows')
    .split(' ')
    .map((pair): readonly [string, number] => {
      const parsed = /^([a-z_][a-z0-9_]*)=(\d+)$/.exec(pair);
      if (!parsed) throw new BackupFileError('damaged', `${name} is damaged: unreadable row counts.`);
      return [parsed[1]!, Number(parsed[2])];
    });
  const schemaLevel = Number(level[1]);
  checkSchemaLevel({ name, product, schemaLevel, tag: level[2]!, when: Number(level[3]) }, migrations, thisProduct);
  return {
    format: guarded ? BACKUP_FORMAT : 2,
    product,
    writtenAt: field('written'),
    schemaLevel,
    lastMigration: level[2]!,
    rows,
    checksum,
    body: content.slice(bodyStart + BODY_START.length, content.length - FRAME_END.length),
    warning: null,
  };
}

function checkSchemaLevel(
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

/**
 * The first format (before format 2): a header line with the time, BEGIN …
 * COMMIT, and a "-- table: N rows" comment before each table's rows. No
 * checksum, so damage inside a row cannot be found; a cut file still lacks
 * its final COMMIT, and the row counts are checked after loading.
 */
function readFirstFormat(
  text: string,
  name: string,
  migrations: readonly Migration[],
  thisProduct: string,
): BackupContents {
  const writtenAt = /^-- Salon database backup, (\S+)\n/.exec(text)?.[1] ?? 'unknown';
  const bodyStart = text.indexOf('\nBEGIN;\n');
  const bodyEnd = text.lastIndexOf('\nCOMMIT;');
  if (bodyStart === -1 || bodyEnd === -1 || bodyEnd < bodyStart || text.slice(bodyEnd).trim() !== 'COMMIT;') {
    throw cutShort(name);
  }
  const body = text.slice(bodyStart + '\nBEGIN;\n'.length, bodyEnd);
  const dataStart = body.indexOf('\n-- Data\n');
  const rows: [string, number][] = [];
  for (const match of body.slice(Math.max(dataStart, 0)).matchAll(/^-- ([a-z_][a-z0-9_]*): (\d+) rows$/gm)) {
    if (!rows.some(([table]) => table === match[1])) rows.push([match[1]!, Number(match[2])]);
  }
  const applied = [
    ...body.matchAll(
      /^INSERT INTO drizzle\.__drizzle_migrations \(hash, created_at\) VALUES \('[0-9a-f]+', (\d+)\);$/gm,
    ),
  ];
  const lastWhen = Number(applied.at(-1)?.[1] ?? Number.NaN);
  if (dataStart === -1 || rows.length === 0 || !Number.isFinite(lastWhen)) {
    throw new BackupFileError(
      'damaged',
      `${name} is damaged: it starts like a backup of an earlier version but lacks its schema or its rows.`,
    );
  }
  checkSchemaLevel(
    { name, product: null, schemaLevel: applied.length, tag: null, when: lastWhen },
    migrations,
    thisProduct,
  );
  return {
    format: 1,
    product: null,
    writtenAt,
    schemaLevel: applied.length,
    lastMigration: migrations[applied.length - 1]!.tag,
    rows,
    checksum: null,
    body: `${body}\n${rowCountCheck(rows)}`,
    warning:
      `${name} was written by an earlier version of the product and carries no checksum: its end and its ` +
      'row counts are checked, but damage inside a row cannot be detected.',
  };
}
