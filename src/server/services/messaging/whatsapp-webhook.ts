/**
 * WhatsApp's webhook (decision 236).
 *
 * GET, the subscription check: Meta sends hub.mode=subscribe, hub.verify_token and hub.challenge; the
 * challenge is echoed only when the token is the owner's (compared in constant time).
 *
 * POST, in this order so nothing unverified is ever parsed:
 * 1. X-Hub-Signature-256 (`sha256=` + hex HMAC-SHA256 of the raw body under the app secret) checked in
 *    constant time (integrations/whatsapp.ts); missing or wrong: 401 and nothing read;
 * 2. the body parsed and bounded;
 * 3. each status (sent, delivered, read, failed) recorded on the delivery of that message id, only ever
 *    moving forward, so a repeated or late notification changes nothing: each is done once; a 'failed'
 *    puts the message back in the outbox for e-mail in the same transaction;
 * 4. a customer's STOP (or its Thai, Russian, Chinese form) ends their WhatsApp consent at once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { isStopMessage } from '../../../domain/whatsapp.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { messageDeliveries, outbox, whatsappOptIns } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { isValidWhatsappSignature } from '../../integrations/whatsapp.ts';
import type { MessagingConfig } from './messaging-config.ts';
import { loadWhatsappChannel } from './whatsapp-channel.ts';

export const WEBHOOK_REFUSALS = {
  notConnected: 'messaging:errors.whatsappNotConnected',
  badSignature: 'messaging:errors.whatsappBadSignature',
  badVerifyToken: 'messaging:errors.whatsappBadVerifyToken',
  badBody: 'messaging:errors.whatsappBadBody',
} as const;

const shortText = z.string().max(300);
const STATUS_ORDER = ['sent', 'delivered', 'read', 'failed'] as const;
type DeliveryStatus = (typeof STATUS_ORDER)[number];

const statusSchema = z.object({
  id: shortText.min(1),
  status: z.enum(STATUS_ORDER),
  timestamp: shortText.optional(),
});
const messageSchema = z.object({
  from: shortText,
  type: shortText,
  text: z.object({ body: z.string().max(4_096) }).optional(),
});
const bodySchema = z.object({
  object: shortText,
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: shortText,
              value: z
                .object({
                  statuses: z.array(z.unknown()).max(1_000).optional(),
                  messages: z.array(z.unknown()).max(1_000).optional(),
                })
                .passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

/** The statuses a status may move to: forward only ('failed' ends it; 'read' is past 'delivered'). */
function earlierStatuses(status: DeliveryStatus): DeliveryStatus[] {
  if (status === 'failed') return ['sent', 'delivered'];
  return STATUS_ORDER.slice(0, STATUS_ORDER.indexOf(status));
}

function sameText(given: string, expected: string): boolean {
  // Hashes first: equal lengths for timingSafeEqual whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function verifyWhatsappSubscription(input: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly mode: string | undefined;
  readonly verifyToken: string | undefined;
  readonly challenge: string | undefined;
}): Promise<string> {
  const channel = await loadWhatsappChannel(input.db, input.config);
  if (!channel) throw refuse(404, WEBHOOK_REFUSALS.notConnected);
  if (
    input.mode !== 'subscribe' ||
    !input.challenge ||
    input.challenge.length > 200 ||
    !input.verifyToken ||
    input.verifyToken.length > 200 ||
    !sameText(input.verifyToken, channel.verifyToken)
  ) {
    throw refuse(403, WEBHOOK_REFUSALS.badVerifyToken);
  }
  return input.challenge;
}

/** What the appointment's message history says when WhatsApp reports a failure after accepting a message. */
export const LATE_FAILURE_DETAIL = 'WhatsApp reported the message as not delivered: sent by e-mail instead.';

/**
 * Puts a message WhatsApp carried back in the outbox for e-mail: the fallback recorded first, so the
 * worker's channels skip WhatsApp for it (a linked LINE may still carry it), then the row due at once.
 * A reminder whose appointment has since passed, moved or been cancelled is dropped by the worker's
 * preparation as always, never sent late.
 */
async function sendByEmailInstead(tx: Transaction, outboxId: number, now: Date): Promise<void> {
  await tx.insert(messageDeliveries).values({
    outboxId,
    channel: 'whatsapp',
    outcome: 'fell_back',
    detail: LATE_FAILURE_DETAIL,
    createdAt: now,
  });
  await tx
    .update(outbox)
    .set({ status: 'pending', sentAt: null, nextAttemptAt: now, lastError: LATE_FAILURE_DETAIL })
    .where(and(eq(outbox.id, outboxId), eq(outbox.status, 'sent')));
}

export interface WhatsappWebhookResult {
  /** Statuses that moved a delivery forward. */
  readonly statuses: number;
  /** Statuses already recorded (or older than what was), or for messages not sent by this salon. */
  readonly ignored: number;
  /** Customers who sent STOP and were opted out now. */
  readonly stopped: number;
}

export async function handleWhatsappWebhook(input: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly rawBody: string;
  readonly signature: string | undefined;
  readonly now: Date;
}): Promise<WhatsappWebhookResult> {
  const { db, now } = input;
  const channel = await loadWhatsappChannel(db, input.config);
  if (!channel) throw refuse(404, WEBHOOK_REFUSALS.notConnected);
  if (!isValidWhatsappSignature(channel.appSecret, input.rawBody, input.signature)) {
    throw refuse(401, WEBHOOK_REFUSALS.badSignature);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.rawBody);
  } catch {
    throw refuse(400, WEBHOOK_REFUSALS.badBody);
  }
  const body = bodySchema.safeParse(parsed);
  if (!body.success) throw refuse(400, WEBHOOK_REFUSALS.badBody);

  let statuses = 0;
  let ignored = 0;
  let stopped = 0;
  for (const entry of body.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value.statuses ?? []) {
        // A malformed item is skipped, not refused: WhatsApp would redeliver the whole batch.
        const status = statusSchema.safeParse(raw);
        if (!status.success) continue;
        const recorded = await db.transaction(async (tx) => {
          const moved = await tx
            .update(messageDeliveries)
            .set({ status: status.data.status, statusAt: now })
            .where(
              and(
                eq(messageDeliveries.externalId, status.data.id),
                eq(messageDeliveries.channel, 'whatsapp'),
                or(
                  isNull(messageDeliveries.status),
                  inArray(messageDeliveries.status, earlierStatuses(status.data.status)),
                ),
              ),
            )
            .returning({ outboxId: messageDeliveries.outboxId });
          // WhatsApp accepted the message and could not deliver it after all: the e-mail goes instead, once
          // (the status moves to 'failed' only once, in this same transaction).
          const failed = status.data.status === 'failed' ? moved[0] : undefined;
          if (failed) await sendByEmailInstead(tx, failed.outboxId, now);
          return moved.length > 0;
        });
        if (recorded) statuses += 1;
        else ignored += 1;
      }
      for (const raw of change.value.messages ?? []) {
        const message = messageSchema.safeParse(raw);
        if (!message.success || message.data.type !== 'text' || !isStopMessage(message.data.text?.body ?? '')) continue;
        const number = `+${message.data.from.replace(/\D/g, '')}`;
        const ended = await db
          .update(whatsappOptIns)
          .set({ stoppedAt: now })
          .where(and(eq(whatsappOptIns.phoneE164, number), isNull(whatsappOptIns.stoppedAt)))
          .returning({ id: whatsappOptIns.customerId });
        stopped += ended.length;
      }
    }
  }
  return { statuses, ignored, stopped };
}
