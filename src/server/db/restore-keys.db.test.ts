/**
 * A restore drops the keys and indexes while the rows load and builds them again after: the restored
 * database has exactly the source's constraints and indexes, and a file whose rows break a key (a
 * duplicate id, a reference to nothing) is refused with the target as it was. On the engine of the run:
 * a PGlite data directory, or a scratch PostgreSQL database with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlDump } from '../../../test/support/backup-dump.ts';
import { resign } from '../../../test/support/earlier-backup-formats.ts';
import { createScratchDatabase } from '../../../test/support/scratch-postgres.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { readBackup } from './backup-format.ts';
import { openDatabase, type Database, type DatabaseHandle } from './client.ts';
import { RestoreError, restoreIntoDataDir, restoreIntoPostgres } from './restore-backup.ts';
import * as schema from './schema.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const adminUrl = process.env.TEST_DATABASE_URL;
const SLOW = 240_000;

interface Target {
  restore(file: string): Promise<unknown>;
  open(): Promise<DatabaseHandle>;
  /** True while nothing was restored there. */
  untouched(): Promise<boolean>;
}

async function newTarget(): Promise<Target> {
  const read = (file: string) => readBackup(Buffer.from(file, 'utf8'), 'backup.sql');
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'salon_restore_keys');
    cleanups.push(scratch.drop);
    const open = () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    return {
      restore: (file) => restoreIntoPostgres(scratch.url, read(file)),
      open,
      async untouched() {
        const handle = await open();
        try {
          return (
            (
              await names(
                handle.db,
                `select table_name as name from information_schema.tables
                    where table_schema not in ('pg_catalog', 'information_schema')`,
              )
            ).length === 0
          );
        } finally {
          await handle.close();
        }
      },
    };
  }
  const parent = mkdtempSync(join(tmpdir(), 'salon-restore-keys-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = join(parent, 'data');
  return {
    restore: (file) => restoreIntoDataDir(dataDir, read(file), { replace: false, now: new Date() }),
    open: () => openDatabase({ dataDir }),
    untouched: async () => !existsSync(dataDir),
  };
}

async function names(db: Database, query: string): Promise<string[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Every constraint and index of the product's schemas, with its definition. */
const DEFINITIONS = `
  select n.nspname || '.' || t.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as name
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
   where n.nspname in ('public', 'derived')
  union all
  select schemaname || ' ' || indexdef as name from pg_indexes where schemaname in ('public', 'derived')
  order by 1`;

/** An appointment, its service line and an outbox message about it. */
async function addAppointment(db: Database): Promise<void> {
  const [appointment] = await db
    .insert(schema.appointments)
    .values({
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      customerPhone: '+66812345678',
      appointmentDate: '2026-11-24',
      startTime: '10:00',
      endTime: '10:45',
    })
    .returning();
  await db.insert(schema.appointmentServices).values({
    appointmentId: appointment!.id,
    serviceId: 3,
    serviceName: 'Manicure (French Nails)',
    priceThb: 590,
    durationMinutes: 45,
  });
}

/** The first row of a table's COPY section. */
function firstRow(file: string, table: string): string {
  const start = file.indexOf('\n', file.indexOf(`\nCOPY "${table}" `) + 1) + 1;
  return file.slice(start, file.indexOf('\n', start));
}

describe('keys and indexes around a restore', () => {
  it('are those of the source database once the rows are loaded', { timeout: SLOW }, async () => {
    await addAppointment(testDb.db);
    const file = (await createSqlDump(testDb.db, new Date())).sql;
    const target = await newTarget();
    await target.restore(file);
    const restored = await target.open();
    try {
      const expected = await names(testDb.db, DEFINITIONS);
      expect(expected.some((definition) => definition.includes('FOREIGN KEY'))).toBe(true);
      expect(await names(restored.db, DEFINITIONS)).toEqual(expected);
    } finally {
      await restored.close();
    }
  });

  it('refuse a file whose row refers to nothing, leaving the target as it was', { timeout: SLOW }, async () => {
    await addAppointment(testDb.db);
    const file = (await createSqlDump(testDb.db, new Date())).sql;
    const line = firstRow(file, 'appointment_services');
    const appointmentId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(line)![0];
    const dangling = resign(file.replace(line, line.replace(appointmentId, '00000000-0000-4000-8000-000000000001')));
    const target = await newTarget();
    const refusal = await target.restore(dangling).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreError);
    expect((refusal as Error).message).toMatch(/violates foreign key constraint .*Nothing was changed\.$/);
    expect(await target.untouched()).toBe(true);
  });

  it('refuse a file with two rows of the same key, leaving the target as it was', { timeout: SLOW }, async () => {
    const file = (await createSqlDump(testDb.db, new Date())).sql;
    const first = firstRow(file, 'categories');
    const second = file.slice(file.indexOf(first) + first.length + 1).split('\n', 1)[0]!;
    const [firstId] = first.split('\t');
    const [secondId, ...rest] = second.split('\t');
    expect(secondId).not.toBe(firstId);
    const duplicate = resign(file.replace(`\n${second}\n`, `\n${[firstId, ...rest].join('\t')}\n`));
    const target = await newTarget();
    const refusal = await target.restore(duplicate).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreError);
    expect((refusal as Error).message).toMatch(
      /could not create unique index "categories_pkey".*Nothing was changed\.$/,
    );
    expect(await target.untouched()).toBe(true);
  });
});
