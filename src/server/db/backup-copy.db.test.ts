/**
 * The text of a row in a backup is the same whichever way the database hands it over (COPY TO a file a
 * range of pages at a time on PGlite, COPY TO STDOUT on PostgreSQL), and the restore's COPY text is the file's line as it stands when the line holds
 * only the writer's escapes. Every control character and backslash sequence goes through.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSqlDump } from '../../../test/support/backup-dump.ts';
import { resign } from '../../../test/support/earlier-backup-formats.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { readBackup, readBackupCopyText, readBackupRows, type Row } from './backup-format.ts';
import { writerEscapes } from './backup.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

/** Every control character but NUL (which no PostgreSQL text holds), then backslashes that look like escapes. */
const AWKWARD =
  Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('') + ' \\b \\f \\v \\N \\\\ \\. end\\';

describe('the text of a row in a backup', () => {
  it('turns COPY TO escapes of backspace, form feed and vertical tab back, and leaves an escaped backslash', () => {
    expect(writerEscapes('a\\bb\\fc\\vd')).toBe('a\bb\fc\vd');
    expect(writerEscapes('\\\\b\\\\\\v\\n\\t\\r\\N')).toBe('\\\\b\\\\\v\\n\\t\\r\\N');
    expect(writerEscapes('plain\tfields\n')).toBe('plain\tfields\n');
  });

  it('is written with the four escapes only, and read back value for value and line for line', async () => {
    await testDb.db.execute(sql`
      insert into outbox (kind, recipient, subject, text_body, html_body)
      values ('booking-confirmed', 'ann@example.com', 'Awkward', ${AWKWARD}, ${'<p>\r\n</p>'})`);
    const file = (await createSqlDump(testDb.db, new Date())).sql;
    const copyStart = file.indexOf('\nCOPY "outbox" ');
    const line = file.slice(file.indexOf('\n', copyStart + 1) + 1, file.indexOf('\n\\.\n', copyStart));
    // Backspace, vertical tab and form feed as they are; backslash, newline, carriage return and tab escaped.
    expect(line).toContain('\x07\b\\t\\n\v\f\\r\x0e');
    expect(line).toContain(' \\\\b \\\\f \\\\v \\\\N \\\\\\\\ \\\\. end\\\\\t');

    const contents = readBackup(Buffer.from(file), 'backup.sql');
    const values: Row[] = [];
    await readBackupRows(contents, async (table, _columns, rows) => {
      if (table === 'outbox') values.push(...rows);
    });
    expect(values).toHaveLength(1);
    expect(values[0]).toContain(AWKWARD);
    expect(values[0]).toContain('<p>\r\n</p>');

    let copied = '';
    await readBackupCopyText(contents, async (table, _columns, text) => {
      if (table === 'outbox') copied += text;
    });
    expect(copied).toBe(`${line}\n`);
  });

  it('goes to COPY escaped when a line holds a raw carriage return, which the writer never leaves', async () => {
    await testDb.db.execute(sql`
      insert into outbox (kind, recipient, subject, text_body, html_body)
      values ('booking-confirmed', 'ann@example.com', 'Return', 'before-after', '<p></p>')`);
    const file = resign((await createSqlDump(testDb.db, new Date())).sql.replace('before-after', 'before\rafter'));
    const contents = readBackup(Buffer.from(file), 'backup.sql');
    let copied = '';
    await readBackupCopyText(contents, async (table, _columns, text) => {
      if (table === 'outbox') copied += text;
    });
    expect(copied).toContain('\tbefore\\rafter\t');
    expect(copied).not.toContain('\r');
  });

  it('carries every row of a table that spans many pieces, each once', async () => {
    // About 6 MB of messages: several ranges of pages on PGlite (the first piece is 32 pages).
    await testDb.db.execute(sql`
      insert into outbox (kind, recipient, subject, text_body, html_body)
      select 'booking-confirmed', 'guest' || n || '@example.com', 'Message ' || n, repeat(md5(n::text), 90), '<p></p>'
        from generate_series(1, 2000) as n`);
    const file = (await createSqlDump(testDb.db, new Date())).sql;
    const contents = readBackup(Buffer.from(file), 'backup.sql');
    const subjects: string[] = [];
    await readBackupRows(contents, async (table, columns, rows) => {
      if (table === 'outbox') subjects.push(...rows.map((row) => String(row[columns.indexOf('subject')])));
    });
    expect(subjects).toHaveLength(2000);
    expect(new Set(subjects).size).toBe(2000);
    expect(subjects).toContain('Message 1');
    expect(subjects).toContain('Message 2000');
  });
});
