/** What the messaging services need from the environment (README, "Configuration"). */
import { DEFAULT_LINE_API_BASE } from '../../integrations/line.ts';
import { DEFAULT_STRIPE_API_BASE } from '../../integrations/stripe.ts';
import { DEFAULT_WHATSAPP_API_BASE } from '../../integrations/whatsapp.ts';
import { parseSecretKey } from './secret-box.ts';

export interface MessagingConfig {
  /** LINE_API_BASE: the Messaging API's origin (a local fake in tests and staging). */
  readonly lineApiBase: string;
  /** WHATSAPP_API_BASE: the Graph API's origin for WhatsApp's Cloud API (a local fake in tests and staging). */
  readonly whatsappApiBase: string;
  /** STRIPE_API_BASE: Stripe's API origin for deposits paid through it (decision 256; a local fake in tests). */
  readonly stripeApiBase: string;
  /**
   * MESSAGING_SECRET_KEY: seals the channels' secrets at rest, and the owner's Stripe keys; null: channels
   * cannot be connected, nor Stripe.
   */
  readonly secretKey: Buffer | null;
}

function apiBase(name: string, value: string | undefined, fallback: string): string {
  const base = (value || fallback).replace(/\/$/, '');
  const url = new URL(base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, not "${base}".`);
  }
  return base;
}

export function readMessagingConfig(env: Record<string, string | undefined>): MessagingConfig {
  return {
    lineApiBase: apiBase('LINE_API_BASE', env.LINE_API_BASE, DEFAULT_LINE_API_BASE),
    whatsappApiBase: apiBase('WHATSAPP_API_BASE', env.WHATSAPP_API_BASE, DEFAULT_WHATSAPP_API_BASE),
    stripeApiBase: apiBase('STRIPE_API_BASE', env.STRIPE_API_BASE, DEFAULT_STRIPE_API_BASE),
    secretKey: parseSecretKey(env.MESSAGING_SECRET_KEY),
  };
}

/** No messaging: what an app built without the setting (most tests) gets. */
export const NO_MESSAGING: MessagingConfig = {
  lineApiBase: DEFAULT_LINE_API_BASE,
  whatsappApiBase: DEFAULT_WHATSAPP_API_BASE,
  stripeApiBase: DEFAULT_STRIPE_API_BASE,
  secretKey: null,
};
