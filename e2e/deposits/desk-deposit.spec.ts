/**
 * The front desk asks for a deposit on a phone booking: the New appointment dialog's box, an e-mail
 * address required with it, and the appointment then showing the deposit awaited, asked by the desk.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'New appointment' });

test('a phone booking with a deposit asked by the front desk', PHONE_TOO, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const token = uniqueToken();
  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = dialog(page);
  await form.getByRole('checkbox', { name: /Classic Manicure/ }).check();
  await form.getByLabel('Date', { exact: true }).fill(dates.dates[project === 'phone' ? 10 : 8]!.date);
  await form.getByLabel('Start time').selectOption('10:05');
  await form.getByLabel('Name', { exact: true }).fill(`Desk ${token}`);
  await form.getByLabel('Phone', { exact: true }).fill('081 234 9999');
  await form.getByRole('checkbox', { name: /Ask for a deposit/ }).check();
  await form.getByRole('button', { name: 'Create appointment' }).click();
  await expect(form.getByText('Enter the customer’s e-mail')).toBeVisible();
  await form.getByLabel('E-mail (optional)').fill(`desk.${token}@private.example`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/deposits-desk-dialog-${project}.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create appointment' }).click();
  await expect(form).toBeHidden();

  const listed = (await (await page.request.get(`/api/admin/appointments?q=${token}&pageSize=10`)).json()) as {
    items: { id: string }[];
  };
  await page.goto(`/admin/orders/${listed.items[0]!.id}`);
  const card = page.getByTestId('deposit-card');
  await expect(card).toContainText('Deposit awaited');
  await expect(card).toContainText('asked by the front desk');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/deposits-desk-order-${project}.png`, fullPage: true });
});
