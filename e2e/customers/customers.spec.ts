/**
 * Customers: a customer booked online is found by their phone typed in another format,
 * their record takes staff notes that survive a reload, and "Download CSV" gives a file that reads
 * back with their name. Both pages pass axe.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { parseCsv } from '../../test/support/read-csv.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_STAFF, signInThroughPage as signIn } from '../support/staff.ts';

/** Books through the public API as a customer would, with an international phone number. */
async function book(page: Page, testInfo: TestInfo, customer: { name: string; email: string; phone: string }) {
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceIds: [catalogue.categories[0]!.services[0]!.id],
      date: dates.dates.at(-2)!.date,
      time: testInfo.project.name.endsWith('phone') ? '14:00' : '15:00',
      ...customer,
      notes: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test(
  'find a customer by phone in another format, keep notes on their record, download the list as CSV',
  PHONE_TOO,
  async ({ page, baseURL }, testInfo) => {
    const project = testInfo.project.name.split('-').pop()!;
    // Eight digits of our own, so another run's customers never match.
    const digits = String(Date.now() % 100_000_000).padStart(8, '0');
    const customer = {
      name: `ณัฐพล Customer ${project}`,
      email: `nat.${project}.${digits}@example.com`,
      phone: `+668${digits}`,
    };
    await book(page, testInfo, customer);
    await signIn(page);

    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // The Thai local way of writing the same number.
    const local = `08${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`;
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(local);
    await expect(page).toHaveURL(/q=08/);
    const link = page.getByRole('link', { name: customer.name });
    await expect(link).toBeVisible();
    await expect(page.getByText('1 customer ·')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('customers-list.png'), fullPage: true });

    // Download CSV: the same search, read back.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]?.slice(0, 3)).toEqual(['Name', 'E-mail', 'Phone']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [customer.name, customer.email, `'${customer.phone}`],
    ]);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expect(page.getByRole('list', { name: `Upcoming appointments of ${customer.name}` })).toBeVisible();
    // Booked by phone at the desk: no LINE, no WhatsApp consent; staff see that messages go by e-mail.
    await expect(page.locator('[data-channel="line"]')).toHaveText('Not linked');
    await expect(page.locator('[data-channel="whatsapp"]')).toHaveText('Not agreed');
    const notes = page.getByLabel('Notes about this customer (allergies, preferences, patch tests)');
    await notes.fill('Allergic to acetone.\nPrefers a quiet corner.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('customer-record.png'), fullPage: true });

    await page.reload();
    await expect(notes).toHaveValue('Allergic to acetone.\nPrefers a quiet corner.');
    await expect(page.getByText(`by ${E2E_STAFF.email}`)).toBeVisible();

    // A colleague saves in between: this save is refused, the text typed here stays, theirs is shown.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const colleague = await page.request.patch(`/api/admin/customers/${id}/notes`, {
      data: { version: 2, notes: 'Patch test passed.' },
      headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
    });
    expect(colleague.status(), await colleague.text()).toBe(200);
    await notes.fill('Mine, typed meanwhile.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'Someone else changed these notes' });
    await expect(stale).toContainText('Patch test passed.');
    await expect(notes).toHaveValue('Mine, typed meanwhile.');
    await stale.screenshot({ path: testInfo.outputPath('customer-stale.png') });
    await stale.getByRole('button', { name: 'Use their version' }).click();
    await expect(notes).toHaveValue('Patch test passed.');
  },
);
