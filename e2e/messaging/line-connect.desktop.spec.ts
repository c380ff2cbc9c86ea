/**
 * The owner connects the salon's LINE Official Account in Settings, against the fake LINE Messaging API
 * the server talks to (E2E_FAKE_LINE, e2e/support/e2e-server.ts): a token LINE refuses is refused beside
 * its field and the secrets are emptied; the right credentials show the account's name, LINE ID, the
 * month's quota and the webhook URL, and the secret is never on the page again. Axe clean in both
 * states; screenshots at 390 px and 1280 px. Desktop only: it changes the salon-wide LINE setting.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { FAKE_LINE_CHANNEL } from '../../src/server/integrations/testing/fake-line-server.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage } from '../support/staff.ts';

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
