import { describe, expect, it } from 'vitest';
import { runCrashSuite } from './crash-suite.ts';

describe('crash suite, fast variant (embedded database)', () => {
  it(
    'keeps every acknowledged booking, its services and the capacity rule across kill -9',
    { timeout: 300_000 },
    async () => {
      const result = await runCrashSuite({ rounds: 3, concurrency: 8, maxRoundMs: 1500 });
      expect(result.violations).toEqual([]);
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.appointmentsInDatabase).toBeGreaterThanOrEqual(result.acknowledged);
    },
  );
});
