/**
 * LINE as a channel of the outbox's customer messages (decisions 230, 234). The worker asks this before it
 * would send an e-mail: 'carried' means LINE accepted the message and the e-mail is not sent;
 * 'email' means send the e-mail as always. An outage throws, and the worker's ordinary retry takes it.
 *
 * Exactly once on LINE: every push carries `X-Line-Retry-Key` = the outbox row's own UUID (drawn once
 * when the row was written, the same one its Message-ID uses). A worker that dies after LINE accepted
 * the push, or whose answer was lost, pushes again with the same key when the lease runs out; LINE
 * answers 409 and sends nothing, which is recorded as carried.
 *
 * Falls back to e-mail (and says why in message_deliveries) when the month's quota is used up (429),
 * when LINE refuses the push (a user who blocked the account, 400) or the token (401/403), and after
 * LINE_OUTAGE_ATTEMPTS attempts of a LINE outage, so a message is late at worst, never lost.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, lineLinks } from '../../db/schema.ts';
import { LINE_TEXT_LIMIT, LineApiError } from '../../integrations/line.ts';
import type { Logger } from '../../logger.ts';
import type { OutgoingMessage } from '../../mail/prepare-delivery.ts';
import { CHANNEL_KINDS, CHANNEL_OUTAGE_ATTEMPTS, recordDelivery, type ChannelRoute } from './channels.ts';
import { lineClientFor, loadLineChannel } from './line-channel.ts';
import type { MessagingConfig } from './messaging-config.ts';

/** After this many attempts that met a LINE outage, the message goes by e-mail instead. */
export const LINE_OUTAGE_ATTEMPTS = CHANNEL_OUTAGE_ATTEMPTS;

const FALLBACK_REASONS = {
  quota: "LINE's monthly message quota is used up (429)",
  refused: 'LINE refused the message (the customer may have blocked the account)',
  unauthorized: 'LINE refused the channel access token',
  outage: 'LINE was unavailable',
} as const;

/** The LINE user to write to for this message's customer, or null. */
async function lineUserOf(db: Database, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: lineLinks.lineUserId })
    .from(appointments)
    .innerJoin(lineLinks, eq(lineLinks.customerId, appointments.customerId))
    .where(and(eq(appointments.id, appointmentId), isNull(lineLinks.stoppedAt)));
  return row?.userId ?? null;
}

/** The text of the LINE message: the e-mail's subject over its plain text, within LINE's limit. */
export function lineText(message: OutgoingMessage): string {
  return `${message.subject}\n\n${message.textBody}`.slice(0, LINE_TEXT_LIMIT);
}

export function createLineRoute(options: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly logger: Logger;
  readonly clock: () => Date;
}): ChannelRoute {
  const { db, config } = options;
  const log = options.logger.child({ component: 'line' });

  function record(outboxId: number, outcome: 'sent' | 'fell_back', detail: string | null) {
    return recordDelivery(db, { outboxId, channel: 'line', outcome, detail, at: options.clock() });
  }

  return async (row, message) => {
    if (!CHANNEL_KINDS.has(row.kind) || row.appointmentId === null) return 'email';
    const channel = await loadLineChannel(db, config);
    if (!channel) return 'email';
    const userId = await lineUserOf(db, row.appointmentId);
    if (!userId) return 'email';
    if (row.attempts > LINE_OUTAGE_ATTEMPTS) {
      await record(row.id, 'fell_back', FALLBACK_REASONS.outage);
      return 'email';
    }
    try {
      const outcome = await lineClientFor(config, channel.accessToken).push(userId, lineText(message), row.messageUuid);
      await record(row.id, 'sent', outcome === 'already_accepted' ? 'accepted before (409)' : null);
      log.info({ outboxId: row.id, kind: row.kind, outcome }, 'message sent by LINE');
      return 'carried';
    } catch (error) {
      if (!(error instanceof LineApiError) || error.kind === 'outage') throw error;
      await record(row.id, 'fell_back', FALLBACK_REASONS[error.kind]);
      log.warn(
        { outboxId: row.id, kind: row.kind, status: error.status },
        'LINE did not take the message; e-mail instead',
      );
      return 'email';
    }
  };
}
