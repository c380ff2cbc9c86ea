/**
 * The LINE Messaging API over plain fetch (no SDK): the few calls the salon makes, the webhook
 * signature, and the answers sorted into what the outbox does next. The base URL is a setting
 * (LINE_API_BASE), so tests and a staging salon talk to a local fake that speaks the same protocol.
 *
 * Nothing here logs, and no error message carries the token or the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_LINE_API_BASE = 'https://api.line.me';

/** One call never waits longer than this: well inside the outbox worker's lease. */
export const LINE_TIMEOUT_MS = 10_000;

/** LINE's limit on one text message. */
export const LINE_TEXT_LIMIT = 5_000;

export interface LineBotInfo {
  readonly userId: string;
  readonly basicId: string;
  readonly displayName: string;
}

export interface LineQuota {
  /** null: no monthly limit ('none'). */
  readonly limit: number | null;
  readonly used: number;
}

/** Why a call did not succeed, in the terms the callers act on. */
export type LineFailureKind =
  /** 401/403: the token is wrong, revoked, or the channel may not do this. */
  | 'unauthorized'
  /** 429: the month's quota is used up or the rate limit was hit. */
  | 'quota'
  /** 400/404: LINE refused the request itself (e.g. a user who blocked the account). */
  | 'refused'
  /** 5xx, a timeout or no connection: worth trying again. */
  | 'outage';

export class LineApiError extends Error {
  override name = 'LineApiError';
  constructor(
    readonly kind: LineFailureKind,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

export type PushOutcome = 'accepted' | 'already_accepted';

export interface LineClient {
  botInfo(): Promise<LineBotInfo>;
  /** The access token's channel ID (POST /v2/oauth/verify), to check it matches the one entered. */
  tokenChannelId(): Promise<string>;
  quota(): Promise<LineQuota>;
  /** Push with a retry key: a repeat of an accepted key answers 409, read as already accepted. */
  push(to: string, text: string, retryKey: string): Promise<PushOutcome>;
  reply(replyToken: string, text: string): Promise<void>;
}

function failureKind(status: number): LineFailureKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'quota';
  if (status >= 500) return 'outage';
  return 'refused';
}

/** LINE's error body is `{ message, details? }`; only its message is kept, shortened. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let message = '';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return `LINE answered ${response.status}${message ? `: ${message.slice(0, 200)}` : ''}`;
}

export function createLineClient(options: {
  readonly baseUrl: string;
  readonly accessToken: string;
  readonly timeoutMs?: number;
}): LineClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? LINE_TIMEOUT_MS;

  async function call(path: string, init: RequestInit = {}, expectConflict = false): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${options.accessToken}`, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new LineApiError('outage', null, `LINE ${reason}`);
    }
    if (response.ok || (expectConflict && response.status === 409)) return response;
    throw new LineApiError(failureKind(response.status), response.status, await describeFailure(response));
  }

  async function json(path: string): Promise<Record<string, unknown>> {
    const body: unknown = await (await call(path)).json().catch(() => null);
    if (!body || typeof body !== 'object') throw new LineApiError('outage', null, 'LINE answered without JSON');
    return body as Record<string, unknown>;
  }

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const textMessage = (value: string) => [{ type: 'text', text: value.slice(0, LINE_TEXT_LIMIT) }];

  return {
    async botInfo() {
      const body = await json('/v2/bot/info');
      return { userId: text(body.userId), basicId: text(body.basicId), displayName: text(body.displayName) };
    },
    async tokenChannelId() {
      const response = await call('/v2/oauth/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ access_token: options.accessToken }).toString(),
      });
      const body = (await response.json().catch(() => null)) as { client_id?: unknown } | null;
      return text(body?.client_id);
    },
    async quota() {
      const limit = await json('/v2/bot/message/quota');
      const used = await json('/v2/bot/message/quota/consumption');
      return {
        limit: limit.type === 'limited' && typeof limit.value === 'number' ? limit.value : null,
        used: typeof used.totalUsage === 'number' ? used.totalUsage : 0,
      };
    },
    async push(to, message, retryKey) {
      const response = await call(
        '/v2/bot/message/push',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Line-Retry-Key': retryKey },
          body: JSON.stringify({ to, messages: textMessage(message) }),
        },
        true,
      );
      return response.status === 409 ? 'already_accepted' : 'accepted';
    },
    async reply(replyToken, message) {
      await call('/v2/bot/message/reply', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ replyToken, messages: textMessage(message) }),
      });
    },
  };
}

/** The `x-line-signature` of a body: base64 of its HMAC-SHA256 under the channel secret. */
export function lineSignature(channelSecret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/**
 * Whether `signature` is the body's: compared in constant time over the decoded bytes, so the
 * answer's timing tells nothing about how much of a forged signature was right.
 */
export function isValidLineSignature(channelSecret: string, rawBody: string | Buffer, signature: string | undefined) {
  if (!signature || signature.length > 100) return false;
  const expected = createHmac('sha256', channelSecret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
