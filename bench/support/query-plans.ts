/**
 * The SQL a request really sends, and its plans: wraps the driver under a
 * Drizzle database (a `pg` pool or a PGlite instance, both `query(text,
 * params)`) to record each statement with its parameters while a request
 * runs, then runs EXPLAIN (ANALYZE, BUFFERS) for each of them. Used by
 * bench/growth.ts to show which queries scan.
 */
import type { Database } from '../../src/server/db/client.ts';

interface QueryResultLike {
  readonly rows: readonly Record<string, unknown>[];
}
type QueryFunction = (query: unknown, params?: unknown[], ...rest: unknown[]) => Promise<QueryResultLike>;
interface QueryClient {
  query: QueryFunction;
}

export interface CapturedStatement {
  readonly text: string;
  readonly params: readonly unknown[];
}

function driverOf(db: Database): QueryClient {
  // Drizzle keeps the driver it was built over as $client (a pg Pool or a PGlite instance).
  const client = (db as unknown as { $client?: QueryClient }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('The database exposes no driver client');
  return client;
}

/** Runs `work` and returns the statements it sent through `db` (in order). */
export async function captureStatements(db: Database, work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const client = driverOf(db);
  const original = client.query;
  const captured: CapturedStatement[] = [];
  client.query = function (this: QueryClient, query: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    if (text !== undefined) captured.push({ text, params: params ?? [] });
    return original.call(this, query, params, ...rest);
  } as QueryFunction;
  try {
    await work();
  } finally {
    client.query = original;
  }
  return captured;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one captured read statement, as text lines. */
export async function explainStatement(db: Database, statement: CapturedStatement): Promise<string[]> {
  const result = await driverOf(db).query(`explain (analyze, buffers) ${statement.text}`, [...statement.params]);
  return result.rows.map((row) => String(Object.values(row)[0] ?? ''));
}

/** The scan nodes of a plan with their row counts and times: what tells a scan from an index. */
export function summarisePlan(lines: readonly string[]): string[] {
  return lines
    .filter((line) => /Scan|Sort|Join|Aggregate|Execution Time|Nested Loop/.test(line))
    .map((line) => line.replace(/\s+\(cost=[^)]*\)/, '').trimEnd());
}
