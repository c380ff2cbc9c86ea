/**
 * Growth benchmark: do the admin screens cost the same
 * whatever the length of the salon's history?
 *
 * For each engine (file-backed PGlite as `npm start` runs it, and a scratch
 * PostgreSQL database on one connection) it grows one history through the
 * sizes asked for (default 0, 100,000 and 1,000,000 appointments spread over
 * two years in booking order, bench/support/history-seed.ts) with its customer records and as many
 * outbox messages as appointments, runs ANALYZE, and measures each
 * admin request through the whole app (`app.request()`: guard, validation,
 * services, JSON) one after the other: p50 and p99 in milliseconds. Every completed appointment of
 * the history was paid at checkout (bench/support/history-sales.ts), so the checkout screen, the cash
 * drawer's reports, payroll and the statistics' paid revenue read years of sales; recording a
 * payment is measured on a walk-in sale written (untimed) just before each run.
 *
 *   npm run bench:growth                                  # 0, 100k, 1M on both engines; writes docs/benchmarks.md
 *   npm run bench:growth -- --sizes 0,10000 --engine pglite --runs 20
 *   npm run bench:growth -- --sizes 1000000 --explain     # also EXPLAIN (ANALYZE, BUFFERS) every statement
 *
 * Options: --engine both|pglite|postgres, --sizes a,b,c, --runs N (per request, after 5 warm-ups),
 * --explain (plans at the largest size), --write / --no-write (docs are written by default only
 * for the default sizes on both engines), --reuse <postgres URL | PGlite data directory> (keep the
 * database after the run and measure it again without seeding when it already holds the size asked
 * for; with one --engine and one size).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the
 * admin URL; a scratch database is created for the run and dropped after.
 */
import { sql, type SQL } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createScratchDatabase } from '../test/support/scratch-postgres.ts';
import { signInAsStaff } from '../test/support/sign-in.ts';
import { createTestApp, createTestClock } from '../test/support/test-app.ts';
import {
  rebuildDerivedData,
  seedHistory,
  seedHistoryCustomers,
  seedHistoryOutbox,
  type HistoryShape,
} from './support/history-seed.ts';
import { captureStatements, explainStatements, summarisePlan } from './support/query-plans.ts';
import {
  continueReceiptNumbers,
  keepLastZReport,
  seedHistoryDrawers,
  seedHistorySales,
} from './support/history-sales.ts';
import { option } from './support/command-line.ts';

const args = process.argv.slice(2);
const DEFAULT_SIZES = '0,100000,1000000';
const engineOption = option('engine', 'both');
const engines = engineOption === 'both' ? ['pglite', 'postgres'] : [engineOption];
const sizesOption = option('sizes', DEFAULT_SIZES);
const sizes = sizesOption
  .split(',')
  .map((size) => Number(size.replace(/_/g, '')))
  .sort((a, b) => a - b);
if (sizes.some((size) => !Number.isSafeInteger(size) || size < 0)) throw new Error(`Bad --sizes: ${sizesOption}`);
const runs = Number(option('runs', '40'));
const explain = args.includes('--explain');
const writeDocs =
  args.includes('--write') ||
  (!args.includes('--no-write') && sizesOption === DEFAULT_SIZES && engineOption === 'both');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The salon's clock during the run: Monday 23 November 2026, 10:00 in Phuket. */
const NOW = '2026-11-23T03:00:00Z';
/** Two years of bookings up to NOW (and the weeks already booked after it). */
const HISTORY = { firstDay: '2024-11-23', days: 730, today: '2026-11-23' } as const;
const PAST_DAY = '2026-06-17';
const BATCH = 100_000;

interface Measured {
  readonly p50: number;
  readonly p99: number;
}

/** Ids a request path needs: a technician, a customer with a history, an appointment of today to check out. */
interface RequestContext {
  readonly technicianId: string;
  readonly customerId: string;
  readonly appointmentId: string;
}

interface RequestCase {
  readonly name: string;
  readonly path: (context: RequestContext) => string;
}

