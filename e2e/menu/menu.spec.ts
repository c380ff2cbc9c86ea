/**
 * The owner's menu editor in a real browser: a price changed in
 * the editor shows on /services and / on the next load, in the HTML itself
 * (fetched without JavaScript); a hidden service leaves /booking; the editor
 * is axe clean and screenshotted at phone and desktop widths.
 *
 * The phone and desktop projects share one server and database, so each
 * project edits its own services.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage as signIn } from '../support/staff.ts';

async function openEditor(page: Page): Promise<void> {
  await page.goto('/admin/settings/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nails' })).toBeVisible();
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

/** Services this project may change (the other project changes the others). */
function servicesFor(testInfo: TestInfo) {
  return isPhone(testInfo)
    ? { priced: 'Acrylic Refill', oldPrice: '900', newPrice: '1,150', newPriceRaw: '1150', hidden: 'Half Leg Waxing' }
    : {
        priced: 'Hollywood Waxing',
        oldPrice: '1,300',
        newPrice: '1,450',
        newPriceRaw: '1450',
        hidden: 'Full Arm Waxing',
      };
}

// Each test signs in, edits and loads several pages: on a busy two-core machine that can pass 30 seconds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the owner changes a price: /services and / show it on the next load, in the HTML too', async ({
  page,
}, testInfo) => {
  const { priced, oldPrice, newPrice, newPriceRaw } = servicesFor(testInfo);
  await openEditor(page);
  await page.getByRole('button', { name: `Edit ${priced}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${priced}` });
  const price = dialog.getByLabel('Price (฿, whole baht)');
  // Opening the dialog moves focus into it, to its first field (Radix's auto-focus); an assertion whose
  // failure is caught asserted nothing.
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(price).toHaveValue(oldPrice.replace(',', ''));

  // A bad price is refused next to the field, before anything is sent.
  await price.fill('12.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the price in baht as a whole number from 0 to 100,000.')).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');

  await price.fill(newPriceRaw);
  await dialog.getByLabel('Short description').fill('Smooth for weeks, done with care.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(page.getByRole('button', { name: `Edit ${priced}` })).toBeFocused();
  const row = page.locator('li', { hasText: priced });
  await expect(row).toContainText(`${newPrice}฿`);

  // The raw HTML, no JavaScript: the server rendered the new price and description.
  const servicesHtml = await (await page.request.get('/services')).text();
  expect(servicesHtml).toContain('Smooth for weeks, done with care.');
  const at = servicesHtml.indexOf(`>${priced}<`);
  expect(at).toBeGreaterThan(0);
  expect(servicesHtml.slice(at, at + 700)).toContain(newPrice);
  expect(servicesHtml.slice(at, at + 700)).not.toContain(`>${oldPrice}`);
  // The home page embeds the live menu it was rendered with (and shows the price where it lists the service).
  const homeHtml = await (await page.request.get('/')).text();
  expect(homeHtml).toMatch(new RegExp(`"name":"${priced}","description":"[^"]*","priceThb":${newPriceRaw}`));
  // Its digits are set apart in their own element (components/unambiguous-digits.tsx): read the text.
  if (priced === 'Hollywood Waxing') expect(homeHtml.replace(/<[^>]+>/g, '')).toContain(`${newPrice}฿`);

  await page.goto('/services');
  const listed = page.getByRole('listitem').filter({ hasText: priced });
  await expect(listed).toContainText(`${newPrice}฿`);
  await expect(listed).toContainText('Smooth for weeks, done with care.');
  await listed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('services-description.png') });

  if (priced === 'Hollywood Waxing') {
    // The home page's favourites read the live price too.
    await page.goto('/');
    const prices = page.getByRole('region', { name: 'TREATMENTS & PRICES' });
    await expect(prices.getByRole('listitem').filter({ hasText: priced })).toContainText(`${newPrice}฿`);
  }
});

test('the owner hides a service: /booking no longer offers it, the editor marks it Hidden', async ({
  page,
}, testInfo) => {
  const { hidden } = servicesFor(testInfo);
  // The booking page opens the waxing section when asked to; before the change it offers the service.
  const waxing = '/booking?category=waxing';
  expect(await (await page.request.get(waxing)).text()).toContain(hidden);
  await page.goto(waxing);
  await expect(page.getByRole('checkbox', { name: new RegExp(hidden) })).toBeAttached();

  await openEditor(page);
  await page.getByRole('button', { name: `Edit ${hidden}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${hidden}` });
  await dialog.getByLabel('Shown online (website and booking)').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const hiddenRow = page.locator('li', { hasText: hidden });
  await expect(hiddenRow).toContainText('Hidden');
  await hiddenRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('menu-hidden-row.png') });

  const html = await (await page.request.get(waxing)).text();
  expect(html).toContain('Brazilian Waxing');
  expect(html).not.toContain(hidden);
  await page.goto(waxing);
  await expect(page.getByRole('checkbox', { name: /Brazilian Waxing/ })).toBeAttached();
  await expect(page.getByRole('checkbox', { name: new RegExp(hidden) })).toHaveCount(0);
});

test('categories: add, move with the keyboard, refuse a duplicate service name, delete when empty', async ({
  page,
}, testInfo) => {
  const name = isPhone(testInfo) ? 'Brows Phone' : 'Brows Desktop';
  await openEditor(page);
  await page.getByRole('button', { name: 'Add category' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a category' });
  await addDialog.getByLabel('Category name').fill(name);
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog).toBeHidden();
  const section = page.getByRole('region', { name });
  await expect(section).toContainText('No services yet.');

  // Move it up with the keyboard: focus stays on the arrow.
  const up = page.getByRole('button', { name: `Move ${name} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();

  await section.getByRole('button', { name: `Add service to ${name}` }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Add a service' });
  await serviceDialog.getByLabel('Name', { exact: true }).fill('Classic Manicure');
  await serviceDialog.getByLabel('Price (฿, whole baht)').fill('300');
  await serviceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    serviceDialog.getByText('There is already a service called Classic Manicure.', { exact: false }),
  ).toBeVisible();
  await serviceDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Rename or delete the category ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Rename ${name}` });
  await editDialog.getByRole('button', { name: 'Delete' }).click();
  await editDialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});

test('the editor and its dialog are axe clean; screenshots at this width', PHONE_TOO, async ({ page }, testInfo) => {
  await openEditor(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('menu-editor.png'), fullPage: false });
  await page.getByRole('button', { name: 'Edit Classic Pedicure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Classic Pedicure' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('menu-service-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
