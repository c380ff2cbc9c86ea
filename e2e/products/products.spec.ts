/**
 * Settings → Products: the owner adds a product, reprices it, hides it at checkout (the checkout's picker
 * then leaves it out) and shows it again; a duplicate name is refused in words. Axe, phone and desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

async function pickerOffers(page: Page, name: string): Promise<boolean> {
  const start = (await (await page.request.get('/api/admin/checkout/start')).json()) as {
    products: { name: string }[];
  };
  return start.products.some((product) => product.name === name);
}

test('the owner adds, reprices, hides and shows a product', PHONE_TOO, async ({ page }, testInfo) => {
  const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
  await signIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /^Products/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  const name = `Cuticle oil ${uniqueToken()}`;
  const add = page.getByRole('region', { name: 'Add a product' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Price (baht)').fill('350');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByRole('status')).toHaveText(`${name} was added.`);

  const row = page.getByRole('form', { name });
  await expect(row.getByLabel('Price (baht)')).toHaveValue('350.00');
  await expect(row.getByRole('switch', { name: 'Shown at checkout' })).toBeChecked();
  expect(await pickerOffers(page, name)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/products-${project}.png`, fullPage: true });

  await row.getByLabel('Price (baht)').fill('390.50');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name }).getByLabel('Price (baht)')).toHaveValue('390.50');

  await page.getByRole('form', { name }).getByText('Shown at checkout').click();
  await expect(page.getByRole('form', { name }).getByRole('switch', { name: 'Shown at checkout' })).not.toBeChecked();
  await expect.poll(() => pickerOffers(page, name)).toBe(false);
  await page.getByRole('form', { name }).getByText('Shown at checkout').click();
  await expect(page.getByRole('form', { name }).getByRole('switch', { name: 'Shown at checkout' })).toBeChecked();
  await expect.poll(() => pickerOffers(page, name)).toBe(true);

  // The same name in other letters' case is refused, in words.
  await add.getByLabel('Name').fill(name.toUpperCase());
  await add.getByLabel('Price (baht)').fill('10');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByRole('alert')).toContainText('There is already a product with this name.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/products-refused-${project}.png`, fullPage: true });
});
