/**
 * `npm run backup` as a request: the same handler writes the file whether
 * the command opened the database itself or the running server does it for
 * the command (server-requests.ts).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import { z } from 'zod';
import { createSqlDump } from './backup.ts';
import type { Database } from './client.ts';
import type { ServerRequestHandler } from './server-requests.ts';

export interface WrittenBackup {
  readonly output: string;
  readonly rowCount: number;
  readonly schemaLevel: number;
}

/**
 * Writes a dump durably and atomically: flushed to disk under a temporary
 * name, then renamed, so a half-written file never carries the final name.
 */
export async function writeBackupFile(db: Database, output: string, now: Date): Promise<WrittenBackup> {
  if (existsSync(output)) throw new Error(`${output} already exists; choose another file name.`);
  const dump = await createSqlDump(db, now);
  mkdirSync(dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeFileSync(fd, dump.sql);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, output);
  return { output, rowCount: dump.rowCount, schemaLevel: dump.schemaLevel };
}

const backupRequestSchema = z.object({ output: z.string().refine(isAbsolute, 'an absolute path') });

export function backupRequestHandler(db: Database): ServerRequestHandler {
  return async (body) => {
    const { output } = backupRequestSchema.parse(body);
    const written = await writeBackupFile(db, output, new Date());
    return [
      `Backup written to ${written.output} (${written.rowCount} rows, schema level ${written.schemaLevel}).`,
      `Check it any time with: npm run backup -- --verify ${written.output}`,
    ];
  };
}
