/**
 * A whole backup as one string, for tests: the same writer as `npm run backup` (writeBackup), collected in
 * memory instead of streamed to a file.
 */
import type { Database } from '../../src/server/db/client.ts';
import { writeBackup, type WrittenDump } from '../../src/server/db/backup.ts';

export interface SqlDump extends WrittenDump {
  readonly sql: string;
}

export async function createSqlDump(db: Database, now: Date): Promise<SqlDump> {
  const parts: Buffer[] = [];
  const written = await writeBackup(db, now, async (bytes) => {
    // A copy: the writer hands over its own buffer, used again for the next piece.
    parts.push(Buffer.from(bytes));
  });
  return { ...written, sql: Buffer.concat(parts).toString('utf8') };
}
