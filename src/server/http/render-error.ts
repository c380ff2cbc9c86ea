/**
 * `app.onError`: every error a request can end in, rendered as our one JSON
 * shape, and logged as what it is (items 2 and 5):
 *
 * - ApiError and Hono's own 4xx: the client's mistake, answered as such;
 * - a client abort or broken body: logged at info, never counted as a 500 (a
 *   real fault that happens while the client is gone is still logged as one);
 * - a value the database refuses as data: a 400 with a readable message;
 * - anything else is a bug in the product: a generic 500 (never a stack
 *   trace) and one error log line naming the route, with the request id.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import { errorForLog } from '../error-log.ts';
import { AS_WRITTEN_KEY, ApiError, errorBody } from './errors.ts';
import { isClientAbort, isDataRefusedByDatabase, sqlState } from './request-faults.ts';

export function renderError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (malformed JSON, bad headers): keep the status, use our shape.
      const body =
        error.status === 400 && /json/i.test(error.message)
          ? errorBody(error.status, 'common:refusals.invalidJson')
          : error.message
            ? errorBody(error.status, AS_WRITTEN_KEY, { text: error.message })
            : errorBody(error.status, 'common:refusals.notUnderstood');
      return c.json(body, error.status);
    }
    const logger = c.get('logger') ?? fallbackLogger;
    const where = { method: c.req.method, path: c.req.path, route: c.req.routePath };
    if (isClientAbort(error, c.req.raw.signal)) {
      // The client went away or broke the protocol mid-body: its fault, not ours, and nobody reads the answer.
      logger.info({ ...where, reason: error.message }, 'client aborted the request');
      return c.json(errorBody(400, 'common:refusals.notWhole'), 400);
    }
    if (isDataRefusedByDatabase(error)) {
      // A value that slipped past the schemas and that the database refuses as data.
      logger.warn({ ...where, sqlState: sqlState(error) }, 'the database refused a value from the request');
      return c.json(errorBody(400, 'common:refusals.cannotStore'), 400);
    }
    // With the client gone as well, say so: the fault is still ours, and still logged as one.
    const clientGone = c.req.raw.signal.aborted ? { clientGone: true } : {};
    logger.error({ ...where, ...clientGone, code: sqlState(error), err: errorForLog(error) }, 'unhandled error');
    return c.json(errorBody(500, 'common:refusals.internal'), 500);
  };
}
