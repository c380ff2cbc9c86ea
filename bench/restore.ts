/**
 * Backup and restore at the size of a real salon's history (issue 18 §6 and §8): how long `npm run backup`
 * and `npm run restore` take, and how large the file is, for a history of N appointments on the embedded
 * database (two years of bookings, bench/support/history-seed.ts; about 1.8 service lines each).
 *
 *   npm run bench:restore                       # 20,000 and 100,000 appointments
 *   npm run bench:restore -- --sizes 5000       # quick check
 *
 * Each size: a fresh in-memory PGlite with the menu and the history, the dump as `npm run backup` writes
 * it (createSqlDump), the file read and checked as `npm run restore` reads it (readBackup), then the
 * restore into an empty data directory (restoreIntoDataDir: every row inserted with the schema's
 * triggers on, counted, the folder swapped in). Prints one line per size; nothing is written to docs.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBackup } from '../src/server/db/backup-format.ts';
import { createSqlDump } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { restoreIntoDataDir } from '../src/server/db/restore-backup.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { rebuildStatisticsRollup, seedHistory } from './support/history-seed.ts';

const args = process.argv.slice(2);
const sizesIndex = args.indexOf('--sizes');
const sizes = (sizesIndex >= 0 ? (args[sizesIndex + 1] ?? '') : '20000,100000').split(',').map(Number);
if (sizes.some((size) => !Number.isSafeInteger(size) || size < 0 || size > 1_000_000)) {
  throw new Error('--sizes: whole numbers from 0 to 1,000,000, comma-separated');
}
const BATCH = 10_000;
const HISTORY = { firstDay: '2024-11-23', days: 730, today: '2026-11-23' } as const;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

for (const size of sizes) {
  const source = await openDatabase({ inMemory: true });
  const target = mkdtempSync(join(tmpdir(), 'salon-bench-restore-'));
  try {
    await source.migrate();
    await seedDatabase(source.db, 'salon.example');
    for (let first = 1; first <= size; first += BATCH) {
      await seedHistory(source.db, { ...HISTORY, total: size }, first, Math.min(size, first + BATCH - 1));
    }
    await rebuildStatisticsRollup(source.db);
    await source.db.execute(sql`analyze`);

    let started = performance.now();
    const dump = await createSqlDump(source.db, new Date());
    const backupSeconds = seconds(started);
    const bytes = Buffer.from(dump.sql, 'utf8');
    started = performance.now();
    const contents = readBackup(bytes, 'bench.sql');
    const readSeconds = seconds(started);
    started = performance.now();
    const outcome = await restoreIntoDataDir(join(target, 'data'), contents, { replace: false, now: new Date() });
    const restoreSeconds = seconds(started);
    const restored = outcome.rows.find(([table]) => table === 'appointments')?.[1];
    console.log(
      `${size} appointments: file ${(bytes.length / 1e6).toFixed(1)} MB, ${dump.rowCount} rows; backup ${backupSeconds} s, ` +
        `check ${readSeconds} s, restore ${restoreSeconds} s (${restored} appointments restored); ` +
        `RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB; load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
  } finally {
    await source.close();
    rmSync(target, { recursive: true, force: true });
  }
}
