/**
 * The menu editor in four languages (decision 174): the seeded menu is translated, so nothing is
 * marked; clearing a translation marks the service ("Missing: 简体中文") and the field; a new service is
 * marked for every language; a translated text over the limit is refused next to its field; the public
 * API answers the translation where there is one and English where not. Desktop only: it edits services
 * the phone project of this folder would otherwise see changed.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage as signIn } from '../support/staff.ts';

interface CatalogueAnswer {
  categories: { name: string; services: { name: string; description: string }[] }[];
}

test.describe.configure({ timeout: 90_000 });

test('missing translations are marked per item and per field, and the public menu falls back to English', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/settings/menu');
  const spa = page.getByRole('region', { name: 'Spa' });
  await expect(spa).toBeVisible();
  // The seed menu is translated throughout: no marks.
  await expect(page.getByTestId('missing-translations')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Paraffin Foot Treatment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Paraffin Foot Treatment' });
  const chineseName = dialog.getByLabel('Name (简体中文)');
  await expect(chineseName).toHaveValue('足部蜡疗护理');
  await expect(dialog.getByLabel('Name (ไทย)')).toHaveValue('พาราฟินบำรุงเท้า');
  await expect(dialog.getByLabel('Description (Русский)')).not.toHaveValue('');

  // Over the limit: refused next to the field before anything is sent.
  const thaiName = dialog.getByLabel('Name (ไทย)');
  await thaiName.fill('ก'.repeat(81));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Keep a translated service name to 80 characters, on one line.')).toBeVisible();
  await expect(thaiName).toBeFocused();
  await expect(thaiName).toHaveAttribute('aria-invalid', 'true');
  await thaiName.fill('พาราฟินบำรุงเท้า');

  await chineseName.fill('');
  await expect(dialog.getByText('Missing: customers reading the site in 简体中文 see the English name.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator('li', { hasText: 'Paraffin Foot Treatment' });
  await expect(row.getByTestId('missing-translations')).toHaveText('Missing: 简体中文');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('menu-missing-translation.png') });

  // The public API: Chinese falls back to the English name, keeps the Chinese description; Thai is untouched.
  const chinese = (await (await page.request.get('/api/catalogue?language=zh')).json()) as CatalogueAnswer;
  const chineseSpa = chinese.categories.find((category) => category.name === 'SPA 护理');
  const paraffin = chineseSpa?.services.find((service) => service.name === 'Paraffin Foot Treatment');
  expect(paraffin?.description).toBe('温热石蜡包裹双脚，深层滋润脚部和脚跟。');
  const thai = (await (await page.request.get('/api/catalogue?language=th')).json()) as CatalogueAnswer;
  expect(thai.categories.flatMap((category) => category.services).map((service) => service.name)).toContain(
    'พาราฟินบำรุงเท้า',
  );
  expect((await page.request.get('/api/catalogue?language=de')).status()).toBe(422);

  // A new service has no translations yet, nor an English description: every language is marked.
  await spa.getByRole('button', { name: 'Add service to Spa' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a service' });
  await addDialog.getByLabel('Name', { exact: true }).fill('Aroma Hand Ritual');
  await addDialog.getByLabel('Price (฿, whole baht)').fill('600');
  await addDialog.getByLabel('Name (Русский)').fill('Ароматический уход за руками');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog).toBeHidden();
  const added = page.locator('li', { hasText: 'Aroma Hand Ritual' });
  await expect(added.getByTestId('missing-translations')).toHaveText('Missing: English, ไทย, 简体中文');
  await expectNoAxeViolations(page);
});
