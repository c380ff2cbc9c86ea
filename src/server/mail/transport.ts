/**
 * Sending one message over SMTP. The worker talks to this small interface so
 * tests can count or break deliveries; production uses nodemailer.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

/**
 * An address as nodemailer's address object: nodemailer quotes or encodes
 * the name and never lets a line break in either part start a new header.
 */
export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  /** A plain address (the salon's) or an address object (a customer, name included). */
  readonly replyTo?: string | MailAddress;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly ics: string | null;
  /** Stable Message-ID per outbox row: a resent copy can be recognised as the same message. */
  readonly messageId: string;
}

/**
 * Headers on every message the product sends, all of which are automatic
 * (decision record 055):
 * - `Auto-Submitted: auto-generated` (RFC 3834): auto-responders (vacation
 *   replies, ticket systems) must not answer it;
 * - `X-Auto-Response-Suppress: OOF, AutoReply`: the same request in the
 *   form Microsoft Exchange and Outlook read. Not `All`, which would also
 *   suppress non-delivery reports: a bounce for a mistyped customer address
 *   is worth receiving.
 */
export const AUTOMATIC_MAIL_HEADERS: Readonly<Record<string, string>> = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
};

/** A bare addr-spec: one @, no spaces, quotes, brackets, commas or control characters. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;

/**
 * An address fit for a header, or null. Used for the Reply-To of the salon's
 * notification, which carries what a customer typed: the booking form
 * already validated the address, and this refuses anything else that could
 * read as more than one mailbox. Control characters leave the name.
 */
export function mailAddressOrNull(name: string, address: string): MailAddress | null {
  const trimmed = address.trim();
  if (trimmed.length > 254 || !PLAIN_ADDRESS.test(trimmed)) return null;
  const cleanName = name
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 200);
  return { name: cleanName, address: trimmed };
}

/** `<uuid@domain>`: random per outbox row, on the sending domain (decision record 056). */
export function formatMessageId(messageUuid: string, domain: string): string {
  return `<${messageUuid}@${domain}>`;
}

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The domain for Message-IDs: that of the From address (MAIL_FROM, or the
 * salon's address), so the id is on the domain the message says it comes
 * from; `fallback` when From has no usable domain.
 */
export function messageIdDomainOf(from: string, fallback: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address.split('@')[1]?.toLowerCase() ?? '';
  return HOST_NAME.test(domain) ? domain : fallback;
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

/**
 * The iTIP method a calendar file declares (its `METHOD:` line, RFC 5546), for the attachment's
 * Content-Type: RFC 6047 wants the two equal, and some clients ignore a cancellation whose part says
 * PUBLISH. PUBLISH when the file names none (the default of a plain calendar file).
 */
export function calendarMethodOf(ics: string): string {
  const declared = /^METHOD:([A-Za-z-]+)\r?$/m.exec(ics)?.[1];
  return declared ? declared.toUpperCase() : 'PUBLISH';
}

/** The message as nodemailer takes it (a function of its own, so tests can compose it without SMTP). */
export function nodemailerMessage(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { ...AUTOMATIC_MAIL_HEADERS },
    ...(mail.ics
      ? {
          attachments: [
            {
              filename: 'appointment.ics',
              content: mail.ics,
              contentType: `text/calendar; charset=utf-8; method=${calendarMethodOf(mail.ics)}`,
            },
          ],
        }
      : {}),
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
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
