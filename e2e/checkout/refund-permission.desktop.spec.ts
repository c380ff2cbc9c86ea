/**
 * Who may correct a sale: a staff member sees no refund or void while the owner's switch is off (one
 * line says the owner makes corrections), and sees both once the owner turns it on in the checkout
 * settings. It changes a salon-wide setting, so it runs once (desktop project), and looks at the
 * staff member's screen at 390 and 1280 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sameOrigin, signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { openDrawer, payInCash, setStaffMayCorrect, walkInSale } from './refund-fixtures.ts';

const STAFF_PASSWORD = 'staff-password-e2e-1';

async function addStaffAccount(owner: Page): Promise<string> {
  const email = `desk-${uniqueToken()}@salon.example`;
  const added = await owner.request.post('/api/admin/settings/accounts', {
    headers: sameOrigin(owner),
    data: { email, role: 'staff', technician: false, credential: 'password', password: STAFF_PASSWORD },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return email;
}

async function signInAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test('staff correct a sale only once the owner allows it', async ({ page, browser, baseURL }) => {
  await signIn(page);
  await openDrawer(page);
  await setStaffMayCorrect(page, false);
  const email = await addStaffAccount(page);
  const saleId = await walkInSale(page);
  await payInCash(page, saleId);

  const staff = await signInAs(browser, baseURL, email);
  try {
    await staff.goto(`/admin/checkout/sales/${saleId}`);
    await expect(staff.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
    await expect(staff.getByText('Refunds and voids are made by the owner.')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Void sale' })).toHaveCount(0);
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: 'test-results/checkout-staff-owner-only-390.png', fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: 'test-results/checkout-staff-owner-only-1280.png', fullPage: true });

    await page.goto('/admin/settings/checkout');
    const allow = page.getByLabel('Staff may refund and void sales (the owner always may)');
    await expect(allow).not.toBeChecked();
    await allow.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await staff.reload();
    await expect(staff.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Void sale' })).toBeVisible();
    await expect(staff.getByText('Refunds and voids are made by the owner.')).toHaveCount(0);
    await staff.screenshot({ path: 'test-results/checkout-staff-may-correct-1280.png', fullPage: true });
  } finally {
    await staff.context().close();
    // Leave the salon as the other checkout tests expect it.
    await setStaffMayCorrect(page, false);
  }
});
