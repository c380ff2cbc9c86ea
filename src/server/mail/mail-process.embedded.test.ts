/**
 * The real server process (src/server/main.ts) and a real SMTP server: the
 * embedded default keeps e-mails while SMTP_URL is unset, and the same data
 * directory started with SMTP_URL delivers them; shutdown stays clean.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { salon } from '../../config/salon.ts';
import { freePort, startServer, waitUntilHealthy, type ServerProcess } from '../../../test/support/server-process.ts';
import { findPart } from './testing/mime.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';

let smtp: SmtpTestServer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dataDir = mkdtempSync(join(tmpdir(), 'salon-mail-process-'));
});

afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stop(server: ServerProcess): Promise<number | string> {
  server.child.kill('SIGTERM');
  return server.exited;
}

async function book(server: ServerProcess, name: string): Promise<void> {
  const dates = (await (await fetch(`${server.url}/api/bookings/dates`)).json()) as {
    today: string;
    dates: { date: string }[];
  };
  const date = dates.dates.map((option) => option.date).find((value) => value !== dates.today);
  const catalogue = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceIds: [catalogue.categories[0]?.services[0]?.id],
      date,
      time: '11:00',
      name,
      email: 'process.guest@example.com',
      phone: '+66 81 234 5678',
      notes: '',
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

it('keeps e-mails without SMTP_URL and delivers them, once, when the server runs with it', async () => {
  const port = await freePort();
  const withoutSmtp = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, port);
  await waitUntilHealthy(withoutSmtp);
  await book(withoutSmtp, 'Process Guest');
  await expect.poll(() => withoutSmtp.output(), { timeout: 15_000 }).toMatch(/e-mail kept in the outbox/);
  expect(await stop(withoutSmtp)).toBe(0);
  expect(smtp.received).toHaveLength(0);

  const withSmtp = startServer(
    { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: 'Salon <bookings@salon.example>' },
    port,
  );
  await waitUntilHealthy(withSmtp);
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
  const byRecipient = new Map(smtp.received.map((mail) => [mail.envelopeTo.join(','), mail]));
  const customer = byRecipient.get('process.guest@example.com');
  expect(customer?.message.headers.get('from')).toBe('Salon <bookings@salon.example>');
  expect(customer?.message.headers.get('subject')).toMatch(/^We received your booking at /);
  expect(findPart(customer?.message ?? { headers: new Map(), body: '', parts: [] }, 'text/plain')?.body).toContain(
    'Dear Process Guest,',
  );
  expect(byRecipient.get(salon.email)?.message.headers.get('subject')).toMatch(/^New booking: Process Guest, /);

  // A few more polls deliver nothing again; shutdown stops the worker before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(smtp.received).toHaveLength(2);
  expect(await stop(withSmtp)).toBe(0);
}, 180_000);
