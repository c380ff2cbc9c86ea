/**
 * WhatsApp as a channel of the outbox's customer messages (decisions 234, 235): for a customer who
 * ticked "Send updates on WhatsApp" at booking, the confirmation, change, cancellation and reminder go
 * as the owner's approved template for that kind in the booking's language, with the booking's name,
 * date, time, treatments, price and private link as its parameters. A deposit request goes as the
 * `deposit` template (amount, reference, deadline and the link to the page with the QR; decision 257),
 * a released hold as the cancellation with the link to book again.
 *
 * At most once on WhatsApp: the Cloud API has no retry key, so the attempt is written down before the
 * request ('sending'). An attempt whose answer was lost (a timeout, a crash) leaves that row behind; the
 * next attempt finds it and sends the e-mail instead rather than risk a second WhatsApp message. The
 * customer gets the message at least once overall, and never twice on WhatsApp.
 *
 * Falls back to e-mail (and says why in message_deliveries) when there is no approved template for the
 * kind and language, when WhatsApp refuses the message (invalid number, outside its policy, template
 * missing), the token (401/190) or the rate (429), and after CHANNEL_OUTAGE_ATTEMPTS attempts of an outage.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { formatBaht } from '../../../domain/checkout/money.ts';
import {
  depositTemplateParameterList,
  templateParameterList,
  WHATSAPP_LANGUAGE_CODES,
  type WhatsappTemplateKind,
  type WhatsappTemplates,
} from '../../../domain/whatsapp.ts';
import type { Database } from '../../db/client.ts';
import { appointments, messageDeliveries, whatsappOptIns } from '../../db/schema.ts';
import { WhatsappApiError } from '../../integrations/whatsapp.ts';
import type { Logger } from '../../logger.ts';
import type { OutgoingMessage } from '../../mail/prepare-delivery.ts';
import { loadAppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { emailText } from '../../mail/templates/email-text.ts';
import { depositDeadlineText } from '../deposits/deposit-emails.ts';
import { readCustomerDeposit } from '../deposits/deposit-view.ts';
import { CHANNEL_KINDS, CHANNEL_OUTAGE_ATTEMPTS, recordDelivery, type ChannelRoute } from './channels.ts';
import type { MessagingConfig } from './messaging-config.ts';
import { loadWhatsappChannel, whatsappClientFor } from './whatsapp-channel.ts';

const TEMPLATE_KIND: Readonly<Record<string, WhatsappTemplateKind>> = {
  booking_confirmed: 'confirmation',
  booking_updated: 'change',
  booking_rescheduled: 'change',
  booking_cancelled: 'cancellation',
  booking_reminder: 'reminder',
  deposit_requested: 'deposit',
  // A released hold is a cancellation to the customer; its link books again.
  deposit_expired: 'cancellation',
};

const FALLBACK_REASONS = {
  noTemplate: 'No approved WhatsApp template for this message and language',
  rate: 'WhatsApp asked to slow down (429)',
  refused: 'WhatsApp refused the message (invalid number, outside policy or template not approved)',
  unauthorized: 'WhatsApp refused the access token',
  outage: 'WhatsApp was unavailable',
  lostAnswer: "An earlier attempt's answer was lost; e-mail instead so WhatsApp never sends twice",
} as const;

/** The marker of an attempt in flight: replaced by its outcome when WhatsApp answers. */
const SENDING = 'sending';

/** The private link in the message's text, already made final by the outbox's preparation. */
export function manageLinkIn(message: OutgoingMessage): string | null {
  return /\bhttps?:\/\/[^\s<>"]+\/manage\?token=[^\s<>")]+/.exec(message.textBody)?.[0] ?? null;
}

/** The last link of the message's text (a released hold's "Book again"). */
function lastLinkIn(message: OutgoingMessage): string | null {
  return message.textBody.match(/\bhttps?:\/\/[^\s<>")]+/g)?.at(-1) ?? null;
}

export function templateNameFor(templates: WhatsappTemplates, kind: string, language: string): string | null {
  const templateKind = TEMPLATE_KIND[kind];
  if (!templateKind) return null;
  const names: Partial<Record<string, string>> = templates[templateKind] ?? {};
  return names[language] || null;
}

/** The number to write to for this message's customer, when they opted in and did not stop. */
async function optedInNumber(db: Database, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: whatsappOptIns.phoneE164 })
    .from(appointments)
    .innerJoin(whatsappOptIns, eq(whatsappOptIns.customerId, appointments.customerId))
    .where(and(eq(appointments.id, appointmentId), isNull(whatsappOptIns.stoppedAt)));
  return row?.phone ?? null;
}

