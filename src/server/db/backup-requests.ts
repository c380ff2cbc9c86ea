/**
 * Backups of the embedded database while the server runs. Only the server
 * may open its data directory, so `npm run backup` leaves a request file in
 * DATA_DIR/backup-requests/ and sends the server SIGUSR2; the server writes
 * the dump where asked and leaves a result file beside the request. Signals
 * can only be sent by the same user (or root), which is the access control.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from '../logger.ts';
import { createSqlDump } from './backup.ts';
import type { Database } from './client.ts';

export interface BackupRequest {
  readonly output: string;
}

export interface BackupResult {
  readonly ok: boolean;
  readonly output?: string;
  readonly rows?: number;
  readonly error?: string;
}

export const backupRequestsDir = (dataDir: string) => join(dataDir, 'backup-requests');

/** Writes a dump atomically: a half-written file never carries the final name. */
export async function writeBackupFile(db: Database, output: string, now: Date): Promise<number> {
  const dump = await createSqlDump(db, now);
  mkdirSync(dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  writeFileSync(partial, dump.sql, { mode: 0o600 });
  renameSync(partial, output);
  return dump.rowCount;
}

export async function handleBackupRequests(dataDir: string, db: Database, logger: Logger): Promise<void> {
  const folder = backupRequestsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.request.json'));
  } catch {
    return;
  }
  for (const name of names) {
    const requestPath = join(folder, name);
    const resultPath = requestPath.replace(/\.request\.json$/, '.result.json');
    let result: BackupResult;
    try {
      const request = JSON.parse(readFileSync(requestPath, 'utf8')) as BackupRequest;
      const rows = await writeBackupFile(db, request.output, new Date());
      result = { ok: true, output: request.output, rows };
      logger.info({ output: request.output, rows }, 'backup written');
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
      logger.error({ err: error }, 'backup failed');
    }
    rmSync(requestPath, { force: true });
    writeFileSync(resultPath, JSON.stringify(result));
  }
}

/** Serves backup requests on SIGUSR2; returns the function that stops listening. */
export function listenForBackupRequests(dataDir: string, db: Database, logger: Logger): () => void {
  let running: Promise<void> = Promise.resolve();
  const onSignal = () => {
    running = running.then(() => handleBackupRequests(dataDir, db, logger));
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}
