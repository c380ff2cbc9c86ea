/**
 * The outbox's one way out for a customer's message besides e-mail (decision 234). Each channel (LINE,
 * WhatsApp) is a ChannelRoute: asked before the e-mail would go, it answers 'carried' when it delivered
 * the message (the e-mail is then not sent), 'email' when it does not apply or gave up (the reason
 * recorded in message_deliveries), or throws on an outage so the worker's ordinary retry takes the row.
 * The worker holds one route: the channels tried in the owner's order of preference, the first that
 * carries wins.
 */
import { and, eq } from 'drizzle-orm';
import {
  channelsToTry,
  DEFAULT_CHANNEL_PREFERENCES,
  type ChannelPreferences,
  type MessageChannel,
} from '../../../domain/channel-preferences.ts';
import type { Database } from '../../db/client.ts';
import { messageDeliveries } from '../../db/schema.ts';
import type { OutboxKind } from '../../mail/outbox.ts';
import type { OutboxRow, OutgoingMessage } from '../../mail/prepare-delivery.ts';

export type ChannelChoice = 'carried' | 'email';
export type ChannelRoute = (row: OutboxRow, message: OutgoingMessage) => Promise<ChannelChoice>;
export type ChannelName = MessageChannel;

/**
 * The customer's messages a channel may carry: the booking's news, its reminder, and a held booking's
 * deposit request and release (decision 257).
 */
export const CHANNEL_KINDS: ReadonlySet<string> = new Set<OutboxKind>([
  'booking_confirmed',
  'booking_updated',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_reminder',
  'deposit_requested',
  'deposit_expired',
]);

/** After this many attempts that met a channel's outage, the message goes by e-mail instead. */
export const CHANNEL_OUTAGE_ATTEMPTS = 3;

/**
 * The channels the owner turned on, in the owner's order (read for each message, so a change in Settings
 * applies to the next one): the first that carries the message wins; none: the e-mail. A channel that
 * already gave this message up (its fallback recorded) is not asked again when the row comes back
 * (the e-mail failed and is retried, or waits for SMTP): one decision per channel and message, one
 * line in the message history.
 */
export function firstCarrier(
  db: Database,
  routes: readonly { readonly channel: ChannelName; readonly route: ChannelRoute }[],
  preferences: () => Promise<ChannelPreferences> = () => Promise.resolve(DEFAULT_CHANNEL_PREFERENCES),
): ChannelRoute {
  return async (row, message) => {
    const [gaveUp, chosen] = await Promise.all([channelsThatFellBack(db, row.id), preferences()]);
    for (const channel of channelsToTry(chosen)) {
      const route = routes.find((candidate) => candidate.channel === channel)?.route;
      if (!route || gaveUp.has(channel)) continue;
      if ((await route(row, message)) === 'carried') return 'carried';
    }
    return 'email';
  };
}

async function channelsThatFellBack(db: Database, outboxId: number): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ channel: messageDeliveries.channel })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.outboxId, outboxId), eq(messageDeliveries.outcome, 'fell_back')));
  return new Set(rows.map((row) => row.channel));
}

export async function recordDelivery(
  db: Database,
  values: {
    readonly outboxId: number;
    readonly channel: ChannelName;
    readonly outcome: 'sent' | 'fell_back';
    readonly detail: string | null;
    readonly at: Date;
    readonly externalId?: string;
  },
): Promise<void> {
  await db.insert(messageDeliveries).values({
    outboxId: values.outboxId,
    channel: values.channel,
    outcome: values.outcome,
    detail: values.detail,
    createdAt: values.at,
    externalId: values.externalId ?? null,
  });
}
