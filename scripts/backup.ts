/**
 * `npm run backup [-- <file>]`: a consistent backup of the database (format 4,
 * decision 215: rows as COPY text data, streamed to the file), default
 * ./backups/salon-<timestamp>.sql. Works while the server runs (the server
 * writes it on request) and while it is stopped; with DATABASE_URL it reads
 * PostgreSQL directly. Restore with `npm run restore -- <file>`.
 *
 * `npm run backup -- --verify <file>`: checks a backup file completely
 * (end marker, checksum, schema level) without restoring it, and says what
 * it holds.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFileError } from '../src/server/db/backup-format.ts';
import { backupRequestHandler } from '../src/server/db/backup-requests.ts';
import { describeBackupFile } from '../src/server/db/describe-backup.ts';
import { DatabaseOpenError } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { runOnDatabaseOrServer, ServerRequestError } from '../src/server/db/server-requests.ts';
import { readEnvironment } from '../src/server/environment.ts';

/** A large salon database takes a while to dump; the server answers when the file is written. */
const BACKUP_WORK_MS = 30 * 60_000;

function defaultOutput(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return resolve('backups', `salon-${stamp}.sql`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { verify: { type: 'string' } } });
  if (values.verify !== undefined) {
    for (const line of await describeBackupFile(values.verify)) console.log(line);
    return;
  }
  const settings = readEnvironment();
  const output = resolve(positionals[0] ?? defaultOutput());
  if (existsSync(output)) throw new Error(`${output} already exists; choose another file name.`);
  if (!settings.databaseUrl && !existsSync(join(settings.dataDir, 'pgdata'))) {
    throw new Error(`There is no database in ${settings.dataDir} to back up (set DATA_DIR or DATABASE_URL).`);
  }
  const lines = await runOnDatabaseOrServer(
    settings,
    { kind: 'backup', body: { output }, workMs: BACKUP_WORK_MS },
    backupRequestHandler,
  );
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  const known =
    error instanceof BackupFileError ||
    error instanceof ServerRequestError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError;
  console.error(
    known ? (error as Error).message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
