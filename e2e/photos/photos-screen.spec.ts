/** Settings → Photos at phone and desktop size: the screen an owner opens on a phone passes axe. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

test('the photos screen explains itself and passes axe', PHONE_TOO, async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /Photos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
  await expect(page.getByText('JPEG, PNG or WebP, up to 25 MB each')).toBeVisible();
  await page.screenshot({ path: `test-results/photos-screen-${testInfo.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