/**
 * The admin requests of the tables: the dashboard (page 1, the last page reached, searches of
 * every kind and length), the calendar and statistics, the Customers page (page 1, its last page,
 * searches, a record, the front desk's lookup) and the Outbox page (page 1, its last page, filters).
 */
const REQUESTS: readonly RequestCase[] = [
  { name: 'calendar, one past day', path: () => `/api/admin/calendar?date=${PAST_DAY}` },
  {
    name: 'technician statistics, one month',
    path: ({ technicianId }) => `/api/admin/technicians/${technicianId}/stats?period=monthly&date=${PAST_DAY}`,
  },
  { name: 'admin list, page 1', path: () => '/api/admin/appointments' },
  { name: 'admin list, last page (100 at 100)', path: () => '/api/admin/appointments?page=100&pageSize=100' },
  // A part of a surname (about 1 in 600 appointments match), a customer's e-mail, six digits of a phone.
  { name: 'search by name ("bolin")', path: () => '/api/admin/appointments?q=bolin' },
  { name: 'search by first name ("anna")', path: () => '/api/admin/appointments?q=anna' },
  { name: 'search by e-mail ("emma.kasa")', path: () => '/api/admin/appointments?q=emma.kasa' },
  { name: 'search by phone ("234 56")', path: () => '/api/admin/appointments?q=234%2056' },
  // One and two characters: a name's beginning (many, then none).
  { name: 'search, one character ("a")', path: () => '/api/admin/appointments?q=a' },
  { name: 'search, two characters, none ("zq")', path: () => '/api/admin/appointments?q=zq' },
  {
    name: 'search, two characters, last page ("an")',
    path: () => '/api/admin/appointments?q=an&page=100&pageSize=100',
  },
  { name: 'customers, page 1', path: () => '/api/admin/customers' },
  { name: 'customers, last page (100 at 100)', path: () => '/api/admin/customers?page=100&pageSize=100' },
  { name: 'customers, search by name ("bolin")', path: () => '/api/admin/customers?q=bolin' },
  { name: 'customers, search by first name ("anna")', path: () => '/api/admin/customers?q=anna' },
  { name: 'customers, search by e-mail ("emma.kasa")', path: () => '/api/admin/customers?q=emma.kasa' },
  { name: 'customers, search by phone ("234 56")', path: () => '/api/admin/customers?q=234%2056' },
  { name: 'customers, one character ("a")', path: () => '/api/admin/customers?q=a' },
  { name: 'customers, two characters, none ("zq")', path: () => '/api/admin/customers?q=zq' },
  { name: 'customer record', path: ({ customerId }) => `/api/admin/customers/${customerId}` },
  { name: 'front-desk lookup by e-mail', path: () => '/api/admin/customers/lookup?contact=emma.kasa' },
  { name: 'front-desk lookup by phone', path: () => '/api/admin/customers/lookup?contact=081%20234' },
  { name: 'outbox, page 1', path: () => '/api/admin/outbox' },
  { name: 'outbox, last page (400)', path: () => '/api/admin/outbox?page=400' },
  { name: 'outbox, sent', path: () => '/api/admin/outbox?status=sent' },
  { name: 'outbox, failed, last page', path: () => '/api/admin/outbox?status=failed&page=400' },
  // Checkout (decisions 221, 255, 225): the screen opening on one of today's appointments, the cash
  // drawer (X report of the open session and Z report of yesterday's, rebuilt from its events), payroll.
  {
    name: "checkout screen, one of today's appointments",
    path: ({ appointmentId }) => `/api/admin/checkout/start?appointment=${appointmentId}`,
  },
  { name: 'cash drawer (X report, last Z report)', path: () => '/api/admin/checkout/drawer' },
  { name: 'payroll, one month', path: () => `/api/admin/payroll?from=${PAST_MONTH.from}&to=${PAST_MONTH.to}` },
  {
    name: 'technician statistics, one week',
    path: ({ technicianId }) => `/api/admin/technicians/${technicianId}/stats?period=weekly&date=${PAST_DAY}`,
  },
];

