/**
 * The owner connects the salon's LINE Official Account in Settings, against the fake LINE Messaging API
 * the server talks to (E2E_FAKE_LINE, e2e/support/e2e-server.ts): a token LINE refuses is refused beside
 * its field and the secrets are emptied; the right credentials show the account's name, LINE ID, the
 * month's quota and the webhook URL, and the secret is never on the page again. Axe clean in both
 * states; screenshots at 390 px and 1280 px. Desktop only: it changes the salon-wide LINE setting.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { lineSignature } from '../../src/server/integrations/line.ts';
import { FAKE_LINE_CHANNEL, textMessageEvent } from '../../src/server/integrations/testing/fake-line-server.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage, staffApi } from '../support/staff.ts';
import { connectFakeLine, freeSlot } from './messaging-fixtures.ts';
import { chooseDateAndTime, chooseService, fillDetails, openBooking } from '../booking/booking-helpers.ts';

// Both tests change the salon's one LINE setting: one after the other.
test.describe.configure({ mode: 'serial' });

/** What the fake LINE the e2e server runs has accepted (its URL is in the server's data folder). */
async function linePushes(): Promise<{ to: string; text: string }[]> {
  const url = readFileSync(join(process.env.E2E_DATA_DIR_MESSAGING ?? '', 'fake-line-url'), 'utf8');
  return ((await (await fetch(`${url}/_fake/pushes`)).json()) as { pushes: { to: string; text: string }[] }).pushes;
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the owner connects LINE and sees the account and the month’s quota', async ({ page }, testInfo) => {
  await signInThroughPage(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /LINE/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LINE' })).toBeVisible();

  const channelId = page.getByLabel('Channel ID');
  await expect(channelId).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'line-connect');

  // A token LINE does not accept: refused beside its field, nothing kept on screen.
  await channelId.fill(FAKE_LINE_CHANNEL.channelId);
  await page.getByLabel('Channel secret').fill(FAKE_LINE_CHANNEL.channelSecret);
  await page.getByLabel('Channel access token').fill('not-the-token-0123456789abcdef');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByText('LINE did not accept this channel access token.')).toBeVisible();
  await expect(page.getByLabel('Channel secret')).toHaveValue('');
  await expect(page.getByLabel('Channel access token')).toHaveValue('');

  await page.getByLabel('Channel secret').fill(FAKE_LINE_CHANNEL.channelSecret);
  await page.getByLabel('Channel access token').fill(FAKE_LINE_CHANNEL.accessToken);
  await page.getByRole('button', { name: 'Check and connect' }).click();

  await expect(page.getByRole('heading', { name: 'LINE is connected' })).toBeVisible();
  await expect(page.getByTestId('line-account-name')).toHaveText(FAKE_LINE_CHANNEL.displayName);
  await expect(page.getByText(FAKE_LINE_CHANNEL.basicId)).toBeVisible();
  await expect(page.getByText(/\d+ of 500 used/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Messages this month' })).toBeVisible();
  await expect(page.getByText(/\/api\/line\/webhook$/)).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(FAKE_LINE_CHANNEL.channelSecret);
  expect(html).not.toContain(FAKE_LINE_CHANNEL.accessToken);
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'line-connected');

  // A reload reads the status from the server: still connected, still no secret.
  await page.reload();
  await expect(page.getByTestId('line-account-name')).toHaveText(FAKE_LINE_CHANNEL.displayName);
  expect(await page.content()).not.toContain(FAKE_LINE_CHANNEL.accessToken);

  await page.getByRole('button', { name: 'Disconnect LINE' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your LINE Official Account' })).toBeVisible();
});

test('a customer links LINE from their booking page with a one-time code', async ({ page, baseURL }, testInfo) => {
  const staff = await staffApi(baseURL ?? '');
  await connectFakeLine(staff);

  // A booking and its private link, as staff pass one on.
  const menu = (await (await staff.get('/api/catalogue')).json()) as { categories: { services: { id: number }[] }[] };
  const serviceId = menu.categories[0]!.services[0]!.id;
  const slot = await freeSlot(staff, serviceId, { from: 1, to: 8 });
  const name = `Line Customer ${testInfo.project.name}`;
  const booked = await staff.post('/api/bookings', {
    data: {
      serviceIds: [serviceId],
      ...slot,
      name,
      email: 'line.customer@example.com',
      phone: '+66 81 555 0199',
      language: 'th',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const list = (await (
    await staff.get(`/api/admin/appointments?q=${encodeURIComponent(name)}&time=all&status=all`)
  ).json()) as {
    items: { id: string }[];
  };
  const issued = (await (
    await staff.post(`/api/admin/appointments/${list.items[0]!.id}/manage-link`, { data: {} })
  ).json()) as {
    url: string;
  };
  const manage = new URL(issued.url);

  // The link opens her booking in Thai (/th/manage); this test reads the page in English, as a customer may
  // switch it, while her messages stay in the booking's language.
  expect(manage.pathname).toBe('/th/manage');
  await page.goto(`/manage${manage.search}`);
  const card = page.getByTestId('manage-line');
  const start = card.getByRole('link', { name: 'Get updates on LINE' });
  await expect(start).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'manage-line');

  // Following the link draws a code and sends the phone to the salon's LINE chat with it typed in.
  const redirect = await page.request.get((await start.getAttribute('href')) ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const chat = redirect.headers().location ?? '';
  expect(chat).toMatch(/^https:\/\/line\.me\/R\/oaMessage\/%40lotusnail\/\?LINK%20[2-9A-Z]{8}$/);

  // LINE delivers the customer's message to the webhook, signed with the channel secret.
  const body = JSON.stringify({
    destination: 'Ubot',
    events: [textMessageEvent('Ue2ecustomer', decodeURIComponent(chat.split('?')[1] ?? ''))],
  });
  const delivered = await page.request.post('/api/line/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-line-signature': lineSignature(FAKE_LINE_CHANNEL.channelSecret, body),
    },
    data: body,
  });
  expect(await delivered.json()).toEqual({ handled: 1, repeats: 0 });

  // The salon confirms the booking: the confirmation comes on LINE, in Thai, and not by e-mail.
  const confirmed = await staff.patch(`/api/admin/appointments/${list.items[0]!.id}/status`, {
    data: { version: 1, status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await expect
    .poll(async () => (await linePushes()).find((push) => push.to === 'Ue2ecustomer')?.text ?? '', { timeout: 20_000 })
    .toContain('ยืนยันนัดหมายของคุณ');

  await page.reload();
  await expect(card).toContainText('Updates for this booking come on LINE.');
  await card.getByRole('button', { name: 'Stop LINE messages' }).click();
  await expect(card).toContainText('LINE messages are stopped: updates come by e-mail.');
  await expect(card.getByRole('link', { name: 'Get updates on LINE' })).toBeVisible();
});

test('a customer who just booked online can link LINE from the confirmation', async ({ page, baseURL }, testInfo) => {
  const staff = await staffApi(baseURL ?? '');
  await connectFakeLine(staff);
  const menu = (await (await staff.get('/api/catalogue')).json()) as {
    categories: { name: string; services: { id: number; name: string }[] }[];
  };
  const category = menu.categories[0]!;
  const service = category.services[0]!;
  const slot = await freeSlot(staff, service.id, { from: 2, to: 9, latest: true });

  await openBooking(page);
  await chooseService(page, category.name, service.name);
  await chooseDateAndTime(page, slot.date, slot.time);
  await fillDetails(page, { name: 'Line Confirmed', email: 'line.confirmed@example.com', phone: '+66 81 555 0198' });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  const offer = page.getByTestId('confirmed-line');
  const link = offer.getByRole('link', { name: 'Get updates on LINE' });
  await expect(link).toHaveAttribute('href', /^https:\/\/line\.me\/R\/oaMessage\/%40lotusnail\/\?LINK%20[2-9A-Z]{8}$/);
  await expect(offer).toContainText('30 minutes');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'confirmation-line');

  // The code in the link links this booking's customer when LINE delivers it.
  const href = (await link.getAttribute('href')) ?? '';
  const body = JSON.stringify({
    destination: 'Ubot',
    events: [textMessageEvent('Ue2econfirmed', decodeURIComponent(href.split('?')[1] ?? ''))],
  });
  const delivered = await page.request.post('/api/line/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-line-signature': lineSignature(FAKE_LINE_CHANNEL.channelSecret, body),
    },
    data: body,
  });
  expect(await delivered.json()).toEqual({ handled: 1, repeats: 0 });
  expect((await staff.delete('/api/admin/settings/line')).ok()).toBe(true);
});
