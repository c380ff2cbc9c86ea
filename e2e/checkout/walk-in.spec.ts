/**
 * The ways into a sale besides the appointment page: "New sale" for a walk-in with no appointment
 * (from the dashboard), and the ฿ on a calendar block. Axe on each screen, phone and desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, signIn, testDate, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { staffBooking } from '../front-desk/front-desk-fixtures.ts';

async function openDrawer(page: Page): Promise<void> {
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers: sameOrigin(page),
    data: { kind: 'open', float: 200_000 },
  });
  // Phone and desktop share the database: the other may have opened it already.
  expect([200, 409]).toContain(opened.status());
}

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

test('a walk-in sale from the dashboard, paid in cash, ends on its receipt', PHONE_TOO, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  await openDrawer(page);
  await page.goto('/admin');
  await page.getByRole('region', { name: 'Appointments Dashboard' }).getByRole('link', { name: 'New sale' }).click();
  await expect(page).toHaveURL(/\/admin\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New sale (walk-in)' })).toBeVisible();
  await expect(page.getByText('Nothing to charge yet: add a treatment or a product.')).toBeVisible();

  await page.getByLabel('Add a treatment').selectOption({ label: 'Classic Manicure · ฿400' });
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(page.getByText('Classic Manicure', { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('฿400');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/checkout-walk-in-${project}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/admin\/checkout\/sales\//);
  await page.getByLabel('Amount paid now (฿)').fill('400');
  await page.getByLabel('Cash handed over (฿)').fill('500');
  await expect(page.getByTestId('change-due')).toHaveText('Change to give: ฿100.00');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  await expect(page.getByTestId('receipt-number')).toHaveText(/^No\. \d{6}$/);
  await expect(page.getByTestId('receipt-total')).toHaveText('฿400.00');
});

test('the ฿ on a calendar block opens that appointment’s checkout', PHONE_TOO, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  const date = await testDate(page, testInfo, 1);
  const name = `Calendar ${uniqueToken()}`;
  const booked = await staffBooking(page, { date, time: '14:00', name, phone: '+66 81 234 5678' });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);

  await page.goto(`/admin/calendar?date=${date}`);
  const entry = page.getByRole('link', { name: `Check out ${name}` });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);
  await entry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/checkout-calendar-entry-${project}.png` });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/admin/checkout\\?appointment=${booked.body.appointment?.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible();
  await expect(page.getByText('Classic Manicure', { exact: true })).toBeVisible();
});
