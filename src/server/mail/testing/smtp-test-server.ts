/**
 * Test-only: a real SMTP server (the `smtp-server` package) on a local port
 * that keeps every message it accepts, and can go down and come back on the
 * same port to play an outage. It refuses every recipient whose address
 * starts with "nobody@" with 550, as a real server refuses an unknown mailbox.
 */
import { SMTPServer } from 'smtp-server';
import { parseMime, type MimeMessage } from './mime.ts';

export interface ReceivedMail {
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  readonly raw: string;
  readonly message: MimeMessage;
}

export interface SmtpTestServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts listening again on the same port after stop(). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

function createServer(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        const refusal = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        received.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          message: parseMime(raw),
        });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined = createServer(received);
  const port = await listen(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async stop() {
      if (server) await closeServer(server);
      server = undefined;
    },
    async restart() {
      if (server) return;
      server = createServer(received);
      await listen(server, port);
    },
    async close() {
      if (server) await closeServer(server);
      server = undefined;
    },
  };
}
