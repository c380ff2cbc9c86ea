/**
 * Backups and restores on a real database, on the engine of
 * the run: embedded (a PGlite data directory as the target) or PostgreSQL
 * with TEST_DATABASE_URL (a scratch database as the target).
 *
 * Every damaged file is refused, and the target is exactly as it was: for
 * the embedded database the target already holds a database and the restore
 * is asked to replace it (the worst case), and every file under DATA_DIR is
 * compared byte for byte; for PostgreSQL the target is the empty database a
 * restore needs, and it must still have no tables.
 */
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstFormat, formatThreeBackup, resign } from '../../../test/support/earlier-backup-formats.ts';
import { createScratchDatabase } from '../../../test/support/scratch-postgres.ts';
import { TEST_EMAIL_DOMAIN, useTestDatabase } from '../../../test/support/test-database.ts';
import { createSqlDump } from '../../../test/support/backup-dump.ts';
import { BackupFileError, productMigrations, readBackup } from './backup-format.ts';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, type Database, type DatabaseHandle } from './client.ts';
import { RestoreError, restoreIntoDataDir, restoreIntoPostgres, type RestoreOutcome } from './restore-backup.ts';
import * as schema from './schema.ts';
import { seedDatabase } from './seed.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const adminUrl = process.env.TEST_DATABASE_URL;
const migrations = productMigrations();
/** Each embedded target is a PGlite data directory created on disk (seconds each on a busy machine). */
const SLOW = 240_000;

async function snapshot(db: Database) {
  return {
    categories: await db.select().from(schema.categories).orderBy(asc(schema.categories.id)),
    services: await db.select().from(schema.services).orderBy(asc(schema.services.id)),
    staff: await db.select().from(schema.staff).orderBy(asc(schema.staff.email)),
    appointments: await db.select().from(schema.appointments).orderBy(asc(schema.appointments.customerName)),
    lines: await db.select().from(schema.appointmentServices).orderBy(asc(schema.appointmentServices.id)),
    events: await db.select().from(schema.appointmentEvents).orderBy(asc(schema.appointmentEvents.id)),
    outbox: await db.select().from(schema.outbox).orderBy(asc(schema.outbox.id)),
  };
}

/** An appointment with awkward text, its service line, an event and an outbox message. */
async function addHistory(db: Database): Promise<void> {
  const [appointment] = await db
    .insert(schema.appointments)
    .values({
      customerName: `O'Brien "Ann" \\ 😀 ภาษาไทย`,
      customerEmail: 'ann@example.com',
      customerPhone: '+66812345678',
      notes: "line one\nline two; DROP TABLE appointments; --'\nCOMMIT;\n\\endif\n-- salon-backup end: sha256 00",
      appointmentDate: '2026-11-24',
      startTime: '10:00',
      endTime: '10:45',
      discountPercentage: 10,
    })
    .returning();
  await db.insert(schema.appointmentServices).values({
    appointmentId: appointment!.id,
    serviceId: 3,
    serviceName: 'Manicure (French Nails)',
    priceThb: 590,
    durationMinutes: 45,
  });
  await db.insert(schema.appointmentEvents).values({
    appointmentId: appointment!.id,
    kind: 'status_changed',
    detail: { from: 'pending', to: 'confirmed', note: 'it\'s "quoted"' },
  });
  await db.execute(sql`
    insert into outbox (kind, appointment_id, recipient, subject, text_body, html_body)
    values ('booking-confirmed', ${appointment!.id}, 'ann@example.com', 'Confirmed', 'Hello', '<p>Hello</p>')`);
}

interface Target {
  /**
   * The restore as `npm run restore` does it: read and check the whole file, then load it
   * (the embedded target replaces a database it holds unless `replace` is false).
   */
  restore(file: string, replace?: boolean): Promise<RestoreOutcome>;
  /** What must not change when a restore fails. */
  fingerprint(): Promise<string>;
  open(): Promise<DatabaseHandle>;
}

