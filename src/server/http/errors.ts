/**
 * One error type and one JSON shape for every error a client can see:
 * `{ "error": { "code", "message", "fields"? } }`. Handlers throw ApiError;
 * `app.onError` renders it. Anything else becomes a 500 with a generic
 * message and is logged; no stack trace ever reaches a client.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable';

export interface ErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    /** Per-field messages for validation errors (field name -> message). */
    readonly fields?: Readonly<Record<string, string>>;
    /** Facts a screen needs to explain a refusal (e.g. the appointments filling a place). */
    readonly details?: unknown;
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Readonly<Record<string, string>>,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
