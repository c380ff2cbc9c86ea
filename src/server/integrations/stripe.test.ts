import { describe, expect, it } from 'vitest';
import { signStripePayload, verifyStripeSignature } from './stripe.ts';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const now = new Date('2026-11-29T03:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('Stripe-Signature', () => {
  it('accepts a delivery signed with the secret, within five minutes either way', () => {
    expect(verifyStripeSignature(signStripePayload(body, secret, t), body, secret, now)).toBe(true);
    expect(verifyStripeSignature(signStripePayload(body, secret, t - 300), body, secret, now)).toBe(true);
    // Stripe may send several v1 signatures while a secret is rolled: one matching is enough.
    const rolled = `t=${t},v1=${'0'.repeat(64)},${signStripePayload(body, secret, t).split(',')[1]}`;
    expect(verifyStripeSignature(rolled, body, secret, now)).toBe(true);
  });

  it('refuses a tampered body, another secret, an old timestamp, and a missing or malformed header', () => {
    const header = signStripePayload(body, secret, t);
    expect(verifyStripeSignature(header, body.replace('evt_1', 'evt_2'), secret, now)).toBe(false);
    expect(verifyStripeSignature(header, body, 'whsec_other', now)).toBe(false);
    expect(verifyStripeSignature(signStripePayload(body, secret, t - 301), body, secret, now)).toBe(false);
    expect(verifyStripeSignature(undefined, body, secret, now)).toBe(false);
    expect(verifyStripeSignature('', body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t}`, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v1=abc`, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`v1=${header.split('v1=')[1]}`, body, secret, now)).toBe(false);
  });
});
