/**
 * The salon's WhatsApp number on the Cloud API: connecting it (the server reads the number from the
 * Graph API with the token before keeping anything), its status, and disconnecting. The access token,
 * the app secret and the verify token are sealed before they are written (secret-box.ts, decision 231)
 * and never leave the server: the status answers the number, its verified name and the template names.
 */
import { eq } from 'drizzle-orm';
import type { WhatsappConnectInput, WhatsappTemplates } from '../../../domain/whatsapp.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { whatsappChannel } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { createWhatsappClient, WhatsappApiError, type WhatsappClient } from '../../integrations/whatsapp.ts';
import type { MessagingConfig } from './messaging-config.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { openSecret, sealSecret } from './secret-box.ts';

type Executor = Database | Transaction;

export interface WhatsappChannelStatus {
  /** MESSAGING_SECRET_KEY is set: the owner can connect. */
  readonly keyConfigured: boolean;
  readonly connected: boolean;
  readonly phoneNumberId?: string;
  readonly displayPhoneNumber?: string;
  readonly verifiedName?: string;
  readonly templates?: WhatsappTemplates;
  readonly connectedAt?: string;
  /** 'key' when the stored secrets cannot be opened with this server's key. */
  readonly problem?: 'key';
}

/** The connected number with its secrets opened, for the webhook and the outbox; null when not usable. */
export interface OpenWhatsappChannel {
  readonly phoneNumberId: string;
  readonly accessToken: string;
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly templates: WhatsappTemplates;
}

export async function loadWhatsappChannel(db: Executor, config: MessagingConfig): Promise<OpenWhatsappChannel | null> {
  if (!config.secretKey) return null;
  const [row] = await db.select().from(whatsappChannel).where(eq(whatsappChannel.id, 1));
  if (!row) return null;
  const accessToken = openSecret(config.secretKey, row.tokenCiphertext);
  const appSecret = openSecret(config.secretKey, row.appSecretCiphertext);
  const verifyToken = openSecret(config.secretKey, row.verifyTokenCiphertext);
  if (accessToken === null || appSecret === null || verifyToken === null) return null;
  return { phoneNumberId: row.phoneNumberId, accessToken, appSecret, verifyToken, templates: row.templates };
}

export function whatsappClientFor(config: MessagingConfig, channel: OpenWhatsappChannel): WhatsappClient {
  return createWhatsappClient({
    baseUrl: config.whatsappApiBase,
    phoneNumberId: channel.phoneNumberId,
    accessToken: channel.accessToken,
  });
}

export const WHATSAPP_REFUSALS = {
  tokenRefused: 'messaging:errors.whatsappTokenRefused',
  numberUnknown: 'messaging:errors.whatsappNumberUnknown',
  unreachable: 'messaging:errors.whatsappUnreachable',
  noSecretKey: 'messaging:errors.noSecretKey',
  notConnected: 'messaging:errors.whatsappNotConnected',
} as const;

export async function connectWhatsapp(input: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly credentials: WhatsappConnectInput;
  readonly staffId: string;
  readonly now: Date;
}): Promise<WhatsappChannelStatus> {
  const { db, config, credentials, now } = input;
  if (!config.secretKey) throw refuse(409, WHATSAPP_REFUSALS.noSecretKey);
  let info;
  try {
    info = await createWhatsappClient({
      baseUrl: config.whatsappApiBase,
      phoneNumberId: credentials.phoneNumberId,
      accessToken: credentials.accessToken,
    }).numberInfo();
  } catch (error) {
    if (!(error instanceof WhatsappApiError) || error.kind === 'outage' || error.kind === 'rate') {
      throw refuse(503, WHATSAPP_REFUSALS.unreachable);
    }
    if (error.kind === 'unauthorized') {
      throw refuse(422, WHATSAPP_REFUSALS.tokenRefused, { fields: { accessToken: WHATSAPP_REFUSALS.tokenRefused } });
    }
    throw refuse(422, WHATSAPP_REFUSALS.numberUnknown, { fields: { phoneNumberId: WHATSAPP_REFUSALS.numberUnknown } });
  }
  const row = {
    phoneNumberId: credentials.phoneNumberId,
    tokenCiphertext: sealSecret(config.secretKey, credentials.accessToken),
    appSecretCiphertext: sealSecret(config.secretKey, credentials.appSecret),
    verifyTokenCiphertext: sealSecret(config.secretKey, credentials.verifyToken),
    displayPhoneNumber: info.displayPhoneNumber.slice(0, 50),
    verifiedName: info.verifiedName.slice(0, 200),
    templates: credentials.templates,
    connectedAt: now,
    connectedBy: input.staffId,
  };
  await db
    .insert(whatsappChannel)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: whatsappChannel.id, set: row });
  return whatsappStatus(db, config);
}

export async function whatsappStatus(db: Database, config: MessagingConfig): Promise<WhatsappChannelStatus> {
  const keyConfigured = config.secretKey !== null;
  const [row] = await db.select().from(whatsappChannel).where(eq(whatsappChannel.id, 1));
  if (!row) return { keyConfigured, connected: false };
  const usable = (await loadWhatsappChannel(db, config)) !== null;
  return {
    keyConfigured,
    connected: true,
    phoneNumberId: row.phoneNumberId,
    displayPhoneNumber: row.displayPhoneNumber,
    verifiedName: row.verifiedName,
    templates: row.templates,
    connectedAt: row.connectedAt.toISOString(),
    ...(usable ? {} : { problem: 'key' as const }),
  };
}

/** Forgets the number and its secrets; answers the status (not connected). */
export async function disconnectWhatsapp(
  context: Pick<StaffRequestContext, 'db' | 'messaging'>,
): Promise<WhatsappChannelStatus> {
  await context.db.delete(whatsappChannel).where(eq(whatsappChannel.id, 1));
  return whatsappStatus(context.db, context.messaging);
}

/** The template names alone, without entering the secrets again; refused when not connected. */
export async function saveWhatsappTemplates(
  context: Pick<StaffRequestContext, 'db' | 'messaging'>,
  input: { readonly templates: WhatsappTemplates },
): Promise<WhatsappChannelStatus> {
  const { templates } = input;
  const saved = await context.db
    .update(whatsappChannel)
    .set({ templates })
    .where(eq(whatsappChannel.id, 1))
    .returning({ id: whatsappChannel.id });
  if (saved.length === 0) throw refuse(409, WHATSAPP_REFUSALS.notConnected);
  return whatsappStatus(context.db, context.messaging);
}
