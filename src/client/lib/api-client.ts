/**
 * The typed API client. Routes and their types come from the server's
 * `ApiType` (a type-only import: no server code reaches the browser).
 * Errors come back in one shape and are raised as ApiRequestError, their sentences already in the
 * reader's language (refusal-text.ts).
 */
import { hc } from 'hono/client';
import type { ApiType } from '../../server/app.ts';
import { i18n } from './i18n.ts';
import { sentenceText, type Sentence } from './refusal-text.ts';

export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
});

export interface ApiErrorBody {
  readonly error: Sentence & {
    readonly code: string;
    readonly fields?: Record<string, Sentence>;
    /** Facts a screen needs to explain a refusal (the appointments filling a place). */
    readonly details?: unknown;
  };
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The refusal's sentence in the reader's language. */
    message: string,
    /** Each field's sentence in the reader's language. */
    readonly fields: Record<string, string> = {},
    /** The body's `details`, unchecked: each screen reads it with its own guard. */
    readonly details: unknown = undefined,
    /** The catalogue key of the refusal and of each field's sentence, for a screen that reacts to one. */
    readonly keys: { readonly key?: string; readonly fields?: Readonly<Record<string, string>> } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}

/** Resolves a typed response's JSON, or throws ApiRequestError with the server's message. */
export async function readJson<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (response.ok) return response.json();
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (proxy error page, network cut): fall through to a generic message.
  }
  if (isApiErrorBody(body)) {
    const fields = Object.entries(body.error.fields ?? {});
    throw new ApiRequestError(
      response.status,
      body.error.code,
      sentenceText(body.error),
      Object.fromEntries(fields.map(([name, sentence]) => [name, sentenceText(sentence)])),
      body.error.details,
      { key: body.error.key, fields: Object.fromEntries(fields.map(([name, sentence]) => [name, sentence.key])) },
    );
  }
  throw new ApiRequestError(response.status, 'unknown', `Request failed (${response.status}).`);
}

/**
 * Sends a body with XMLHttpRequest, for the one thing fetch cannot tell: upload progress (`onProgress`
 * hears 0..1). Its answer goes through readJson, so a refusal is the same ApiRequestError, in the reader's
 * language, as every other call's; a lost connection is one too (status 0).
 */
export function sendWithProgress<T>(options: {
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly body: Blob;
  readonly contentType: string;
  onProgress(fraction: number): void;
}): Promise<T> {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, options.path);
    request.withCredentials = true;
    request.setRequestHeader('content-type', options.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', i18n.t('common:refusals.connectionLost')));
    request.onload = () => resolve(request);
    request.send(options.body);
  }).then((request) => {
    const ok = request.status >= 200 && request.status < 300;
    if (ok) options.onProgress(1);
    return readJson<T>({
      ok,
      status: request.status,
      json: async () => JSON.parse(request.responseText) as T,
    });
  });
}
