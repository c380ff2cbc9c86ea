/**
 * Load suite: a realistic mix of public and admin traffic against
 * the production build, at increasing concurrency until p99 passes 250 ms,
 * next to the same server's /api/health at each concurrency; the server's
 * resident memory (VmRSS) at idle and under load, on a first start (empty
 * DATA_DIR, new database) and on a later start of the same data. Embedded
 * database and PostgreSQL.
 *
 * Memory: the first start is measured idle (3 s after /api/health answers),
 * with its start-up peak (VmHWM), and under one step of the public part of the
 * mix (no staff login exists yet); the server is stopped, a staff login is
 * added with the CLI, and the later start is measured idle and under every
 * step of the full mix.
 *
 *   npm run bench:load                                   # both engines, 5 s per step
 *   npm run bench:load -- --engine pglite --steps 5,10,20 --duration 3
 *
 * The mix, per 20 requests: 2 × /, 2 × /services, 1 × /about, 3 × GET
 * /api/catalogue, 2 × GET /api/bookings/dates, 6 × GET
 * /api/bookings/availability (random bookable day, one or two services),
 * 2 × POST /api/bookings (spread over every bookable day and time, 409 once
 * a slot is full), 2 × GET /api/admin/appointments (a staff session; search,
 * filters, pages). Every simulated client has its own address
 * (TRUST_PROXY=true, X-Forwarded-For).
 *
 * Answers other than 2xx (and 409 for bookings) are counted per kind and
 * shown; the run exits non-zero when a request failed (connection error,
 * timeout) or was answered 5xx.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is the admin URL; a scratch database is created for the run and dropped after.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addressFor,
  bookingBody,
  buildClient,
  createScratchDatabase,
  peakRssKilobytes,
  rssKilobytes,
  runAutocannon,
  serverPid,
  startServer,
  stopServer,
  type BenchRequest,
  type BenchResult,
} from './support/server.ts';
import { option } from './support/command-line.ts';

const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine', 'pglite')];
const duration = Number(option('duration', '5'));
const steps = option('steps', '5,10,20,40,80,160,320').split(',').map(Number);
const firstStartConnections = Number(option('first-start-connections', '20'));
const IDLE_SETTLE_MS = 3000;
const p99Limit = Number(option('p99', '250'));
const port = Number(option('port', '4293'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${port}`;
const STAFF_EMAIL = 'load@salon.example';
const STAFF_PASSWORD = `load-${randomBytes(12).toString('hex')}`;

type Kind = 'page' | 'catalogue' | 'dates' | 'availability' | 'booking' | 'admin';
const MIX: Kind[] = [
  'page',
  'availability',
  'catalogue',
  'admin',
  'availability',
  'page',
  'dates',
  'booking',
  'availability',
  'catalogue',
  'page',
  'availability',
  'page',
  'admin',
  'dates',
  'availability',
  'catalogue',
  'booking',
  'page',
  'availability',
];
// The five 'page' slots: 2 × /, 2 × /services, 1 × /about.
const PAGES = ['/', '/services', '/', '/services', '/about'];
const ADMIN_QUERIES = ['', '?time=upcoming', '?q=bench', '?status=pending&page=2', '?pageSize=50', '?q=081'];

interface Step {
  engine: string;
  connections: number;
  healthRps: number;
  healthP50: number;
  healthP99: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** 409 answers to bookings (full slots): expected. */
  conflicts: number;
  /** Anything else that is not 2xx, by kind and status. */
  unexpected: Record<string, number>;
  errors: number;
  rssKb: number;
  /** The machine's 1-minute load average after the step (2 cores: above 2 means queueing). */
  loadAverage: number;
}

interface StartMemory {
  /** VmRSS once the server has been idle for IDLE_SETTLE_MS. */
  idleRssKb: number;
  /** VmHWM at that moment: the largest resident size of start-up. */
  startupPeakKb: number;
}

interface EngineReport {
  engine: string;
  firstStart: StartMemory & { underLoad: Step };
  laterStart: StartMemory;
  steps: Step[];
}

function addStaffLogin(env: Record<string, string>): void {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'staff', '--', 'add', STAFF_EMAIL, '--password', STAFF_PASSWORD],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`npm run staff failed: ${result.stderr}${result.stdout}`);
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.includes('salon_session=') && !pair.endsWith('='));
  if (!response.ok || !cookie) throw new Error(`Sign-in failed with ${response.status}`);
  return cookie;
}

