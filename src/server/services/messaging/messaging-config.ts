/** What the messaging services need from the environment (README, "Configuration"). */
import { DEFAULT_LINE_API_BASE } from '../../integrations/line.ts';
import { parseSecretKey } from './secret-box.ts';

export interface MessagingConfig {
  /** LINE_API_BASE: the Messaging API's origin (a local fake in tests and staging). */
  readonly lineApiBase: string;
  /** MESSAGING_SECRET_KEY: seals the channels' secrets at rest; null: channels cannot be connected. */
  readonly secretKey: Buffer | null;
}

export function readMessagingConfig(env: Record<string, string | undefined>): MessagingConfig {
  const lineApiBase = (env.LINE_API_BASE || DEFAULT_LINE_API_BASE).replace(/\/$/, '');
  const url = new URL(lineApiBase);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`LINE_API_BASE must be an http(s) URL, not "${lineApiBase}".`);
  }
  return { lineApiBase, secretKey: parseSecretKey(env.MESSAGING_SECRET_KEY) };
}

/** No messaging: what an app built without the setting (most tests) gets. */
export const NO_MESSAGING: MessagingConfig = { lineApiBase: DEFAULT_LINE_API_BASE, secretKey: null };
