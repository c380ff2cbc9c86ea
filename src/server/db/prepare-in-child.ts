/**
 * Prepares a new embedded database in a short-lived child process.
 *
 * Creating a PGlite data directory runs initdb in a second WebAssembly
 * instance, and migrating and seeding a new database grows PGlite's
 * WebAssembly memory; neither is ever given back to the operating system. Done
 * in the serving process, a first start sat at about 900 MB for its whole
 * life. So on a first start (no database in DATA_DIR yet) the server (main.ts)
 * lets a child process create, migrate and seed the directory, waits for it to
 * exit, and only then opens the prepared directory itself. Later starts open
 * the existing database directly and apply only pending migrations (a few
 * statements after an upgrade), which costs the server little. Decision 023.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedResult } from './seed.ts';

/** Has initdb ever completed in this data directory? */
export function embeddedDatabaseExists(absoluteDataDir: string): boolean {
  return existsSync(join(absoluteDataDir, 'pgdata', 'PG_VERSION'));
}

/** What the child reports over IPC before it exits. */
export type PrepareMessage =
  { readonly ok: true; readonly seeded: SeedResult } | { readonly ok: false; readonly error: string };

export class PrepareDatabaseError extends Error {
  override name = 'PrepareDatabaseError';
}

/**
 * The child's entry point, beside the running main module: src/server/prepare-database.ts
 * when the server runs from source (tsx), dist/server/prepare-database.mjs when it runs
 * from the build. The child gets the same Node options (tsx's loader included).
 */
function childEntry(mainModuleUrl: string): string {
  const extension = mainModuleUrl.endsWith('.ts') ? '.ts' : '.mjs';
  return fileURLToPath(new URL(`./prepare-database${extension}`, mainModuleUrl));
}

/**
 * Runs the child on `absoluteDataDir` (whose lock the caller holds) and resolves with
 * what it seeded; rejects with the child's own message when it fails.
 */
export function prepareInChildProcess(absoluteDataDir: string, mainModuleUrl: string): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(childEntry(mainModuleUrl), [absoluteDataDir], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let report: PrepareMessage | undefined;
    child.on('message', (message: PrepareMessage) => (report = message));
    child.on('error', (error) => reject(new PrepareDatabaseError(`Preparing the database failed: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (report?.ok && code === 0) resolve(report.seeded);
      else if (report && !report.ok) reject(new PrepareDatabaseError(report.error));
      else
        reject(
          new PrepareDatabaseError(`Preparing the database failed (the helper process ended with ${signal ?? code}).`),
        );
    });
  });
}
