/**
 * The server the browser tests talk to: the embedded database in DATA_DIR (a temporary folder), prepared
 * by e2e-database.ts, then the real server entry point. e2e-servers.ts starts one per feature folder.
 *
 * With E2E_SMTP_CAPTURE=1 (the manage feature, playwright.config.ts) the e-mails really travel: a test
 * SMTP server runs in this process, the server sends to it over SMTP (SMTP_URL, set before main is
 * imported), and each message it accepts is written to `${DATA_DIR}/received-mail/` as one JSON file
 * (see ReceivedMailFile in e2e/support/received-mail.ts), where the browser tests read them.
 *
 * With E2E_FAKE_LINE=1 (the messaging feature) a fake LINE Messaging API runs in this process and the
 * server talks to it (LINE_API_BASE), with a throw-away MESSAGING_SECRET_KEY; its channel's credentials are
 * FAKE_LINE_CHANNEL (src/server/integrations/testing/fake-line-server.ts); its URL is written to
 * `${DATA_DIR}/fake-line-url` for the tests to read the pushes it accepted (GET /_fake/pushes). A fake
 * WhatsApp Cloud API runs beside it (WHATSAPP_API_BASE), its URL written to `${DATA_DIR}/fake-whatsapp-url`
 * (GET /_fake/sent).
 *
 * With E2E_FAKE_STRIPE=1 (the deposits-stripe feature) a fake Stripe runs in this process (STRIPE_API_BASE),
 * delivering its signed webhooks to this server; its URL is written to `${DATA_DIR}/fake-stripe-url`, where
 * a test reads it to make a customer "pay" (POST /_fake/pay/:intentId).
 *
 * With E2E_SHIFTED_CLOCK=1 (the deposits-expiry feature) the whole server process reads a shifted clock:
 * `Date` answers the real time plus the milliseconds a test writes to `${DATA_DIR}/clock-offset-ms`
 * (read four times a second), so a journey can let a hold's deadline pass without waiting for it, as the
 * database tests do with their test clock. Timers still run in real time (the expiry task every 15 s).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareTestDatabase } from './e2e-database.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must point at a temporary folder for the browser tests.');
if (process.env.E2E_SHIFTED_CLOCK === '1') shiftClockFrom(join(dataDir, 'clock-offset-ms'));

await prepareTestDatabase(dataDir);

if (process.env.E2E_SMTP_CAPTURE === '1') await captureMailInto(join(dataDir, 'received-mail'));
if (process.env.E2E_FAKE_LINE === '1') await startFakeLine();
if (process.env.E2E_FAKE_STRIPE === '1') await startFakeStripe();

await import('../../src/server/main.ts');

async function captureMailInto(mailDir: string): Promise<void> {
  const { startSmtpTestServer } = await import('../../src/server/mail/testing/smtp-test-server.ts');
  const { findPart } = await import('../../src/server/mail/testing/mime.ts');
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpTestServer();
  process.env.SMTP_URL = smtp.url;
  let written = 0;
  // The test server keeps what it accepts in a list; new entries become files (written, then renamed into
  // place, so a reader never sees half a message). Checked often: tests wait for these files.
  const timer = setInterval(() => {
    for (; written < smtp.received.length; written += 1) {
      const mail = smtp.received[written]!;
      const file = {
        envelopeTo: mail.envelopeTo,
        from: mail.message.headers.get('from') ?? '',
        to: mail.message.headers.get('to') ?? '',
        subject: mail.message.headers.get('subject') ?? '',
        text: findPart(mail.message, 'text/plain')?.body ?? '',
        html: findPart(mail.message, 'text/html')?.body ?? '',
        ics: findPart(mail.message, 'text/calendar')?.body ?? null,
      };
      const name = `${String(written + 1).padStart(4, '0')}.json`;
      writeFileSync(join(mailDir, `.${name}.tmp`), JSON.stringify(file, null, 2));
      renameSync(join(mailDir, `.${name}.tmp`), join(mailDir, name));
    }
  }, 100);
  timer.unref();
}

async function startFakeLine(): Promise<void> {
  const { randomBytes } = await import('node:crypto');
  const { startFakeLineServer } = await import('../../src/server/integrations/testing/fake-line-server.ts');
  const line = await startFakeLineServer();
  process.env.LINE_API_BASE = line.url;
  writeFileSync(join(dataDir!, 'fake-line-url'), line.url);
  process.env.MESSAGING_SECRET_KEY = randomBytes(32).toString('base64');
  const { startFakeWhatsappServer } = await import('../../src/server/integrations/testing/fake-whatsapp-server.ts');
  const whatsapp = await startFakeWhatsappServer();
  process.env.WHATSAPP_API_BASE = whatsapp.url;
  writeFileSync(join(dataDir!, 'fake-whatsapp-url'), whatsapp.url);
}

async function startFakeStripe(): Promise<void> {
  const { randomBytes } = await import('node:crypto');
  const { startFakeStripeServer } = await import('../../src/server/integrations/testing/fake-stripe-server.ts');
  const stripe = await startFakeStripeServer();
  stripe.webhookUrl = `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/deposits/stripe/webhook`;
  process.env.STRIPE_API_BASE = stripe.url;
  process.env.MESSAGING_SECRET_KEY ??= randomBytes(32).toString('base64');
  writeFileSync(join(dataDir!, 'fake-stripe-url'), stripe.url);
}

function shiftClockFrom(offsetFile: string): void {
  const RealDate = Date;
  let offset = 0;
  setInterval(() => {
    try {
      offset = Number(readFileSync(offsetFile, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
  }, 250).unref();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
