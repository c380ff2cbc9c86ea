/**
 * The salon's LINE Official Account: connecting it (the server checks the credentials with LINE before
 * keeping them), its status with the month's quota, and disconnecting. The secret and the token are
 * sealed before they are written (secret-box.ts) and never leave the server: the status answers only
 * the channel ID, the account's name and basic id, and the quota.
 */
import { eq } from 'drizzle-orm';
import type { LineConnectInput } from '../../../domain/messaging.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lineChannel } from '../../db/schema.ts';
import { ApiError, refuse } from '../../http/errors.ts';
import { createLineClient, LineApiError, type LineClient, type LineQuota } from '../../integrations/line.ts';
import type { MessagingConfig } from './messaging-config.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { openSecret, sealSecret } from './secret-box.ts';

type Executor = Database | Transaction;

export interface LineChannelStatus {
  /** MESSAGING_SECRET_KEY is set: the owner can connect. */
  readonly keyConfigured: boolean;
  readonly connected: boolean;
  readonly channelId?: string;
  readonly displayName?: string;
  readonly basicId?: string;
  readonly connectedAt?: string;
  /** The month's quota as LINE answers it now; null when LINE could not be asked. */
  readonly quota?: LineQuota | null;
  /** Why the live check failed ('unauthorized', 'outage', 'key' when the stored secrets cannot be opened). */
  readonly problem?: 'unauthorized' | 'outage' | 'quota' | 'refused' | 'key';
}

/** The connected channel with its secrets opened, for the webhook and the outbox; null when not usable. */
export interface OpenLineChannel {
  readonly channelId: string;
  readonly channelSecret: string;
  readonly accessToken: string;
  readonly basicId: string;
  readonly displayName: string;
}

export async function loadLineChannel(db: Executor, config: MessagingConfig): Promise<OpenLineChannel | null> {
  if (!config.secretKey) return null;
  const [row] = await db.select().from(lineChannel).where(eq(lineChannel.id, 1));
  if (!row) return null;
  const channelSecret = openSecret(config.secretKey, row.secretCiphertext);
  const accessToken = openSecret(config.secretKey, row.tokenCiphertext);
  if (channelSecret === null || accessToken === null) return null;
  return { channelId: row.channelId, channelSecret, accessToken, basicId: row.basicId, displayName: row.displayName };
}

export function lineClientFor(config: MessagingConfig, accessToken: string): LineClient {
  return createLineClient({ baseUrl: config.lineApiBase, accessToken });
}

/**
 * Each refusal of connecting, with its own key in the messaging namespace beside its English text (the
 * text answers today; the key is what a translated refusal will carry).
 */
export const LINE_REFUSALS = {
  tokenRefused: { key: 'messaging:errors.tokenRefused', message: 'LINE did not accept this channel access token.' },
  channelMismatch: {
    key: 'messaging:errors.channelMismatch',
    message: 'This access token belongs to another channel than this channel ID.',
  },
  lineUnreachable: {
    key: 'messaging:errors.lineUnreachable',
    message: 'LINE could not be reached to check the channel. Try again in a minute.',
  },
  noSecretKey: {
    key: 'messaging:errors.noSecretKey',
    message: 'The server has no MESSAGING_SECRET_KEY, so it cannot keep the channel secret safely.',
  },
} as const;

/** A refusal of the credentials, as the settings screen shows it beside the field at fault. */
function credentialRefusal(error: unknown): never {
  if (error instanceof LineApiError && error.kind === 'outage') {
    throw refuse(503, LINE_REFUSALS.lineUnreachable.key);
  }
  throw refuse(422, LINE_REFUSALS.tokenRefused.key, { fields: { accessToken: LINE_REFUSALS.tokenRefused.key } });
}

export async function connectLine(input: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly credentials: LineConnectInput;
  readonly staffId: string;
  readonly now: Date;
}): Promise<LineChannelStatus> {
  const { db, config, credentials, now } = input;
  if (!config.secretKey) {
    throw refuse(409, LINE_REFUSALS.noSecretKey.key);
  }
  const client = lineClientFor(config, credentials.accessToken);
  let info;
  try {
    const tokenChannel = await client.tokenChannelId();
    if (tokenChannel !== credentials.channelId) {
      throw refuse(422, LINE_REFUSALS.channelMismatch.key, {
        fields: { channelId: LINE_REFUSALS.channelMismatch.key },
      });
    }
    info = await client.botInfo();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    credentialRefusal(error);
  }
  const row = {
    channelId: credentials.channelId,
    secretCiphertext: sealSecret(config.secretKey, credentials.channelSecret),
    tokenCiphertext: sealSecret(config.secretKey, credentials.accessToken),
    displayName: info.displayName.slice(0, 200),
    basicId: info.basicId.slice(0, 100),
    connectedAt: now,
    connectedBy: input.staffId,
  };
  await db
    .insert(lineChannel)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: lineChannel.id, set: row });
  return lineStatus(db, config);
}

export async function lineStatus(db: Database, config: MessagingConfig): Promise<LineChannelStatus> {
  const keyConfigured = config.secretKey !== null;
  const [row] = await db.select().from(lineChannel).where(eq(lineChannel.id, 1));
  if (!row) return { keyConfigured, connected: false };
  const stored = {
    keyConfigured,
    connected: true,
    channelId: row.channelId,
    displayName: row.displayName,
    basicId: row.basicId,
    connectedAt: row.connectedAt.toISOString(),
  };
  const channel = await loadLineChannel(db, config);
  if (!channel) return { ...stored, quota: null, problem: 'key' };
  try {
    return { ...stored, quota: await lineClientFor(config, channel.accessToken).quota() };
  } catch (error) {
    return { ...stored, quota: null, problem: error instanceof LineApiError ? error.kind : 'outage' };
  }
}

/** Forgets the channel and its secrets; answers the status (not connected). */
export async function disconnectLine(
  context: Pick<StaffRequestContext, 'db' | 'messaging'>,
): Promise<LineChannelStatus> {
  await context.db.delete(lineChannel).where(eq(lineChannel.id, 1));
  return lineStatus(context.db, context.messaging);
}
