/**
 * E-mails received by a feature's server (the features listed in SMTP_CAPTURE_FEATURES of
 * playwright.config.ts): it sends them over real SMTP to a test server in its own process, which writes
 * each one to `${DATA_DIR}/received-mail/` (e2e/support/e2e-server.ts); the data folder's path reaches
 * the tests through the environment the runner made it in.
 */
import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  readonly file: string;
  readonly envelopeTo: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly ics: string | null;
}

function mailDir(feature: string): string {
  const name = `E2E_DATA_DIR_${feature.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const dataDir = process.env[name];
  if (!dataDir) throw new Error(`${name} is unset: run the ${feature} tests through playwright.config.ts`);
  return join(dataDir, 'received-mail');
}

function receivedMail(feature: string): ReceivedMail[] {
  const dir = mailDir(feature);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<ReceivedMail, 'file'>) }));
}

/**
 * The first e-mail received by `feature`'s server that matches, waiting for it (the server's mail worker
 * looks for new messages every few seconds). `after` leaves out messages already looked at.
 */
export async function waitForMailOf(
  feature: string,
  describe: string,
  match: (mail: ReceivedMail) => boolean,
  after: ReadonlySet<string> = new Set(),
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail(feature).find((mail) => !after.has(mail.file) && match(mail));
        return found !== undefined;
      },
      { message: `waiting for the e-mail: ${describe}`, timeout: 25_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}

export function sentTo(address: string): (mail: ReceivedMail) => boolean {
  return (mail) => mail.envelopeTo.includes(address);
}
