import type { Page } from '@playwright/test';
import { salon } from '../../src/config/salon.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from './public-fixtures.ts';

test.describe('full menu dialog', () => {
  async function openMenu(page: Page) {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More treatments and prices' });
    await more.click();
    const dialog = page.getByRole('dialog', { name: 'Our full menu' });
    await expect(dialog).toBeVisible();
    return { more, dialog };
  }

  test('shows the whole menu from the database, traps focus and passes axe', async ({ page }) => {
    const { dialog } = await openMenu(page);
    for (const category of ['Nails', 'Eyelashes', 'Waxing', 'Spa']) {
      await expect(dialog.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Gel Polish Manicure')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Book Hollywood Waxing' })).toHaveAttribute(
      'href',
      /^\/booking\?service=\d+$/,
    );
    // Tab through more stops than the dialog has: focus never leaves it.
    for (let press = 0; press < 45; press += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the Close button closes it and focus returns to More', async ({ page }) => {
    const { more, dialog } = await openMenu(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('Escape closes it and focus returns to More', async ({ page }) => {
    const { more, dialog } = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    const { more, dialog } = await openMenu(page);
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test.describe('discount popup', () => {
  test.use({ popupAlreadySeen: false });

  test('appears 1000 ms after load with the offer and review link, once per session', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The installed clock also runs in real time, and on a loaded machine hundreds of milliseconds pass between
    // the load event and the next line: check well before the 1000 ms, then well after.
    await page.clock.runFor(400);
    const popup = page.getByRole('dialog', { name: 'A thank-you from us' });
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(700);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Enjoy 10% off when you spend 1,000 THB and leave us a review on Google!');
    await expect(popup.getByRole('link', { name: /^Write a Review/ })).toHaveAttribute('href', salon.reviewUrl);
    expect(await page.evaluate(() => sessionStorage.getItem('discountPopupShown'))).not.toBeNull();
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Same browser session: never again.
    await page.reload();
    await page.clock.runFor(5000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test('the offer leaves the page to the visitor: focus stays, the page scrolls, a tap on Book Now books', async ({
    page,
  }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'A thank-you from us' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Close' })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('other pages never show it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services');
    await page.clock.runFor(3000);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('discountPopupShown'))).toBeNull();
  });
});
