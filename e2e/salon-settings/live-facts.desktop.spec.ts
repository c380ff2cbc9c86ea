/**
 * The owner's new salon facts on every public page: a new phone number and offer text saved on
 * the details page, and a new Saturday closing time and a closure written through the API (the hours page
 * is another feature's), show on the next load in the header, footer, about page and discount popup, and
 * in the HTML itself (fetched without JavaScript) with its schema.org data.
 *
 * Salon-wide details are one document: this file runs in the desktop project only (playwright.config.ts
 * leaves `*.desktop.spec.ts` out of the phone projects), since two projects saving it at once would
 * refuse each other's stale version, which is the point of the version check.
 */
import { expect, test } from '@playwright/test';
import { phuketDate, sendJson, signIn } from './salon-settings-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the owner changes the phone number and offer; the hours change: every public page shows them on the next load', async ({
  page,
}) => {
  await page.goto('/admin/settings/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Salon details' })).toBeVisible();
  const phone = page.getByLabel('Phone (as shown)');
  await expect(phone).toHaveValue('+66 00 000 0000');

  // A bad dialling number is refused next to its field, before anything is sent.
  const dialled = page.getByLabel('Phone (as dialled)');
  await dialled.fill('076 555 123');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Write the dialling number as + and the country code')).toBeVisible();
  await expect(dialled).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('Nothing was saved');

  await phone.fill('076 555 123');
  await dialled.fill('+6676555123');
  await page.getByLabel('Offer text').fill('15% off your first gel manicure this month!');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('form', { name: 'Salon details' }).getByRole('status')).toHaveText(/Saved/);

  // Saturday closes at 18:00 and a closure 20 days ahead, through the owner's API.
  const current = await sendJson(page, 'GET', '/api/admin/settings/hours');
  expect(current.status).toBe(200);
  const hours = [...(current.body.hours as unknown[])];
  hours[5] = { opensAtMinute: 600, closesAtMinute: 1080 };
  const savedHours = await sendJson(page, 'PUT', '/api/admin/settings/hours', { hours, version: current.body.version });
  expect(savedHours.status, JSON.stringify(savedHours.body)).toBe(200);
  const closureDate = phuketDate(20);
  const closure = await sendJson(page, 'POST', '/api/admin/settings/closures', {
    firstDate: closureDate,
    fromMinute: null,
    toMinute: null,
    reason: 'Staff training day',
  });
  expect(closure.status, JSON.stringify(closure.body)).toBeLessThan(300);

  // The raw HTML, no JavaScript: the server rendered the new facts and the JSON-LD carries them.
  for (const path of ['/', '/about']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('076 555 123');
    expect(html, path).toContain('href="tel:+6676555123"');
    expect(html, path).toContain('6:00 PM');
    expect(html, path).toContain('Staff training day');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      telephone: string;
      openingHoursSpecification: { dayOfWeek: string[]; closes: string }[];
    };
    expect(jsonLd.telephone).toBe('+6676555123');
    expect(jsonLd.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: ['https://schema.org/Saturday'], closes: '18:00' }),
    );
  }

  // A new visitor: the discount popup offers the new text, the footer shows the new phone and hours.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL('/', page.url()).toString());
  const popup = visitor.getByTestId('discount-popup');
  await expect(popup).toContainText('15% off your first gel manicure this month!');
  await visitor.keyboard.press('Escape');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer).toContainText('076 555 123');
  await expect(footer).toContainText('Saturday');
  await expect(footer).toContainText('6:00 PM');
  await visitor.goto(new URL('/about', page.url()).toString());
  await expect(visitor.getByRole('main')).toContainText('076 555 123');
  await expect(visitor.getByTestId('upcoming-closures').first()).toContainText('Staff training day');
  await visitor.close();
});

test('booking rules: a bad value is refused next to its field, a good one is saved and kept', async ({ page }) => {
  await page.goto('/admin/settings/booking-rules');
  const capacity = page.getByLabel('Capacity');
  await expect(capacity).toHaveValue(/\d+/);
  const buffer = page.getByLabel('Buffer after each appointment');
  await buffer.fill('7');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(page.getByText('The buffer goes in steps of 5.')).toBeVisible();
  await buffer.fill('30');
  await capacity.fill('3');
  await page.getByLabel('Shortest notice for an online booking').fill('60');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(page.getByRole('form', { name: 'Booking rules' }).getByRole('status')).toHaveText(/Saved/);
  await page.reload();
  await expect(page.getByLabel('Shortest notice for an online booking')).toHaveValue('60');
});
