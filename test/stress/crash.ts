/**
 * npm run stress:crash -- [--rounds 10] [--concurrency 16] [--engine pglite|postgres]
 * With --engine postgres a scratch database is created on TEST_DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
 * Prints a summary; exits 1 when an invariant breaks.
 */
import { parseArgs } from 'node:util';
import { runCrashSuite } from './crash-suite.ts';
import { createScratchDatabase } from '../support/scratch-postgres.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    engine: { type: 'string', default: 'pglite' },
    'max-round-ms': { type: 'string', default: '3000' },
  },
});

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let databaseUrl: string | undefined;
let drop = async () => {};
if (values.engine === 'postgres') {
  const scratch = await createScratchDatabase(adminUrl, 'salon_crash');
  databaseUrl = scratch.url;
  drop = scratch.drop;
}

const started = Date.now();
try {
  const result = await runCrashSuite({
    rounds: Number(values.rounds),
    concurrency: Number(values.concurrency),
    maxRoundMs: Number(values['max-round-ms']),
    ...(databaseUrl ? { databaseUrl } : {}),
    log: (line) => console.log(line),
  });
  console.log(
    `crash suite (${values.engine}): ${result.rounds} kill -9 rounds in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `${result.acknowledged} bookings acknowledged, all ${result.violations.length === 0 ? 'present' : 'checked'}; ` +
      `${result.appointmentsInDatabase} appointments in the database; ${result.refusedFull} refused as full; ` +
      `${result.failedInFlight} requests cut off by the kill; violations: ${result.violations.length}`,
  );
  for (const violation of result.violations) console.error(`VIOLATION: ${violation}`);
  process.exitCode = result.violations.length === 0 ? 0 : 1;
} finally {
  await drop();
}
