/**
 * `npm run backup [-- <file>]`: a consistent SQL backup of the database,
 * default ./backups/salon-<timestamp>.sql. Works while the server runs (the
 * server writes it on request) and while it is stopped; with DATABASE_URL it
 * reads PostgreSQL directly. Restore with `npm run restore <file>`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { backupRequestsDir, writeBackupFile, type BackupResult } from '../src/server/db/backup-requests.ts';
import { DatabaseOpenError, openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { readSettings } from '../src/server/settings.ts';

const REQUEST_TIMEOUT_MS = 120_000;

function defaultOutput(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return resolve('backups', `salon-${stamp}.sql`);
}

async function askRunningServer(dataDir: string, ownerPid: number, output: string): Promise<BackupResult> {
  const folder = backupRequestsDir(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const id = randomBytes(8).toString('hex');
  const requestPath = join(folder, `${id}.request.json`);
  const resultPath = join(folder, `${id}.result.json`);
  writeFileSync(requestPath, JSON.stringify({ output }), { mode: 0o600 });
  process.kill(ownerPid, 'SIGUSR2');
  const deadline = Date.now() + REQUEST_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(resultPath)) {
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as BackupResult;
      rmSync(resultPath, { force: true });
      return result;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  rmSync(requestPath, { force: true });
  return { ok: false, error: `The running server (process ${ownerPid}) did not answer within two minutes.` };
}

async function main(): Promise<void> {
  const settings = readSettings();
  const output = resolve(process.argv[2] ?? defaultOutput());
  if (existsSync(output)) throw new Error(`${output} already exists; choose another file name.`);
  if (!settings.databaseUrl && !existsSync(join(settings.dataDir, 'pgdata'))) {
    throw new Error(`There is no database in ${settings.dataDir} to back up (set DATA_DIR or DATABASE_URL).`);
  }

  let result: BackupResult;
  try {
    const handle = settings.databaseUrl
      ? await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 2 })
      : await openDatabase({ dataDir: settings.dataDir });
    try {
      const rows = await writeBackupFile(handle.db, output, new Date());
      result = { ok: true, output, rows };
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    result = await askRunningServer(settings.dataDir, error.ownerPid, output);
  }
  if (!result.ok) throw new Error(`Backup failed: ${result.error}`);
  console.log(`Backup written to ${result.output} (${result.rows} rows).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseOpenError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
