/**
 * Reading a backup file from disk and saying what it holds, for
 * `npm run backup -- --verify`, `npm run restore -- --verify` and the
 * restore itself (which checks the whole file before it touches anything).
 */
import { inspectBackupFile, productMigrations, productVersion, type BackupContents } from './backup-format.ts';

/** Reads and checks the whole file, a chunk at a time; throws BackupFileError saying what is wrong with it. */
export function readBackupFile(path: string): Promise<BackupContents> {
  return inspectBackupFile(path);
}

export function describeContents(path: string, contents: BackupContents): string[] {
  const migrations = productMigrations();
  const total = contents.rows.reduce((sum, [, rows]) => sum + rows, 0);
  const width = Math.max(...contents.rows.map(([table]) => table.length));
  const level =
    contents.schemaLevel === migrations.length
      ? `schema level ${contents.schemaLevel}, the same as this installation`
      : `schema level ${contents.schemaLevel}; this installation is at ${migrations.length}, so a restore applies the ${migrations.length - contents.schemaLevel} newer migration(s) after loading`;
  return [
    contents.checksum
      ? `${path}: a complete backup, checksum correct (sha256 ${contents.checksum}).`
      : `${path}: a complete backup of an earlier format (no checksum).`,
    `  written ${contents.writtenAt} by ${contents.product ?? 'an earlier version'} (backup format ${contents.format})`,
    `  ${level} (last migration ${contents.lastMigration})`,
    `  ${total} rows:`,
    ...contents.rows.map(([table, rows]) => `    ${table.padEnd(width)} ${String(rows).padStart(8)}`),
    ...(contents.warning ? [`Warning: ${contents.warning}`] : []),
    `It can be restored by ${productVersion()}: npm run restore -- ${path}`,
  ];
}

export async function describeBackupFile(path: string): Promise<string[]> {
  return describeContents(path, await readBackupFile(path));
}
