/**
 * Restoring into PostgreSQL, both documented ways:
 * - `psql -v ON_ERROR_STOP=1 -f FILE`: a file cut anywhere before its end
 *   exits non-zero and leaves the database without a single table;
 * - `npm run restore` with DATABASE_URL: checks the whole file first, names
 *   what is wrong, and loads in one transaction.
 * Runs in the `pg` project (TEST_DATABASE_URL and psql required).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('The pg suites need TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');

function runScript(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

const psql = (file: string, url: string) =>
  spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', file, url], { encoding: 'utf8' });

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const tablesIn = async (url: string) =>
  (
    await query<{ name: string }>(
      url,
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    )
  ).map((row) => row.name);

const scratches: ScratchDatabase[] = [];
async function emptyDatabase(): Promise<string> {
  const scratch = await createScratchDatabase(adminUrl!, 'salon_restore_pg');
  scratches.push(scratch);
  return scratch.url;
}
afterAll(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

let folder = '';
let file = '';
let dump = '';
beforeAll(async () => {
  // A source database with history, backed up with npm run backup.
  const source = await emptyDatabase();
  const migrated = runScript('scripts/migrate.ts', [], { DATABASE_URL: source });
  expect(migrated.status, migrated.stderr).toBe(0);
  await query(
    source,
    `with booked as (
       insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time)
       values ('Zoë O''Neil', 'zoe@example.com', '+66812345678', '2026-12-01', '10:00', '11:00') returning id)
     insert into appointment_services (appointment_id, service_id, service_name, price_thb, duration_minutes)
     select id, 1, 'Gel Polish Manicure', 590, 60 from booked`,
  );
  folder = mkdtempSync(join(tmpdir(), 'salon-restore-pg-'));
  file = join(folder, 'backup.sql');
  const backedUp = runScript('scripts/backup.ts', [file], { DATABASE_URL: source });
  expect(backedUp.status, backedUp.stderr).toBe(0);
  dump = readFileSync(file, 'utf8');
}, 180_000);

/** Where the first row after the line that starts with `prefix` (a COPY line) starts. */
function rowStart(prefix: string): number {
  return dump.indexOf('\n', dump.indexOf(`\n${prefix}`) + 1) + 1;
}

/** Writes a copy of the backup cut at `length` characters. */
function cutAt(length: number, name: string): string {
  const path = join(folder, name);
  writeFileSync(path, dump.slice(0, length));
  return path;
}

describe('psql -v ON_ERROR_STOP=1 -f', () => {
  it('loads the whole file into an empty database', { timeout: 120_000 }, async () => {
    const target = await emptyDatabase();
    const loaded = psql(file, target);
    expect(loaded.status, loaded.stderr).toBe(0);
    const [counts] = await query<{ services: number; lines: number }>(
      target,
      'select (select count(*)::int from services) as services, (select count(*)::int from appointment_services) as lines',
    );
    expect(counts).toEqual({ services: 32, lines: 1 });
  });

  it('exits non-zero and loads nothing from a file cut anywhere before its end', { timeout: 300_000 }, async () => {
    const lineStart = (prefix: string) => dump.indexOf(`\n${prefix}`) + 1;
    const firstRow = rowStart('COPY "appointment_services"');
    const cuts = {
      'inside the first line': 5,
      'in the header': 200,
      'after BEGIN': lineStart('-- Schema'),
      'between two statements of the schema': lineStart('-- migration 0001'),
      'between a COPY line and its first row': firstRow,
      'inside a row, in a value': dump.indexOf("O'Neil") + 3,
      'inside a row, just before its end': dump.indexOf('\n', firstRow) - 1,
      "just before a table's end of data": dump.indexOf('\n\\.\n', firstRow) + 1,
      'inside the row-count check': dump.indexOf('$salon_backup_check$') + 40,
      'just before COMMIT': lineStart('COMMIT;'),
    };
    for (const [where, length] of Object.entries(cuts)) {
      expect(length, where).toBeGreaterThan(0);
      const target = await emptyDatabase();
      const loaded = psql(cutAt(length, `cut-${length}.sql`), target);
      expect(loaded.status, `${where}: ${loaded.stderr}`).not.toBe(0);
      expect(await tablesIn(target), where).toEqual([]);
    }
  });
});

describe('npm run restore with DATABASE_URL', () => {
  it('refuses damaged files with a clear message, leaving the database empty', { timeout: 300_000 }, async () => {
    const target = await emptyDatabase();
    const garbled = join(folder, 'garbled.sql');
    writeFileSync(garbled, dump.replace('Gel Polish Manicure', 'Gel Polish Manicur#'));
    const empty = join(folder, 'empty.sql');
    writeFileSync(empty, '');
    const cases: [string, string][] = [
      [cutAt(rowStart('COPY "appointment_services"'), 'between.sql'), 'is incomplete'],
      [cutAt(dump.indexOf("O'Neil") + 3, 'inside.sql'), 'is incomplete'],
      [garbled, 'is damaged: its checksum does not match its contents'],
      [empty, 'is empty: it holds no backup'],
    ];
    for (const [path, message] of cases) {
      const restored = runScript('scripts/restore.ts', [path], { DATABASE_URL: target });
      expect(restored.status, path).toBe(1);
      expect(restored.stderr, path).toContain(message);
      expect(restored.stderr, path).toContain(
        'Nothing was restored; the PostgreSQL database in DATABASE_URL is unchanged.',
      );
      expect(await tablesIn(target), path).toEqual([]);
    }
  });

  it('restores the whole file, says rows per table, and refuses a database that is not empty', async () => {
    const target = await emptyDatabase();
    const restored = runScript('scripts/restore.ts', [file], { DATABASE_URL: target });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} (written `);
    expect(restored.stdout).toMatch(/appointment_services +1\n/);
    expect(restored.stdout).toMatch(/services +32\n/);
    const [zoe] = await query<{ customer_name: string }>(target, 'select customer_name from appointments');
    expect(zoe?.customer_name).toBe("Zoë O'Neil");

    const again = runScript('scripts/restore.ts', [file], { DATABASE_URL: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds tables. Restore into an empty database');
  });
});
