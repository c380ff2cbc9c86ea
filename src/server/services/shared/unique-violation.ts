/**
 * Whether a database error (or any error it wraps as its `cause`, as drizzle does) is a unique-key
 * violation (SQLSTATE 23505): a concurrent write took the key first, on either driver.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; isObject(current); current = current.cause) {
    if (current.code === '23505') return true;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
