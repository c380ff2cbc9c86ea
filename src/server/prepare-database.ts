/**
 * Child process of the server (db/prepare-in-child.ts): creates, migrates and
 * seeds the embedded database in the data directory given as its argument,
 * reports the result over IPC and exits, taking the memory that work grew
 * with it. Its parent holds the data directory's lock.
 */
import { salon } from '../config/salon.ts';
import { openDatabase } from './db/client.ts';
import type { PrepareMessage } from './db/prepare-in-child.ts';
import { seedDatabase } from './db/seed.ts';

async function prepare(dataDir: string): Promise<PrepareMessage> {
  const handle = await openDatabase({ dataDir, lockHeldByParent: true });
  try {
    await handle.migrate();
    return { ok: true, seeded: await seedDatabase(handle.db, salon.emailDomain) };
  } finally {
    await handle.close();
  }
}

const dataDir = process.argv[2];
const report: PrepareMessage = dataDir
  ? await prepare(dataDir).catch((error: unknown) => ({
      ok: false as const,
      error: error instanceof Error ? error.message : String(error),
    }))
  : { ok: false, error: 'No data directory given.' };
process.send?.(report, () => process.exit(report.ok ? 0 : 1));
if (!process.send) process.exit(report.ok ? 0 : 1);
