/** The process's environment variables, read and checked once (README, "Configuration"). */
import { resolve } from 'node:path';
import { parseTrustProxy } from './http/client-ip.ts';
import { readMessagingConfig, type MessagingConfig } from './services/messaging/messaging-config.ts';

export interface ServerEnvironment {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  readonly publicUrl: string;
  readonly production: boolean;
  readonly clientDir: string;
  /** LINE_API_BASE and MESSAGING_SECRET_KEY. */
  readonly messaging: MessagingConfig;
}

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

export function readEnvironment(env: Record<string, string | undefined> = process.env): ServerEnvironment {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EnvironmentError(`PORT must be a whole number between 0 and 65535, not "${env.PORT}".`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new EnvironmentError(`PUBLIC_URL must be an absolute URL such as https://salon.example, not "${publicUrl}".`);
  }
  try {
    parseTrustProxy(env.TRUST_PROXY, env.TRUST_PROXY_FROM);
  } catch (error) {
    throw new EnvironmentError(error instanceof Error ? error.message : String(error));
  }
  let messaging: MessagingConfig;
  try {
    messaging = readMessagingConfig(env);
  } catch (error) {
    throw new EnvironmentError(error instanceof Error ? error.message : String(error));
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl,
    production: env.NODE_ENV === 'production',
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    messaging,
  };
}
