/**
 * Starts every feature folder's test server (e2e/support/e2e-server.ts) at once, for playwright.config.ts.
 *
 * Playwright starts the servers of a `webServer` list one after the other, and each began by creating
 * its embedded database (initdb) and running every migration: about 7 s a server on a quiet machine,
 * three to four minutes for the feature folders before the first test. Here the database is created,
 * migrated and seeded once into a template folder, copied into each feature's data folder, and the
 * servers start three at a time; Playwright waits for this process's /ready, which answers once every
 * server answers its /api/health. A server that exits while starting stops the run with its feature's
 * name (its error output is passed through, each line marked with the feature).
 *
 * E2E_SERVERS (set by playwright.config.ts): a JSON list of { feature, port, env }, env holding the
 * server's DATA_DIR and its switches (E2E_SMTP_CAPTURE, …). E2E_SERVERS_READY_PORT: the port of /ready.
 *
 * Playwright stops the run by killing this process's process group, which holds the servers too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { prepareTestDatabase } from './e2e-database.ts';

const serverListSchema = z.array(
  z.object({ feature: z.string(), port: z.number().int(), env: z.record(z.string(), z.string()) }),
);
const servers = serverListSchema.parse(JSON.parse(process.env.E2E_SERVERS ?? '[]'));
const readyPort = Number(process.env.E2E_SERVERS_READY_PORT);
if (!Number.isInteger(readyPort) || readyPort <= 0) throw new Error('E2E_SERVERS_READY_PORT must be a port.');

/** Servers starting at the same time: enough to overlap one's waiting with another's work on two cores. */
const STARTING_AT_ONCE = 3;
/**
 * A server not healthy by then is stuck, not slow (a loaded two-core machine took about 20 s): it is
 * killed, what its health check saw is printed, and it is started once more before the run gives up.
 */
const HEALTHY_WITHIN_MS = 90_000;
const START_ATTEMPTS = 2;

const children: ChildProcess[] = [];
let ready = false;

const readiness = createServer((_request, response) => {
  response.writeHead(ready ? 200 : 503).end(ready ? 'ready' : 'starting');
});
readiness.listen(readyPort, '127.0.0.1');

const template = mkdtempSync(join(tmpdir(), 'salon-e2e-template-'));
try {
  await prepareTestDatabase(template);
  for (const server of servers) {
    const dataDir = server.env.DATA_DIR;
    if (!dataDir) throw new Error(`${server.feature}: DATA_DIR is missing.`);
    if (!existsSync(join(dataDir, 'pgdata')))
      cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  }
} finally {
  rmSync(template, { recursive: true, force: true });
}

const queue = [...servers];
await Promise.all(
  Array.from({ length: Math.min(STARTING_AT_ONCE, queue.length) }, async () => {
    for (let server = queue.shift(); server; server = queue.shift()) await start(server);
  }),
);
ready = true;
process.stderr.write(`e2e servers: ${servers.length} ready\n`);

async function start(server: (typeof servers)[number]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await startOnce(server);
    if (outcome === 'healthy') return;
    process.stderr.write(
      `[${server.feature}] not healthy on port ${server.port} after ${HEALTHY_WITHIN_MS} ms: ${outcome}\n`,
    );
    if (attempt === START_ATTEMPTS) stopAll(1);
    process.stderr.write(`[${server.feature}] starting it again\n`);
  }
}

/**
 * One start of a feature's server: 'healthy' once /api/health answers 200, otherwise (killed after
 * HEALTHY_WITHIN_MS) what the last health check saw. A server that exits by itself stops the run.
 */
async function startOnce(server: (typeof servers)[number]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/e2e-server.ts'], {
    env: { ...process.env, ...server.env, PORT: String(server.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const mark = (text: string) => text.replace(/^(?=.)/gm, `[${server.feature}] `);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(mark(chunk.toString())));
  // The server's own log lines (JSON, warnings and errors at LOG_LEVEL=warn) say why it is unwell.
  child.stdout?.on('data', (chunk: Buffer) => {
    const logLines = chunk
      .toString()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    if (logLines.length > 0) process.stderr.write(mark(`${logLines.join('\n')}\n`));
  });
  let stoppedOnPurpose = false;
  child.on('exit', (code, signal) => {
    if (stoppedOnPurpose) return;
    process.stderr.write(`[${server.feature}] server exited (${signal ?? `code ${code}`})\n`);
    stopAll(1);
  });
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let seen: string;
  for (;;) {
    seen = await healthOf(`http://127.0.0.1:${server.port}/api/health`);
    if (seen === 'healthy') return seen;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stoppedOnPurpose = true;
  child.kill('SIGKILL');
  await new Promise((resolve) =>
    child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null),
  );
  return seen;
}

/**
 * 'healthy', or what the health check got instead (a status, or the connection's error). Asked with
 * node:http, not fetch: fetch refuses the ports the Fetch standard calls bad (4190 is one, and a
 * feature's server may be given it).
 */
function healthOf(url: string): Promise<string> {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200 ? 'healthy' : `HTTP ${response.statusCode}`);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 2 s')));
    request.on('error', (error) => resolve(error.message));
  });
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGKILL');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
