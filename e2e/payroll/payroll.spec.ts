/**
 * Commission and payroll (decision 255), phone and desktop: the owner sets a technician's rate on the
 * Commission rates page, a walk-in sale by that technician is checked out and paid, the Payroll page shows
 * the commission, and the CSV downloads and parses. The two sizes share one database, so each works with
 * its own technician and retries a save another size's save made stale.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, signIn, technicians } from '../dashboard/dashboard-fixtures.ts';

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

async function openDrawer(page: Page): Promise<void> {
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers: sameOrigin(page),
    data: { kind: 'open', float: 200_000 },
  });
  // Phone and desktop share the database: the other may have opened it already.
  expect([200, 409]).toContain(opened.status());
}

/** A walk-in Classic Manicure (฿400) by `technicianId`, paid in cash. */
async function paidWalkIn(page: Page, technicianId: string): Promise<void> {
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number; name: string }[] }[];
  };
  const manicure = catalogue.categories
    .flatMap((category) => category.services)
    .find((service) => service.name === 'Classic Manicure');
  expect(manicure).toBeDefined();
  const created = await page.request.post('/api/admin/checkout/sales', {
    headers: sameOrigin(page),
    data: {
      appointmentIds: [],
      lines: [
        {
          kind: 'treatment',
          itemId: manicure!.id,
          appointmentServiceId: null,
          technicianId,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [{ technicianId, amount: 5000 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const paid = await page.request.post(`/api/admin/checkout/sales/${id}/payments`, {
    headers: sameOrigin(page),
    data: { method: 'cash', otherName: null, amount: 45_000, tendered: 45_000, requestId: crypto.randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Sets one technician's own rate on the page; a save the other size made stale is read again and redone. */
async function setOwnRate(page: Page, name: string, kind: 'percentage' | 'fixed', value: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.goto('/admin/settings/commission');
    await expect(page.getByRole('heading', { level: 1, name: 'Commission rates' })).toBeVisible();
    const own = page.getByRole('group', { name });
    await own.getByLabel('Kind of rate').selectOption(kind);
    await own.getByLabel(kind === 'percentage' ? 'Percentage (%)' : 'Amount per treatment (฿)').fill(value);
    await page.getByRole('button', { name: 'Save rates' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Rates saved.' }).or(page.getByRole('alert'));
    await expect(outcome.first()).toBeVisible();
    if (await page.getByRole('status').filter({ hasText: 'Rates saved.' }).isVisible()) return;
  }
  throw new Error('The rate could not be saved in four attempts');
}

test(
  'the owner sets a rate, a sale is paid, payroll shows the commission and exports it',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const project = projectOf(testInfo.project.name);
    await signIn(page);
    const staff = await technicians(page);
    // Each size its own technician, so its figures are its own.
    const technician = staff[project === 'phone' ? 1 : 0]!;
    const [kind, value, commission] =
      project === 'phone' ? (['fixed', '75', '฿75'] as const) : (['percentage', '40', '฿160'] as const);

    await page.goto('/admin/settings');
    await page.getByRole('link', { name: /Commission rates/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/commission$/);
    await setOwnRate(page, technician.displayName, kind, value);
    // A treatment rate row is added with the keyboard in reach (focus on its treatment) and removed again.
    await page.getByRole('button', { name: 'Add a treatment rate' }).click();
    await expect(page.getByLabel('Treatment', { exact: true })).toBeFocused();
    await expect(page.getByLabel('For', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: /^Remove the rate for / }).click();
    await expect(page.getByText('No treatment rates: every treatment earns the technician')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/payroll-commission-${project}.png`, fullPage: true });

    // The rate holds for sales written from now on.
    await openDrawer(page);
    await paidWalkIn(page, technician.id);

    await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Payroll' }).click();
    await expect(page).toHaveURL(/\/admin\/payroll$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    const row =
      project === 'phone'
        ? page
            .getByRole('list', { name: 'Pay per technician' })
            .getByRole('listitem')
            .filter({ hasText: technician.displayName })
        : page.getByRole('row', { name: new RegExp(`^${technician.displayName}\\b`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(commission);
    await expect(row).toContainText('฿400');
    // The tip passes on in full (the default share).
    await expect(row).toContainText('฿50');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/payroll-report-${project}.png`, fullPage: true });

    // Last month holds none of today's sales (or only a month's worth of other tests: never ours).
    await page.getByRole('button', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
    await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(row).toContainText(commission);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'Technician',
      'Treatments',
      'Sales (THB)',
      'Commission (THB)',
      'Tips (THB)',
      'Total to pay (THB)',
    ]);
    const mine = rows.find((cells) => cells[0] === technician.displayName);
    const expectedCommission = project === 'phone' ? '75.00' : '160.00';
    expect(mine).toEqual([
      technician.displayName,
      '1',
      '400.00',
      expectedCommission,
      '50.00',
      (Number(expectedCommission) + 50).toFixed(2),
    ]);
    expect(rows.at(-1)?.[0]).toBe('Total');
  },
);
