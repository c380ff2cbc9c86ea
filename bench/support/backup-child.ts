/**
 * bench/restore.ts's backup, in a process of its own: it opens the database as the server does (the
 * embedded database in DATA_DIR, or DATABASE_URL), then writes the backup with the handler the server runs
 * for `npm run backup`, sampling its own resident memory meanwhile. Prints one JSON line: seconds, RSS when
 * the backup started, the highest RSS sampled while it ran, and VmHWM (the process's peak since it started,
 * an upper bound that includes opening the database).
 */
import { readFileSync } from 'node:fs';
import { writeBackupFile } from '../../src/server/db/backup-requests.ts';
import { openDatabase } from '../../src/server/db/client.ts';

const output = process.argv[2];
if (!output) throw new Error('usage: backup-child.ts <output file>');
const handle = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ dataDir: process.env.DATA_DIR ?? 'data' });
const hwm = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
try {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const written = await writeBackupFile(handle.db, output, new Date());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ seconds, before, peak, hwm: hwm(), rows: written.rowCount }));
} finally {
  await handle.close();
}
