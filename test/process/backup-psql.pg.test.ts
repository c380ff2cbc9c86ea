/**
 * A backup of the embedded database loads into an empty PostgreSQL database
 * with plain psql. Runs in the `pg` project (TEST_DATABASE_URL and psql
 * required): `.ci/run` and `npm run test:pg`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/scratch-postgres.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('The pg suites need TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');

function runScript(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('backup file and psql', () => {
  it('produces a file that psql loads into an empty PostgreSQL database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-backup-pg-'));
    const file = join(dataDir, 'backup.sql');
    expect(runScript('scripts/backup.ts', [file], { DATA_DIR: dataDir }).stderr).toContain('There is no database');
    const migrated = runScript('scripts/migrate.ts', [], { DATA_DIR: dataDir });
    expect(migrated.status, migrated.stderr).toBe(0);
    const backedUp = runScript('scripts/backup.ts', [file], { DATA_DIR: dataDir });
    expect(backedUp.status, backedUp.stderr).toBe(0);
    const scratch = await createScratchDatabase(adminUrl, 'salon_psql');
    try {
      const loaded = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', file, scratch.url], {
        encoding: 'utf8',
      });
      expect(loaded.status, loaded.stderr).toBe(0);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as count from services');
      await client.end();
      expect(rows[0].count).toBe(32);
    } finally {
      await scratch.drop();
    }
  });
});
