/**
 * `npm run backup` as a request: the same handler writes the file whether
 * the command opened the database itself or the running server does it for
 * the command (server-requests.ts).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, isAbsolute } from 'node:path';
import { z } from 'zod';
import { writeBackup } from './backup.ts';
import type { Database } from './client.ts';
import type { ServerRequestHandler } from './server-requests.ts';

export interface WrittenBackup {
  readonly output: string;
  readonly rowCount: number;
  readonly schemaLevel: number;
}

/**
 * Streams a backup to disk durably and atomically: written under a temporary
 * name a megabyte at a time, flushed to disk, then renamed, so a half-written
 * file never carries the final name.
 */
export async function writeBackupFile(db: Database, output: string, now: Date): Promise<WrittenBackup> {
  if (existsSync(output)) throw new Error(`${output} already exists; choose another file name.`);
  mkdirSync(dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  const file = await open(partial, 'w', 0o600);
  let dump;
  try {
    dump = await writeBackup(db, now, async (bytes) => {
      for (let at = 0; at < bytes.length;) at += (await file.write(bytes, at)).bytesWritten;
    });
    await file.sync();
  } catch (error) {
    await file.close();
    rmSync(partial, { force: true });
    throw error;
  }
  await file.close();
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
