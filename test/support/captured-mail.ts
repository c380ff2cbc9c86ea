/**
 * A mail transport that keeps what it is given, for tests of the outbox's channels: the e-mails a worker
 * sent, in order, to be read and emptied by the test.
 */
import type { MailTransport, OutgoingMail } from '../../src/server/mail/transport.ts';

export function capturingTransport(): { readonly transport: MailTransport; readonly emails: OutgoingMail[] } {
  const emails: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      emails.push(mail);
    },
    close: () => {},
  };
  return { transport, emails };
}
