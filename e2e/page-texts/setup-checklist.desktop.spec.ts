/**
 * The first-run checklist: a fresh salon's owner sees what is left on the dashboard; saving the opening
 * hours (unchanged) ticks "Check your opening hours" by itself; "Later" dismisses the photo step; the
 * list passes axe at desktop and phone size. The checklist is the whole salon's: desktop project only.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

test('the setup checklist ticks a step once done and lets the owner dismiss one', async ({ page, browser }) => {
  await signIn(page);
  const checklist = page.getByRole('region', { name: 'Getting the salon ready' });
  await expect(checklist).toBeVisible();
  const hours = checklist.getByTestId('setup-hours');
  await expect(hours).toContainText('(to do)');

  await hours.getByRole('link', { name: 'Check your opening hours' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/hours$/);
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening hours saved.' })).toBeVisible();

  await page.goto('/admin');
  await expect(checklist.getByTestId('setup-hours')).toContainText('(done)');
  await checklist.getByTestId('setup-photos').getByRole('button', { name: 'Later' }).click();
  await expect(checklist.getByTestId('setup-photos')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/setup-checklist-desktop.png' });
  await expectNoAxeViolations(page);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  try {
    await signIn(phone);
    await expect(phone.getByRole('region', { name: 'Getting the salon ready' })).toBeVisible();
    await phone.screenshot({ path: 'test-results/setup-checklist-phone.png', fullPage: true });
    await expectNoAxeViolations(phone);
  } finally {
    await context.close();
  }
});
