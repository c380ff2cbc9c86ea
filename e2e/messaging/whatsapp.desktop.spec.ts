/**
 * WhatsApp end to end, against the fake Cloud API the server talks to (e2e/support/e2e-server.ts): the
 * owner connects the number in Settings (a refused token beside its field, secrets emptied, never on the
 * page again) and names the approved template; the booking page then offers "Send updates on WhatsApp";
 * a customer books on the Russian page with it ticked and, once the salon confirms, gets the confirmation
 * through the fake as the template with its parameters; a signed "delivered" status and her consent show on
 * the appointment; "СТОП" in the chat ends it, and the cancellation then comes by e-mail only. Axe clean;
 * screenshots at 390 px and 1280 px. Desktop only: it changes the salon-wide WhatsApp setting.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FAKE_WHATSAPP_ACCOUNT,
  type FakeTemplateSend,
} from '../../src/server/integrations/testing/fake-whatsapp-server.ts';
import { whatsappSignature } from '../../src/server/integrations/whatsapp.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { freeSlot } from './messaging-fixtures.ts';
import { sentTo, waitForMailOf } from '../support/received-mail.ts';
import { signInThroughPage, staffApi } from '../support/staff.ts';

test.describe.configure({ mode: 'serial' });

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

function fakeWhatsappUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR_MESSAGING;
  if (!dataDir) throw new Error('E2E_DATA_DIR_MESSAGING is unset: run through playwright.config.ts');
  return readFileSync(join(dataDir, 'fake-whatsapp-url'), 'utf8');
}

test('the owner connects WhatsApp; a customer who opts in gets the confirmation there; its status shows', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInThroughPage(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /WhatsApp/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp' })).toBeVisible();
  const numberId = page.getByLabel('Phone number ID');
  await expect(numberId).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'whatsapp-connect');

  await numberId.fill(FAKE_WHATSAPP_ACCOUNT.phoneNumberId);
  await page.getByLabel('App secret').fill(FAKE_WHATSAPP_ACCOUNT.appSecret);
  await page.getByLabel('Access token').fill('EAAnotthetoken0123456789abcdef');
  await page.getByLabel('Webhook verify token').fill('lotus-verify-2026');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByText('WhatsApp did not accept this access token.')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveValue('');
  await expect(page.getByLabel('App secret')).toHaveValue('');

  await page.getByLabel('App secret').fill(FAKE_WHATSAPP_ACCOUNT.appSecret);
  await page.getByLabel('Access token').fill(FAKE_WHATSAPP_ACCOUNT.accessToken);
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByRole('heading', { name: 'WhatsApp is connected' })).toBeVisible();
  await expect(page.getByTestId('whatsapp-number')).toHaveText(FAKE_WHATSAPP_ACCOUNT.displayPhoneNumber);
  await expect(page.getByText(/\/api\/whatsapp\/webhook$/)).toBeVisible();

  const confirmation = page.getByRole('group', { name: 'Confirmation' });
  await confirmation.getByLabel('English').fill('booking_confirmation');
  await confirmation.getByLabel('Russian').fill('booking_confirmation');
  await page.getByRole('button', { name: 'Save template names' }).click();
  await expect(page.getByText('Template names saved.')).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(FAKE_WHATSAPP_ACCOUNT.accessToken);
  expect(html).not.toContain(FAKE_WHATSAPP_ACCOUNT.appSecret);
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'whatsapp-connected');

  // The Russian booking page now offers WhatsApp, unticked, in the server's HTML.
  await page.goto('/ru/booking');
  const optIn = page.getByLabel('Присылать уведомления в WhatsApp');
  await expect(optIn).toBeAttached();
  await expect(optIn).not.toBeChecked();

  // She books on the Russian page, ticks the box and confirms, as soon as the controls are there.
  const staff = await staffApi(baseURL ?? '');
  const menu = (await (await staff.get('/api/catalogue?language=ru')).json()) as {
    categories: { name: string; services: { id: number; name: string }[] }[];
  };
  const category = menu.categories[0]!;
  const service = category.services[0]!;
  const slot = await freeSlot(staff, service.id, { from: 1, to: 8 });
  const name = 'Мария WhatsApp';
  const ru = JSON.parse(readFileSync('src/i18n/locales/ru/booking.json', 'utf8')) as {
    when: { date: string; time: string };
    details: { name: string; email: string; phone: string };
    submit: { idle: string };
    confirmed: { title: string };
  };
  const toggle = page.getByRole('button', { name: new RegExp(`^${category.name}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('checkbox', { name: service.name }).check();
  await page.getByLabel(ru.when.date, { exact: true }).selectOption(slot.date);
  const time = page.getByLabel(ru.when.time, { exact: true });
  await expect(time.locator(`option[value="${slot.time}"]`)).toBeEnabled();
  await time.selectOption(slot.time);
  await page.getByLabel(ru.details.name, { exact: true }).fill(name);
  await page.getByLabel(ru.details.email, { exact: true }).fill('maria.whatsapp@example.com');
  await page.getByLabel(ru.details.phone, { exact: true }).fill('+7 916 555-01-99');
  await optIn.check();
  await page.getByRole('button', { name: ru.submit.idle }).click();
  await expect(page.getByRole('heading', { name: ru.confirmed.title })).toBeVisible();
  const list = (await (
    await staff.get(`/api/admin/appointments?q=${encodeURIComponent(name)}&time=all&status=all`)
  ).json()) as { items: { id: string }[] };
  const appointmentId = list.items[0]!.id;
  // The salon confirms it: the confirmation is the message a channel carries.
  const confirmed = await staff.patch(`/api/admin/appointments/${appointmentId}/status`, {
    data: { version: 1, status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // The outbox sends the confirmation through the fake as the Russian template with its parameters.
  let sent: FakeTemplateSend | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await (await fetch(`${fakeWhatsappUrl()}/_fake/sent`)).json()) as { sent: FakeTemplateSend[] };
        sent = answer.sent.find((message) => message.to === '+79165550199');
        return sent?.name;
      },
      { timeout: 20_000 },
    )
    .toBe('booking_confirmation');
  expect(sent?.language).toBe('ru');
  expect(sent?.parameters[0]).toBe(name);
  expect(sent?.parameters[5]).toMatch(/\/ru\/manage\?token=/);

  // WhatsApp reports it delivered, signed with the app secret.
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [{ field: 'messages', value: { statuses: [{ id: sent?.id, status: 'delivered', timestamp: '1' }] } }],
      },
    ],
  });
  const status = await page.request.post('/api/whatsapp/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': whatsappSignature(FAKE_WHATSAPP_ACCOUNT.appSecret, body),
    },
    data: body,
  });
  expect(await status.json()).toMatchObject({ statuses: 1 });

  await page.goto(`/admin/orders/${appointmentId}`);
  await expect(page.getByText(/Sent on WhatsApp .* · delivered/)).toBeVisible();
  // Staff see the customer's consent on the appointment itself, with the words she ticked.
  const consent = page.locator('[data-channel="whatsapp"]');
  await expect(consent).toContainText('Agreed on');
  await expect(consent).toContainText('+79165550199');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'whatsapp-appointment');

  // She answers СТОП in the chat: WhatsApp ends at once, and the next message about her booking is an e-mail.
  const stop = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: { messages: [{ from: '79165550199', id: 'wamid.stop', type: 'text', text: { body: 'СТОП' } }] },
          },
        ],
      },
    ],
  });
  const stopped = await page.request.post('/api/whatsapp/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': whatsappSignature(FAKE_WHATSAPP_ACCOUNT.appSecret, stop),
    },
    data: stop,
  });
  expect(await stopped.json()).toMatchObject({ stopped: 1 });
  await page.reload();
  await expect(consent).toContainText('Stopped on');
  const sentBefore = ((await (await fetch(`${fakeWhatsappUrl()}/_fake/sent`)).json()) as { sent: unknown[] }).sent
    .length;
  const cancelled = await staff.patch(`/api/admin/appointments/${appointmentId}/status`, {
    data: { version: 2, status: 'cancelled' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  // Her "we received your booking" came by e-mail before (no channel carries it): the cancellation is the other one.
  const cancellation = await waitForMailOf(
    'messaging',
    'the cancellation by e-mail',
    (mail) => sentTo('maria.whatsapp@example.com')(mail) && /отмен/i.test(mail.subject),
  );
  expect(cancellation.text).toContain(name);
  const sentAfter = ((await (await fetch(`${fakeWhatsappUrl()}/_fake/sent`)).json()) as { sent: unknown[] }).sent
    .length;
  expect(sentAfter).toBe(sentBefore);

  await page.goto('/admin/settings/whatsapp');
  await page.getByRole('button', { name: 'Disconnect WhatsApp' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your WhatsApp number' })).toBeVisible();
});
