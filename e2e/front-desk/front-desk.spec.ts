/**
 * The front desk in a real browser: a phone booking from the
 * dashboard, the Walk-in dialog's look and focus, booking a full time anyway
 * with a reason, reusing an earlier customer's details and moving from the
 * detail page, and the CSV download parsed back. Walk-in itself is in
 * walk-in.desktop.spec.ts (it opens the salon around the clock).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { rows, sameOrigin } from '../dashboard/dashboard-fixtures.ts';
import { dialog, fillTime, parseCsv, signIn, staffBooking, testDate, uniqueToken } from './front-desk-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Chooses the first technician the dialog lists as free; answers their name. */
async function chooseFreeTechnician(scope: ReturnType<Page['getByRole']>): Promise<string> {
  const select = scope.getByLabel('Technician');
  const free = select.locator('optgroup[label="Free then"] option').first();
  await expect(free).toBeAttached();
  const name = (await free.textContent()) ?? '';
  await select.selectOption({ label: name });
  return name;
}

test('a phone booking: New appointment appears in the dashboard, confirmed', PHONE_TOO, async ({ page }, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 0);
  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = dialog(page, 'New appointment');
  await form.getByRole('checkbox', { name: /Classic Manicure/ }).check();
  await expect(form.getByText(/1 service · 30 min/)).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('Start time').selectOption('11:05');
  const technician = await chooseFreeTechnician(form);
  await form.getByLabel('Name', { exact: true }).fill(`Pim ${token}`);
  await form.getByLabel('Phone', { exact: true }).fill('081 234 5678');
  await expect(form.getByLabel('Source')).toHaveValue('phone');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('new.png') });

  await form.getByRole('button', { name: 'Create appointment' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(new RegExp(`Booked [0-9A-F]{8} for Pim ${token}`))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('created.png') });

  await page.goto(`/admin?q=${token}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-status]')).toHaveText('Confirmed');
  await expect(rows(page).first()).toContainText('11:05');
  await expect(rows(page).first().getByRole('combobox')).toHaveValue(/.+/);
  expect(technician).not.toBe('');

  // The walk-in dialog: accessible, and Escape gives the focus back to its button.
  const walkInButton = page.getByRole('button', { name: 'Walk-in now' });
  await walkInButton.click();
  await expect(dialog(page, 'Walk-in now')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('walkin.png') });
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Walk-in now')).toBeHidden();
  await expect(walkInButton).toBeFocused();
});

test('a full time: the appointments filling it are shown, and it is booked anyway with a reason', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 1);
  const filling = await fillTime(page, date, '15:00', token);

  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = dialog(page, 'New appointment');
  await form.getByRole('checkbox', { name: /Classic Manicure/ }).check();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('Start time').selectOption('15:00');
  await form.getByLabel('Name', { exact: true }).fill(`Over ${token}`);
  await form.getByLabel('E-mail (optional)').fill(`over.${token}@guest.example`);
  await form.getByRole('button', { name: 'Create appointment' }).click();

  const refusal = form.getByRole('alert').filter({ hasText: 'This time is full' });
  await expect(refusal).toBeVisible();
  for (const reference of filling) await expect(refusal).toContainText(reference);
  const reason = form.getByLabel('Reason for booking over capacity');
  await expect(reason).toBeFocused();
  await form.getByRole('button', { name: 'Book anyway' }).click();
  await expect(form.getByText(/Say why the salon takes this appointment/)).toBeVisible();
  await expect(reason).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('override.png') });

  await reason.fill('Customer at the desk, Mai stays late');
  await form.getByRole('button', { name: 'Book anyway' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByText('Booked over capacity: Customer at the desk, Mai stays late')).toBeVisible();
  await expect(page.getByText('Booked by phone')).toBeVisible();
});

test("an earlier customer's details are offered and reused; the appointment then moves from its page", async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 2);
  const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const earlier = await staffBooking(page, {
    date,
    time: '10:00',
    name: `Nok ${token}`,
    phone: `+66 8${digits}`,
    email: `nok.${token}@guest.example`,
  });
  expect(earlier.status).toBe(201);
  // The staff's notes on her record (an allergy) come with the suggestion.
  const lookup = (await (await page.request.get(`/api/admin/customers/lookup?contact=08${digits}`)).json()) as {
    matches: { customerId: string }[];
  };
  const customerId = lookup.matches[0]!.customerId;
  const record = (await (await page.request.get(`/api/admin/customers/${customerId}`)).json()) as {
    customer: { version: number };
  };
  const notes = await page.request.patch(`/api/admin/customers/${customerId}/notes`, {
    headers: sameOrigin(page),
    data: { version: record.customer.version, notes: 'Latex allergy' },
  });
  expect(notes.status()).toBe(200);

  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = dialog(page, 'New appointment');
  await form.getByLabel('Phone', { exact: true }).fill(`08${digits}`);
  const use = form.getByRole('button', { name: new RegExp(`Use Nok ${token}`) });
  // Visits are completed appointments: her first one is still to come.
  await expect(use).toContainText('0 visits');
  await expect(use).toContainText('Notes: Latex allergy');
  await use.press('Enter');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`Nok ${token}`);
  await expect(form.getByLabel('E-mail (optional)')).toHaveValue(`nok.${token}@guest.example`);
  await expect(form.getByText(`Using Nok ${token}'s details (0 visits).`)).toBeVisible();

  await form.getByRole('checkbox', { name: /Classic Manicure/ }).check();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('Start time').selectOption('16:35');
  await form.getByRole('button', { name: 'Create appointment' }).click();
  await page.getByRole('link', { name: 'Open it' }).click();

  await expect(page.getByText('Latex allergy')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer record' })).toHaveAttribute(
    'href',
    `/admin/customers/${customerId}`,
  );
  const move = page.getByRole('region', { name: 'Move' });
  await move.getByLabel('Start time').selectOption('17:10');
  const technician = await chooseFreeTechnician(move);
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move.getByText('Moved.')).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('17:10');
  await expect(status.getByRole('combobox')).toHaveValue(/.+/);
  expect(technician).not.toBe('');
  // The history says it in words, not event names.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Booked by staff (Phone)');
  await expect(history).toContainText(/Moved from .*16:35.* to .*17:10/);
  await page.screenshot({ path: testInfo.outputPath('detail.png'), fullPage: true });
});

test('Export CSV downloads the filtered list: BOM, Thai and Cyrillic names, formulas neutralised', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 3);
  const names = [`=1+2 ${token}`, `Анна ${token}`, `สมใจ ${token}`];
  for (const [index, name] of names.entries()) {
    const answer = await staffBooking(page, { date, time: '12:00', name, phone: `+66 81 222 33${10 + index}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  await page.goto(`/admin?q=${token}`);
  await expect(rows(page)).toHaveCount(3);
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', `/api/admin/exports/appointments.csv?q=${token}`);
  const downloading = page.waitForEvent('download');
  await link.click();
  const text = await readFile((await (await downloading).path())!, 'utf8');

  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...body] = parseCsv(text.slice(1));
  expect(header!.length).toBeGreaterThan(3);
  expect(body).toHaveLength(3);
  const cells = body.flat();
  expect(cells).toContain(`'=1+2 ${token}`);
  expect(cells).toContain(`Анна ${token}`);
  expect(cells).toContain(`สมใจ ${token}`);
  expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
});