/** The request mix; without a staff cookie (first start, no login yet) the admin requests are left out. */
async function prepareMix(cookie: string | undefined) {
  const mixKinds = cookie === undefined ? MIX.filter((kind) => kind !== 'admin') : MIX;
  const catalogue = (await (await fetch(`${base}/api/catalogue`)).json()) as {
    categories: { services: { id: number; durationMinutes: number }[] }[];
  };
  const services = catalogue.categories.flatMap((category) => category.services);
  const short = services.filter((service) => service.durationMinutes <= 60).map((service) => service.id);
  const dates = ((await (await fetch(`${base}/api/bookings/dates`)).json()) as { dates: { date: string }[] }).dates
    .map((entry) => entry.date)
    .slice(1); // not today: its past times would refuse most bookings
  if (dates.length === 0 || short.length < 2) throw new Error('No bookable dates or services');

  let sequence = 0;
  let bookings = 0;
  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

  const request: BenchRequest = {
    path: '/api/health',
    setupRequest: (req, context) => {
      sequence += 1;
      const kind = pick(mixKinds, sequence);
      context.kind = kind;
      const headers: Record<string, string> = { 'x-forwarded-for': addressFor(sequence) };
      switch (kind) {
        case 'page':
          return {
            ...req,
            method: 'GET',
            path: pick(PAGES, Math.floor(sequence / MIX.length)),
            headers,
            body: undefined,
          };
        case 'catalogue':
          return { ...req, method: 'GET', path: '/api/catalogue', headers, body: undefined };
        case 'dates':
          return { ...req, method: 'GET', path: '/api/bookings/dates', headers, body: undefined };
        case 'availability': {
          const first = pick(short, sequence * 7);
          const chosen = sequence % 3 === 0 ? [first, pick(short, sequence * 7 + 1)] : [first];
          const date = pick(dates, sequence * 13);
          return {
            ...req,
            method: 'GET',
            path: `/api/bookings/availability?date=${date}&services=${chosen.join(',')}`,
            headers,
            body: undefined,
          };
        }
        case 'booking': {
          bookings += 1;
          // Spread over every bookable day and start time; a full slot answers 409.
          const date = pick(dates, bookings);
          const minute = 10 * 60 + 15 * (Math.floor(bookings / dates.length) % 40);
          return {
            ...req,
            method: 'POST',
            path: '/api/bookings',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(bookingBody(date, minute, [pick(short, bookings)])),
          };
        }
        case 'admin':
          return {
            ...req,
            method: 'GET',
            path: `/api/admin/appointments${pick(ADMIN_QUERIES, Math.floor(sequence / MIX.length))}`,
            headers: { ...headers, cookie: cookie ?? '' },
            body: undefined,
          };
      }
    },
  };
  return request;
}

async function measureStep(engine: string, connections: number, mix: BenchRequest, pid: number): Promise<Step> {
  const health = await runAutocannon({ url: base, connections, duration, requests: [{ path: '/api/health' }] });

  let conflicts = 0;
  const unexpected: Record<string, number> = {};
  const counted: BenchRequest = {
    ...mix,
    onResponse: (status, _body, context) => {
      if (status >= 200 && status < 300) return;
      if (status === 409 && context.kind === 'booking') {
        conflicts += 1;
        return;
      }
      const key = `${typeof context.kind === 'string' ? context.kind : '?'} ${status}`;
      unexpected[key] = (unexpected[key] ?? 0) + 1;
    },
  };
  let rssKb = 0;
  const sampler = setInterval(() => (rssKb = Math.max(rssKb, rssKilobytes(pid) ?? 0)), 200);
  let result: BenchResult;
  try {
    result = await runAutocannon({ url: base, connections, duration, requests: [counted] });
  } finally {
    clearInterval(sampler);
  }
  const errors = result.errors + result.timeouts;
  return {
    engine,
    connections,
    healthRps: Math.round(health.requests.average),
    healthP50: health.latency.p50,
    healthP99: health.latency.p99,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    conflicts,
    unexpected,
    errors,
    rssKb,
    loadAverage: loadavg()[0] ?? 0,
  };
}

async function idleMemory(pid: number): Promise<StartMemory> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  return { idleRssKb: rssKilobytes(pid) ?? 0, startupPeakKb: peakRssKilobytes(pid) ?? 0 };
}

