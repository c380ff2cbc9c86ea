/**
 * "Walk-in now" in a real browser. A walk-in starts at the salon's
 * current time, so this test first opens the salon around the clock in this
 * folder's own database (salon-wide changes: desktop project only) and adds a
 * 5-minute treatment: started at the current 5-minute mark, it ends by
 * midnight at any hour the suite runs (a 30-minute one was refused after 23:30).
 */
import { expect, test } from '@playwright/test';
import { rows, sameOrigin } from '../dashboard/dashboard-fixtures.ts';
import { dialog, signIn, uniqueToken } from './front-desk-fixtures.ts';

test('Walk-in now books the chosen services from now, confirmed, marked as a walk-in', async ({ page }) => {
  await signIn(page);
  const current = (await (await page.request.get('/api/admin/settings/hours')).json()) as { version: number };
  const open = await page.request.put('/api/admin/settings/hours', {
    headers: sameOrigin(page),
    data: {
      hours: Array.from({ length: 7 }, () => ({ opensAtMinute: 0, closesAtMinute: 1440 })),
      version: current.version,
    },
  });
  expect(open.status(), await open.text()).toBe(200);
  const quickName = `Quick Shine ${uniqueToken()}`;
  const menu = (await (await page.request.get('/api/admin/settings/menu')).json()) as { menu: { id: number }[] };
  const added = await page.request.post('/api/admin/settings/menu/services', {
    headers: sameOrigin(page),
    data: { name: quickName, durationMinutes: 5, priceThb: 100, categoryId: menu.menu[0]!.id, visible: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  // The admin reads the salon's hours once per page load.
  await page.reload();

  const token = uniqueToken();
  await page.getByRole('button', { name: 'Walk-in now' }).click();
  const form = dialog(page, 'Walk-in now');
  await expect(form.getByText(/Starts now, at \d{1,2}:\d\d/)).toBeVisible();
  await expect(form.getByText(/closed at this hour/)).toBeHidden();
  await form.getByRole('button', { name: 'Start walk-in' }).click();
  await expect(form.getByText('Choose at least one service')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Services' })).toBeFocused();

  await form.getByRole('checkbox', { name: new RegExp(quickName) }).check();
  await form.getByLabel('Name', { exact: true }).fill(`Walk ${token}`);
  await form.getByLabel('Phone', { exact: true }).fill('+66 82 345 6789');
  await form.getByRole('button', { name: 'Start walk-in' }).click();
  await expect(form).toBeHidden();

  await page.goto(`/admin?q=${token}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-status]')).toHaveText('Confirmed');
  await rows(page).first().getByRole('link').first().click();
  await expect(page.getByText('Walk-in', { exact: true })).toBeVisible();
});
