/**
 * What a booking costs statement by statement on the embedded database: POST /api/bookings
 * through the whole app (`app.request()`: middleware, validation, the route, the engine, the e-mails)
 * on an in-memory PGlite, every statement timed where PGlite runs it. On PGlite a statement's wall time
 * is the server thread's time, so the table says where an accepted booking's time goes and whose code
 * asked for it.
 *
 *   npx tsx bench/booking-statements.ts                  # 3 rounds of 150 bookings
 *   npx tsx bench/booking-statements.ts --bookings 300 --rounds 2
 *
 * The bookings spread over the bookable days and quarter hours (so most are accepted), each from its
 * own customer and address. The first round warms the code up; the table counts the later rounds.
 */
import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createTestApp, createTestClock } from '../test/support/test-app.ts';
import { option } from './support/command-line.ts';

const bookingsPerRound = Number(option('bookings', '150'));
const rounds = Number(option('rounds', '3'));

const handle = await openDatabase({ inMemory: true });
await handle.migrate();
await seedDatabase(handle.db, 'salon.example');
process.env.TRUST_PROXY = 'true';
const { app } = createTestApp({ db: handle.db, engine: handle.engine, clock: createTestClock('2026-11-23T03:00:00Z') });
const dates = ((await (await app.request('/api/bookings/dates')).json()) as { dates: { date: string }[] }).dates
  .map((option) => option.date)
  .slice(1);

/** A statement's kind: a prepared statement's name, or the first words of its text. */
function kindOf(text: string): string {
  const prepared = /^execute (\w+)_[0-9a-f]{12}/.exec(text);
  if (prepared) return `${prepared[1]} (prepared)`;
  return text.replace(/\s+/g, ' ').slice(0, 70);
}

interface Cost {
  count: number;
  ms: number;
}
const costs = new Map<string, Cost>();
let counting = false;

interface Queryable {
  query(text: string, ...rest: unknown[]): Promise<unknown>;
  exec(text: string, ...rest: unknown[]): Promise<unknown>;
}
type Wrappable = Queryable & Record<string, unknown>;

function timeStatements(target: Wrappable): void {
  for (const method of ['query', 'exec'] as const) {
    const original = (target[method] as (text: string, ...rest: unknown[]) => Promise<unknown>).bind(target);
    target[method] = async (text: string, ...rest: unknown[]) => {
      const started = performance.now();
      try {
        return await original(text, ...rest);
      } finally {
        if (counting) {
          const kind = kindOf(String(text));
          const cost = costs.get(kind) ?? { count: 0, ms: 0 };
          cost.count += 1;
          cost.ms += performance.now() - started;
          costs.set(kind, cost);
        }
      }
    };
  }
}

const client = (handle.db as unknown as { $client: PGlite }).$client as unknown as Wrappable & {
  transaction<T>(callback: (tx: Wrappable) => Promise<T>): Promise<T>;
};
timeStatements(client);
const transaction = client.transaction.bind(client);
client.transaction = <T>(callback: (tx: Wrappable) => Promise<T>) =>
  transaction((tx: Wrappable) => {
    timeStatements(tx);
    return callback(tx);
  });

let sequence = 0;
async function book(): Promise<number> {
  sequence += 1;
  const date = dates[sequence % dates.length]!;
  const minute = 10 * 60 + 15 * (Math.floor(sequence / dates.length) % 36);
  const id = randomUUID();
  const response = await app.request('/api/bookings', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    },
    body: JSON.stringify({
      serviceIds: [1],
      date,
      time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      name: 'Bench Customer',
      email: `bench.${id}@example.com`,
      phone: `+66 89 ${String(sequence).padStart(7, '0')}`,
      idempotencyKey: id,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

let accepted = 0;
let refused = 0;
let measuredMs = 0;
for (let round = 0; round < rounds; round += 1) {
  counting = round > 0;
  const started = performance.now();
  for (let i = 0; i < bookingsPerRound; i += 1) {
    const status = await book();
    if (!counting) continue;
    if (status === 201) accepted += 1;
    else refused += 1;
  }
  if (counting) measuredMs += performance.now() - started;
}
await handle.close();

console.log(
  `\n${accepted} accepted and ${refused} refused bookings, ${(measuredMs / (accepted + refused)).toFixed(1)} ms ` +
    `each on average; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}\n`,
);
console.log('| statement | count | ms each | ms per accepted booking |');
console.log('|---|---:|---:|---:|');
for (const [kind, cost] of [...costs].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(
    `| ${kind.replaceAll('|', '\\|')} | ${cost.count} | ${(cost.ms / cost.count).toFixed(2)} | ` +
      `${(cost.ms / Math.max(accepted, 1)).toFixed(2)} |`,
  );
}
