/**
 * Booking API benchmark: availability and create-booking
 * latency (p50/p99) and throughput at 10 concurrent connections, next to the same server's /api/health as the floor, on PGlite
 * and on PostgreSQL; ends with the two ratios the speed goals are set on
 * (availability / health ≥ 0.6, create / health ≥ 0.2 with p99 ≤ 100 ms).
 *
 *   npm run bench:booking                       # both engines, 10 s per scenario
 *   npm run bench:booking -- --connections 50   # the first table's load
 *   npm run bench:booking -- --engine pglite --duration 5
 *   npm run bench:booking -- --engine pglite --only availability --profile /tmp/prof
 *
 * --only health|availability|create runs one scenario (no ratios); --client-dir DIR keeps the
 * client build there for the next run; --profile DIR
 * starts the server with `node --cpu-prof --cpu-prof-dir DIR` (the server's
 * profile is the largest file written there when it stops).
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is the admin URL; a scratch database is created for the run and dropped after.
 *
 * The server is the production build (`vite build` into a temporary folder,
 * then `npm run serve` with NODE_ENV=production and a temporary DATA_DIR).
 * Every simulated customer has their own address (TRUST_PROXY=true with a
 * distinct X-Forwarded-For), so the per-IP limit is exercised but does not
 * turn the run into a 429 benchmark.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookingBody,
  buildClient as build,
  createScratchDatabase,
  runAutocannon as run,
  startServer as startBenchServer,
  stopServer as stopBenchServer,
  type BenchResult,
} from './support/server.ts';
import { option } from './support/command-line.ts';

const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine', 'pglite')];
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const port = Number(option('port', '4292'));
const only = option('only', 'all');
const profileDir = option('profile', '');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${port}`;

interface Row {
  engine: string;
  scenario: string;
  /** The machine's 1-minute load average right after the scenario (2 cores: above 2 means queueing). */
  load: number;
  p50: number;
  p99: number;
  rps: number;
  statuses: string;
}

const startServer = (env: Record<string, string>) =>
  startBenchServer(
    env,
    port,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'] : [],
  );
const runs = (scenario: string) => only === 'all' || only === scenario;
const stopServer = (child: Parameters<typeof stopBenchServer>[0]) => stopBenchServer(child, port);

function row(engine: string, scenario: string, result: BenchResult): Row {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count}`)
    .join(' ');
  return {
    engine,
    scenario,
    load: loadavg()[0] ?? 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    statuses: codes + (result.errors ? ` errors×${result.errors}` : ''),
  };
}

async function benchEngine(engine: string, clientDir: string): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-data-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, CLIENT_DIR: clientDir };
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl);
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }

  const server = await startServer(env);
  const rows: Row[] = [];
  try {
    const catalogue = (await (await fetch(`${base}/api/catalogue`)).json()) as {
      categories: { services: { id: number; durationMinutes: number }[] }[];
    };
    const services = catalogue.categories.flatMap((category) => category.services);
    const dates = ((await (await fetch(`${base}/api/bookings/dates`)).json()) as { dates: { date: string }[] }).dates
      .map((option) => option.date)
      .slice(1); // not today: its past times would refuse most requests
    const short = services.filter((service) => service.durationMinutes <= 60).map((service) => service.id);
    const availabilityPath = `/api/bookings/availability?date=${dates[0]}&services=${short.slice(0, 2).join(',')}`;

    // Some bookings on the day asked about, so availability does real capacity work.
    for (let i = 0; i < 30; i += 1) {
      const minute = 10 * 60 + ((i * 15) % (10 * 60));
      await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${i}` },
        body: JSON.stringify(bookingBody(dates[0]!, minute, [short[i % short.length]!])),
      });
    }

    const common = { url: base, connections, duration };
    if (runs('health')) {
      rows.push(row(engine, 'GET /api/health (floor)', await run({ ...common, requests: [{ path: '/api/health' }] })));
    }
    if (runs('availability')) {
      rows.push(
        row(engine, 'GET /api/bookings/availability', await run({ ...common, requests: [{ path: availabilityPath }] })),
      );
    }

    let sequence = 0;
    if (runs('create'))
      rows.push(
        row(
          engine,
          'POST /api/bookings',
          await run({
            ...common,
            requests: [
              {
                method: 'POST',
                path: '/api/bookings',
                setupRequest: (request) => {
                  sequence += 1;
                  // Spread over every bookable day and time; once a slot is full the engine answers 409.
                  const date = dates[sequence % dates.length]!;
                  const minute = 10 * 60 + 15 * (Math.floor(sequence / dates.length) % 40);
                  return {
                    ...request,
                    headers: {
                      'content-type': 'application/json',
                      'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
                    },
                    body: JSON.stringify(bookingBody(date, minute, [short[sequence % short.length]!])),
                  };
                },
              },
            ],
          }),
        ),
      );
  } finally {
    await stopServer(server);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

// --client-dir DIR reuses (or, when empty, keeps) a client build between runs; the server bundle is
// rebuilt by `npm run serve` whenever its sources changed.
const keptClientDir = option('client-dir', '');
const clientDir = keptClientDir || mkdtempSync(join(tmpdir(), 'salon-bench-client-'));
if (!keptClientDir || !existsSync(join(clientDir, 'index.html'))) build(clientDir);
const all: Row[] = [];
try {
  for (const engine of engines) all.push(...(await benchEngine(engine, clientDir)));
} finally {
  if (!keptClientDir) rmSync(clientDir, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${duration} s per scenario, node ${process.version}\n`);
console.log('| engine | scenario | p50 ms | p99 ms | req/s | p50 / floor | req/s / floor | answers | load avg |');
console.log('|---|---|---:|---:|---:|---:|---:|---|---:|');
for (const entry of all) {
  const floor = all.find((r) => r.engine === entry.engine && r.scenario.includes('health')) ?? entry;
  console.log(
    `| ${entry.engine} | ${entry.scenario} | ${entry.p50} | ${entry.p99} | ${entry.rps} | ` +
      `${(entry.p50 / Math.max(floor.p50, 1)).toFixed(1)}× | ${(entry.rps / floor.rps).toFixed(2)} | ${entry.statuses} | ` +
      `${entry.load.toFixed(1)} |`,
  );
}
console.log('');
for (const engine of only === 'all' ? engines : []) {
  const of = (fragment: string) => all.find((r) => r.engine === engine && r.scenario.includes(fragment))!;
  const [health, availability, create] = [of('health'), of('availability'), of('POST')];
  const availabilityRatio = availability.rps / health.rps;
  const createRatio = create.rps / health.rps;
  console.log(
    `${engine}: /api/health ${health.rps} req/s; availability / health ${availabilityRatio.toFixed(2)} ` +
      `(goal ≥ 0.6: ${availabilityRatio >= 0.6 ? 'met' : 'not met'}); create / health ${createRatio.toFixed(2)}, ` +
      `p99 ${create.p99} ms (goal ≥ 0.2 and ≤ 100 ms: ${createRatio >= 0.2 && create.p99 <= 100 ? 'met' : 'not met'})`,
  );
}
