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
import { ApiError, errorCodeForStatus, type ErrorBody } from './errors.ts';
import { isClientAbort, isDataRefusedByDatabase, sqlState } from './request-faults.ts';

export function renderError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (malformed JSON, bad headers): keep the status, use our shape.
      const message =
        error.status === 400 && /json/i.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message || 'The request could not be understood.';
      return c.json<ErrorBody>({ error: { code: errorCodeForStatus(error.status), message } }, error.status);
    }
    const logger = c.get('logger') ?? fallbackLogger;
    const where = { method: c.req.method, path: c.req.path, route: c.req.routePath };
    if (isClientAbort(error, c.req.raw.signal)) {
      // The client went away or broke the protocol mid-body: its fault, not ours, and nobody reads the answer.
      logger.info({ ...where, reason: error.message }, 'client aborted the request');
      return c.json<ErrorBody>({ error: { code: 'bad_request', message: 'The request was not received whole.' } }, 400);
    }
    if (isDataRefusedByDatabase(error)) {
      // A value that slipped past the schemas and that the database refuses as data.
      logger.warn({ ...where, sqlState: sqlState(error) }, 'the database refused a value from the request');
      return c.json<ErrorBody>(
        {
          error: {
            code: 'bad_request',
            message: 'The request holds a value that cannot be stored (a character, number or date out of range).',
          },
        },
        400,
      );
    }
    // With the client gone as well, say so: the fault is still ours, and still logged as one.
    const clientGone = c.req.raw.signal.aborted ? { clientGone: true } : {};
    logger.error({ ...where, ...clientGone, code: sqlState(error), err: errorForLog(error) }, 'unhandled error');
    return c.json<ErrorBody>(
      { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
      500,
    );
  };
}
