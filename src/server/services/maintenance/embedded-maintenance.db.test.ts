/**
 * The embedded database's nightly upkeep (decision 217): the vacuum frees dead rows and gathers the
 * planner's statistics, and the task runs it inside the night window only, once a night. PGlite in
 * memory, or PostgreSQL when TEST_DATABASE_URL is set (the statement is the same on both).
 */
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { testEngine, useTestDatabase } from '../../../../test/support/test-database.ts';
import { createLogger } from '../../logger.ts';
import { executedRows } from '../shared/sql-rows.ts';
import { createEmbeddedMaintenance, vacuumAndAnalyze } from './embedded-maintenance.ts';

const testDb = useTestDatabase();
// PostgreSQL's own autovacuum may have analyzed the table before the test does; PGlite never does.
const noUpkeepOfItsOwn = testEngine() === 'pglite';

beforeEach(async () => {
  await testDb.reset();
});

/** What the catalog says of the outbox: estimated rows (-1 before any vacuum or analyze) and pages. */
async function outboxCatalog() {
  const [row] = executedRows<{ reltuples: number; relpages: number }>(
    await testDb.db.execute(sql`select reltuples::int as reltuples, relpages from pg_class where relname = 'outbox'`),
  );
  return row!;
}

async function writeAndDeleteOutboxRows() {
  await testDb.db.execute(sql`
    insert into outbox (kind, recipient, subject, text_body, html_body)
    select 'booking_confirmation', 'guest' || g || '@example.com', 'Subject', repeat('x', 200), ''
      from generate_series(1, 300) g`);
  await testDb.db.execute(sql`delete from outbox where id in (select id from outbox order by id limit 100)`);
}

it('vacuums and analyzes every table: the statistics count the live rows', async () => {
  await writeAndDeleteOutboxRows();
  if (noUpkeepOfItsOwn) expect((await outboxCatalog()).reltuples).not.toBe(200);
  await vacuumAndAnalyze(testDb.db);
  expect((await outboxCatalog()).reltuples).toBe(200);
});

it('runs at night in the salon, once a night, never in the day', async () => {
  await writeAndDeleteOutboxRows();
  const lines: { msg?: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line) as { msg?: string }) });
  let now = new Date('2026-11-28T05:00:00Z'); // 12:00 in Phuket
  const task = createEmbeddedMaintenance({
    db: testDb.db,
    clock: () => now,
    timeZone: 'Asia/Bangkok',
    logger,
    checkIntervalMs: 20,
  });
  const ran = () => lines.filter((line) => line.msg === 'database maintenance (vacuum, analyze)').length;
  task.start();
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran()).toBe(0);
    if (noUpkeepOfItsOwn) expect((await outboxCatalog()).reltuples).not.toBe(200);
    now = new Date('2026-11-28T20:30:00Z'); // 03:30 the next night
    await expect.poll(ran, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran()).toBe(1);
    expect((await outboxCatalog()).reltuples).toBe(200);
  } finally {
    await task.stop();
  }
});
