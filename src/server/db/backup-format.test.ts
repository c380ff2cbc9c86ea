/**
 * Reading a backup file: every cut and every changed byte is noticed, each
 * problem is named, and no line is accepted that is not the line a backup
 * holds at its place. Loading is tested in backup.db.test.ts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resign } from '../../../test/support/earlier-backup-formats.ts';
import {
  BackupFileError,
  bufferSource,
  COPY_END,
  copyLine,
  DATA_LINE,
  END_MARKER,
  FRAME_END,
  headerLines,
  inspectBackup,
  parseInsert,
  productMigrations,
  readBackup,
  readBackupRows,
  rowCountCheck,
  schemaSql,
  tableLine,
  unescapeCopyField,
  type BackupProblem,
  type Migration,
  type Row,
} from './backup-format.ts';

const migrations = productMigrations();
const newest = migrations.at(-1)!;
const rows = [
  ['appointments', 1],
  ['categories', 2],
] as const;

/** A customer's note may hold text that looks like the frame's end: it is escaped inside its row. */
const FRAME_LOOKALIKE = 'x\\nCOMMIT;\\n\\\\endif\\n-- salon-backup end: sha256 00';

function backupFile(
  overrides: { schemaLevel?: number; lastMigration?: Migration; note?: string; product?: string } = {},
): string {
  const schemaLevel = overrides.schemaLevel ?? migrations.length;
  const lines = [
    ...headerLines({
      product: overrides.product ?? 'salon-website 0.1.0',
      writtenAt: new Date('2026-11-23T10:00:00Z'),
      lastMigration: overrides.lastMigration ?? newest,
      schemaLevel,
      rows,
    }),
    schemaSql(migrations.slice(0, schemaLevel)),
    '',
    DATA_LINE,
    tableLine('categories', 2),
    copyLine('categories', ['id', 'name']),
    '1\tNails',
    '2\tLashes',
    COPY_END,
    tableLine('appointments', 1),
    copyLine('appointments', ['notes', 'customer_name']),
    `${overrides.note ?? 'Allergic to latex'}\tAnn`,
    COPY_END,
    '',
    'SELECT setval(\'public.categories_id_seq\', coalesce((SELECT max("id") FROM "categories"), 0) + 1, false);',
    '',
    rowCountCheck(rows),
    ...FRAME_END,
  ];
  const framed = `${lines.join('\n')}\n`;
  return `${framed}${END_MARKER}${createHash('sha256').update(framed).digest('hex')}\n`;
}

/**
 * Where to cut a file: every byte of its header and of its rows and frame end, and every 101st byte of
 * the schema section between them (this product's migrations: tens of kilobytes, read the same way).
 */
function cutPositions(file: string | Buffer): number[] {
  // Positions in the file's own units: characters of a string, bytes of a Buffer.
  const marker = `\n${DATA_LINE}\n`;
  const dataAt = typeof file === 'string' ? file.indexOf(marker) : file.indexOf(marker);
  const positions: number[] = [];
  for (let at = 0; at < file.length - 1; at += at < 2000 || at > dataAt - 200 ? 1 : 101) positions.push(at);
  return positions;
}

function problemOf(text: string): BackupProblem | 'accepted' {
  try {
    readBackup(Buffer.from(text, 'utf8'), 'backup.sql');
    return 'accepted';
  } catch (error) {
    if (error instanceof BackupFileError) return error.problem;
    throw error;
  }
}

