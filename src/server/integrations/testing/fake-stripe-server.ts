/**
 * Test-only: Stripe's PaymentIntents API on 127.0.0.1, speaking the documented protocol, for the db tests
 * and the browser journey (STRIPE_API_BASE points at it). `POST /v1/payment_intents` takes a form-encoded
 * body with a Bearer secret key and answers a confirmed PromptPay intent as JSON, with its QR under
 * `next_action.promptpay_display_qr_code` (the same Idempotency-Key answers the same intent). It plays
 * Stripe's side of the webhook too: `pay` posts a `payment_intent.succeeded` event signed with the
 * endpoint's secret (Stripe-Signature), and so does `POST /_fake/pay/:id` for a browser test's process.
 * `POST /v1/refunds` (payment_intent, optional amount) refunds a succeeded intent, once per Idempotency-Key.
 * A browser test's process reads the refunds made (`GET /_fake/refunds`) and makes Stripe refuse them
 * (`POST /_fake/refund-mode/refund_fails`, back with `/normal`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataObject, withCrc } from '../../../domain/checkout/emv-tlv.ts';
import { signStripePayload } from '../stripe.ts';

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_FakeStripeKey0123456789',
  webhookSecret: 'whsec_FakeStripeWebhookSecret0123',
} as const;

export interface FakeIntent {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly paymentMethodTypes: readonly string[];
  readonly metadata: Readonly<Record<string, string>>;
  readonly qrData: string;
  status: string;
}

export interface FakeRefund {
  readonly id: string;
  readonly paymentIntent: string;
  readonly amount: number;
  readonly idempotencyKey: string | null;
}

export interface FakeStripeServer {
  readonly url: string;
  readonly intents: FakeIntent[];
  /** The refunds it created (`POST /v1/refunds`), once per Idempotency-Key. */
  readonly refunds: FakeRefund[];
  /** 'refund_fails': `POST /v1/refunds` answers 402 as Stripe does for a refund it cannot make. */
  refundMode: 'normal' | 'refund_fails';
  /** How many refund requests arrived (repeats with a known key included). */
  refundRequests: number;
  /** Where `pay` delivers (the app's webhook URL); set by the test or the e2e server. */
  webhookUrl: string | null;
  /** Delivers `payment_intent.succeeded` for the intent, signed (or with the given header). */
  pay(
    intentId: string,
    options?: { readonly eventId?: string; readonly created?: number; readonly signature?: string },
  ): Promise<Response>;
  /** The event body `pay` would deliver, for tests that sign or replay it themselves. */
  succeededEvent(intentId: string, eventId: string, created: number): string;
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