async function loadEngine(engine: string, clientDir: string): Promise<EngineReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-load-data-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, CLIENT_DIR: clientDir };
  let server: ChildProcess | undefined;
  try {
    if (engine === 'postgres') {
      const scratch = await createScratchDatabase(adminUrl);
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
    // First start: an empty DATA_DIR (and a new PostgreSQL database), created, migrated and seeded by the server.
    server = await startServer(env, port);
    let pid = serverPid(server);
    if (pid === undefined) throw new Error('The server process was not found in /proc');
    const firstIdle = await idleMemory(pid);
    const underLoad = await measureStep(
      `${engine} (first start, public mix)`,
      firstStartConnections,
      await prepareMix(undefined),
      pid,
    );
    console.error(
      `${engine} first start: RSS ${Math.round(firstIdle.idleRssKb / 1024)} MB idle ` +
        `(start-up peak ${Math.round(firstIdle.startupPeakKb / 1024)} MB), ` +
        `${Math.round(underLoad.rssKb / 1024)} MB under the public mix at ${firstStartConnections} connections`,
    );
    await stopServer(server, port);
    server = undefined;

    // The embedded database is locked while a server runs: add the staff login between the two starts.
    addStaffLogin(env);
    server = await startServer(env, port);
    pid = serverPid(server);
    if (pid === undefined) throw new Error('The server process was not found in /proc');
    const laterStart = await idleMemory(pid);
    const cookie = await signIn();
    const mix = await prepareMix(cookie);

    const report: EngineReport = { engine, firstStart: { ...firstIdle, underLoad }, laterStart, steps: [] };
    for (const connections of steps) {
      const step = await measureStep(engine, connections, mix, pid);
      report.steps.push(step);
      console.error(
        `${engine} c=${connections}: ${step.rps} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms ` +
          `(health ${step.healthRps} req/s), RSS ${Math.round(step.rssKb / 1024)} MB, load ${step.loadAverage.toFixed(1)}`,
      );
      if (step.p99 > p99Limit) break;
    }
    return report;
  } finally {
    if (server) await stopServer(server, port);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const clientDir = mkdtempSync(join(tmpdir(), 'salon-load-client-'));
const reports: EngineReport[] = [];
try {
  buildClient(clientDir);
  for (const engine of engines) reports.push(await loadEngine(engine, clientDir));
} finally {
  rmSync(clientDir, { recursive: true, force: true });
}

const mb = (kb: number) => `${Math.round(kb / 1024)}`;
console.log(`\nLoad mix, ${duration} s per step, p99 limit ${p99Limit} ms, node ${process.version}\n`);
console.log(
  '| engine | connections | mix req/s | p50 ms | p99 ms | health req/s | health p50/p99 ms | mix / health req/s | 409 (bookings) | unexpected | errors | RSS MB | load avg |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|');
let failed = false;
for (const report of reports) {
  for (const step of [report.firstStart.underLoad, ...report.steps]) {
    const unexpected = Object.entries(step.unexpected)
      .map(([key, value]) => `${key}×${value}`)
      .join(' ');
    if (step.errors > 0 || Object.keys(step.unexpected).some((key) => Number(key.split(' ')[1]) >= 500)) failed = true;
    console.log(
      `| ${step.engine} | ${step.connections} | ${step.rps} | ${step.p50} | ${step.p99} | ${step.healthRps} | ` +
        `${step.healthP50}/${step.healthP99} | ${(step.rps / Math.max(step.healthRps, 1)).toFixed(2)} | ` +
        `${step.conflicts} | ${unexpected || '–'} | ${step.errors} | ${mb(step.rssKb)} | ${step.loadAverage.toFixed(1)} |`,
    );
  }
}
console.log('');
console.log('| engine | start | RSS idle MB | start-up peak MB | RSS peak under load MB |');
console.log('|---|---|---:|---:|---:|');
for (const report of reports) {
  const laterPeak = Math.max(...report.steps.map((step) => step.rssKb));
  console.log(
    `| ${report.engine} | first (empty DATA_DIR) | ${mb(report.firstStart.idleRssKb)} | ` +
      `${mb(report.firstStart.startupPeakKb)} | ${mb(report.firstStart.underLoad.rssKb)} ` +
      `(public mix, ${report.firstStart.underLoad.connections} connections) |`,
  );
  console.log(
    `| ${report.engine} | later | ${mb(report.laterStart.idleRssKb)} | ${mb(report.laterStart.startupPeakKb)} | ` +
      `${mb(laterPeak)} (full mix, every step) |`,
  );
}
console.log('');
for (const report of reports) {
  const held = report.steps.filter((step) => step.p99 <= p99Limit);
  const best = held.reduce<Step | undefined>((top, step) => (!top || step.rps > top.rps ? step : top), undefined);
  const peak = Math.max(...report.steps.map((step) => step.rssKb));
  console.log(
    `${report.engine}: ` +
      (best
        ? `held ${best.rps} req/s of the mix with p99 ${best.p99} ms at ${best.connections} connections`
        : `p99 above ${p99Limit} ms from the first step`) +
      `; RSS ${mb(report.laterStart.idleRssKb)} MB idle, ${mb(peak)} MB peak under load (later start).`,
  );
}
if (failed) {
  console.log('\nFAILED: connection errors, timeouts or 5xx answers (see the table).');
  process.exit(1);
}
