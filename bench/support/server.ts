/**
 * Shared parts of the HTTP benchmarks (bench/booking.ts, bench/load.ts):
 * autocannon's typed surface, the production client build, the production
 * server (`npm run serve`, NODE_ENV=production, TRUST_PROXY=true) in its own
 * process group, its resident memory, and a scratch PostgreSQL database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

/** The part of autocannon's API used here (the package ships no types). */
export interface BenchRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** context: per connection, kept between a request and its response. */
  setupRequest?: (request: BenchRequest, context: Record<string, unknown>) => BenchRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
export interface BenchOptions {
  url: string;
  connections: number;
  duration: number;
  requests: BenchRequest[];
}
export interface BenchResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: BenchOptions, done: (error: Error | null, result: BenchResult) => void) => unknown;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export function runAutocannon(opts: BenchOptions): Promise<BenchResult> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `npm run build` into clientDir: `vite build` of the client, the public pages' templates and
 * renderer (scripts/prerender.ts), and the server bundle that `npm run serve` runs
 * (dist/server, scripts/build-server.ts).
 */
export function buildClient(clientDir: string): void {
  const result = spawnSync('npx', ['vite', 'build'], {
    env: { ...process.env, CLIENT_DIR: clientDir },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  // The page templates and the on-request renderer (prerendered/render.mjs), as `npm run build` leaves them.
  const pages = spawnSync('npx', ['tsx', 'scripts/prerender.ts'], {
    env: { ...process.env, CLIENT_DIR: clientDir },
    stdio: 'ignore',
  });
  if (pages.status !== 0) throw new Error('prerendering the public pages failed');
  const server = spawnSync('npx', ['tsx', 'scripts/build-server.ts'], { stdio: 'ignore' });
  if (server.status !== 0) throw new Error('building the server bundle failed');
}

/**
 * `npm run serve` in production mode on port, in its own process group; resolves once /api/health is 200.
 * With nodeArgs (e.g. --cpu-prof, which NODE_OPTIONS refuses) it runs what `npm run serve` runs,
 * `node scripts/serve.mjs`, with those options.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: readonly string[] = [],
): Promise<ChildProcess> {
  const [command, commandArgs] =
    nodeArgs.length === 0 ? ['npm', ['run', 'serve']] : [process.execPath, [...nodeArgs, 'scripts/serve.mjs']];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

export async function stopServer(child: ChildProcess, port: number): Promise<void> {
  if (child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npm may exit before the server it started: wait until the port is closed before dropping its database.
  for (let i = 0; i < 60; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function statusField(pid: string, field: string): string | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line?.slice(field.length + 1).trim();
  } catch {
    return undefined;
  }
}

/**
 * The process that runs the server inside the group started by startServer
 * (npm → sh → node scripts/serve.mjs, which imports dist/server/main.mjs),
 * found through /proc. Also finds a server run from source (src/server/main.ts).
 */
export function serverPid(group: ChildProcess): number | undefined {
  if (group.pid === undefined) return undefined;
  const candidates: { pid: number; rss: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state ppid pgrp ...
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const isServer = ['scripts/serve.mjs', 'dist/server/main.mjs', 'src/server/main.ts'].some((entry) =>
        cmdline.includes(entry),
      );
      if (pgrp === group.pid && isServer) {
        candidates.push({ pid: Number(entry), rss: rssKilobytes(Number(entry)) ?? 0 });
      }
    } catch {
      // The process ended while being read.
    }
  }
  // tsx's launcher also names main.ts; the server is the larger of the two.
  return candidates.sort((a, b) => b.rss - a.rss)[0]?.pid;
}

/** VmRSS of a process in kilobytes. */
export function rssKilobytes(pid: number): number | undefined {
  const value = statusField(String(pid), 'VmRSS');
  return value ? Number.parseInt(value, 10) : undefined;
}

/** VmHWM (the largest resident size the process ever had, start-up included) in kilobytes. */
export function peakRssKilobytes(pid: number): number | undefined {
  const value = statusField(String(pid), 'VmHWM');
  return value ? Number.parseInt(value, 10) : undefined;
}

export { createScratchDatabase } from '../../test/support/scratch-postgres.ts';

let bookingNumber = 0;

/**
 * A valid POST /api/bookings body for a start minute of the salon day, from a new customer each time
 * (their own e-mail and phone: one phone for every booking would make them all one customer, whose
 * record every booking updates under its key's lock).
 */
export function bookingBody(date: string, minute: number, serviceIds: number[]) {
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const id = randomUUID();
  bookingNumber += 1;
  return {
    serviceIds,
    date,
    time,
    name: 'Bench Customer',
    email: `bench.${id}@example.com`,
    phone: `+66 89 ${String(bookingNumber).padStart(7, '0')}`,
    idempotencyKey: id,
  };
}

/** A distinct client address per request number, for X-Forwarded-For. */
export function addressFor(sequence: number): string {
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in docs/benchmarks.md (or appends it). */
export function replaceSection(name: string, body: string): void {
  const file = 'docs/benchmarks.md';
  const text = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  writeFileSync(
    file,
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`,
  );
}

/** The production build in a temporary folder, served by `npm run serve` on a throw-away embedded database. */
export async function startBuiltServer(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const clientDir = mkdtempSync(join(tmpdir(), 'salon-bench-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-data-'));
  buildClient(clientDir);
  const origin = `http://localhost:${port}`;
  const child = await startServer({ CLIENT_DIR: clientDir, DATA_DIR: dataDir, PUBLIC_URL: origin }, port);
  return {
    origin,
    stop: async () => {
      await stopServer(child, port);
      rmSync(clientDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
