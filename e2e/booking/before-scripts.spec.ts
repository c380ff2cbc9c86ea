/**
 * The booking form used before its scripts arrive, as on a slow phone: every tick, opened
 * category and typed word is kept, and the form then behaves exactly as if it had all happened later.
 */
import { expect, test } from '@playwright/test';
import { holdScripts, waitForApp } from '../support/hold-scripts.ts';
import { testDate } from './booking-helpers.ts';

test('ticks, an opened category and typed details made before the scripts arrive are all kept', async ({
  page,
}, testInfo) => {
  const date = await testDate(page.request, testInfo);
  const scripts = await holdScripts(page);
  await page.goto('/booking');

  // The server's HTML, no script yet: a tick shows the date and contact fields at once.
  const summary = page.getByRole('complementary');
  await page.getByLabel(/Classic Manicure/).check();
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  // The dates are not in yet: the select says so.
  await expect(page.getByLabel('Date', { exact: true }).locator('option')).toHaveText(['Loading dates...']);
  await expect(summary.getByText('No services chosen yet.')).toBeHidden();

  // A closed category opens at once, and a treatment inside it is ticked.
  const lashes = page.getByRole('button', { name: /Eyelashes/ });
  await expect(lashes).toHaveAttribute('aria-expanded', 'false');
  await lashes.click();
  await expect(lashes).toHaveAttribute('aria-expanded', 'true');
  const lashPanel = page.locator(`#${await lashes.getAttribute('aria-controls')}`);
  const firstLash = lashPanel.locator('input[data-service-id]').first();
  await firstLash.check();
  await expect(firstLash).toBeChecked();
  const lashName = (await lashPanel.locator('label span.font-medium').first().innerText()).trim();

  await page.getByLabel('Name', { exact: true }).fill('Early Bird');
  await page.getByLabel('E-mail').fill('early.bird@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+66 81 234 5678');
  await page.getByLabel('Additional notes').fill('Typed before the page had started');

  scripts.release();
  await waitForApp(page);

  // The app's state follows everything done before it started.
  await expect(summary.getByText('Classic Manicure')).toBeVisible();
  await expect(summary.getByText(lashName)).toBeVisible();
  await expect(lashes).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Early Bird');
  await expect(page.getByLabel('Additional notes')).toHaveValue('Typed before the page had started');

  // And it goes on from there as a live form: untick one, choose when, book.
  await firstLash.uncheck();
  await expect(summary.getByText(lashName)).toBeHidden();
  await expect(summary.getByText('Classic Manicure')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  const time = testInfo.project.name.endsWith('phone') ? '11:00' : '16:30';
  await page.getByLabel('Time', { exact: true }).selectOption(time);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  // Booked with what React holds: the name, e-mail and phone typed before it started were valid in its state.
  const confirmation = page.getByRole('region', { name: 'Booking Confirmed' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText('Classic Manicure')).toBeVisible();
  await expect(confirmation.getByText(lashName)).toBeHidden();
});

test('in Russian, a tick before the scripts arrive is kept and priced', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/ru/booking');
  const first = page.locator('input[data-service-id]').first();
  await first.check();
  const dateSelect = page.locator('select[id$="-date"]');
  await expect(dateSelect).toBeVisible();
  scripts.release();
  await waitForApp(page);
  await expect(page.getByTestId('summary-services').locator('li')).toHaveCount(1);
  await expect(dateSelect).toBeEnabled();
  await expect(first).toBeChecked();
});

test('a category closed before the scripts arrive stays closed, and the form never sends a URL with details', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/booking');
  const firstCategory = page.locator('[data-category] h3 button').first();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'true');
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('input[data-service-id]').first()).toBeHidden();
  // Enter in a field before the scripts: nothing is sent by the browser itself.
  const form = page.locator('form').first();
  await expect(form).toHaveAttribute('method', 'post');
  scripts.release();
  await waitForApp(page);
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'false');
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'true');
  expect(new URL(page.url()).search).toBe('');
});
