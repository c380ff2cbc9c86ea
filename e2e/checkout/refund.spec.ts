/**
 * Corrections of a sale on screen: a paid sale refunded in part, in cash, with a reason (the dialog
 * takes the focus, Escape closes it and gives the focus back, the server's keyed refusal shows beside
 * the amount, a double tap records once), then seen on the sale, on the receipt and in the drawer's
 * X report; another sale voided with a reason, its receipt stamped VOID. Axe on each dialog and on
 * the receipt with a refund, at phone and desktop sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn } from '../dashboard/dashboard-fixtures.ts';
import { drawerReport, openDrawer, payInCash, receiptBaht, walkInSale } from './refund-fixtures.ts';

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/checkout-${name}-${project}.png`, fullPage: true });
}

async function focusInside(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('dialog', { name })
    .evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement !== document.body);
}

test(
  'part of a paid sale is refunded in cash with a reason, and shows on the sale, the receipt and the X report',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const project = projectOf(testInfo.project.name);
    await signIn(page);
    await openDrawer(page);
    const saleId = await walkInSale(page);
    const before = await drawerReport(page);

    await page.goto(`/admin/checkout/sales/${saleId}`);
    await expect(page.getByTestId('remaining-due')).toHaveText('Due ฿400.00');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();

    const refundButton = page.getByRole('button', { name: 'Refund', exact: true });
    await refundButton.click();
    const dialog = page.getByRole('dialog', { name: 'Refund part of this sale' });
    await expect(dialog).toBeVisible();
    expect(await focusInside(page, 'Refund part of this sale')).toBe(true);
    await expect(dialog.getByRole('radio', { name: /Classic Manicure.*up to ฿400\.00/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Cash.*holds ฿400\.00/ })).toBeChecked();
    await expect(dialog.getByLabel('Amount to give back (฿)')).toHaveValue(/^400(\.00)?$/);
    await expectNoAxeViolations(page);
    await shot(page, 'refund-dialog', project);

    // Escape closes it and the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(refundButton).toBeFocused();

    await refundButton.click();
    await dialog.getByLabel('Amount to give back (฿)').fill('150.50');
    await dialog.getByRole('button', { name: 'Refund ฿150.50' }).click();
    await expect(dialog.getByText('Give a reason of 3 to 200 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Chipped the next day');

    // The server's keyed refusal is shown beside the field it names (answered here once, in its shape).
    await page.route(
      `**/api/admin/checkout/sales/${saleId}/refunds`,
      (route) => {
        const sentence = { key: 'checkout:errors.exceedsLine', message: 'That is more than the line sold for.' };
        return route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ error: { ...sentence, code: 'validation_failed', fields: { amount: sentence } } }),
        });
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Refund ฿150.50' }).click();
    await expect(dialog.getByLabel('Amount to give back (฿)')).toHaveAccessibleDescription(
      /That is more than the line sold for, less earlier refunds\./,
    );
    await shot(page, 'refund-refused', project);

    // A double tap records one refund: both taps carry the dialog's one request id.
    await dialog.getByRole('button', { name: 'Refund ฿150.50' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Refund recorded.' })).toBeVisible();

    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByTestId('receipt-refund')).toHaveCount(1);
    await expect(receipt.getByTestId('receipt-refund')).toContainText('Classic Manicure');
    await expect(receipt.getByTestId('receipt-refund')).toContainText('−฿150.50');
    await expect(receipt.getByTestId('receipt-refund')).toContainText('Cash');
    await expect(receipt.getByTestId('receipt-refund')).toContainText('Reason: Chipped the next day');
    await expect(receipt.getByTestId('receipt-refund')).toContainText(/owner/i);
    await expect(receipt.getByTestId('receipt-net-paid')).toHaveText('฿249.50');
    await expect(page.getByTestId('sale-net-paid')).toHaveText('Refunded ฿150.50. Net paid ฿249.50.');
    await expectNoAxeViolations(page);
    await shot(page, 'receipt-refund', project);

    await page.goto('/admin/drawer');
    const report = page.getByRole('region', { name: 'Today so far (X report)' });
    await expect(report).toBeVisible();
    // Both projects and the other checkout journeys take money in the one open drawer at the same time, so
    // the report is compared with the server's figures read beside it, and this refund is counted in them.
    const cashRefunds = (figures: Awaited<ReturnType<typeof drawerReport>>) =>
      figures.methods.find((method) => method.method === 'cash')?.refunds ?? 0;
    expect(cashRefunds(await drawerReport(page)) - cashRefunds(before)).toBeGreaterThanOrEqual(15_050);
    await expect
      .poll(
        async () => {
          await page.reload();
          const shown = {
            refunds: await report.getByTestId('x-report-refunds-cash').textContent(),
            expected: await report.getByTestId('x-report-expected').textContent(),
          };
          const server = await drawerReport(page);
          return (
            shown.refunds === `−${receiptBaht(cashRefunds(server))}` &&
            shown.expected === receiptBaht(server.expectedCash)
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'drawer-refund', project);
  },
);

test('a paid sale is voided with a reason and carries a VOID stamp', PHONE_TOO, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  await openDrawer(page);
  const saleId = await walkInSale(page);
  await payInCash(page, saleId);

  await page.goto(`/admin/checkout/sales/${saleId}`);
  const voidButton = page.getByRole('button', { name: 'Void sale' });
  await voidButton.click();
  const dialog = page.getByRole('dialog', { name: 'Void this sale' });
  await expect(dialog).toBeVisible();
  expect(await focusInside(page, 'Void this sale')).toBe(true);
  await expect(dialog).toContainText('Voiding cannot be undone.');
  await expect(dialog).toContainText('฿400.00');
  await dialog.getByRole('button', { name: 'Void the sale' }).click();
  await expect(dialog.getByText('Give a reason of 3 to 200 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'void-dialog', project);

  await dialog.getByLabel('Reason').fill('Rang up the wrong customer');
  await dialog.getByRole('button', { name: 'Void the sale' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'This sale is void' })).toContainText(
    'Reason: Rang up the wrong customer',
  );
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('VOID');
  await expect(receipt).toContainText('Reason: Rang up the wrong customer');
  await expect(receipt.getByTestId('receipt-net-paid')).toHaveText('฿0.00');
  // Nothing more to correct on a void sale.
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Void sale' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'receipt-void', project);

  // In print the receipt stands alone, stamped VOID, on the 80 mm roll and on A4.
  for (const paper of ['80mm', 'a4'] as const) {
    await page.evaluate((chosen) => {
      document.documentElement.dataset.receiptPaper = chosen;
    }, paper);
    await page.emulateMedia({ media: 'print' });
    await expect(receipt.getByText('VOID', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print on A4' })).toBeHidden();
    await shot(page, `receipt-void-print-${paper}`, project);
  }
  await page.emulateMedia({ media: 'screen' });
});
