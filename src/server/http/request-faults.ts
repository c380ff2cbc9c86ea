/**
 * Telling the product's own faults from the client's (items 1, 2
 * and 5), so that a 500 in the logs always means a bug here:
 *
 * - a client that aborts or sends a broken body (invalid chunked encoding, a
 *   connection reset mid-body) is a client error, logged as such;
 * - a value the database refuses as data ("invalid input syntax", "out of
 *   range", "character not in repertoire": SQLSTATE classes 22 and 54) that
 *   slipped past the schemas is a 400 with a readable message;
 * - an API request that runs too long is answered 503 and named in the log,
 *   while the work it started finishes or fails on its own.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorChain, errorForLog } from '../error-log.ts';
import { refuse } from './errors.ts';

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/** The SQLSTATE of a database error anywhere in the chain (node-postgres and PGlite both set `code`). */
export function sqlState(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Data exceptions (class 22: bad text, numbers out of range, NUL bytes…) and
 * program limits (class 54: a value too large for an index) are about the
 * input, not the product.
 */
export function isDataRefusedByDatabase(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('54'));
}

const CLIENT_ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The client went away or broke the protocol while we read its request: the error itself says so (a
 * socket code, a parser error, an abort). An aborted request signal alone is not enough: a
 * database fault that coincides with a disconnect is still a fault. The signal only lets an abort that
 * carries no code of its own (an AbortError raised by the aborted request) count as the client's.
 */
export function isClientAbort(error: unknown, signal?: AbortSignal): boolean {
  return errorChain(error).some((link) => {
    const code = codeOf(link);
    if (code && (CLIENT_ABORT_CODES.has(code) || code.startsWith('HPE_'))) return true;
    if (!(link instanceof Error)) return false;
    if (link.message === 'aborted') return true;
    return signal?.aborted === true && (link.name === 'AbortError' || link === signal.reason);
  });
}

/** Long enough for any honest request (the slowest admin screen takes tens of milliseconds). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Answers 503 when an API request has not finished in time. It cannot stop a
 * CPU-bound loop (those are bounded by construction instead), but it frees the
 * client from a slow query or a lock wait, and the log line names the request.
 */
export function requestTimeout(defaultMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const timeoutMs = c.var.deps.requestTimeoutMs ?? defaultMs;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), timeoutMs);
    });
    const handled = next().then(() => 'done' as const);
    try {
      const outcome = await Promise.race([handled, expired]);
      if (outcome === 'expired') {
        // The handler goes on in the background; whatever it throws later is only logged.
        handled.catch((error: unknown) =>
          c.var.logger.warn(
            { err: errorForLog(error), method: c.req.method, path: c.req.path },
            'timed-out request failed later',
          ),
        );
        c.var.logger.error(
          { method: c.req.method, path: c.req.path, timeoutMs },
          'request took too long and was answered 503',
        );
        throw refuse(503, 'common:refusals.tooSlow', { headers: { 'Retry-After': '5' } });
      }
    } finally {
      clearTimeout(timer);
    }
  };
}
