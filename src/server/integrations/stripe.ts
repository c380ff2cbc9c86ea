/**
 * Stripe's PaymentIntents for PromptPay deposits (decision 256), over plain fetch (no SDK): creating an
 * intent for exactly the deposit and reading the QR Stripe shows for it, and checking the signature of a
 * webhook delivery. The origin is STRIPE_API_BASE, so tests and staging talk to a local fake that speaks
 * the documented protocol (form-encoded requests with a Bearer key, JSON answers, signed deliveries).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';
export const STRIPE_TIMEOUT_MS = 10_000;
/** Stripe's own libraries refuse deliveries signed longer ago than this (replays of old captures). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface PromptPayIntent {
  readonly id: string;
  /** The Thai QR payload Stripe asks the customer to scan (next_action.promptpay_display_qr_code.data). */
  readonly qrData: string;
}

export interface CreatePromptPayIntentInput {
  readonly apiBase: string;
  readonly secretKey: string;
  readonly amountSatang: number;
  readonly reference: string;
  readonly appointmentId: string;
  /** Stripe needs the payer's e-mail for PromptPay. */
  readonly email: string;
}

/**
 * Creates and confirms a PromptPay PaymentIntent for exactly the deposit. The deposit's reference is the
 * idempotency key: a retry after a lost answer gets the same intent, never a second one.
 */
export async function createPromptPayIntent(input: CreatePromptPayIntentInput): Promise<PromptPayIntent> {
  const body = new URLSearchParams({
    amount: String(input.amountSatang),
    currency: 'thb',
    'payment_method_types[]': 'promptpay',
    'payment_method_data[type]': 'promptpay',
    'payment_method_data[billing_details][email]': input.email,
    confirm: 'true',
    'metadata[deposit_reference]': input.reference,
    'metadata[appointment_id]': input.appointmentId,
    description: `Deposit ${input.reference}`,
  });
  let response: Response;
  try {
    response = await fetch(`${input.apiBase}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${input.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `deposit-${input.reference}`,
      },
      body,
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StripeApiError(`Stripe could not be reached: ${(error as Error).message}`, null);
  }
  const text = await response.text();
  if (!response.ok) throw new StripeApiError(`Stripe refused the PaymentIntent (${response.status})`, response.status);
  const parsed = JSON.parse(text) as {
    id?: unknown;
    next_action?: { promptpay_display_qr_code?: { data?: unknown } } | null;
  };
  const qrData = parsed.next_action?.promptpay_display_qr_code?.data;
  if (typeof parsed.id !== 'string' || typeof qrData !== 'string' || qrData.length > 1_000) {
    throw new StripeApiError('Stripe answered without a PromptPay QR', response.status);
  }
  return { id: parsed.id, qrData };
}

/**
 * Refunds a PromptPay PaymentIntent (`POST /v1/refunds`, decision 259) for `amountSatang`. The
 * Idempotency-Key names the deposit: a retry after a lost answer, or a second press, gets the same refund
 * from Stripe, never a second one. Answers the refund's id.
 */
export async function createStripeRefund(input: {
  readonly apiBase: string;
  readonly secretKey: string;
  readonly paymentIntentId: string;
  readonly amountSatang: number;
  readonly idempotencyKey: string;
}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${input.apiBase}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${input.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': input.idempotencyKey,
      },
      body: new URLSearchParams({ payment_intent: input.paymentIntentId, amount: String(input.amountSatang) }),
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StripeApiError(`Stripe could not be reached: ${(error as Error).message}`, null);
  }
  const text = await response.text();
  if (!response.ok) throw new StripeApiError(`Stripe refused the refund (${response.status})`, response.status);
  const parsed = JSON.parse(text) as { id?: unknown; status?: unknown };
  if (typeof parsed.id !== 'string' || parsed.status === 'failed' || parsed.status === 'canceled') {
    throw new StripeApiError('Stripe did not make the refund', response.status);
  }
  return parsed.id;
}

/** The `Stripe-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (several v1 allowed). */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Whether a delivery is Stripe's: the header's timestamp within the tolerance of `now`, and one of its v1
 * signatures the HMAC-SHA256 of `${t}.${rawBody}` under the endpoint's signing secret, compared in
 * constant time. Checked on the raw body before anything parses it.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 2_000) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
