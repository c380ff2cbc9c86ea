/**
 * `npm run restore` on the embedded database checks the file while a child process creates the new
 * database folder (restore-backup.ts): a file found damaged after the folder was begun must leave
 * DATA_DIR exactly as it was. Embedded only: a PostgreSQL restore makes no folder.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSqlDump } from '../../../test/support/backup-dump.ts';
import { TEST_EMAIL_DOMAIN } from '../../../test/support/test-database.ts';
import { readBackup } from './backup-format.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { restoreIntoDataDir } from './restore-backup.ts';
import { seedDatabase } from './seed.ts';

let source: DatabaseHandle;
const parent = mkdtempSync(join(tmpdir(), 'salon-restore-overlap-'));

beforeAll(async () => {
  source = await openDatabase({ inMemory: true });
  await source.migrate();
  await seedDatabase(source.db, TEST_EMAIL_DOMAIN);
});

afterAll(async () => {
  await source.close();
  rmSync(parent, { recursive: true, force: true });
});

/** Every file under a folder, with a hash of its bytes. */
function folderFingerprint(folder: string): string {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else entries.push(`${relative(folder, path)} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
    }
  };
  walk(folder);
  return entries.join('\n');
}

it('refuses a file found damaged while the new database folder was being made, leaving no trace', async () => {
  const good = (await createSqlDump(source.db, new Date())).sql;
  const dataDir = join(parent, 'data');
  await restoreIntoDataDir(dataDir, readBackup(Buffer.from(good), 'backup.sql'), { replace: false, now: new Date() });
  const before = folderFingerprint(parent);

  // The check fails half a second in, while the child process is writing the new folder.
  const checking = new Promise<never>((_, reject) =>
    setTimeout(() => {
      try {
        readBackup(Buffer.from(good.slice(0, -20)), 'backup.sql');
      } catch (error) {
        reject(error);
      }
    }, 500),
  );
  await expect(restoreIntoDataDir(dataDir, checking, { replace: true, now: new Date() })).rejects.toThrow(
    'is incomplete',
  );
  expect(folderFingerprint(parent)).toBe(before);
  expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.'))).toEqual([]);
});
