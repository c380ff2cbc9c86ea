/**
 * Commands that reach the running server (decision 083). Only the server may
 * open the embedded database while it runs, so `npm run backup` and
 * `npm run staff` hand it their work:
 *
 * 1. The command finds DATA_DIR locked by process N and checks that
 *    DATA_DIR/server-requests/listener.pid names N: SIGUSR2 ends any process
 *    that does not handle it (another command holding the lock, a server
 *    still starting), so only a server that said it listens is signalled.
 * 2. It writes <id>.request.json (folder 0700, file 0600, written under
 *    another name and renamed, so the server never reads half of it) and
 *    sends SIGUSR2. Signals reach only processes of the same user (or root):
 *    that, and the file modes, are the access control.
 * 3. On the signal the server renames every request to <id>.working.json
 *    at once (picked up), does them one after another with the handler of
 *    their kind, writes <id>.result.json the same atomic way, and deletes the
 *    working file. The command prints the result's lines and deletes it.
 *
 * The same handler runs when the command opens the database itself (server
 * stopped, or PostgreSQL), so both paths do and print exactly the same.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import { openDatabase, type Database, type DatabaseHandle } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

/** What a running server can be asked to do. The owner roles extend the staff body, not this list. */
export type ServerRequestKind = 'backup' | 'staff';

/**
 * Does one request's work and returns the lines to print. Throws an Error
 * whose message is for the person at the terminal (the body is validated
 * here: it comes from a file).
 */
export type ServerRequestHandler = (body: unknown) => Promise<readonly string[]>;
export type ServerRequestHandlers = Readonly<Record<ServerRequestKind, ServerRequestHandler>>;

type RequestResult =
  { readonly ok: true; readonly lines: readonly string[] } | { readonly ok: false; readonly error: string };

export class ServerRequestError extends Error {
  override name = 'ServerRequestError';
}

export const serverRequestsDir = (dataDir: string) => join(dataDir, 'server-requests');
const listenerFile = (dataDir: string) => join(serverRequestsDir(dataDir), 'listener.pid');

