/**
 * The WhatsApp Cloud API (Meta's Graph API) over plain fetch (no SDK): reading the business number to
 * check the credentials, sending a template message, and the webhook's X-Hub-Signature-256. The base
 * URL is a setting (WHATSAPP_API_BASE), so tests and a staging salon talk to a local fake that speaks
 * the same protocol (testing/fake-whatsapp-server.ts).
 *
 * Nothing here logs, and no error message carries the token or the app secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_WHATSAPP_API_BASE = 'https://graph.facebook.com';

/** The Graph API version the calls are written against. */
export const WHATSAPP_GRAPH_VERSION = 'v21.0';

/** One call never waits longer than this: well inside the outbox worker's lease. */
export const WHATSAPP_TIMEOUT_MS = 10_000;

/** WhatsApp's limit on one body parameter of a template. */
export const WHATSAPP_PARAMETER_LIMIT = 1_024;

export interface WhatsappNumberInfo {
  readonly displayPhoneNumber: string;
  readonly verifiedName: string;
}

/** Why a call did not succeed, in the terms the callers act on. */
export type WhatsappFailureKind =
  /** 401/403 or error 190: the token is wrong, expired or may not use this number. */
  | 'unauthorized'
  /** 429 or a throttling code: too many messages now. */
  | 'rate'
  /** WhatsApp refused this message: invalid number, outside policy, template missing or not approved. */
  | 'refused'
  /** 5xx, a timeout or no connection: worth trying again. */
  | 'outage';

export class WhatsappApiError extends Error {
  override name = 'WhatsappApiError';
  constructor(
    readonly kind: WhatsappFailureKind,
    readonly status: number | null,
    /** The Graph API's error code (e.g. 131026 undeliverable, 132001 no such template), when it gave one. */
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Graph API error codes that mean "slow down" whatever the HTTP status. */
const THROTTLING_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/** Codes that mean WhatsApp itself had a problem. */
const SERVICE_CODES = new Set([1, 2, 131000, 131016]);

function failureKind(status: number, code: number | null): WhatsappFailureKind {
  if (status === 401 || status === 403 || code === 190) return 'unauthorized';
  if (status === 429 || (code !== null && THROTTLING_CODES.has(code))) return 'rate';
  if (status >= 500 || (code !== null && SERVICE_CODES.has(code))) return 'outage';
  return 'refused';
}

/** The Graph API's error body is `{ error: { message, code, ... } }`; its message is kept, shortened. */
async function failureOf(response: Response): Promise<WhatsappApiError> {
  const text = await response.text().catch(() => '');
  let message = '';
  let code: number | null = null;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } } | null;
    if (typeof body?.error?.message === 'string') message = body.error.message;
    if (typeof body?.error?.code === 'number') code = body.error.code;
  } catch {
    // Not JSON: the status says enough.
  }
  const described = `WhatsApp answered ${response.status}${code === null ? '' : ` (${code})`}${
    message ? `: ${message.slice(0, 200)}` : ''
  }`;
  return new WhatsappApiError(failureKind(response.status, code), response.status, code, described);
}

export interface TemplateMessage {
  /** The customer's number in E.164 (with +). */
  readonly to: string;
  readonly templateName: string;
  /** WhatsApp's language code of the approved template (en, th, ru, zh_CN). */
  readonly languageCode: string;
  /** The body's {{1}}, {{2}}, … in order. */
  readonly parameters: readonly string[];
}

export interface WhatsappClient {
  numberInfo(): Promise<WhatsappNumberInfo>;
  /** Sends a template message; answers WhatsApp's id of it (wamid), which its statuses name. */
  sendTemplate(message: TemplateMessage): Promise<string>;
}

export function createWhatsappClient(options: {
  readonly baseUrl: string;
  readonly phoneNumberId: string;
  readonly accessToken: string;
  readonly timeoutMs?: number;
}): WhatsappClient {
  const numberUrl = `${options.baseUrl.replace(/\/$/, '')}/${WHATSAPP_GRAPH_VERSION}/${encodeURIComponent(
    options.phoneNumberId,
  )}`;
  const timeoutMs = options.timeoutMs ?? WHATSAPP_TIMEOUT_MS;

  async function call(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { Authorization: `Bearer ${options.accessToken}`, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new WhatsappApiError('outage', null, null, `WhatsApp ${reason}`);
    }
    if (!response.ok) throw await failureOf(response);
    const body: unknown = await response.json().catch(() => null);
    if (!body || typeof body !== 'object') {
      throw new WhatsappApiError('outage', response.status, null, 'WhatsApp answered without JSON');
    }
    return body as Record<string, unknown>;
  }

  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    async numberInfo() {
      const body = await call(`${numberUrl}?fields=display_phone_number,verified_name`);
      return { displayPhoneNumber: text(body.display_phone_number), verifiedName: text(body.verified_name) };
    },
    async sendTemplate(message) {
      const body = await call(`${numberUrl}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.templateName,
            language: { code: message.languageCode },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((value) => ({
                  type: 'text',
                  text: value.slice(0, WHATSAPP_PARAMETER_LIMIT),
                })),
              },
            ],
          },
        }),
      });
      const messages = Array.isArray(body.messages) ? (body.messages as { id?: unknown }[]) : [];
      const id = text(messages[0]?.id);
      if (!id) throw new WhatsappApiError('outage', 200, null, 'WhatsApp answered without a message id');
      return id.slice(0, 200);
    },
  };
}

/** The `X-Hub-Signature-256` of a body: `sha256=` and the hex of its HMAC-SHA256 under the app secret. */
export function whatsappSignature(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether `header` is the body's signature: compared in constant time over the decoded bytes, so the
 * answer's timing tells nothing about how much of a forged signature was right.
 */
export function isValidWhatsappSignature(appSecret: string, rawBody: string | Buffer, header: string | undefined) {
  if (!header || header.length > 100 || !header.startsWith('sha256=')) return false;
  const hex = header.slice('sha256='.length);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
