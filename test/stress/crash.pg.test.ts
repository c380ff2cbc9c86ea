import { describe, expect, it } from 'vitest';
import { runCrashSuite } from './crash-suite.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The pg suites need TEST_DATABASE_URL.');

describe('crash suite, fast variant (PostgreSQL)', () => {
  it(
    'keeps every acknowledged booking and the capacity rule when app processes are killed',
    { timeout: 300_000 },
    async () => {
      const scratch = await createScratchDatabase(adminUrl, 'salon_crash');
      try {
        const result = await runCrashSuite({
          rounds: 3,
          concurrency: 8,
          maxRoundMs: 1500,
          databaseUrl: scratch.url,
        });
        expect(result.violations).toEqual([]);
        expect(result.acknowledged).toBeGreaterThan(0);
      } finally {
        await scratch.drop();
      }
    },
  );
});
