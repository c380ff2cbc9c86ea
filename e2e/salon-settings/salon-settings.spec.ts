/**
 * The owner's salon details and booking rules pages in a real browser (issue
 * 13): a new phone number and offer text saved on the details page, and a new
 * Saturday closing time and a closure written through the API (the hours page
 * is another feature's), show on the next load in the header, footer, about
 * page and discount popup, and in the HTML itself (fetched without
 * JavaScript) with its schema.org data. Both pages are axe clean and
 * screenshotted at phone and desktop widths.
 *
 * The changes themselves (salon-wide documents) are made once, by the
 * desktop project, in live-facts.desktop.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from './salon-settings-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the details page: axe clean, screenshots', PHONE_TOO, async ({ page }, testInfo) => {
  await page.goto('/admin/settings/details');
  await expect(page.getByLabel('Salon name')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`details-${testInfo.project.name}.png`), fullPage: true });
});

test('booking rules: explained, axe clean, screenshots', PHONE_TOO, async ({ page }, testInfo) => {
  await page.goto('/admin/settings/booking-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking rules' })).toBeVisible();
  const capacity = page.getByLabel('Capacity');
  await expect(capacity).toHaveValue(/\d+/);
  await expect(page.getByText('Through the end of the week that holds the day 14 days ahead')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`rules-${testInfo.project.name}.png`), fullPage: true });
});

test('the about page and footer show hours and contacts: screenshots', PHONE_TOO, async ({ page }, testInfo) => {
  await page.goto('/about');
  const visit = page.getByRole('region', { name: 'Visit us' });
  await expect(visit).toContainText('Opening hours');
  await expect(visit).toContainText('Sunday');
  await visit.screenshot({ path: testInfo.outputPath(`about-visit-${testInfo.project.name}.png`) });
  await page.getByRole('contentinfo').screenshot({ path: testInfo.outputPath(`footer-${testInfo.project.name}.png`) });
});
