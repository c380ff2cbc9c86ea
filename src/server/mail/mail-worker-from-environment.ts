/** Builds the outbox worker the server process runs, from its environment (SMTP_URL, MAIL_FROM). */
import type { SalonConfig } from '../../config/salon.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { firstCarrier } from '../services/messaging/channels.ts';
import { readSalonSettings } from '../services/settings/salon-settings-store.ts';
import { createLineRoute } from '../services/messaging/line-delivery.ts';
import type { MessagingConfig } from '../services/messaging/messaging-config.ts';
import { createWhatsappRoute } from '../services/messaging/whatsapp-delivery.ts';
import { createDeliveryPreparation } from './prepare-delivery.ts';
import { createReminderPreparation } from './reminders.ts';
import { createSmtpTransport, defaultMailFrom, messageIdDomainOf } from './transport.ts';
import { createOutboxWorker, type OutboxWorker } from './worker.ts';

export interface MailSettings {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  /** Absolute base URL of the site, for the customers' private links. */
  readonly publicUrl: string;
}

export function createMailWorker(options: {
  readonly db: Database;
  readonly settings: MailSettings;
  readonly salon: SalonConfig;
  readonly clock: () => Date;
  readonly logger: Logger;
  /** With it, customers who linked LINE or opted in to WhatsApp get their messages there (services/messaging). */
  readonly messaging?: MessagingConfig;
}): OutboxWorker {
  const { db, settings, salon, clock, logger, messaging } = options;
  const from = settings.mailFrom ?? defaultMailFrom(salon);
  const fromDomain = messageIdDomainOf(from, salon.emailDomain);
  return createOutboxWorker({
    db,
    transport: settings.smtpUrl ? createSmtpTransport(settings.smtpUrl) : null,
    from,
    replyTo: salon.email,
    messageIdDomain: fromDomain,
    clock,
    logger,
    prepare: createDeliveryPreparation({
      db,
      publicUrl: settings.publicUrl,
      prepareReminder: createReminderPreparation({ db, salon, publicUrl: settings.publicUrl }),
    }),
    ...(messaging
      ? {
          // In the owner's order (Settings → Message channels), read for each message.
          route: firstCarrier(
            db,
            [
              { channel: 'line', route: createLineRoute({ db, config: messaging, logger, clock }) },
              {
                channel: 'whatsapp',
                route: createWhatsappRoute({ db, config: messaging, logger, clock, timeZone: salon.timeZone }),
              },
            ],
            async () => (await readSalonSettings(db, salon)).messaging.value,
          ),
        }
      : {}),
  });
}
