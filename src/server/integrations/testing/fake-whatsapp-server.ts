/**
 * Test-only: the WhatsApp Cloud API (Graph API) on 127.0.0.1, speaking the documented protocol, for the
 * db tests and the browser journeys (WHATSAPP_API_BASE points at it). It answers the phone number's
 * fields, keeps the template messages it accepted with their parameters, and can be told to answer as
 * WhatsApp does when a number cannot receive (131026), when sending too fast (429, 130429), when a
 * template does not exist (132001) or when it is down (500). It also plays WhatsApp's side of the
 * webhook: `sendStatuses` and `sendText` post bodies signed with the app secret (X-Hub-Signature-256).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_GRAPH_VERSION, whatsappSignature } from '../whatsapp.ts';

export interface FakeWhatsappAccount {
  readonly phoneNumberId: string;
  readonly accessToken: string;
  readonly appSecret: string;
  readonly displayPhoneNumber: string;
  readonly verifiedName: string;
}

export const FAKE_WHATSAPP_ACCOUNT: FakeWhatsappAccount = {
  phoneNumberId: '106540352242922',
  accessToken: 'EAAfakewhatsapptoken0123456789abcdefghijklmnopqrstuvwxyz',
  appSecret: '4f2d6c1b9a8e7d3c5b1a0f9e8d7c6b5a',
  displayPhoneNumber: '+66 76 123 456',
  verifiedName: 'Lotus Nail & Beauty',
};

export interface FakeTemplateSend {
  readonly id: string;
  readonly to: string;
  readonly name: string;
  readonly language: string;
  readonly parameters: readonly string[];
}

export type FakeWhatsappMode = 'normal' | 'invalid_number' | 'rate' | 'no_template' | 'outage';

export interface FakeWhatsappServer {
  readonly url: string;
  readonly account: FakeWhatsappAccount;
  /** Template messages accepted. */
  readonly sent: FakeTemplateSend[];
  /** Every send request, accepted or not. */
  sendRequests: number;
  mode: FakeWhatsappMode;
  /** Posts a signed status notification for each message id, as WhatsApp does. */
  sendStatuses(
    webhookUrl: string,
    statuses: readonly { readonly id: string; readonly status: string; readonly recipient?: string }[],
    options?: { readonly signature?: string | null },
  ): Promise<Response>;
  /** Posts a signed incoming text message from a customer's number (digits, without +). */
  sendText(webhookUrl: string, from: string, text: string): Promise<Response>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function graphError(response: ServerResponse, status: number, code: number, message: string) {
  answer(response, status, {
    error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
  });
}

interface SendBody {
  readonly messaging_product?: string;
  readonly to?: string;
  readonly type?: string;
  readonly template?: {
    readonly name?: string;
    readonly language?: { readonly code?: string };
    readonly components?: readonly { readonly type?: string; readonly parameters?: readonly { text?: string }[] }[];
  };
}

export async function startFakeWhatsappServer(
  account: FakeWhatsappAccount = FAKE_WHATSAPP_ACCOUNT,
): Promise<FakeWhatsappServer> {
  const fake: Omit<FakeWhatsappServer, 'url' | 'sendStatuses' | 'sendText' | 'close'> = {
    account,
    sent: [],
    sendRequests: 0,
    mode: 'normal',
  };
  const numberPath = `/${WHATSAPP_GRAPH_VERSION}/${account.phoneNumberId}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = await readBody(request);
    // Not WhatsApp's: lets a browser test in another process read what the fake accepted.
    if (path === '/_fake/sent' && request.method === 'GET') return answer(response, 200, { sent: fake.sent });
    if (request.headers.authorization !== `Bearer ${account.accessToken}`) {
      return graphError(response, 401, 190, 'Error validating access token: The session is invalid.');
    }
    if (path === numberPath && request.method === 'GET') {
      return answer(response, 200, {
        display_phone_number: account.displayPhoneNumber,
        verified_name: account.verifiedName,
        id: account.phoneNumberId,
      });
    }
    if (path === `${numberPath}/messages` && request.method === 'POST') {
      fake.sendRequests += 1;
      if (fake.mode === 'outage') return graphError(response, 500, 131000, 'Something went wrong');
      if (fake.mode === 'rate') return graphError(response, 429, 130429, 'Rate limit hit');
      if (fake.mode === 'invalid_number') return graphError(response, 400, 131026, 'Message undeliverable');
      if (fake.mode === 'no_template') return graphError(response, 404, 132001, 'Template name does not exist');
      const parsed = JSON.parse(body) as SendBody;
      const to = parsed.to ?? '';
      if (parsed.messaging_product !== 'whatsapp' || parsed.type !== 'template' || !parsed.template?.name) {
        return graphError(response, 400, 100, 'Invalid parameter');
      }
      if (!/^\+?[1-9]\d{6,14}$/.test(to)) return graphError(response, 400, 131026, 'Message undeliverable');
      const id = `wamid.${randomBytes(18).toString('base64url')}`;
      const bodyComponent = parsed.template.components?.find((component) => component.type === 'body');
      fake.sent.push({
        id,
        to,
        name: parsed.template.name,
        language: parsed.template.language?.code ?? '',
        parameters: (bodyComponent?.parameters ?? []).map((parameter) => parameter.text ?? ''),
      });
      return answer(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
        messages: [{ id }],
      });
    }
    return graphError(response, 404, 100, 'Unknown path');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) graphError(response, 500, 1, 'fake failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function post(webhookUrl: string, value: Record<string, unknown>, signature?: string | null) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-0001',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: account.displayPhoneNumber, phone_number_id: account.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const header = signature === undefined ? whatsappSignature(account.appSecret, body) : signature;
    return fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(header === null ? {} : { 'X-Hub-Signature-256': header }) },
      body,
    });
  }

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    sendStatuses(
      webhookUrl: string,
      statuses: readonly { readonly id: string; readonly status: string; readonly recipient?: string }[],
      options: { readonly signature?: string | null } = {},
    ) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return post(
        webhookUrl,
        {
          statuses: statuses.map((status) => ({
            id: status.id,
            status: status.status,
            timestamp,
            recipient_id: status.recipient ?? '66891234567',
            ...(status.status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
          })),
        },
        options.signature,
      );
    },
    sendText(webhookUrl: string, from: string, text: string) {
      return post(webhookUrl, {
        contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.${randomBytes(18).toString('base64url')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
