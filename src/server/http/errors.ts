/**
 * One error type and one JSON shape for every refusal a client can see:
 *
 *     { "error": { "code", "key", "params", "message", "fields"?: { name: { key, params, message } }, "details"? } }
 *
 * `key` and `params` name the sentence in the i18n catalogues, so every screen shows it in its reader's
 * language; `message` is its English text, for API users and logs (decision 200). Code throws the
 * refusals built by `refuse()`; `app.onError` renders them. Anything else becomes a 500 with a generic
 * message and is logged; no stack trace ever reaches a client.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createI18n } from '../../i18n/index.ts';

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

/** Values a sentence is filled with ({{name}}, {{count}}). */
export type RefusalParams = Readonly<Record<string, string | number>>;

/** A sentence of the catalogues: 'booking:validation.timePast', with what fills it. */
export interface Keyed {
  readonly key: string;
  readonly params?: RefusalParams;
}

/** A sentence as the body carries it: its key, its values and its English text. */
export interface KeyedText {
  readonly key: string;
  readonly params: RefusalParams;
  readonly message: string;
}

export interface ErrorBody {
  readonly error: KeyedText & {
    readonly code: ErrorCode;
    /** One sentence per field that needs attention (field name -> sentence). */
    readonly fields?: Readonly<Record<string, KeyedText>>;
    /** Facts a screen needs to explain a refusal (e.g. the appointments filling a place). */
    readonly details?: unknown;
  };
}

/**
 * A sentence written in English only, not yet in the catalogues: the key carries the text itself, so
 * every screen shows it as written. Kept for the domain schemas' own English messages.
 */
export const AS_WRITTEN_KEY = 'common:refusals.asWritten';

/** The top line of every refusal that names its fields. */
export const FIX_FIELDS_KEY = 'common:refusals.fixFields';

const english = createI18n('en');
// The texts are fixed, so each key without values is looked up once.
const englishTexts = new Map<string, string>();

/** English text of a catalogue key with its values. */
export function englishText(key: string, params: RefusalParams = {}): string {
  if (Object.keys(params).length > 0) return english.t(key, params);
  let text = englishTexts.get(key);
  if (text === undefined) {
    text = english.t(key);
    englishTexts.set(key, text);
  }
  return text;
}

/** A sentence not (yet) in the catalogues, shown as written in every language. */
export function asWritten(text: string): Keyed {
  return { key: AS_WRITTEN_KEY, params: { text } };
}

/** A message that may be a catalogue key ('menuEditor:validation.price') or a sentence as written. */
export function keyedMessage(message: string): Keyed {
  return message.includes(':') && english.exists(message) ? { key: message } : asWritten(message);
}

function withText(sentence: Keyed): KeyedText {
  const params = sentence.params ?? {};
  return { key: sentence.key, params, message: englishText(sentence.key, params) };
}

export interface RefusalOptions {
  readonly params?: RefusalParams;
  /** Field name -> its sentence: a key, or a key with values. */
  readonly fields?: Readonly<Record<string, string | Keyed>>;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly details?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly key: string;
  readonly params: RefusalParams;
  readonly fields?: Readonly<Record<string, KeyedText>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly details?: unknown;

  constructor(
    readonly status: ContentfulStatusCode,
    sentence: Keyed,
    options: Omit<RefusalOptions, 'params'> = {},
  ) {
    const params = sentence.params ?? {};
    super(englishText(sentence.key, params));
    this.name = 'ApiError';
    this.code = errorCodeForStatus(status);
    this.key = sentence.key;
    this.params = params;
    if (options.fields) {
      this.fields = Object.fromEntries(
        Object.entries(options.fields).map(([name, field]) => [
          name,
          withText(typeof field === 'string' ? { key: field } : field),
        ]),
      );
    }
    if (options.headers) this.headers = options.headers;
    if (options.details !== undefined) this.details = options.details;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        key: this.key,
        params: this.params,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/**
 * The one way to refuse a request: the status, the catalogue key of the sentence that explains it,
 * and what fills it. The code follows from the status.
 */
export function refuse(status: ContentfulStatusCode, key: string, options: RefusalOptions = {}): ApiError {
  return new ApiError(status, { key, ...(options.params ? { params: options.params } : {}) }, options);
}

/** A 422 naming the fields that need attention, under the one "Some fields need your attention." line. */
export function fieldsRefused(fields: Readonly<Record<string, string | Keyed>>): ApiError {
  return refuse(422, FIX_FIELDS_KEY, { fields });
}

/** The body of a refusal built outside an ApiError (Hono's own 4xx, the 500). */
export function errorBody(status: number, key: string, params: RefusalParams = {}): ErrorBody {
  return { error: { code: errorCodeForStatus(status), ...withText({ key, params }) } };
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
