/**
 * Sending one message over SMTP. The worker talks to this small interface so
 * tests can count or break deliveries; production uses nodemailer.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly ics: string | null;
  /** Stable Message-ID per outbox row: a resent copy can be recognised as the same message. */
  readonly messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP timeouts. Together they must stay well under the worker's claim
 * lease (worker.ts), so a slow server can never make a second worker send
 * a message the first is still sending.
 */
export const SMTP_TIMEOUTS_MS = { connection: 15_000, greeting: 15_000, socket: 30_000 } as const;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.ics
          ? {
              attachments: [
                {
                  filename: 'appointment.ics',
                  content: mail.ics,
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                },
              ],
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** MAIL_FROM, or the salon's name and address: "Lotus Nail & Beauty" <hello@salon.example>. */
export function defaultMailFrom(salon: { readonly name: string; readonly email: string }): string {
  const name = salon.name.replace(/["\\]/g, '');
  return `"${name}" <${salon.email}>`;
}
