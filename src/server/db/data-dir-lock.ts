/**
 * An exclusive lock on the embedded database's data directory.
 *
 * PGlite has no inter-process locking, and two writers corrupt its files, so
 * the first process writes its pid into `salon.lock` (created exclusively)
 * and a second one refuses to start. A lock left by a process that died
 * (kill -9, power cut) names a pid that no longer runs, and is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another running server (process ${ownerPid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE_NAME = 'salon.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readOwnerPid(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwnerPid(lockPath);
      if (ownerPid !== null && isProcessAlive(ownerPid)) throw new DataDirLockedError(dataDir, ownerPid);
      // Stale lock from a process that is gone (or an unreadable one): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed it first; try again.
      }
    }
  }
  throw new DataDirLockedError(dataDir, readOwnerPid(lockPath) ?? 0);
}
