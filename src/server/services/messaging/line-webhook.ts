/**
 * LINE's webhook (decision 233). In this order, so nothing unverified is ever parsed:
 *
 * 1. the raw body's HMAC-SHA256 under the channel secret, base64, against `x-line-signature`, compared in
 *    constant time (integrations/line.ts); missing or wrong: 401 and nothing read;
 * 2. the body parsed and bounded;
 * 3. each event recorded by its webhookEventId in the transaction that acts on it: a redelivery or a
 *    replayed body finds the id and does nothing;
 * 4. the answer goes at once; replies to the customer (which cost no quota) are sent after it, so LINE
 *    never waits on them.
 *
 * Events acted on: a text message carrying a linking code (links the LINE user to the booking's
 * customer and replies with the booking), and unfollow (the customer blocked the account: LINE stops
 * for them at once). Everything else is recorded and ignored.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { linkCodeInMessage } from '../../../domain/messaging.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments, lineLinks, lineWebhookEvents } from '../../db/schema.ts';
import { ApiError, asWritten } from '../../http/errors.ts';
import { isValidLineSignature } from '../../integrations/line.ts';
import type { Logger } from '../../logger.ts';
import { loadAppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { emailText } from '../../mail/templates/email-text.ts';
import { salonLanguage } from '../shared/reader-language.ts';
import { lineClientFor, loadLineChannel } from './line-channel.ts';
import { redeemLinkCode } from './line-link-codes.ts';
import type { MessagingConfig } from './messaging-config.ts';

const shortText = z.string().max(200);

const eventSchema = z.object({
  type: shortText,
  webhookEventId: shortText.min(1),
  timestamp: z.number().optional(),
  replyToken: shortText.optional(),
  source: z.object({ type: shortText, userId: shortText.optional() }).optional(),
  message: z.object({ type: shortText, text: z.string().max(5_000).optional() }).optional(),
});

const bodySchema = z.object({
  destination: shortText.optional(),
  events: z.array(z.unknown()).max(100),
});

type WebhookEvent = z.infer<typeof eventSchema>;

interface Reply {
  readonly replyToken: string;
  readonly text: string;
}

export interface WebhookResult {
  /** Events acted on now (not repeats, not malformed). */
  readonly handled: number;
  /** Events already seen, by their webhookEventId. */
  readonly repeats: number;
  /** The replies, sent after the answer; tests await it. */
  readonly replies: Promise<void>;
}

export async function handleLineWebhook(input: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly rawBody: string;
  readonly signature: string | undefined;
  readonly now: Date;
  readonly logger: Logger;
  readonly salonName: string;
}): Promise<WebhookResult> {
  const { db, config, rawBody, now } = input;
  const channel = await loadLineChannel(db, config);
  if (!channel) throw new ApiError(404, asWritten('LINE is not connected.'));
  if (!isValidLineSignature(channel.channelSecret, rawBody, input.signature)) {
    throw new ApiError(401, asWritten('The LINE signature is missing or does not match the body.'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, asWritten('The webhook body is not JSON.'));
  }
  const body = bodySchema.safeParse(parsed);
  if (!body.success) throw new ApiError(400, asWritten('The webhook body is not a list of LINE events.'));

  let handled = 0;
  let repeats = 0;
  const replies: Reply[] = [];
  for (const raw of body.data.events) {
    const event = eventSchema.safeParse(raw);
    // A malformed event is skipped, not refused: LINE would redeliver the whole batch forever.
    if (!event.success) continue;
    const reply = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(lineWebhookEvents)
        .values({ webhookEventId: event.data.webhookEventId, type: event.data.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: lineWebhookEvents.webhookEventId });
      if (!fresh) return 'repeat' as const;
      return actOn(tx, event.data, now, input.salonName);
    });
    if (reply === 'repeat') {
      repeats += 1;
      continue;
    }
    handled += 1;
    if (reply) replies.push(reply);
  }

  const client = lineClientFor(config, channel.accessToken);
  const sending = Promise.all(
    replies.map((reply) =>
      client.reply(reply.replyToken, reply.text).catch((error: unknown) => {
        input.logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'LINE reply not sent');
      }),
    ),
  ).then(() => undefined);
  return { handled, repeats, replies: sending };
}

async function actOn(tx: Transaction, event: WebhookEvent, now: Date, salonName: string): Promise<Reply | null> {
  const userId = event.source?.type === 'user' ? event.source.userId : undefined;
  if (!userId) return null;
  if (event.type === 'unfollow') {
    await tx
      .update(lineLinks)
      .set({ stoppedAt: now })
      .where(and(eq(lineLinks.lineUserId, userId), isNull(lineLinks.stoppedAt)));
    return null;
  }
  if (event.type !== 'message' || event.message?.type !== 'text' || !event.replyToken) return null;
  const code = linkCodeInMessage(event.message.text ?? '');
  if (!code) return null;
  const appointmentId = await redeemLinkCode(tx, code, now);
  const customerId = appointmentId
    ? (
        await tx
          .select({ customerId: appointments.customerId })
          .from(appointments)
          .where(eq(appointments.id, appointmentId))
      )[0]?.customerId
    : null;
  if (!appointmentId || !customerId) {
    const text = emailText(await salonLanguage(tx));
    return { replyToken: event.replyToken, text: text.t('line.codeNotValid') };
  }
  const link = { lineUserId: userId, linkedAt: now, stoppedAt: null };
  await tx
    .insert(lineLinks)
    .values({ customerId, ...link })
    .onConflictDoUpdate({ target: lineLinks.customerId, set: link });
  const booking = await loadAppointmentEmailData(tx, appointmentId);
  const text = emailText(booking.language);
  return {
    replyToken: event.replyToken,
    text: text.t('line.linked', {
      name: booking.customerName,
      salon: salonName,
      date: text.date(booking.date),
      time: text.time(booking.startTime),
      services: text.list(booking.services.map((service) => service.name)),
      price: text.price(booking.totalPriceThb),
      reference: booking.reference,
    }),
  };
}
