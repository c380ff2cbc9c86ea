/**
 * The backup file's frame: every cut and every changed byte is noticed, and
 * each problem is named. Loading is tested in backup.db.test.ts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BackupFileError,
  productMigrations,
  readBackup,
  renderBackupFile,
  rowCountCheck,
  type BackupProblem,
  type Migration,
} from './backup-format.ts';

const migrations = productMigrations();
const newest = migrations.at(-1)!;
const rows = [
  ['appointments', 1],
  ['categories', 2],
] as const;

/** A customer's note may hold text that looks like the frame's end: it sits inside a literal. */
const FRAME_LOOKALIKE = "'x\nCOMMIT;\n\\endif\n-- salon-backup end: sha256 00'";

function backupFile(overrides: { schemaLevel?: number; lastMigration?: Migration; note?: string } = {}): string {
  const body = [
    '-- Data',
    'INSERT INTO "categories" ("id", "name") VALUES (\'1\', \'Nails\');',
    'INSERT INTO "categories" ("id", "name") VALUES (\'2\', \'Lashes\');',
    `INSERT INTO "appointments" ("notes") VALUES (${overrides.note ?? "'Allergic to latex'"});`,
    rowCountCheck(rows),
  ].join('\n');
  return renderBackupFile(
    {
      product: 'salon-website 0.1.0',
      writtenAt: new Date('2026-11-23T10:00:00Z'),
      lastMigration: overrides.lastMigration ?? newest,
      schemaLevel: overrides.schemaLevel ?? migrations.length,
      rows,
    },
    body,
  );
}

/** Recomputes the checksum of an edited file, as someone who edits a backup by hand might. */
function resign(text: string): string {
  const framed = text.slice(0, text.lastIndexOf('-- salon-backup end: sha256 '));
  return `${framed}-- salon-backup end: sha256 ${createHash('sha256').update(framed).digest('hex')}\n`;
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

describe('reading a backup file', () => {
  it('reads what was written: rows, schema level, the body between BEGIN and COMMIT', () => {
    const file = backupFile();
    const contents = readBackup(Buffer.from(file), 'backup.sql');
    expect(contents).toMatchObject({
      format: 3,
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
    expect(contents.body.startsWith('-- Data\n')).toBe(true);
    expect(contents.body.endsWith('$salon_backup_check$;')).toBe(true);
    expect(file).toMatch(/^\\if true$/m);
    expect(file.endsWith(`\nCOMMIT;\n\\endif\n-- salon-backup end: sha256 ${contents.checksum}\n`)).toBe(true);
  });

  it('calls every shorter prefix of the file empty or incomplete', () => {
    const file = Buffer.from(backupFile());
    const problems = new Set<string>();
    // Every cut, between statements and inside them, including inside the end marker.
    for (let length = 0; length < file.length - 1; length += 1) {
      problems.add(problemOf(file.subarray(0, length).toString('utf8')));
    }
    expect([...problems].sort()).toEqual(['empty', 'incomplete', 'not-a-backup']);
    // "not-a-backup" only for cuts inside the first two lines (the psql guard, the title).
    expect(problemOf(file.subarray(0, 20).toString())).toBe('not-a-backup');
    expect(problemOf(file.subarray(0, 40).toString())).toBe('incomplete');
    // Without only its final newline the file is whole.
    expect(problemOf(file.subarray(0, file.length - 1).toString())).toBe('accepted');
  });

  it('refuses every shorter prefix even when a customer wrote the end marker into a note', () => {
    const file = backupFile({ note: FRAME_LOOKALIKE });
    expect(problemOf(file)).toBe('accepted');
    for (let length = 0; length < file.length - 1; length += 1) {
      expect(problemOf(file.slice(0, length)), `cut at ${length}`).not.toBe('accepted');
    }
  });

  it('calls a file with any changed byte damaged (or, in its first line, not a backup)', () => {
    const file = Buffer.from(backupFile());
    const problems = new Set<string>();
    for (let at = 0; at < file.length; at += 7) {
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
    expect(problemOf(file.replace("'Lashes'", "'Lashes")).valueOf()).toBe('damaged');
    expect(problemOf(file.replace(/sha256 ([0-9a-f]{64})/, 'sha256 $1 and more'))).toBe('damaged');
    expect(() => readBackup(Buffer.from(file.replace('Nails', 'Nailz')), '/mnt/usb/b.sql')).toThrow(
      '/mnt/usb/b.sql is damaged: its checksum does not match its contents',
    );
  });

  it('refuses files from a newer product: newer schema level or newer format', () => {
    const future: Migration = { tag: '9999_future', when: newest.when + 1000, hash: 'f', statements: [] };
    const newer = backupFile({ lastMigration: future, schemaLevel: migrations.length + 1 });
    expect(problemOf(newer)).toBe('newer');
    expect(() => readBackup(Buffer.from(newer), 'b.sql')).toThrow(
      `comes from a newer version of the product (salon-website 0.1.0, schema level ${migrations.length + 1}); ` +
        `this installation (salon-website 0.1.0) knows schema level ${migrations.length}`,
    );
    const newerFormat = resign(backupFile().replace('-- format: salon-backup 3', '-- format: salon-backup 4'));
    expect(() => readBackup(Buffer.from(newerFormat), 'b.sql')).toThrow('backup format 4');
    const unknown: Migration = { ...newest, tag: '0002_somebody_elses' };
    expect(problemOf(backupFile({ lastMigration: unknown }))).toBe('unknown-history');
  });

  it('opens with the psql guard, so psql fails on a file cut even inside its header', () => {
    const file = backupFile();
    expect(file.startsWith('\\if true\n-- Salon database backup\n')).toBe(true);
    expect(file.indexOf('\\if true')).toBe(file.lastIndexOf('\\if true'));
  });

  it('still reads format 2, whose guard stood after the header, and refuses a mix of both', () => {
    const current = backupFile();
    const formatTwo = resign(
      current
        .replace('\\if true\n', '')
        .replace('-- format: salon-backup 3', '-- format: salon-backup 2')
        .replace("SET client_encoding = 'UTF8';", "\\if true\nSET client_encoding = 'UTF8';"),
    );
    expect(readBackup(Buffer.from(formatTwo), 'b.sql')).toMatchObject({ format: 2, rows });
    const unguarded = resign(current.replace('\\if true\n', ''));
    expect(problemOf(unguarded)).toBe('damaged');
    const twice = resign(current.replace("SET client_encoding = 'UTF8';", "\\if true\nSET client_encoding = 'UTF8';"));
    expect(problemOf(twice)).toBe('damaged');
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

    it('is accepted with a warning, its row counts checked when it loads', () => {
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
      expect(contents.body).toContain(rowCountCheck(contents.rows));
    });

    it('is incomplete when cut anywhere before its final COMMIT', () => {
      for (let length = 60; length < legacy.indexOf('COMMIT;') + 6; length += 5) {
        expect(problemOf(legacy.slice(0, length)), `cut at ${length}`).toBe('incomplete');
      }
    });
  });
});
