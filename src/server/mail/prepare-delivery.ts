/**
 * What the worker does with a claimed outbox row just before sending it: the last moment at
 * which the message can still be made right.
 *
 * - A customer e-mail holds the placeholder where its private link's token goes
 *   (manage-link-placeholder.ts): a fresh token is drawn, only its hash stored, and filled in. A retry
 *   draws another one; every drawn token opens the booking, so whichever copy arrives works.
 * - A reminder is written when it is planned but decided when it is due (reminders.ts): it may be
 *   dropped (the appointment was cancelled or moved) or held back (quiet hours after an outage).
 */
import type { Database } from '../db/client.ts';
import type { outbox } from '../db/schema.ts';
import { mintManageLink } from '../services/manage-booking/manage-links.ts';
import { fillManageLink, hasManageLinkPlaceholder, placeholderLinksAndHomes } from './manage-link-placeholder.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** What goes out: the row's words, possibly made final here. */
export interface OutgoingMessage {
  readonly subject: string;
  readonly textBody: string;
  readonly htmlBody: string;
  readonly icsAttachment: string | null;
}

export type DeliveryPlan =
  | { readonly action: 'send'; readonly message: OutgoingMessage }
  /** Never to be sent: what it announced no longer holds (recorded as status 'dropped'). */
  | { readonly action: 'drop'; readonly reason: string }
  /** Not now: claimed again at `until`, without counting an attempt. */
  | { readonly action: 'defer'; readonly until: Date };

export type PrepareDelivery = (row: OutboxRow, now: Date) => Promise<DeliveryPlan>;

export interface DeliveryPreparationOptions {
  readonly db: Database;
  /** Absolute base URL of the site (PUBLIC_URL), without a trailing slash. */
  readonly publicUrl: string;
  /** Decides a due reminder (reminders.ts); without it reminders go as written. */
  readonly prepareReminder?: PrepareDelivery;
}

export function createDeliveryPreparation(options: DeliveryPreparationOptions): PrepareDelivery {
  const { db, publicUrl } = options;
  return async (row, now) => {
    let message: OutgoingMessage = row;
    if (row.kind === 'booking_reminder' && options.prepareReminder) {
      const plan = await options.prepareReminder(row, now);
      if (plan.action !== 'send') return plan;
      message = plan.message;
    }
    if (!hasManageLinkPlaceholder(message.textBody) && !hasManageLinkPlaceholder(message.htmlBody)) {
      return { action: 'send', message };
    }
    if (row.appointmentId === null) {
      // The appointment was deleted after the e-mail was written: the link would open nothing.
      let { textBody, htmlBody } = message;
      for (const { link, home } of placeholderLinksAndHomes(publicUrl)) {
        textBody = textBody.replaceAll(link, home);
        htmlBody = htmlBody.replaceAll(link, home);
      }
      return { action: 'send', message: { ...message, textBody, htmlBody } };
    }
    const token = await mintManageLink(db, { appointmentId: row.appointmentId, outboxId: row.id, now });
    return {
      action: 'send',
      message: {
        ...message,
        textBody: fillManageLink(message.textBody, token),
        htmlBody: fillManageLink(message.htmlBody, token),
      },
    };
  };
}