/** A Thai QR payload as Stripe's would be: merchant data of the fake's own, the amount, a valid CRC. */
function fakeQr(amountSatang: number, intentId: string): string {
  return withCrc(
    dataObject('00', '01') +
      dataObject('01', '12') +
      dataObject(
        '30',
        dataObject('00', 'A000000677010112') +
          dataObject('01', '010556999999999') +
          dataObject('02', intentId.slice(-20)),
      ) +
      dataObject('53', '764') +
      dataObject('54', (amountSatang / 100).toFixed(2)) +
      dataObject('58', 'TH'),
  );
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const intents: FakeIntent[] = [];
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const json = (intent: FakeIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    payment_method_types: intent.paymentMethodTypes,
    metadata: intent.metadata,
    status: intent.status,
    next_action:
      intent.status === 'requires_action'
        ? {
            type: 'promptpay_display_qr_code',
            promptpay_display_qr_code: {
              data: intent.qrData,
              hosted_instructions_url: `https://payments.stripe.com/promptpay/instructions/${intent.id}`,
              image_url_png: `https://qr.stripe.com/${intent.id}.png`,
              image_url_svg: `https://qr.stripe.com/${intent.id}.svg`,
            },
          }
        : null,
  });

  const succeededEvent = (intentId: string, eventId: string, created: number) => {
    const intent = intents.find((each) => each.id === intentId);
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created,
      data: {
        object: {
          ...(intent ? json(intent) : { id: intentId, object: 'payment_intent' }),
          status: 'succeeded',
          next_action: null,
        },
      },
    });
  };

  const fake: FakeStripeServer = {
    url: '',
    intents,
    refunds: [],
    refundMode: 'normal',
    refundRequests: 0,
    webhookUrl: null,
    succeededEvent,
    async pay(intentId, options = {}) {
      if (!fake.webhookUrl) throw new Error('The fake Stripe has no webhook URL to deliver to');
      const created = options.created ?? Math.floor(Date.now() / 1000);
      const body = succeededEvent(intentId, options.eventId ?? `evt_${randomBytes(12).toString('hex')}`, created);
      const intent = intents.find((each) => each.id === intentId);
      if (intent) intent.status = 'succeeded';
      return fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature':
            options.signature ?? signStripePayload(body, FAKE_STRIPE_KEYS.webhookSecret, Math.floor(Date.now() / 1000)),
        },
        body,
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const refundsByKey = new Map<string, FakeRefund>();
  function refund(request: IncomingMessage, body: string, response: ServerResponse) {
    fake.refundRequests += 1;
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const known = key === null ? undefined : refundsByKey.get(key);
    if (known) {
      answer(response, 200, {
        id: known.id,
        object: 'refund',
        amount: known.amount,
        payment_intent: known.paymentIntent,
        status: 'succeeded',
      });
      return;
    }
    if (fake.refundMode === 'refund_fails') {
      answer(response, 402, {
        error: { type: 'card_error', code: 'charge_already_refunded', message: 'Refund failed' },
      });
      return;
    }
    const form = new URLSearchParams(body);
    const intent = intents.find((candidate) => candidate.id === form.get('payment_intent'));
    if (!intent || intent.status !== 'succeeded') {
      answer(response, 400, { error: { type: 'invalid_request_error', message: 'No such succeeded payment_intent' } });
      return;
    }
    const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > intent.amount) {
      answer(response, 400, { error: { type: 'invalid_request_error', message: 'Invalid refund amount' } });
      return;
    }
    const created: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      paymentIntent: intent.id,
      amount,
      idempotencyKey: key,
    };
    fake.refunds.push(created);
    if (key !== null) refundsByKey.set(key, created);
    answer(response, 200, { id: created.id, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' });
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const fakePay = /^\/_fake\/pay\/(pi_[A-Za-z0-9]+)$/.exec(path);
      if (request.method === 'POST' && fakePay) {
        const delivered = await fake.pay(fakePay[1]!);
        answer(response, 200, { delivered: delivered.status });
        return;
      }
      if (request.method === 'GET' && path === '/_fake/intents') {
        answer(response, 200, { intents });
        return;
      }
      if (request.method === 'GET' && path === '/_fake/refunds') {
        answer(response, 200, { refunds: fake.refunds });
        return;
      }
      const refundMode = /^\/_fake\/refund-mode\/(normal|refund_fails)$/.exec(path);
      if (request.method === 'POST' && refundMode) {
        fake.refundMode = refundMode[1] as FakeStripeServer['refundMode'];
        answer(response, 200, { refundMode: fake.refundMode });
        return;
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        refund(request, body, response);
        return;
      }
      if (request.method !== 'POST' || path !== '/v1/payment_intents') {
        answer(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
        return;
      }
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
        answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        answer(response, 400, { error: { type: 'invalid_request_error', message: 'Form-encoded body expected' } });
        return;
      }
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (known) {
        answer(response, 200, json(known));
        return;
      }
      const form = new URLSearchParams(body);
      const amount = Number(form.get('amount'));
      const types = form.getAll('payment_method_types[]');
      if (
        !Number.isSafeInteger(amount) ||
        amount < 1 ||
        form.get('currency') !== 'thb' ||
        !types.includes('promptpay')
      ) {
        answer(response, 400, { error: { type: 'invalid_request_error', message: 'Invalid PaymentIntent' } });
        return;
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        amount,
        currency: 'thb',
        paymentMethodTypes: types,
        metadata,
        qrData: fakeQr(amount, id),
        status: form.get('confirm') === 'true' ? 'requires_action' : 'requires_confirmation',
      };
      intents.push(intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, intent);
      answer(response, 200, json(intent));
    })().catch((error: unknown) => answer(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (fake as { url: string }).url = `http://127.0.0.1:${port}`;
  return fake;
}