export function createWhatsappRoute(options: {
  readonly db: Database;
  readonly config: MessagingConfig;
  readonly logger: Logger;
  readonly clock: () => Date;
  /** The salon's time zone, for a deposit's deadline. */
  readonly timeZone?: string;
}): ChannelRoute {
  const { db, config } = options;
  const timeZone = options.timeZone ?? defaultSalonConfig.timeZone;
  const log = options.logger.child({ component: 'whatsapp' });

  function fellBack(outboxId: number, detail: string) {
    return recordDelivery(db, { outboxId, channel: 'whatsapp', outcome: 'fell_back', detail, at: options.clock() });
  }

  return async (row, message) => {
    if (!CHANNEL_KINDS.has(row.kind) || row.appointmentId === null) return 'email';
    const channel = await loadWhatsappChannel(db, config);
    if (!channel) return 'email';
    const to = await optedInNumber(db, row.appointmentId);
    if (!to) return 'email';

    const inFlight = and(
      eq(messageDeliveries.outboxId, row.id),
      eq(messageDeliveries.channel, 'whatsapp'),
      eq(messageDeliveries.detail, SENDING),
    );
    const [earlier] = await db.select({ id: messageDeliveries.id }).from(messageDeliveries).where(inFlight);
    if (earlier) {
      await db
        .update(messageDeliveries)
        .set({ outcome: 'fell_back', detail: FALLBACK_REASONS.lostAnswer })
        .where(eq(messageDeliveries.id, earlier.id));
      return 'email';
    }
    if (row.attempts > CHANNEL_OUTAGE_ATTEMPTS) {
      await fellBack(row.id, FALLBACK_REASONS.outage);
      return 'email';
    }

    const booking = await loadAppointmentEmailData(db, row.appointmentId);
    const templateName = templateNameFor(channel.templates, row.kind, booking.language);
    if (!templateName) {
      await fellBack(row.id, FALLBACK_REASONS.noTemplate);
      return 'email';
    }
    const text = emailText(booking.language);
    const deposit = row.kind === 'deposit_requested' ? await readCustomerDeposit(db, row.appointmentId) : null;
    const parameters = deposit
      ? depositTemplateParameterList({
          name: booking.customerName,
          date: text.date(booking.date),
          time: text.time(booking.startTime),
          amount: formatBaht(deposit.amountSatang, booking.language),
          reference: deposit.reference,
          deadline: depositDeadlineText(deposit.dueAt, timeZone, text.t('format.dateLocale')),
          link: manageLinkIn(message) ?? '',
        })
      : templateParameterList({
          name: booking.customerName,
          date: text.date(booking.date),
          time: text.time(booking.startTime),
          services: text.list(booking.services.map((service) => service.name)),
          price: text.price(booking.totalPriceThb),
          link: manageLinkIn(message) ?? lastLinkIn(message) ?? '',
        });

    const [attempt] = await db
      .insert(messageDeliveries)
      .values({ outboxId: row.id, channel: 'whatsapp', outcome: 'sent', detail: SENDING, createdAt: options.clock() })
      .returning({ id: messageDeliveries.id });
    const attemptId = attempt?.id ?? 0;
    try {
      const messageId = await whatsappClientFor(config, channel).sendTemplate({
        to,
        templateName,
        languageCode: WHATSAPP_LANGUAGE_CODES[booking.language],
        parameters,
      });
      await db
        .update(messageDeliveries)
        .set({ detail: null, externalId: messageId })
        .where(eq(messageDeliveries.id, attemptId));
      log.info({ outboxId: row.id, kind: row.kind }, 'message sent by WhatsApp');
      return 'carried';
    } catch (error) {
      if (!(error instanceof WhatsappApiError)) throw error;
      if (error.kind === 'outage') {
        // An answer that came (5xx) says nothing was sent: the attempt is forgotten and retried. No
        // answer at all leaves the marker, and the retry goes by e-mail.
        if (error.status !== null) await db.delete(messageDeliveries).where(eq(messageDeliveries.id, attemptId));
        throw error;
      }
      await db
        .update(messageDeliveries)
        .set({ outcome: 'fell_back', detail: FALLBACK_REASONS[error.kind] })
        .where(eq(messageDeliveries.id, attemptId));
      log.warn(
        { outboxId: row.id, kind: row.kind, status: error.status, code: error.code },
        'WhatsApp did not take the message; e-mail instead',
      );
      return 'email';
    }
  };
}
