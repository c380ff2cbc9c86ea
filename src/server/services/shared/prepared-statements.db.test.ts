/**
 * The booking engine's prepared statements on the engine under test: the same rows as the
 * statement run unprepared, arguments that survive any text, and on PGlite the PREPARE/EXECUTE path
 * really taken (outside a transaction, and inside one when the database is named).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, useTestDatabase } from '../../../../test/support/test-database.ts';
import { executedRows } from './sql-rows.ts';
import { defineStatement, preparedStatementsReady, runPrepared } from './prepared-statements.ts';

const testDb = useTestDatabase();

const echo = defineStatement(
  'test_echo',
  { text: 'text', number: 'int4', flag: 'bool', numbers: 'int4[]', texts: 'text[]', day: 'date' },
  sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('number')}::int as number,
        ${sql.placeholder('flag')}::bool as flag, ${sql.placeholder('numbers')}::int[] as numbers,
        array_to_json(${sql.placeholder('texts')}::text[]) as texts, ${sql.placeholder('day')}::date::text as day,
        ${sql.placeholder('text')}::text = ${sql.placeholder('text')}::text as same`,
);

async function preparedNames(): Promise<string[]> {
  return executedRows<{ name: string }>(
    await testDb.db.execute(sql`select name from pg_prepared_statements order by name`),
  ).map((row) => row.name);
}

const hostile = [
  "O'Brien",
  "'); drop table appointments; --",
  "back\\slash \\' and \\\\",
  '$$ dollar $tag$ quoting $$',
  'ทดสอบ 🌸 Ёлка',
  '',
  ' \t\n\r ',
];

describe('prepared statements', () => {
  beforeAll(async () => {
    await preparedStatementsReady(testDb.db);
  });

  it('answer what the statement answers, whatever the text', async () => {
    for (const text of hostile) {
      const [row] = await runPrepared<Record<string, unknown>>(testDb.db, echo, {
        text,
        number: -7,
        flag: false,
        numbers: [3, 1, 2],
        texts: [text, 'b'],
        day: '2026-02-28',
      });
      expect(row).toEqual({
        text,
        number: -7,
        flag: false,
        numbers: [3, 1, 2],
        texts: [text, 'b'],
        day: '2026-02-28',
        same: true,
      });
    }
    const [nulls] = await runPrepared<Record<string, unknown>>(testDb.db, echo, {
      text: null,
      number: null,
      flag: null,
      numbers: [],
      texts: [],
      day: null,
    });
    expect(nulls).toEqual({ text: null, number: null, flag: null, numbers: [], texts: [], day: null, same: null });
  });

  it('run inside a transaction, and see what it wrote', async () => {
    const values = { text: "it's", number: 1, flag: true, numbers: [1], texts: ['a'], day: '2026-01-01' };
    const row = await testDb.db.transaction(async (tx) => (await runPrepared<{ text: string }>(tx, echo, values))[0]);
    expect(row?.text).toBe("it's");
  });

  it.runIf(testEngine() === 'pglite')('run as the prepared statement on PGlite, in a transaction too', async () => {
    const executions = async () =>
      Number(
        executedRows<{ runs: number }>(
          await testDb.db.execute(
            sql`select generic_plans + custom_plans as runs from pg_prepared_statements where name = ${echo.name}`,
          ),
        )[0]?.runs ?? 0,
      );
    const values = { text: 'x', number: 1, flag: true, numbers: [1], texts: ['a'], day: '2026-01-01' };
    const before = await executions();
    await runPrepared(testDb.db, echo, values);
    await testDb.db.transaction(async (tx) => {
      await runPrepared(tx, echo, values);
    });
    expect(await executions()).toBe(before + 2);
  });

  it.runIf(testEngine() === 'pglite')('are prepared once on PGlite, under a name that carries their text', async () => {
    expect(echo.name).toMatch(/^test_echo_[0-9a-f]{12}$/);
    expect(await preparedNames()).toContain(echo.name);
    // Ready again: nothing prepared twice (PREPARE of an existing name would fail).
    await preparedStatementsReady(testDb.db);
    expect((await preparedNames()).filter((name) => name === echo.name)).toHaveLength(1);
  });

  it('inside a transaction never wait for a preparation queued behind that transaction', async () => {
    // Defined now, so the next call outside a transaction starts a new preparation. On PGlite that
    // preparation queues behind the open transaction; a transaction awaiting it waited for itself.
    const late = defineStatement('test_late', { id: 'int4' }, sql`select ${sql.placeholder('id')}::int as id`);
    let outside: Promise<unknown> = Promise.resolve();
    const inside = await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      outside = runPrepared(testDb.db, late, { id: 1 });
      const answer = runPrepared<{ id: number }>(tx, late, { id: 2 });
      const timeout = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('the transaction waited for its own queue')), 5_000).unref();
      });
      return (await Promise.race([answer, timeout]))[0]?.id;
    });
    expect(inside).toBe(2);
    await expect(outside).resolves.toEqual([{ id: 1 }]);
  });

  it('refuse a value of the wrong type rather than write it into SQL', async () => {
    await expect(
      runPrepared(testDb.db, echo, {
        text: 'a\u0000b',
        number: 1,
        flag: true,
        numbers: [],
        texts: [],
        day: '2026-01-01',
      }),
    ).rejects.toThrow();
  });
});

describe('a statement that cannot be prepared', () => {
  const broken = defineStatement(
    'test_broken',
    { id: 'int4' },
    sql`select ${sql.placeholder('id')}::int as id from no_such_table`,
  );

  it('fails where it runs, with its own error, and leaves the others prepared', async () => {
    await preparedStatementsReady(testDb.db);
    await expect(runPrepared(testDb.db, broken, { id: 1 })).rejects.toThrow(/no_such_table/);
    const [row] = await runPrepared<{ text: string }>(testDb.db, echo, {
      text: 'still',
      number: 1,
      flag: true,
      numbers: [],
      texts: [],
      day: '2026-01-01',
    });
    expect(row?.text).toBe('still');
  });
});
