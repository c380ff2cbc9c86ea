/**
 * npm run stress:hostile -- [--runs 5000] [--seed N]
 * Fuzzes every API endpoint of the real app on a fresh embedded database
 * (or, with --engine postgres, a scratch database on TEST_DATABASE_URL's
 * server), then sweeps every parameter of every endpoint with every class of
 * extreme value (hostile-sweep.ts, stride 1), and prints a summary; exits 1
 * on a 5xx, an answer over a second, a late health check or a write from a
 * refused request.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { createTestApp, createTestClock } from '../support/test-app.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';
import { runHostileInput } from './hostile-suite.ts';
import { runHostileSweep } from './hostile-sweep.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    engine: { type: 'string', default: 'pglite' },
  },
});
const numRuns = Number(values.runs);
if (!Number.isInteger(numRuns) || numRuns < 1) throw new Error('--runs must be a whole number of 1 or more');
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);

process.env.BOOKING_RATE_LIMIT_MAX = '1000000';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let drop = async () => {};
let databaseUrl: string | undefined;
if (values.engine === 'postgres') {
  const scratch = await createScratchDatabase(adminUrl, 'salon_hostile');
  databaseUrl = scratch.url;
  drop = scratch.drop;
}

const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 5 } : { inMemory: true });
let exitCode = 0;
try {
  await handle.migrate();
  await seedDatabase(handle.db, 'salon.example');
  const { app } = createTestApp({
    db: handle.db,
    clock: createTestClock(),
    engine: databaseUrl ? 'postgres' : 'pglite',
  });
  const started = performance.now();
  const summary = await runHostileInput({
    app,
    db: handle.db,
    numRuns,
    seed,
    onProgress: (done) => {
      if (done % 1000 === 0) process.stderr.write(`  ${done} requests\n`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const statuses = Object.entries(summary.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(`hostile input (${values.engine}, seed ${seed})`);
  console.log(`  endpoints fuzzed: ${summary.endpoints}`);
  console.log(`  requests: ${summary.runs} in ${seconds.toFixed(1)} s (${(summary.runs / seconds).toFixed(0)}/s)`);
  console.log(`  statuses: ${statuses}`);
  console.log(`  accepted writes (2xx to a non-GET): ${summary.writesAccepted}`);
  console.log(`  violations (5xx, or a write from a 4xx): ${summary.violations.length}`);
  for (const violation of summary.violations.slice(0, 20)) console.log(`    ${violation}`);
  if (summary.counterexample) console.log(summary.counterexample);
  if (summary.violations.length > 0) exitCode = 1;

  // The deterministic sweep: every parameter of every endpoint with every class of extreme value.
  const sweepStarted = performance.now();
  const sweep = await runHostileSweep({ app, db: handle.db, stride: 1 });
  const sweepStatuses = Object.entries(sweep.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(`hostile sweep (${values.engine})`);
  console.log(`  endpoints: ${sweep.endpoints}, parameters: ${sweep.parameters}`);
  console.log(`  requests: ${sweep.requests} in ${((performance.now() - sweepStarted) / 1000).toFixed(1)} s`);
  console.log(`  statuses: ${sweepStatuses}`);
  console.log(`  slowest: ${Math.round(sweep.slowest.ms)} ms (${sweep.slowest.description})`);
  console.log(`  violations (5xx, over a second, health late, a write from a refusal): ${sweep.violations.length}`);
  for (const violation of sweep.violations.slice(0, 20)) console.log(`    ${violation}`);
  if (sweep.violations.length > 0) exitCode = 1;
} finally {
  await handle.close();
  await drop();
}
process.exit(exitCode);