/** Every file under a folder, with a hash of its bytes. */
function folderFingerprint(folder: string): string {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else entries.push(`${relative(folder, path)} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
    }
  };
  walk(folder);
  return entries.join('\n');
}

async function newTarget(): Promise<Target> {
  const read = (file: string) => readBackup(Buffer.from(file, 'utf8'), 'backup.sql');
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'salon_restore_target');
    cleanups.push(scratch.drop);
    return {
      restore: async (file) => restoreIntoPostgres(scratch.url, read(file)),
      async fingerprint() {
        // Everything a failed restore could leave behind, not only tables: schemas, every relation
        // (sequences, views, indexes), functions and triggers, extensions, types, and rows.
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select 'schema ' || nspname as item from pg_namespace
               where nspname not like 'pg\\_%' and nspname <> 'information_schema'
             union all
             select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text from pg_class c
               join pg_namespace n on n.oid = c.relnamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
             union all
             select 'function ' || n.nspname || '.' || p.proname from pg_proc p
               join pg_namespace n on n.oid = p.pronamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
             union all
             select 'extension ' || extname from pg_extension
             union all
             select 'type ' || n.nspname || '.' || t.typname from pg_type t
               join pg_namespace n on n.oid = t.typnamespace
               where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
             union all
             select 'trigger ' || tgname from pg_trigger where not tgisinternal
             union all
             select 'rows ' || n.nspname || '.' || c.relname || ' ' ||
                    (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', n.nspname, c.relname),
                                                          false, true, '')))[1]::text
               from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where c.relkind = 'r' and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
             order by 1`,
          );
          return JSON.stringify(rows);
        } finally {
          await client.end();
        }
      },
      open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }),
    };
  }
  const parent = mkdtempSync(join(tmpdir(), 'salon-restore-target-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = join(parent, 'data');
  return {
    restore: async (file, replace = true) => restoreIntoDataDir(dataDir, read(file), { replace, now: new Date() }),
    fingerprint: async () => `${readdirSync(parent).join(',')}\n${folderFingerprint(parent)}`,
    open: () => openDatabase({ dataDir }),
  };
}

/** The line after the first line that starts with `prefix` (a COPY line: the table's first row). */
function rowAfter(file: string, prefix: string): string {
  const start = file.indexOf('\n', file.indexOf(`\n${prefix}`) + 1) + 1;
  return file.slice(start, file.indexOf('\n', start));
}

/** Cuts the file just after (or inside) the first line that starts with `prefix`. */
function cutAfterLine(file: string, prefix: string, keep: 'whole line' | 'half line'): string {
  const start = file.indexOf(`\n${prefix}`) + 1;
  const end = file.indexOf('\n', start) + 1;
  return keep === 'whole line' ? file.slice(0, end) : file.slice(0, start + Math.floor((end - start) / 2));
}

describe('SQL backups', () => {
  it('round-trip every row, including awkward text, and print the rows per table', { timeout: SLOW }, async () => {
    await addHistory(testDb.db);
    const dump = await createSqlDump(testDb.db, new Date('2026-11-22T10:00:00Z'));
    expect(dump.sql).toContain('-- written: 2026-11-22T10:00:00.000Z');
    expect(dump.rowCount).toBeGreaterThan(38);

    const target = await newTarget();
    const outcome = await target.restore(dump.sql);
    expect(outcome.schemaLevel).toBe(migrations.length);
    expect(Object.fromEntries(outcome.rows)).toMatchObject({
      appointments: 1,
      appointment_services: 1,
      appointment_events: 1,
      outbox: 1,
      categories: 4,
      services: 32,
      staff: 4,
    });
    const restored = await target.open();
    try {
      await restored.migrate(); // nothing newer to apply, and it must not fail
      expect(await snapshot(restored.db)).toEqual(await snapshot(testDb.db));
      // Sequences continue after the restored rows.
      const [next] = await restored.db
        .insert(schema.categories)
        .values({ name: 'Brows', slug: 'brows', sortOrder: 9 })
        .returning();
      expect(next!.id).toBe(5);
    } finally {
      await restored.close();
    }
  });

  it(
    'refuses every damaged file with a clear message and leaves the target exactly as it was',
    { timeout: SLOW },
    async () => {
      await addHistory(testDb.db);
      const good = (await createSqlDump(testDb.db, new Date())).sql;
      const target = await newTarget();
      if (!adminUrl) await target.restore(good); // the embedded target holds a database that must survive
      // PostgreSQL: restores go into an empty database only, so "untouched" is "as empty as it was created".
      const pristine = await target.fingerprint();

      const old = await formatThreeBackup(testDb.db, new Date());
      /** Written as psql would run it: the COPY data ends, the statement runs, the COPY goes on. */
      const statement = 'CREATE TABLE smuggled (x int);';
      const appointmentRow = rowAfter(good, 'COPY "appointments"');
      const cases: { name: string; file: string; message: string | RegExp }[] = [
        {
          name: 'cut between two tables',
          file: cutAfterLine(good, 'COPY "appointment_services"', 'whole line'),
          message: "is incomplete: it ends before the backup's end marker",
        },
        {
          name: 'cut inside a row',
          file: good.slice(0, good.indexOf(rowAfter(good, 'COPY "services"')) + 20),
          message: 'is incomplete',
        },
        { name: 'cut inside the end marker', file: good.slice(0, -20), message: 'is incomplete' },
        { name: 'empty', file: '', message: 'is empty: it holds no backup' },
        {
          name: 'a garbled line',
          file: good.replace('Manicure (French Nails)', 'Manicure (French Na\u0000ls'),
          message: 'is damaged: its checksum does not match its contents',
        },
        {
          name: 'a wrong checksum',
          file: good.replace(/sha256 [0-9a-f]{64}/, `sha256 ${'f'.repeat(64)}`),
          message: 'is damaged: its checksum does not match',
        },
        {
          name: 'a newer schema level',
          file: resign(
            good.replace(
              /^-- schema level: .*$/m,
              `-- schema level: ${migrations.length + 1} (last migration 9999_future, ${migrations.at(-1)!.when + 1})`,
            ),
          ),
          message: `comes from a newer version of the product`,
        },
        {
          name: 'a newer backup format',
          file: resign(good.replace('-- format: salon-backup 4', '-- format: salon-backup 5')),
          message: 'was written by a newer version of the product',
        },
        {
          name: 'a file of another product',
          file: resign(good.replace(/^-- product: .*$/m, '-- product: other-shop 2.0.0')),
          message: 'was written by other-shop 2.0.0, not by salon-website',
        },
        {
          // Edited by hand and re-signed: the checksum is right, the rows are not all there.
          name: 'a row removed and the checksum recomputed',
          file: resign(good.replace(`${rowAfter(good, 'COPY "appointment_events"')}\n`, '')),
          message: 'is damaged: table appointment_events holds 0 rows, its header lists 1',
        },
        {
          name: 'a table this product does not have, checksum recomputed',
          file: resign(
            good.replace(/^-- categories: (\d+) rows\nCOPY "categories"/m, '-- categoriez: $1 rows\nCOPY "categoriez"'),
          ),
          message: 'holds a table "categoriez", which this product does not have',
        },
        {
          name: 'a column this product does not have, checksum recomputed',
          file: resign(good.replace(/^(COPY "appointments" \(.*)"notes"/m, '$1"notez"')),
          message: 'its table appointments has a column "notez", which this product does not have',
        },
        {
          name: 'a statement smuggled into a row value, checksum recomputed',
          file: resign(
            good.replace(
              appointmentRow,
              appointmentRow.replace(
                'ann@example.com',
                `ann@example.com\n\\.\n${statement}\nCOPY "appointments" FROM stdin;\n`,
              ),
            ),
          ),
          message: /is damaged: line \d+, a row of table appointments, has \d+ fields where its table has \d+ columns/,
        },
        {
          name: 'a statement between two rows, checksum recomputed',
          file: resign(good.replace(`${rowAfter(good, 'COPY "services"')}\n`, `$&${statement}\n`)),
          message: /is damaged: line \d+, a row of table services, has 1 fields/,
        },
        {
          name: 'a statement in place of a comment line between two tables, checksum recomputed',
          file: resign(good.replace(/^-- appointments: 1 rows$/m, statement)),
          message: 'is not part of a backup at that place',
        },
        {
          name: 'format 3: a statement smuggled into a row value, checksum recomputed',
          file: resign(
            old.replace("'ann@example.com', '+66812345678'", `'ann@example.com'); ${statement} --', '+66812345678'`),
          ),
          message: /is not a row of table appointments: something follows its values/,
        },
        {
          name: 'format 3: a statement between two rows, checksum recomputed',
          file: resign(old.replace(/^(INSERT INTO "services" .*)$/m, `$1\n${statement}`)),
          message: /is not a row of table services: it is not an INSERT of the form the backup writes/,
        },
        {
          name: 'format 3: a statement in place of a comment line between two tables, checksum recomputed',
          file: resign(old.replace(/^-- appointments: 1 rows$/m, statement)),
          message: /is not a row of table \w+: it is not an INSERT of the form the backup writes/,
        },
        {
          name: 'format 3: a row removed and the checksum recomputed',
          file: resign(old.replace(/^INSERT INTO "appointment_events" .*\n/m, '')),
          message: 'is damaged: table appointment_events holds 0 rows, its header lists 1',
        },
        {
          name: 'a first-format file cut between two statements',
          file: cutAfterLine(firstFormat(old), 'INSERT INTO "appointment_services"', 'whole line'),
          message: 'is incomplete',
        },
        {
          name: 'a first-format file with a garbled statement',
          file: firstFormat(old).replace('INSERT INTO "services"', 'INSERT INTO "servic es"'),
          message: /is not a row of table services/,
        },
        {
          name: 'a first-format file with a row missing',
          file: firstFormat(old).replace(/^INSERT INTO "appointment_events" .*\n/m, ''),
          message: 'is damaged: table appointment_events holds 0 rows, its header lists 1',
        },
      ];
      for (const { name, file, message } of cases) {
        const before = await target.fingerprint();
        const refusal = await target.restore(file).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal instanceof BackupFileError || refusal instanceof RestoreError, name).toBe(true);
        expect((refusal as Error).message, name).toMatch(message);
        expect(await target.fingerprint(), name).toBe(before);
      }

      // And the database in the target still holds what it held (embedded) or nothing (PostgreSQL).
      expect(await target.fingerprint()).toBe(pristine);
      if (adminUrl) {
        expect(pristine).not.toMatch(/relation public\./);
      } else {
        const kept = await target.open();
        try {
          expect(await snapshot(kept.db)).toEqual(await snapshot(testDb.db));
        } finally {
          await kept.close();
        }
      }
    },
  );

  it(
    'restores files of format 3 and of the first format (with a warning), row for row',
    { timeout: SLOW },
    async () => {
      await addHistory(testDb.db);
      const formatThree = await formatThreeBackup(testDb.db, new Date());
      const legacy = firstFormat(formatThree);
      expect(readBackup(Buffer.from(legacy), 'old.sql').warning).toContain('carries no checksum');
      expect(readBackup(Buffer.from(formatThree), 'three.sql')).toMatchObject({ format: 3, warning: null });
      for (const file of [formatThree, legacy]) {
        const target = await newTarget();
        await target.restore(file);
        const restored = await target.open();
        try {
          expect(await snapshot(restored.db)).toEqual(await snapshot(testDb.db));
        } finally {
          await restored.close();
        }
      }
    },
  );

  it('restores a backup of the previous schema level and migrates it after loading', { timeout: SLOW }, async () => {
    const previous = await databaseAtPreviousLevel();
    cleanups.push(previous.close);
    const dump = await createSqlDump(previous.db, new Date());
    expect(dump.schemaLevel).toBe(migrations.length - 1);

    const target = await newTarget();
    const outcome = await target.restore(dump.sql);
    expect(outcome.schemaLevel).toBe(migrations.length);
    expect(Object.fromEntries(outcome.rows)).toMatchObject({ outbox: 1, categories: 4, services: 32 });
    const restored = await target.open();
    try {
      const [message] = await restored.db.select().from(schema.outbox);
      // The old message keeps (or, from a level before 0002, is given) its own Message-ID.
      expect(message).toMatchObject({ recipient: 'old@example.com', subject: 'From the previous release' });
      expect(message!.messageUuid).toMatch(/^[0-9a-f-]{36}$/);
      // An appointment of the previous level reads as English (the column's default).
      expect(await restored.db.select({ language: schema.appointments.language }).from(schema.appointments)).toEqual([
        { language: 'en' },
      ]);
      const applied = (await restored.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]!.count).toBe(migrations.length);
    } finally {
      await restored.close();
    }
  });

  it(
    'refuses to restore into a database that is not empty without being asked to replace it',
    { timeout: SLOW },
    async () => {
      const good = (await createSqlDump(testDb.db, new Date())).sql;
      const target = await newTarget();
      await target.restore(good, false);
      const before = await target.fingerprint();
      await expect(target.restore(good, false)).rejects.toThrow(
        adminUrl ? 'already holds tables. Restore into an empty database' : 'already holds a database. To replace it',
      );
      expect(await target.fingerprint()).toBe(before);
    },
  );
});

/**
 * A database at the schema level before this product's newest migration,
 * made by drizzle's migrator from a folder cut to those migrations (as the
 * previous release did), with rows written in plain SQL.
 */
async function databaseAtPreviousLevel(): Promise<{ db: Database; close: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'salon-previous-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.slice(0, -1);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));

  let db: Database;
  let close: () => Promise<void>;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'salon_previous_level');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: folder });
    db = drizzleNodePostgres(pool, { schema });
    close = async () => {
      await pool.end();
      await scratch.drop();
    };
  } else {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    db = drizzlePglite(client, { schema });
    close = () => client.close();
  }
  await seedDatabase(db, TEST_EMAIL_DOMAIN);
  await db.execute(sql`
    insert into outbox (kind, recipient, subject, text_body, html_body)
    values ('booking-confirmed', 'old@example.com', 'From the previous release', 'Hello', '<p>Hello</p>')`);
  await db.execute(sql`
    insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
    values ('Old Customer', 'old@example.com', '', '2026-11-30', '11:00', '11:30')`);
  return { db, close };
}