/** Writes a file readable by its owner only, under another name first, then renamed into place. */
function writePrivateFileAtomically(path: string, text: string): void {
  const partial = `${path}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeFileSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, path);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Serves requests on SIGUSR2; returns the function that stops listening. */
export function listenForServerRequests(dataDir: string, handlers: ServerRequestHandlers, logger: Logger): () => void {
  const folder = serverRequestsDir(dataDir);
  // Whatever is here was left by an earlier server or a command that gave up: nobody waits for it.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writePrivateFileAtomically(listenerFile(dataDir), `${process.pid}\n`);

  let queue: Promise<void> = Promise.resolve();
  const handleOne = async (id: string) => {
    const working = join(folder, `${id}.working.json`);
    let result: RequestResult;
    let kind = 'unknown';
    try {
      const request = JSON.parse(readFileSync(working, 'utf8')) as { kind?: unknown; body?: unknown };
      kind = String(request.kind);
      const handler = Object.hasOwn(handlers, kind) ? handlers[kind as ServerRequestKind] : undefined;
      if (!handler) throw new ServerRequestError(`This server does not take "${kind}" requests.`);
      result = { ok: true, lines: await handler(request.body) };
      logger.info({ kind, request: id }, 'command-line request done');
    } catch (error) {
      result = { ok: false, error: message(error) };
      logger.warn({ kind, request: id, err: error }, 'command-line request refused or failed');
    }
    rmSync(working, { force: true });
    writePrivateFileAtomically(join(folder, `${id}.result.json`), JSON.stringify(result));
  };
  const onSignal = () => {
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.request.json'));
    } catch {
      return;
    }
    for (const name of names) {
      const id = name.slice(0, -'.request.json'.length);
      try {
        // Picked up at once, even while an earlier request (a long backup) still runs.
        renameSync(join(folder, name), join(folder, `${id}.working.json`));
      } catch {
        continue; // The command gave up and removed it.
      }
      queue = queue.then(() => handleOne(id));
    }
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    try {
      if (readFileSync(listenerFile(dataDir), 'utf8').trim() === String(process.pid)) rmSync(listenerFile(dataDir));
    } catch {
      // Already gone.
    }
  };
}

export interface AskOptions {
  /** How long the server may take to pick the request up. */
  readonly pickupMs?: number;
  /** How long the work itself may take once picked up. */
  readonly workMs: number;
}

/** Hands a request to the server that holds DATA_DIR's lock and waits for its answer. */
export async function askRunningServer(
  dataDir: string,
  ownerPid: number,
  kind: ServerRequestKind,
  body: unknown,
  options: AskOptions,
): Promise<readonly string[]> {
  let listenerPid: number | null;
  try {
    listenerPid = Number.parseInt(readFileSync(listenerFile(dataDir), 'utf8').trim(), 10);
  } catch {
    listenerPid = null; // No server has said it takes requests.
  }
  if (ownerPid <= 0 || listenerPid !== ownerPid) {
    throw new ServerRequestError(
      `The data directory ${dataDir} is in use by process ${ownerPid}, which does not take requests ` +
        '(a server still starting, or another command such as npm run restore or npm run db:migrate). ' +
        'Try again when it has started or finished.',
    );
  }

  const folder = serverRequestsDir(dataDir);
  const id = randomBytes(12).toString('hex');
  const requestPath = join(folder, `${id}.request.json`);
  const resultPath = join(folder, `${id}.result.json`);
  writePrivateFileAtomically(requestPath, JSON.stringify({ kind, body }));
  try {
    process.kill(ownerPid, 'SIGUSR2');
  } catch (error) {
    rmSync(requestPath, { force: true });
    throw new ServerRequestError(`The running server (process ${ownerPid}) could not be reached: ${message(error)}`);
  }

  const pause = () => new Promise((done) => setTimeout(done, 100));
  const pickupDeadline = Date.now() + (options.pickupMs ?? 15_000);
  while (existsSync(requestPath) && Date.now() < pickupDeadline) await pause();
  if (existsSync(requestPath)) {
    rmSync(requestPath, { force: true });
    throw new ServerRequestError(
      `The running server (process ${ownerPid}) did not pick the request up; nothing was done. Is it stuck?`,
    );
  }
  const workDeadline = Date.now() + options.workMs;
  while (!existsSync(resultPath)) {
    if (Date.now() > workDeadline) {
      throw new ServerRequestError(
        `The running server (process ${ownerPid}) took the request but did not answer within ` +
          `${Math.round(options.workMs / 1000)} seconds; look at its log.`,
      );
    }
    await pause();
  }
  const result = JSON.parse(readFileSync(resultPath, 'utf8')) as RequestResult;
  rmSync(resultPath, { force: true });
  if (!result.ok) throw new ServerRequestError(result.error);
  return result.lines;
}

export interface CommandTarget {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

/**
 * Runs a command on the database: opened here when possible (PostgreSQL, or
 * the embedded database while no server runs), otherwise by the running
 * server that holds it. `prepare` runs only when opened here (the server has
 * migrated and seeded already).
 */
export async function runOnDatabaseOrServer(
  target: CommandTarget,
  request: { readonly kind: ServerRequestKind; readonly body: unknown; readonly workMs: number },
  handlerFor: (db: Database) => ServerRequestHandler,
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => {},
): Promise<readonly string[]> {
  let handle: DatabaseHandle;
  try {
    handle = target.databaseUrl
      ? await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 2 })
      : await openDatabase({ dataDir: target.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return askRunningServer(target.dataDir, error.ownerPid, request.kind, request.body, { workMs: request.workMs });
  }
  try {
    await prepare(handle);
    return await handlerFor(handle.db)(request.body);
  } finally {
    await handle.close();
  }
}
