/** The database a benchmark measures: in-memory PGlite, or a scratch PostgreSQL database dropped afterwards. */
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createScratchDatabase } from '../../test/support/scratch-postgres.ts';

export async function openBenchDatabase(
  engine: string,
  adminUrl: string,
  poolSize = 10,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') return { handle: await openDatabase({ inMemory: true }), drop: async () => {} };
  const scratch = await createScratchDatabase(adminUrl, 'salon_bench');
  return { handle: await openDatabase({ databaseUrl: scratch.url, poolSize }), drop: scratch.drop };
}
