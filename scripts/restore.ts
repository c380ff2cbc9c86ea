/**
 * `npm run restore -- <file> [--replace]`: restores a backup made by
 * `npm run backup`. The whole file is checked first (end marker, checksum,
 * schema level, every line against the format: nothing in it is executed);
 * its rows are then loaded into a temporary place and put in place
 * only when every row loaded and the row counts match, then this product's
 * newer migrations are applied. On any failure the target is unchanged.
 *
 * - Embedded database (DATA_DIR): the server must be stopped. A DATA_DIR that
 *   already holds a database is replaced only with --replace, and the
 *   replaced database is kept beside it (pgdata.before-restore-<time>).
 * - PostgreSQL (DATABASE_URL): the database must be empty.
 *
 * `npm run restore -- --verify <file>` checks the file and says what it
 * holds, without restoring it.
 */
import { parseArgs } from 'node:util';
import { BackupFileError } from '../src/server/db/backup-format.ts';
import { DatabaseOpenError } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { describeBackupFile, readBackupFile } from '../src/server/db/describe-backup.ts';
import { RestoreError, restoreIntoDataDir, restoreIntoPostgres } from '../src/server/db/restore-backup.ts';
import { readEnvironment } from '../src/server/environment.ts';

const USAGE = 'Usage: npm run restore -- <backup.sql> [--replace]   or   npm run restore -- --verify <backup.sql>';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { verify: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  if (values.verify !== undefined) {
    for (const line of await describeBackupFile(values.verify)) console.log(line);
    return;
  }
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new RestoreError(USAGE);
  const settings = readEnvironment();
  const where = settings.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : settings.dataDir;

  const started = performance.now();
  let checkSeconds = 0;
  const checking = readBackupFile(file).then(
    (contents) => {
      checkSeconds = (performance.now() - started) / 1000;
      if (contents.warning) console.warn(`Warning: ${contents.warning}`);
      return contents;
    },
    (error: unknown) => {
      if (error instanceof BackupFileError)
        throw new RestoreError(`${error.message} Nothing was restored; ${where} is unchanged.`);
      throw error;
    },
  );
  // The embedded database's new folder is created while the file is checked; PostgreSQL's database
  // exists already.
  const outcome = settings.databaseUrl
    ? await restoreIntoPostgres(settings.databaseUrl, await checking)
    : await restoreIntoDataDir(settings.dataDir, checking, { replace: values.replace ?? false, now: new Date() });
  const contents = await checking;

  const total = outcome.rows.reduce((sum, [, rows]) => sum + rows, 0);
  const width = Math.max(...outcome.rows.map(([table]) => table.length));
  const migrated =
    outcome.schemaLevel > contents.schemaLevel
      ? `, schema level ${contents.schemaLevel} migrated to ${outcome.schemaLevel}`
      : `, schema level ${contents.schemaLevel}`;
  console.log(`Restored ${file} (written ${contents.writtenAt}${migrated}) into ${where}: ${total} rows.`);
  for (const [table, rows] of outcome.rows) console.log(`  ${table.padEnd(width)} ${String(rows).padStart(8)}`);
  const seconds = (performance.now() - started) / 1000;
  const steps = [['checking the file', checkSeconds] as const, ...outcome.phases]
    .map(([step, took]) => `${step} ${took.toFixed(1)} s`)
    .join(', ');
  console.log(`Took ${seconds.toFixed(1)} s (${steps}).`);
  if (outcome.keptPrevious) {
    console.log(
      `The database it replaced is kept in ${outcome.keptPrevious}; delete that folder once you have checked the restored one.`,
    );
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof RestoreError ||
    error instanceof BackupFileError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError;
  console.error(
    known ? (error as Error).message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
