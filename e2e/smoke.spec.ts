import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test('the home page loads with its headline and passes axe', async ({ page }) => {
  // The discount popup (a modal dialog: the page behind it leaves the accessibility tree) has its own tests.
  await page.addInitScript(() => sessionStorage.setItem('discountPopupShown', 'true'));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Beauty, Our Passion' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown route answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the API reports a reachable database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
});