/** The month of PAST_DAY, for payroll. */
const PAST_MONTH = { from: '2026-06-01', to: '2026-06-30' } as const;

/** A write measured one at a time: `prepare` runs untimed before each, `run` is timed. */
interface WriteCase {
  readonly name: string;
  readonly prepare: (app: BenchApp, headers: Record<string, string>) => Promise<string>;
  readonly run: (app: BenchApp, headers: Record<string, string>, prepared: string) => Promise<Response>;
}

type BenchApp = ReturnType<typeof createTestApp>['app'];

const json = (headers: Record<string, string>, method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A walk-in sale of the menu's first treatment by the first technician, written and unpaid. */
async function walkInSale(app: BenchApp, headers: Record<string, string>): Promise<string> {
  const start = (await (await app.request('/api/admin/checkout/start', { headers })).json()) as {
    treatments: { id: number }[];
    technicians: { id: string }[];
  };
  const response = await app.request(
    '/api/admin/checkout/sales',
    json(headers, 'POST', {
      appointmentIds: [],
      lines: [
        {
          kind: 'treatment',
          itemId: start.treatments[0]?.id,
          appointmentServiceId: null,
          technicianId: start.technicians[0]?.id ?? null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [],
    }),
  );
  if (response.status !== 201) throw new Error(`A walk-in sale answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const WRITES: readonly WriteCase[] = [
  {
    name: 'record a payment (cash, the whole of a walk-in sale)',
    // The sale and its amount due are read untimed; only the payment is measured.
    prepare: async (app, headers) => {
      const saleId = await walkInSale(app, headers);
      const view = (await (await app.request(`/api/admin/checkout/sales/${saleId}`, { headers })).json()) as {
        sale: { totalDue: number };
      };
      return `${saleId} ${view.sale.totalDue}`;
    },
    run: async (app, headers, prepared) => {
      const [saleId, due] = prepared.split(' ');
      const amount = Number(due);
      return app.request(
        `/api/admin/checkout/sales/${saleId}/payments`,
        json(headers, 'POST', { method: 'cash', otherName: null, amount, tendered: amount, requestId: randomUUID() }),
      );
    },
  },
];

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const reuse = option('reuse', '');

async function openEngine(engine: string): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (reuse !== '') {
    // A database kept from an earlier run, left in place afterwards.
    const handle = reuse.startsWith('postgres')
      ? await openDatabase({ databaseUrl: reuse, poolSize: 1 })
      : await openDatabase({ dataDir: reuse });
    return { handle, dispose: () => handle.close() };
  }
  if (engine === 'pglite') {
    // A data directory, as `npm start` runs it (not the in-memory test engine).
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-growth-'));
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(adminUrl, 'salon_growth');
  // One connection: the requests are measured one at a time, as the issue measured them.
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

async function appointmentCount(db: Database): Promise<number> {
  const rows = await rowsOf<{ value: number }>(db, sql`select count(*)::int as value from appointments`);
  return rows[0]?.value ?? 0;
}

interface SizeResult {
  readonly size: number;
  readonly seedSeconds: number;
  readonly load: string;
  readonly results: Map<string, Measured>;
}

async function benchEngine(engine: string): Promise<SizeResult[]> {
  const { handle, dispose } = await openEngine(engine);
  const { db } = handle;
  const out: SizeResult[] = [];
  try {
    await handle.migrate();
    await seedDatabase(db, 'salon.example');
    const { app } = createTestApp({ db, engine: handle.engine, clock: createTestClock(NOW) });
    // An owner: payroll is owner-only (a reused database already has one, so ask for the role).
    const { headers } = await signInAsStaff(app, db, undefined, 'owner');
    const technicians = (await (await app.request('/api/admin/technicians', { headers })).json()) as {
      technicians: { id: string }[];
    };
    const technicianId = technicians.technicians[0]?.id ?? '';
    const noId = '00000000-0000-4000-8000-000000000000';
    let context: RequestContext = { technicianId, customerId: noId, appointmentId: noId };

    for (const size of sizes) {
      const started = performance.now();
      // Each size is a history of its own, written in booking order (a grown one would not be).
      if (reuse === '' || (await appointmentCount(db)) !== size) {
        await db.execute(
          sql`truncate table appointments, customers, outbox, sales, drawer_sessions, receipt_counters cascade`,
        );
        // Bulk-load practice: the trigram (GIN) indexes are built once after the load rather than row by
        // row during it (several times faster); the schema ends exactly as the migrations made it.
        const ginIndexes = await rowsOf<{ indexname: string; indexdef: string }>(
          db,
          sql`select indexname, indexdef from pg_indexes where tablename in ('appointments', 'customers') and indexdef like '%USING gin%'`,
        );
        for (const index of ginIndexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
        const shape: HistoryShape = { ...HISTORY, total: size };
        for (let first = 1; first <= size; first += BATCH) {
          await seedHistory(db, shape, first, Math.min(size, first + BATCH - 1));
        }
        for (let first = 1; first <= size; first += BATCH) {
          await seedHistoryOutbox(db, shape, first, Math.min(size, first + BATCH - 1));
        }
        await seedHistoryDrawers(db, shape);
        for (let first = 1; first <= size; first += BATCH) {
          await seedHistorySales(db, first, Math.min(size, first + BATCH - 1));
        }
        await continueReceiptNumbers(db);
        await seedHistoryCustomers(db);
        for (const index of ginIndexes) await db.execute(sql.raw(index.indexdef));
        await rebuildDerivedData(db);
      }
      await keepLastZReport(db);
      // PostgreSQL's autovacuum would analyze after such a load; PGlite has no autovacuum.
      await db.execute(sql`analyze`);
      const seedSeconds = (performance.now() - started) / 1000;
      const counted = await appointmentCount(db);
      // The customer with the most appointments (a regular's record is the largest one).
      const [regular] = await rowsOf<{ id: string }>(
        db,
        sql`select customer_id as id from appointments where customer_id is not null
            group by customer_id order by count(*) desc, customer_id limit 1`,
      );
      // One of today's appointments still to check out (the checkout screen opens on it).
      const [today] = await rowsOf<{ id: string }>(
        db,
        sql`select id from appointments where appointment_date = ${HISTORY.today}::date
            and status in ('pending', 'confirmed') order by start_time, id limit 1`,
      );
      context = {
        technicianId,
        customerId: regular?.id ?? context.customerId,
        appointmentId: today?.id ?? context.appointmentId,
      };
      // Today's drawer, for the payments measured below (a reused database may have it open already).
      await app.request('/api/admin/checkout/drawer', json(headers, 'POST', { kind: 'open', float: 200_000 }));
      console.log(`\n## ${engine}, ${counted} appointments (grown in ${seedSeconds.toFixed(1)} s)`);
      if (explain && size === sizes.at(-1)) {
        for (const request of REQUESTS) {
          const statements = await captureStatements(db, async () => {
            await (await app.request(request.path(context), { headers })).arrayBuffer();
          });
          console.log(`\n### ${engine} ${counted}: ${request.name}`);
          for (const { statement, plan } of await explainStatements(db, statements)) {
            const where = statement.transaction === null ? '' : ` (in transaction ${statement.transaction})`;
            console.log(`\n${statement.text.slice(0, 400)}${where}`);
            console.log(summarisePlan(plan).join('\n'));
          }
        }
      }
      const results = new Map<string, Measured>();
      if (runs > 0) console.log('| request | p50 ms | p99 ms |\n|---|---:|---:|');
      for (const request of runs > 0 ? REQUESTS : []) {
        const path = request.path(context);
        const call = async () => {
          const response = await app.request(path, { headers });
          // A customer record at size 0 has no customer: 404 is its right answer there.
          if (response.status !== 200 && !(response.status >= 400 && response.status < 500 && counted === 0)) {
            throw new Error(`${path} answered ${response.status}`);
          }
          await response.arrayBuffer();
        };
        for (let warm = 0; warm < 5; warm += 1) await call();
        const times: number[] = [];
        for (let index = 0; index < runs; index += 1) {
          const begun = performance.now();
          await call();
          times.push(performance.now() - begun);
        }
        times.sort((a, b) => a - b);
        const measured = { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
        results.set(request.name, measured);
        console.log(`| ${request.name} | ${measured.p50.toFixed(1)} | ${measured.p99.toFixed(1)} |`);
      }
      for (const write of runs > 0 ? WRITES : []) {
        const call = async () => {
          const prepared = await write.prepare(app, headers);
          const begun = performance.now();
          const response = await write.run(app, headers, prepared);
          const took = performance.now() - begun;
          if (response.status !== 200) throw new Error(`${write.name} answered ${response.status}`);
          await response.arrayBuffer();
          return took;
        };
        for (let warm = 0; warm < 5; warm += 1) await call();
        const times: number[] = [];
        for (let index = 0; index < runs; index += 1) times.push(await call());
        times.sort((a, b) => a - b);
        const measured = { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
        results.set(write.name, measured);
        console.log(`| ${write.name} | ${measured.p50.toFixed(1)} | ${measured.p99.toFixed(1)} |`);
      }
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      console.log(`loadavg ${load}`);
      out.push({ size: counted, seedSeconds, load, results });
    }
  } finally {
    await dispose();
  }
  return out;
}

function formatSize(size: number): string {
  if (size >= 1_000_000) return `${size / 1_000_000}M`;
  if (size >= 1000) return `${size / 1000}k`;
  return String(size);
}

function docsTable(byEngine: Map<string, SizeResult[]>): string {
  const postgres = byEngine.get('postgres') ?? [];
  const pglite = byEngine.get('pglite') ?? [];
  const header = sizes.map((size) => `${formatSize(size)} (PG / PGlite p50, p99)`);
  const lines = [`| request | ${header.join(' | ')} |`, `|---|${sizes.map(() => '---').join('|')}|`];
  const cell = (result: SizeResult | undefined, name: string): string => {
    const measured = result?.results.get(name);
    return measured ? `${measured.p50.toFixed(1)} (${measured.p99.toFixed(0)})` : '–';
  };
  for (const request of [...REQUESTS, ...WRITES]) {
    const cells = sizes.map(
      (_, index) => `${cell(postgres[index], request.name)} / ${cell(pglite[index], request.name)}`,
    );
    lines.push(`| ${request.name} | ${cells.join(' | ')} |`);
  }
  const loads = [...byEngine.entries()].flatMap(([engine, results]) =>
    results.map((result) => `${engine} ${formatSize(result.size)}: loadavg ${result.load}`),
  );
  const seeds = [...byEngine.entries()].flatMap(([engine, results]) =>
    results.map((result) => `${engine} to ${formatSize(result.size)}: ${result.seedSeconds.toFixed(0)} s`),
  );
  return [
    `Run ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${runs} sequential requests each after 5 warm-ups; ` +
      'cells are p50 (p99) in ms, PostgreSQL / PGlite.',
    '',
    ...lines,
    '',
    `Growing the history (seed and ANALYZE): ${seeds.join('; ')}.`,
    '',
    `Load while measuring: ${loads.join('; ')}.`,
  ].join('\n');
}

function writeSection(table: string): void {
  const path = 'docs/benchmarks.md';
  const begin = '<!-- growth:begin -->';
  const end = '<!-- growth:end -->';
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path} has no ${begin} … ${end} block to fill`);
  writeFileSync(path, `${text.slice(0, from + begin.length)}\n${table}\n${text.slice(to)}`);
  console.log(`\nWrote the table to ${path}`);
}

console.log(
  `Growth benchmark: sizes ${sizes.join(', ')}, engines ${engines.join(', ')}, ${runs} runs per request, ` +
    `Node ${process.version}, loadavg ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
const byEngine = new Map<string, SizeResult[]>();
for (const engine of engines) byEngine.set(engine, await benchEngine(engine));
const table = docsTable(byEngine);
console.log(`\n${table}`);
if (writeDocs) writeSection(table);
