/** Reading what `db.execute` answers, the same way on node-postgres and PGlite. */

/** Rows of `db.execute` on either driver. */
export function executedRows<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

// node-postgres and PGlite both parse json columns; a driver that did not would hand over text.
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
