/**
 * Test-only: a LINE Messaging API on 127.0.0.1 that speaks the documented protocol, for the db tests and
 * the browser journeys (LINE_API_BASE points at it). It keeps what it accepted, answers 409 to a push
 * whose X-Line-Retry-Key it already accepted, and can be told to answer 429 (quota), 500 (outage), 400
 * (blocked user) or slowly. It also plays the customer: `sendWebhook` signs a body as LINE would.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lineSignature } from '../line.ts';

export interface FakeLineChannel {
  readonly channelId: string;
  readonly channelSecret: string;
  readonly accessToken: string;
  readonly basicId: string;
  readonly displayName: string;
}

export interface FakePush {
  readonly to: string;
  readonly text: string;
  readonly retryKey: string | undefined;
}

export type FakeLineMode = 'normal' | 'quota' | 'outage' | 'blocked';

export interface FakeLineServer {
  readonly url: string;
  readonly channel: FakeLineChannel;
  /** Pushes LINE accepted (each retry key once). */
  readonly pushes: FakePush[];
  readonly replies: { readonly replyToken: string; readonly text: string }[];
  /** Every push request, accepted or not. */
  pushRequests: number;
  mode: FakeLineMode;
  /** Milliseconds to wait before answering a push (after accepting it). */
  pushDelayMs: number;
  quota: { limit: number | null; used: number };
  /** Posts signed events to the app's webhook, as LINE does. */
  sendWebhook(
    webhookUrl: string,
    events: readonly Record<string, unknown>[],
    options?: WebhookOptions,
  ): Promise<Response>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FAKE_LINE_CHANNEL: FakeLineChannel = {
  channelId: '1657000000',
  channelSecret: '8c570fa6dd201bb328f1c1eac23a96d8',
  accessToken: 'fake-line-access-token-0123456789abcdefghijklmnop',
  basicId: '@lotusnail',
  displayName: 'Lotus Nail & Beauty',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeLineServer(channel: FakeLineChannel = FAKE_LINE_CHANNEL): Promise<FakeLineServer> {
  const acceptedKeys = new Map<string, string>();
  const fake: Omit<FakeLineServer, 'url' | 'sendWebhook' | 'close'> = {
    channel,
    pushes: [],
    replies: [],
    pushRequests: 0,
    mode: 'normal',
    pushDelayMs: 0,
    quota: { limit: 500, used: 120 },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = await readBody(request);
    // Not LINE's: lets a browser test in another process read the pushes the fake accepted.
    if (path === '/_fake/pushes' && request.method === 'GET') return answer(response, 200, { pushes: fake.pushes });
    if (path === '/v2/oauth/verify' && request.method === 'POST') {
      const token = new URLSearchParams(body).get('access_token');
      if (token !== channel.accessToken)
        return answer(response, 400, { error: 'invalid_request', error_description: 'access token expired' });
      return answer(response, 200, { scope: 'P', client_id: channel.channelId, expires_in: 2_591_659 });
    }
    if (request.headers.authorization !== `Bearer ${channel.accessToken}`) {
      return answer(response, 401, { message: 'Authentication failed due to the following reason: invalid token.' });
    }
    if (path === '/v2/bot/info' && request.method === 'GET') {
      return answer(response, 200, {
        userId: 'Ufakebot000000000000000000000000',
        basicId: channel.basicId,
        displayName: channel.displayName,
        chatMode: 'bot',
        markAsReadMode: 'manual',
      });
    }
    if (path === '/v2/bot/message/quota' && request.method === 'GET') {
      return answer(
        response,
        200,
        fake.quota.limit === null ? { type: 'none' } : { type: 'limited', value: fake.quota.limit },
      );
    }
    if (path === '/v2/bot/message/quota/consumption' && request.method === 'GET') {
      return answer(response, 200, { totalUsage: fake.quota.used });
    }
    if (path === '/v2/bot/message/push' && request.method === 'POST') {
      fake.pushRequests += 1;
      const retryKey = request.headers['x-line-retry-key'];
      const key = typeof retryKey === 'string' ? retryKey : undefined;
      if (key !== undefined && !UUID.test(key))
        return answer(response, 400, { message: 'The retry key must be a UUID' });
      const accepted = key ? acceptedKeys.get(key) : undefined;
      if (accepted) {
        return answer(
          response,
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': accepted },
        );
      }
      if (fake.mode === 'quota') return answer(response, 429, { message: 'You have reached your monthly limit.' });
      if (fake.mode === 'outage') return answer(response, 500, { message: 'Internal server error' });
      if (fake.mode === 'blocked') return answer(response, 400, { message: 'Failed to send messages' });
      const parsed = JSON.parse(body) as { to: string; messages: { text: string }[] };
      const requestId = randomUUID();
      if (key) acceptedKeys.set(key, requestId);
      fake.pushes.push({
        to: parsed.to,
        text: parsed.messages.map((message) => message.text).join('\n'),
        retryKey: key,
      });
      fake.quota.used += 1;
      if (fake.pushDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.pushDelayMs));
      return answer(
        response,
        200,
        { sentMessages: [{ id: '1', quoteToken: 'q' }] },
        { 'x-line-request-id': requestId },
      );
    }
    if (path === '/v2/bot/message/reply' && request.method === 'POST') {
      const parsed = JSON.parse(body) as { replyToken: string; messages: { text: string }[] };
      fake.replies.push({
        replyToken: parsed.replyToken,
        text: parsed.messages.map((message) => message.text).join('\n'),
      });
      return answer(response, 200, {});
    }
    return answer(response, 404, { message: 'Not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, { message: 'fake failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    sendWebhook(webhookUrl: string, events: readonly Record<string, unknown>[], options: WebhookOptions = {}) {
      return fetch(webhookUrl, signedWebhookInit(channel.channelSecret, events, options));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export interface WebhookOptions {
  /** null: no x-line-signature header; a string: that header instead of the right one. */
  readonly signature?: string | null;
  /** The raw body to send instead of the events' JSON. */
  readonly body?: string;
}

/** The request LINE makes to a webhook: the events' JSON signed with the channel secret. */
export function signedWebhookInit(
  channelSecret: string,
  events: readonly Record<string, unknown>[],
  options: WebhookOptions = {},
): RequestInit {
  const body = options.body ?? JSON.stringify({ destination: 'Ufakebot000000000000000000000000', events });
  const signature = options.signature === undefined ? lineSignature(channelSecret, body) : options.signature;
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'x-line-signature': signature }),
    },
    body,
  };
}

/** A LINE text-message event from a user, as the webhook carries it. */
export function textMessageEvent(userId: string, text: string, eventId = randomUUID()): Record<string, unknown> {
  return {
    type: 'message',
    mode: 'active',
    timestamp: Date.now(),
    webhookEventId: eventId,
    deliveryContext: { isRedelivery: false },
    replyToken: `reply-${eventId}`,
    source: { type: 'user', userId },
    message: { id: '1', type: 'text', quoteToken: 'q', text },
  };
}

export function unfollowEvent(userId: string, eventId = randomUUID()): Record<string, unknown> {
  return {
    type: 'unfollow',
    mode: 'active',
    timestamp: Date.now(),
    webhookEventId: eventId,
    deliveryContext: { isRedelivery: false },
    source: { type: 'user', userId },
  };
}
