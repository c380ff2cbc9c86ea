/**
 * The SQL a request really sends, and its plans: wraps the driver under a
 * Drizzle database (a `pg` pool or a PGlite instance, both `query(text,
 * params)`) to record each statement with its parameters while a request
 * runs, also inside transactions (a pooled client's queries, a PGlite
 * transaction's), then runs EXPLAIN (ANALYZE, BUFFERS) for each read. A
 * statement of a transaction is explained inside a transaction that first
 * repeats the settings the request made there (`SET LOCAL …`), so the plan is
 * the one the request got. Used by bench/growth.ts to show which queries scan.
 */
import type { Database } from '../../src/server/db/client.ts';

interface QueryResultLike {
  readonly rows: readonly Record<string, unknown>[];
}
type QueryFunction = (query: unknown, params?: unknown[], ...rest: unknown[]) => Promise<QueryResultLike>;
interface QueryClient {
  query: QueryFunction;
}
/** A pg Pool (connect) or a PGlite instance (transaction). */
interface DriverClient extends QueryClient {
  connect?: () => Promise<QueryClient & { release: () => void }>;
  transaction?: <T>(work: (tx: QueryClient) => Promise<T>) => Promise<T>;
}

export interface CapturedStatement {
  readonly text: string;
  readonly params: readonly unknown[];
  /** Which transaction of the request ran it (null: outside any). */
  readonly transaction: number | null;
}

function driverOf(db: Database): DriverClient {
  // Drizzle keeps the driver it was built over as $client (a pg Pool or a PGlite instance).
  const client = (db as unknown as { $client?: DriverClient }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('The database exposes no driver client');
  return client;
}

function recording(original: QueryFunction, captured: CapturedStatement[], transaction: number | null): QueryFunction {
  return function (this: QueryClient, query: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    if (text !== undefined) captured.push({ text, params: params ?? [], transaction });
    return original.call(this, query, params, ...rest);
  } as QueryFunction;
}

/** Runs `work` and returns the statements it sent through `db` (in order). */
export async function captureStatements(db: Database, work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const client = driverOf(db);
  const { query, connect, transaction } = client;
  const captured: CapturedStatement[] = [];
  let transactions = 0;
  client.query = recording(query, captured, null);
  if (connect) {
    client.connect = async function (this: DriverClient, ...callback: unknown[]) {
      // pg's own pool.query connects with a callback; its statements are recorded by query above.
      if (callback.length > 0) return (connect as (...args: unknown[]) => never).apply(this, callback);
      const pooled = await connect.call(this);
      const own = pooled.query;
      pooled.query = recording(own, captured, (transactions += 1));
      const release = pooled.release;
      pooled.release = () => {
        pooled.query = own;
        pooled.release = release;
        release.call(pooled);
      };
      return pooled;
    };
  }
  if (transaction) {
    client.transaction = function <T>(this: DriverClient, inner: (tx: QueryClient) => Promise<T>) {
      const id = (transactions += 1);
      return transaction.call(this, (tx: QueryClient) => {
        tx.query = recording(tx.query, captured, id);
        return inner(tx);
      }) as Promise<T>;
    };
  }
  try {
    await work();
  } finally {
    client.query = query;
    if (connect) client.connect = connect;
    if (transaction) client.transaction = transaction;
  }
  return captured;
}

const isRead = (statement: CapturedStatement) => /^\s*(select|with)/i.test(statement.text);
const isSetting = (statement: CapturedStatement) => /^\s*set\s/i.test(statement.text);

export interface ExplainedStatement {
  readonly statement: CapturedStatement;
  /** EXPLAIN (ANALYZE, BUFFERS) as text lines. */
  readonly plan: string[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of every read among `statements`, each in the settings it ran with. */
export async function explainStatements(
  db: Database,
  statements: readonly CapturedStatement[],
): Promise<ExplainedStatement[]> {
  const client = driverOf(db);
  const explained: ExplainedStatement[] = [];
  const explain = async (on: QueryClient, statement: CapturedStatement) => {
    const result = await on.query(`explain (analyze, buffers) ${statement.text}`, [...statement.params]);
    explained.push({ statement, plan: result.rows.map((row) => String(Object.values(row)[0] ?? '')) });
  };
  for (const statement of statements.filter((candidate) => candidate.transaction === null && isRead(candidate))) {
    await explain(client, statement);
  }
  const transactionIds = [...new Set(statements.map((statement) => statement.transaction))].filter(
    (id): id is number => id !== null,
  );
  for (const id of transactionIds) {
    const own = statements.filter((statement) => statement.transaction === id);
    const replay = async (on: QueryClient) => {
      for (const statement of own) {
        if (isSetting(statement)) await on.query(statement.text, [...statement.params]);
        else if (isRead(statement)) await explain(on, statement);
      }
    };
    const pooled = client.connect ? await client.connect() : null;
    const on: QueryClient = pooled ?? client;
    try {
      await on.query('begin');
      await replay(on);
    } finally {
      await on.query('rollback');
      pooled?.release();
    }
  }
  return explained;
}

/** The scan nodes of a plan with their row counts and times: what tells a scan from an index. */
export function summarisePlan(lines: readonly string[]): string[] {
  return lines
    .filter((line) => /Scan|Sort|Join|Aggregate|Execution Time|Nested Loop/.test(line))
    .map((line) => line.replace(/\s+\(cost=[^)]*\)/, '').trimEnd());
}
