import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCrashSuite } from './crash-suite.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The pg suites need TEST_DATABASE_URL.');

describe('crash suite, fast variant (PostgreSQL)', () => {
  it(
    'keeps every acknowledged booking and the capacity rule when app processes are killed',
    { timeout: 300_000 },
    async () => {
      const name = `salon_crash_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const result = await runCrashSuite({
          rounds: 3,
          concurrency: 8,
          maxRoundMs: 1500,
          databaseUrl: url.toString(),
        });
        expect(result.violations).toEqual([]);
        expect(result.acknowledged).toBeGreaterThan(0);
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
