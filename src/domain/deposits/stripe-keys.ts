/**
 * The owner's Stripe keys as Settings → Deposits sends them (decision 256): a secret or restricted key
 * and a webhook signing secret, bounded and shaped, so a publishable key or a stray paste is refused
 * before anything is sealed.
 */
import { z } from 'zod';
import { boundedText } from '../input-bounds.ts';

export const STRIPE_KEY_MAX = 255;

export const stripeKeysSchema = z.strictObject({
  secretKey: boundedText('deposits:errors.stripeKeyInvalid', { max: STRIPE_KEY_MAX })
    .transform((text) => text.trim())
    .refine((text) => /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/.test(text), 'deposits:errors.stripeKeyInvalid'),
  webhookSecret: boundedText('deposits:errors.stripeWebhookSecretInvalid', { max: STRIPE_KEY_MAX })
    .transform((text) => text.trim())
    .refine((text) => /^whsec_[A-Za-z0-9+/=]{8,}$/.test(text), 'deposits:errors.stripeWebhookSecretInvalid'),
});
export type StripeKeys = z.output<typeof stripeKeysSchema>;
