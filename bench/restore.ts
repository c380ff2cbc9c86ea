/**
 * Backup and restore at the size of a real salon's history: how long `npm run backup` and
 * `npm run restore` take, how large the file is, and how much memory each needs, for a history of N
 * appointments (two years of bookings, bench/support/history-seed.ts, about 1.8 service lines each), one
 * outbox message per appointment and the customer records they were booked under (about 83,000 at
 * 100,000 appointments; the appointments refer to them, and a restore checks every reference).
 *
 *   npm run bench:restore                                          # 10,000 and 100,000, embedded
 *   npm run bench:restore -- --sizes 10000,100000,1000000 --engines embedded,postgres \
 *     --database-url postgres://postgres@127.0.0.1:5432/postgres --write
 *
 * Each size and engine: the database is seeded (a data directory, or a scratch PostgreSQL database); the
 * backup runs in a process of its own that opens the database as the server does and runs the server's
 * backup handler (bench/support/backup-child.ts), sampling its resident memory: the rise is what the
 * server that takes bookings would add while it backs up. The restore is `npm run restore` itself
 * (scripts/restore.ts) into an empty data directory or scratch database, its resident memory read from
 * /proc every 50 ms. With --write the table replaces the `restore-bench` section of docs/benchmarks.md;
 * with --keep each size's folder (the backup file among it) is kept and named.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createScratchDatabase } from '../test/support/scratch-postgres.ts';
import { option } from './support/command-line.ts';
import { rebuildDerivedData, seedHistory, seedHistoryCustomers } from './support/history-seed.ts';
import { replaceSection, rssKilobytes } from './support/server.ts';

const sizes = option('sizes', '10000,100000').split(',').map(Number);
if (sizes.some((size) => !Number.isSafeInteger(size) || size < 0 || size > 1_000_000)) {
  throw new Error('--sizes: whole numbers from 0 to 1,000,000, comma-separated');
}
const engines = option('engines', 'embedded').split(',');
if (engines.some((engine) => engine !== 'embedded' && engine !== 'postgres')) {
  throw new Error('--engines: embedded, postgres or both, comma-separated');
}
const adminUrl = option('database-url', process.env.TEST_DATABASE_URL ?? '');
if (engines.includes('postgres') && !adminUrl) throw new Error('--database-url is needed for postgres');
const write = process.argv.includes('--write');
/** The scratch PostgreSQL databases' names start with it (the database created for each is dropped after). */
const prefix = option('database-prefix', 'salon_bench');
/** Keeps each size's folder (its backup file and data directories) for restoring it again by hand. */
const keep = process.argv.includes('--keep');

const BATCH = 10_000;
const HISTORY = { firstDay: '2024-11-23', days: 730, today: '2026-11-23' } as const;
const MB = 1024 * 1024;

async function seed(handle: DatabaseHandle, size: number): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, 'salon.example');
  for (let first = 1; first <= size; first += BATCH) {
    await seedHistory(handle.db, { ...HISTORY, total: size }, first, Math.min(size, first + BATCH - 1));
  }
  // The customer records the appointments were booked under (their customer_id refers to them: a restore
  // checks every foreign key), then what each booked under and the rollups.
  await seedHistoryCustomers(handle.db);
  await rebuildDerivedData(handle.db);
  // A confirmation per appointment, of a real message's length.
  // In the appointments' id order, a batch at a time from where the last one ended (an OFFSET walked the
  // whole index again for every batch: quadratic at 1M).
  let after = '00000000-0000-0000-0000-000000000000';
  for (let first = 0; first < size; first += BATCH) {
    const result = (await handle.db.execute(sql`
      with batch as (select id, customer_email, appointment_date, created_at from appointments
                      where id > ${after}::uuid order by id limit ${BATCH}::int),
           written as (
             insert into outbox (kind, appointment_id, recipient, subject, text_body, html_body, status, sent_at)
             select 'booking-confirmed', a.id, a.customer_email, 'Your appointment on ' || a.appointment_date,
                    repeat('Thank you for booking with us. ', 20),
                    '<p>' || repeat('Thank you for booking with us. ', 60) || '</p>', 'sent', a.created_at
               from batch a order by a.id
             returning 1)
      select id::text as last from batch order by id desc limit 1`)) as unknown as { rows: { last: string }[] };
    const last = result.rows[0]?.last;
    if (!last) break;
    after = last;
  }
  await handle.db.execute(sql`analyze`);
}