function messageOf(text: string): string {
  try {
    readBackup(Buffer.from(text, 'utf8'), 'backup.sql');
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('reading a backup file', () => {
  it('reads what was written: rows, schema level, and hands over each row as values', async () => {
    const file = backupFile({ note: 'two\\nlines\\twith a tab \\\\ and a backslash' });
    const contents = readBackup(Buffer.from(file), 'backup.sql');
    expect(contents).toMatchObject({
      format: 4,
      product: 'salon-website 0.1.0',
      writtenAt: '2026-11-23T10:00:00.000Z',
      schemaLevel: migrations.length,
      lastMigration: newest.tag,
      rows: [
        ['appointments', 1],
        ['categories', 2],
      ],
      warning: null,
    });
    const seen: [string, readonly string[], Row[]][] = [];
    await readBackupRows(contents, async (table, columns, batch) => {
      seen.push([table, columns, batch]);
    });
    expect(seen).toEqual([
      [
        'categories',
        ['id', 'name'],
        [
          ['1', 'Nails'],
          ['2', 'Lashes'],
        ],
      ],
      ['appointments', ['notes', 'customer_name'], [['two\nlines\twith a tab \\ and a backslash', 'Ann']]],
    ]);
    expect(file).toMatch(/^\\if true$/m);
    expect(file.endsWith(`\nCOMMIT;\n\\endif\n${END_MARKER}${contents.checksum}\n`)).toBe(true);
  });

  it('reads the same a chunk at a time as all at once', async () => {
    const file = Buffer.from(backupFile());
    const source = {
      name: 'b.sql',
      async *chunks() {
        for (let at = 0; at < file.length; at += 7) yield file.subarray(at, at + 7);
      },
    };
    const whole = readBackup(file, 'b.sql');
    const chunked = await inspectBackup(source);
    expect({ ...chunked, source: null }).toEqual({ ...whole, source: null });
    expect((await inspectBackup(bufferSource('b.sql', file))).checksum).toBe(whole.checksum);
  });

  it('calls every shorter prefix of the file empty or incomplete', { timeout: 60_000 }, () => {
    const file = Buffer.from(backupFile());
    const problems = new Set<string>();
    // Every cut, between lines and inside them, including inside the end marker.
    for (const length of cutPositions(file)) problems.add(problemOf(file.subarray(0, length).toString('utf8')));
    expect([...problems].sort()).toEqual(['empty', 'incomplete', 'not-a-backup']);
    // "not-a-backup" only for cuts inside the first two lines (the psql guard, the title).
    expect(problemOf(file.subarray(0, 20).toString())).toBe('not-a-backup');
    expect(problemOf(file.subarray(0, 40).toString())).toBe('incomplete');
    // Without only its final newline the file is whole.
    expect(problemOf(file.subarray(0, file.length - 1).toString())).toBe('accepted');
  });

  it('refuses every shorter prefix even when a customer wrote the end marker into a note', { timeout: 60_000 }, () => {
    const file = backupFile({ note: FRAME_LOOKALIKE });
    expect(problemOf(file)).toBe('accepted');
    for (const length of cutPositions(file)) {
      expect(problemOf(file.slice(0, length)), `cut at ${length}`).not.toBe('accepted');
    }
  });

  it('calls a file with any changed byte damaged (or, in its first line, not a backup)', { timeout: 60_000 }, () => {
    const file = Buffer.from(backupFile());
    const problems = new Set<string>();
    for (const at of cutPositions(file).filter((_, i) => i % 7 === 0)) {
      const changed = Buffer.from(file);
      changed[at] = changed[at] === 0x41 ? 0x42 : 0x41;
      problems.add(problemOf(changed.toString('latin1')));
    }
    expect(problems.has('accepted')).toBe(false);
    expect(problems).toContain('damaged');
  });

  it('names a wrong checksum, a garbled line and a changed end marker as damage', () => {
    const file = backupFile();
    expect(problemOf(file.replace(/sha256 [0-9a-f]{64}/, `sha256 ${'0'.repeat(64)}`))).toBe('damaged');
    expect(problemOf(file.replace('\tLashes', '\tLashes\t'))).toBe('damaged');
    expect(problemOf(file.replace(/sha256 ([0-9a-f]{64})/, 'sha256 $1 and more'))).toBe('damaged');
    expect(() => readBackup(Buffer.from(file.replace('Nails', 'Nailz')), '/mnt/usb/b.sql')).toThrow(
      '/mnt/usb/b.sql is damaged: its checksum does not match its contents',
    );
  });

  describe('with the checksum recomputed, only the format can refuse an edit', () => {
    const statement = 'CREATE TABLE smuggled (x int);';
    const cases: [string, string, RegExp][] = [
      [
        'a statement smuggled into a row value',
        resign(backupFile().replace('Allergic to latex', `Allergic\n${COPY_END}\n${statement}\n--`)),
        /is damaged: line \d+, a row of table appointments, has 1 fields where its table has 2 columns/,
      ],
      [
        'a statement between two rows',
        resign(backupFile().replace('1\tNails\n', `1\tNails\n${statement}\n`)),
        /is damaged: line \d+, a row of table categories, has 1 fields/,
      ],
      [
        'a statement in place of a comment line between two tables',
        resign(backupFile().replace(tableLine('appointments', 1), statement)),
        /is damaged: line \d+ \("CREATE TABLE smuggled \(x int\);"\) is not part of a backup at that place/,
      ],
      [
        'a statement in place of a header comment',
        resign(backupFile().replace('-- Check it:', `${statement}\n-- Check it:`)),
        /is not part of a backup at that place/,
      ],
      [
        'a statement in the schema section',
        resign(backupFile().replace(`\n${DATA_LINE}\n`, `\n${statement}\n\n${DATA_LINE}\n`)),
        /its schema section differs from this product's migrations/,
      ],
      [
        'a statement after the sequences',
        resign(backupFile().replace('\nDO $salon_backup_check$', `\n${statement}\nDO $salon_backup_check$`)),
        /is not part of a backup at that place/,
      ],
      [
        'a table this product does not have',
        resign(
          backupFile().replace('-- categories: 2 rows\nCOPY "categories"', '-- categoriez: 2 rows\nCOPY "categoriez"'),
        ),
        /holds a table "categoriez", which this product does not have/,
      ],
      [
        'a column this product does not have',
        resign(backupFile().replace('("notes", "customer_name")', '("notez", "customer_name")')),
        /its table appointments has a column "notez", which this product does not have/,
      ],
      [
        'a row more than the header lists',
        resign(backupFile().replace('2\tLashes\n', '2\tLashes\n3\tBrows\n')),
        /table categories holds more rows than its header lists \(2\)/,
      ],
      [
        'an escape the writer never writes',
        resign(backupFile().replace('Allergic to latex', 'Allergic\\x41')),
        /holds an escape the backup never writes/,
      ],
    ];
    for (const [name, file, message] of cases) {
      it(`refuses ${name}`, () => {
        expect(messageOf(file)).toMatch(message);
        expect(problemOf(file)).toBe('damaged');
      });
    }

    it('refuses a file of another product', () => {
      const other = backupFile({ product: 'other-shop 2.0.0' });
      expect(problemOf(other)).toBe('not-a-backup');
      expect(messageOf(other)).toContain('was written by other-shop 2.0.0, not by salon-website');
    });
  });

  it('refuses files from a newer product: newer schema level or newer format', () => {
    const future: Migration = { tag: '9999_future', when: newest.when + 1000, hash: 'f', statements: [] };
    const newer = resign(
      backupFile().replace(
        /^-- schema level: .*$/m,
        `-- schema level: ${migrations.length + 1} (last migration ${future.tag}, ${future.when})`,
      ),
    );
    expect(problemOf(newer)).toBe('newer');
    expect(messageOf(newer)).toContain(
      `comes from a newer version of the product (salon-website 0.1.0, schema level ${migrations.length + 1}); ` +
        `this installation (salon-website 0.1.0) knows schema level ${migrations.length}`,
    );
    const newerFormat = resign(backupFile().replace('-- format: salon-backup 4', '-- format: salon-backup 5'));
    expect(messageOf(newerFormat)).toContain('backup format 5');
    const unknown: Migration = { ...newest, tag: '0002_somebody_elses' };
    expect(problemOf(backupFile({ lastMigration: unknown }))).toBe('unknown-history');
  });

  it('opens with the psql guard, so psql fails on a file cut even inside its header', () => {
    const file = backupFile();
    expect(file.startsWith('\\if true\n-- Salon database backup\n')).toBe(true);
    expect(file.indexOf('\\if true')).toBe(file.lastIndexOf('\\if true'));
    const unguarded = resign(file.replace('\\if true\n', ''));
    expect(problemOf(unguarded)).toBe('damaged');
  });

  it('reads an older schema level, for a restore that migrates after loading', () => {
    const older = backupFile({ lastMigration: migrations[0]!, schemaLevel: 1 });
    expect(readBackup(Buffer.from(older), 'b.sql')).toMatchObject({
      schemaLevel: 1,
      lastMigration: migrations[0]!.tag,
    });
  });

  it('names an empty file and a file that is no backup', () => {
    expect(problemOf('')).toBe('empty');
    expect(problemOf('\n  \n')).toBe('empty');
    expect(problemOf('SELECT 1;\n')).toBe('not-a-backup');
  });

  it('unescapes exactly the escapes of the writer', () => {
    expect(unescapeCopyField('\\N')).toBeNull();
    expect(unescapeCopyField('a\\tb\\nc\\rd\\\\e')).toBe('a\tb\nc\rd\\e');
    expect(unescapeCopyField('\\N\\N')).toBeUndefined();
    expect(unescapeCopyField('ends in \\')).toBeUndefined();
  });

  describe('the INSERT statements of formats 1 to 3', () => {
    it('reads the literals quote_nullable wrote, across lines', () => {
      expect(parseInsert(`INSERT INTO "notes" ("a", "b", "c") VALUES ('it''s', NULL, E'a\\\\b');`)).toEqual({
        kind: 'row',
        table: 'notes',
        columns: '"a", "b", "c"',
        values: ["it's", null, 'a\\b'],
      });
      expect(parseInsert(`INSERT INTO "notes" ("a") VALUES ('line one`)).toEqual({ kind: 'more' });
      expect(parseInsert(`INSERT INTO "notes" ("a") VALUES ('line one\nline two');`)).toMatchObject({
        values: ['line one\nline two'],
      });
    });

    it('refuses anything else', () => {
      for (const text of [
        `INSERT INTO "notes" ("a") VALUES ('x'); DROP TABLE staff; --');`,
        `INSERT INTO "notes" ("a") VALUES ('x') ON CONFLICT DO NOTHING;`,
        `INSERT INTO "notes" ("a") VALUES (now());`,
        `INSERT INTO "notes" ("a") SELECT 1;`,
        `INSERT INTO notes ("a") VALUES ('x');`,
        `INSERT INTO "notes" ("a") VALUES (E'\\x41');`,
        `DROP TABLE staff;`,
      ]) {
        expect(parseInsert(text).kind, text).toBe('bad');
      }
    });
  });

  describe('the first format (no header, no checksum)', () => {
    const [first, second] = migrations;
    const legacy = [
      '-- Salon database backup, 2026-11-20T10:00:00.000Z',
      '-- Load into an EMPTY database: npm run restore <file>, or psql -v ON_ERROR_STOP=1 -f <file>',
      "SET client_encoding = 'UTF8';",
      "SET TIME ZONE 'UTC';",
      'BEGIN;',
      '',
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${first!.hash}', ${first!.when});`,
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${second!.hash}', ${second!.when});`,
      '',
      '-- Data',
      '-- categories: 2 rows',
      'INSERT INTO "categories" ("id") VALUES (\'1\');',
      'INSERT INTO "categories" ("id") VALUES (\'2\');',
      '-- staff: 0 rows',
      '',
      'COMMIT;',
      '',
    ].join('\n');

    it('is accepted with a warning, its row counts taken from its comments', () => {
      const contents = readBackup(Buffer.from(legacy), 'old.sql');
      expect(contents).toMatchObject({
        format: 1,
        product: null,
        schemaLevel: 2,
        lastMigration: second!.tag,
        rows: [
          ['categories', 2],
          ['staff', 0],
        ],
        checksum: null,
      });
      expect(contents.warning).toContain('carries no checksum');
    });

    it('is incomplete when cut anywhere before its final COMMIT', () => {
      for (let length = 60; length < legacy.indexOf('COMMIT;') + 6; length += 5) {
        expect(problemOf(legacy.slice(0, length)), `cut at ${length}`).toBe('incomplete');
      }
    });

    it('refuses a statement between its rows, though it has no checksum', () => {
      const smuggled = legacy.replace("VALUES ('1');\n", "VALUES ('1');\nCREATE TABLE smuggled (x int);\n");
      expect(messageOf(smuggled)).toMatch(/is not a row of table categories/);
    });
  });
});
