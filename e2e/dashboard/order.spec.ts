/**
 * The appointment detail in a real browser: contact links, services
 * added and removed with totals recomputed on the server, the last service
 * kept, the capacity/closing-time warning before saving, discounts, status
 * with the confirmation e-mail's "not yet sent" marker, the history, a
 * concurrent change by someone else, deletion, and 'Appointment not found'.
 */
import { expect, test } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sameOrigin, seedAppointment, signIn, technicians, testDate, uniqueToken } from './dashboard-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test(
  'shows the appointment and edits services, discounts, status and technician',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const token = uniqueToken();
    const id = await seedAppointment(page, {
      date: await testDate(page, testInfo, 0),
      time: '14:00',
      name: `Detail ${token}`,
      email: `detail.${token}@guest.example`,
      phone: '+66 81 234 5678',
      notes: 'Prefers a quiet corner',
      services: ['Classic Manicure'],
    });
    await page.goto(`/admin/orders/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Appointment [0-9A-F]{8}$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('link', { name: `detail.${token}@guest.example` })).toHaveAttribute(
      'href',
      `mailto:detail.${token}@guest.example`,
    );
    // The booking engine stores the number without spaces.
    await expect(page.getByRole('link', { name: '+66812345678' })).toHaveAttribute('href', 'tel:+66812345678');
    await expect(page.getByText('Prefers a quiet corner')).toBeVisible();
    await expect(page.getByTestId('total-duration')).toHaveText('30 min');
    await expect(page.getByTestId('price-after-discount')).toHaveText('400 ฿');

    // The last service cannot be removed.
    await expect(page.getByRole('button', { name: 'Remove Classic Manicure' })).toBeDisabled();

    // Add a service: end time and totals come back from the server.
    await page.getByLabel('Add a service').selectOption({ label: 'Classic Pedicure (45 min, 450 ฿)' });
    await expect(page.getByRole('button', { name: 'Remove Classic Pedicure' })).toBeEnabled();
    await expect(page.getByTestId('total-duration')).toHaveText('75 min');
    await expect(page.getByTestId('price-after-discount')).toHaveText('850 ฿');
    await expect(page.getByText(/14:00 – 15:15/)).toBeVisible();
    await expect(page.getByLabel('Add a service').locator('option', { hasText: 'Classic Pedicure' })).toHaveCount(0);

    // Discounts, with the price before the discount struck through.
    for (const [label, after] of [
      ['10%', '765 ฿'],
      ['20%', '680 ฿'],
      ['Complimentary (100%)', '0 ฿'],
      ['0%', '850 ฿'],
    ] as const) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('price-after-discount')).toHaveText(after);
    }
    await page.getByRole('button', { name: '20%', exact: true }).click();
    await expect(page.getByTestId('total-price').locator('s')).toHaveText('850 ฿');

    // Remove one again.
    await page.getByRole('button', { name: 'Remove Classic Manicure' }).click();
    await expect(page.getByTestId('total-duration')).toHaveText('45 min');
    await expect(page.getByRole('button', { name: 'Remove Classic Pedicure' })).toBeDisabled();

    // Technician and status.
    const [technician] = await technicians(page);
    await page.getByLabel('Assign Technician').selectOption(technician!.id);
    await expect(page.getByText(`Technician changed from nobody to ${technician!.displayName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.locator('header [data-status]')).toHaveText('Confirmed');

    // The confirmation e-mail waits in the outbox (no SMTP in the browser tests): "not yet sent".
    await expect(page.getByText(`Confirmation to detail.${token}@guest.example`)).toBeVisible();
    await expect(page.getByTestId('not-yet-sent').first()).toContainText(/Not yet sent|Delivery failed/);

    // The history names every change and who made it.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Status changed from Pending to Confirmed');
    await expect(history).toContainText('Added Classic Pedicure');
    await expect(history).toContainText('Removed Classic Manicure');
    await expect(history).toContainText('Discount changed from 0% to 10%');
    await expect(history).toContainText('by owner@salon.example');
    await expectNoAxeViolations(page);
  },
);

test('warns before a change that would end after closing time, and adds only when staff agree', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const id = await seedAppointment(page, {
    date: await testDate(page, testInfo, 1),
    time: '20:15',
    name: `Late ${token}`,
    services: ['Classic Manicure'],
  });
  await page.goto(`/admin/orders/${id}`);
  const add = page.getByLabel('Add a service');
  await add.selectOption({ label: 'Classic Pedicure (45 min, 450 ฿) – needs a check' });
  const dialog = page.getByRole('dialog', { name: 'Add Classic Pedicure anyway?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The appointment would end at 21:30, after closing time (21:00).');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: "Don't add" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('total-duration')).toHaveText('30 min');

  await add.selectOption({ label: 'Classic Pedicure (45 min, 450 ฿) – needs a check' });
  await page.getByRole('dialog').getByRole('button', { name: 'Add anyway' }).click();
  await expect(page.getByTestId('total-duration')).toHaveText('75 min');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('despite a warning');
});

test('a change by someone else in the meantime is refused and the page reloads', async ({ page }, testInfo) => {
  const token = uniqueToken();
  const id = await seedAppointment(page, {
    date: await testDate(page, testInfo, 1),
    time: '12:00',
    name: `Race ${token}`,
  });
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByTestId('price-after-discount')).toHaveText('400 ฿');

  // Another member of staff gives 20% off first.
  const response = await page.request.patch(`/api/admin/appointments/${id}/discount`, {
    data: { version: 1, discountPercentage: 20 },
    headers: sameOrigin(page),
  });
  expect(response.status()).toBe(200);

  await page.getByRole('button', { name: '10%', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('changed by someone else');
  // Reloaded: the other person's change shows, ours did not overwrite it.
  await expect(page.getByTestId('price-after-discount')).toHaveText('320 ฿');
  await expect(page.getByRole('button', { name: '20%', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('Delete Appointment asks first, then returns to the dashboard', async ({ page }, testInfo) => {
  const token = uniqueToken();
  const id = await seedAppointment(page, {
    date: await testDate(page, testInfo, 1),
    time: '16:00',
    name: `Gone ${token}`,
  });
  await page.goto(`/admin/orders/${id}`);
  await page.getByRole('button', { name: 'Delete Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this appointment?' });
  await dialog.getByRole('button', { name: 'Keep appointment' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Appointment' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { name: 'Appointment not found' })).toBeVisible();
});

for (const id of ['not-a-real-id', '00000000-0000-4000-8000-000000000000', '%27%20or%201%3D1']) {
  test(`an unknown or malformed id shows 'Appointment not found' (${id})`, async ({ page }) => {
    await page.goto(`/admin/orders/${id}`);
    await expect(page.getByRole('heading', { name: 'Appointment not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
