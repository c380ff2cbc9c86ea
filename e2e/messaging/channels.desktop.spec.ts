/**
 * Settings → Message channels: the owner moves WhatsApp before LINE with the keyboard, saves, and finds
 * the order kept after a reload (a bookmark of the page works too); the settings history names the change.
 * Axe clean; screenshots at 390 px and 1280 px. Desktop only: it changes the salon-wide order, and puts it
 * back (whether a channel carries a message is tested on the server, with channels turned off too).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage } from '../support/staff.ts';

test('the owner puts WhatsApp first and the order is kept', async ({ page }, testInfo) => {
  await signInThroughPage(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /Message channels/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message channels' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Channels, first tried first' }).getByRole('listitem');
  await expect(rows.nth(0)).toHaveAttribute('data-channel', 'line');
  await expect(page.getByLabel('Send by LINE')).toBeChecked();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`channels-${width}.png`), fullPage: true });
  }

  const moveUp = page.getByRole('button', { name: 'Move WhatsApp up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(0)).toHaveAttribute('data-channel', 'whatsapp');
  await expect(rows.nth(2)).toHaveAttribute('data-channel', 'email');
  // At the top its "up" is disabled: the focus stays on the row, on its "down".
  await expect(page.getByRole('button', { name: 'Move WhatsApp down' })).toBeFocused();
  await page.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
    'Saved. The next message follows this order.',
  );

  await page.reload();
  await expect(rows.nth(0)).toHaveAttribute('data-channel', 'whatsapp');
  await page.goto('/admin/settings/history?area=messaging');
  await expect(page.getByRole('main')).toContainText(
    'Changed the message channels: the order to WhatsApp, LINE, then e-mail.',
  );

  // Put the salon's order back for the other journeys.
  await page.goto('/admin/settings/channels');
  await page.getByRole('button', { name: 'Move LINE up' }).click();
  await page.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
    'Saved. The next message follows this order.',
  );
  await expect(rows.nth(0)).toHaveAttribute('data-channel', 'line');
});
