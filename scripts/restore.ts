/**
 * `npm run restore <file>`: loads a backup made by `npm run backup` into an
 * EMPTY database — a new DATA_DIR (the default ./data must not hold a
 * database yet) or an empty PostgreSQL database in DATABASE_URL — then
 * applies any newer migrations. The server must not be running on DATA_DIR.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RestoreError, restoreSqlDump } from '../src/server/db/backup.ts';
import { DatabaseOpenError, openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { readSettings } from '../src/server/settings.ts';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new RestoreError('Usage: npm run restore -- <backup.sql>');
  if (!existsSync(file)) throw new RestoreError(`There is no file ${file}.`);
  const settings = readSettings();
  if (!settings.databaseUrl && existsSync(join(settings.dataDir, 'pgdata'))) {
    throw new RestoreError(
      `${settings.dataDir} already holds a database. Restore into an empty folder (DATA_DIR=./data-restored npm run restore -- ${file}), then swap the folders while the server is stopped.`,
    );
  }
  const handle = settings.databaseUrl
    ? await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 2 })
    : await openDatabase({ dataDir: settings.dataDir });
  try {
    await restoreSqlDump(handle, readFileSync(file, 'utf8'));
    await handle.migrate();
  } finally {
    await handle.close();
  }
  console.log(`Restored ${file} into ${settings.databaseUrl ? 'the PostgreSQL database' : settings.dataDir}.`);
}

main().catch((error: unknown) => {
  const known =
    error instanceof RestoreError || error instanceof DataDirLockedError || error instanceof DatabaseOpenError;
  console.error(known ? (error as Error).message : `Restore failed: ${String(error)}`);
  process.exit(1);
});
