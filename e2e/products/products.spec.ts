/**
 * Settings → Products: the owner adds a product, reprices it, hides it at checkout (the checkout's picker
 * then leaves it out) and shows it again; a duplicate name is refused in words. The owner writes a
 * product's Thai name (the "Missing: …" mark shrinks as they do, markup is refused beside the field),
 * and a Thai customer's receipt names it in Thai. Axe, phone and desktop.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, serviceId, signIn, testDate, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

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
  await add.getByLabel('Name (English)', { exact: true }).fill(name);
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
  await add.getByLabel('Name (English)', { exact: true }).fill(name.toUpperCase());
  await add.getByLabel('Price (baht)').fill('10');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByRole('alert')).toContainText('There is already a product with this name.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/products-refused-${project}.png`, fullPage: true });
});

test('a Thai name written in the editor is on a Thai customer’s receipt', PHONE_TOO, async ({ page }, testInfo) => {
  const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
  await signIn(page);
  await page.goto('/admin/settings/products');
  const token = uniqueToken();
  const name = `Hand cream ${token}`;
  const thaiName = `ครีมทามือ ${token}`;

  const add = page.getByRole('region', { name: 'Add a product' });
  await add.getByLabel('Name (English)', { exact: true }).fill(name);
  await add.getByLabel('Price (baht)').fill('250');
  const group = add.getByText('Names in Thai, Russian and Chinese');
  await expect(add.getByTestId('missing-translations')).toHaveText('Missing: ไทย, Русский, 简体中文');
  await group.click();
  // Markup is refused beside the field, before anything is sent.
  await add.getByLabel('Name (ไทย)').fill('<b>ครีม</b>');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByText('Write the name as plain text', { exact: false })).toBeVisible();
  await expect(add.getByLabel('Name (ไทย)')).toBeFocused();
  await add.getByLabel('Name (ไทย)').fill(thaiName);
  await expect(add.getByTestId('missing-translations')).toHaveText('Missing: Русский, 简体中文');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/products-editor-${project}.png`, fullPage: true });
  await add.screenshot({ path: `/tmp/products-add-form-${project}.png` });
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByRole('status')).toHaveText(`${name} was added.`);

  // The saved row keeps the Thai name and still marks the languages missing.
  const row = page.getByRole('form', { name });
  await expect(row.getByTestId('missing-translations')).toHaveText('Missing: Русский, 简体中文');
  await row.getByText('Names in Thai, Russian and Chinese').click();
  await expect(row.getByLabel('Name (ไทย)')).toHaveValue(thaiName);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/products-editor-row-${project}.png`, fullPage: true });
  await row.screenshot({ path: `/tmp/products-row-${project}.png` });

  // A Thai customer's appointment paid with the product: the receipt names it in Thai.
  const products = (await (await page.request.get('/api/admin/settings/products')).json()) as {
    products: { id: number; name: string }[];
  };
  const product = products.products.find((entry) => entry.name === name)!;
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers: sameOrigin(page),
    data: { kind: 'open', float: 100_000 },
  });
  expect([200, 409]).toContain(opened.status());
  const booked = await page.request.post('/api/admin/appointments', {
    headers: sameOrigin(page),
    data: {
      serviceIds: [await serviceId(page, 'Classic Manicure')],
      date: await testDate(page, testInfo, 0),
      time: project === 'phone' ? '15:00' : '16:00',
      technicianId: null,
      name: `สมศรี ${token}`,
      phone: '+66 81 555 0199',
      email: `somsri.${token}@example.com`,
      source: 'phone',
      language: 'th',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: string } };
  const start = (await (await page.request.get(`/api/admin/checkout/start?appointment=${appointment.id}`)).json()) as {
    appointment: { treatments: { appointmentServiceId: number; serviceId: number }[] };
  };
  const sale = await page.request.post('/api/admin/checkout/sales', {
    headers: sameOrigin(page),
    data: {
      appointmentIds: [appointment.id],
      lines: [
        ...start.appointment.treatments.map((treatment) => ({
          kind: 'treatment',
          itemId: treatment.serviceId,
          appointmentServiceId: treatment.appointmentServiceId,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        })),
        {
          kind: 'product',
          itemId: product.id,
          appointmentServiceId: null,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const { id } = (await sale.json()) as { id: string };
  const paid = await page.request.post(`/api/admin/checkout/sales/${id}/payments`, {
    headers: sameOrigin(page),
    data: { method: 'cash', otherName: null, amount: 65_000, tendered: 65_000, requestId: randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto(`/admin/checkout/sales/${id}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(thaiName)).toBeVisible();
  await expect(receipt.getByText(name, { exact: true })).toHaveCount(0);
});