interface Measured {
  readonly seconds: number;
  readonly peakBytes: number;
}

/** Runs a command to its end, polling its resident memory. */
function runMeasured(args: string[], env: Record<string, string>): Promise<Measured & { stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    let peak = 0;
    const poll = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, (rssKilobytes(child.pid) ?? 0) * 1024);
    }, 50);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}: ${stdout}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes: peak, stdout });
    });
  });
}

const rows: string[] = [];
for (const engine of engines) {
  for (const size of sizes) {
    const folder = mkdtempSync(join(tmpdir(), 'salon-bench-restore-'));
    const drops: (() => Promise<void>)[] = [];
    try {
      let sourceEnv: Record<string, string>;
      let targetEnv: Record<string, string>;
      let started = performance.now();
      if (engine === 'embedded') {
        sourceEnv = { DATA_DIR: join(folder, 'source') };
        targetEnv = { DATA_DIR: join(folder, 'target') };
        const handle = await openDatabase({ dataDir: sourceEnv.DATA_DIR! });
        try {
          await seed(handle, size);
        } finally {
          await handle.close();
        }
      } else {
        const source = await createScratchDatabase(adminUrl, `${prefix}_backup`);
        const target = await createScratchDatabase(adminUrl, `${prefix}_restored`);
        drops.push(source.drop, target.drop);
        sourceEnv = { DATABASE_URL: source.url };
        targetEnv = { DATABASE_URL: target.url };
        const handle = await openDatabase({ databaseUrl: source.url, poolSize: 2 });
        try {
          await seed(handle, size);
        } finally {
          await handle.close();
        }
      }
      const seedSeconds = (performance.now() - started) / 1000;
      const file = join(folder, 'backup.sql');
      started = performance.now();
      const backup = await runMeasured(['bench/support/backup-child.ts', file], sourceEnv);
      const inChild = JSON.parse(backup.stdout.trim().split('\n').at(-1)!) as {
        seconds: number;
        before: number;
        peak: number;
        hwm: number;
        rows: number;
      };
      const restore = await runMeasured(['scripts/restore.ts', file], targetEnv);
      const restored = /appointments +(\d+)\n/.exec(restore.stdout)?.[1];
      // "Took 12.3 s (checking the file 1.0 s, …)." as `npm run restore` prints it.
      const steps = /^Took [\d.]+ s \((.*)\)\.$/m.exec(restore.stdout)?.[1] ?? '';
      if (Number(restored) !== size) throw new Error(`restored ${restored} appointments of ${size}`);
      const line = [
        engine === 'embedded' ? 'embedded' : 'PostgreSQL',
        size.toLocaleString('en-US'),
        inChild.rows.toLocaleString('en-US'),
        `${(statSync(file).size / MB).toFixed(0)} MB`,
        `${inChild.seconds.toFixed(1)} s`,
        `+${((inChild.peak - inChild.before) / MB).toFixed(0)} MB (${(inChild.before / MB).toFixed(0)} → ${(inChild.peak / MB).toFixed(0)}; VmHWM ${(inChild.hwm / MB).toFixed(0)})`,
        `${restore.seconds.toFixed(1)} s`,
        `${(restore.peakBytes / MB).toFixed(0)} MB`,
        steps,
        loadavg()[0]!.toFixed(1),
      ];
      rows.push(`| ${line.join(' | ')} |`);
      console.log(`${line.join('  ')}  (seeded in ${seedSeconds.toFixed(0)} s)`);
    } finally {
      for (const drop of drops) await drop();
      if (keep) console.log(`kept ${folder}`);
      else rmSync(folder, { recursive: true, force: true });
    }
  }
}

const table = [
  '| engine | appointments | rows | file | backup | server RSS while backing up | restore | restore command peak RSS | restore by step | load (1 min) |',
  '|---|---:|---:|---:|---:|---|---:|---:|---|---:|',
  ...rows,
].join('\n');
console.log(table);
if (write) replaceSection('restore-bench', table);
