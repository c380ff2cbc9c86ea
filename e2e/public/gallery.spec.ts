import type { Locator, Page } from '@playwright/test';
import { expect, test } from './public-fixtures.ts';

function currentDot(page: Page, number: number): Locator {
  return page.getByRole('button', { name: `Show image ${number} of 10` });
}

async function expectSlide(page: Page, number: number): Promise<void> {
  await expect(currentDot(page, number)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-testid=gallery] [data-active=true]')).toHaveAttribute(
    'aria-label',
    `${number} of 10`,
  );
}

test('arrows move through the gallery and wrap around at both ends', async ({ page }) => {
  await page.goto('/');
  await expectSlide(page, 1);
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expectSlide(page, 10);
  await page.getByRole('button', { name: 'Next image' }).click();
  await expectSlide(page, 1);
  await page.getByRole('button', { name: 'Next image' }).click();
  await expectSlide(page, 2);
  await currentDot(page, 7).click();
  await expectSlide(page, 7);
  // The visible slide has its picture; the others are hidden from assistive technology.
  await expect(page.locator('[data-testid=gallery] [data-active=true] img')).toBeVisible();
  await expect(page.locator('[data-testid=gallery] [aria-roledescription=slide][aria-hidden=true]')).toHaveCount(9);
});

test('arrow keys move the gallery while it has focus, wrapping both ways', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Gallery', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 10);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 1);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
});

async function swipe(gallery: Locator, fromX: number, toX: number, y = 300): Promise<void> {
  await gallery.dispatchEvent('touchstart', {
    touches: [{ identifier: 1, clientX: fromX, clientY: y }],
    changedTouches: [{ identifier: 1, clientX: fromX, clientY: y }],
  });
  await gallery.dispatchEvent('touchend', {
    touches: [],
    changedTouches: [{ identifier: 1, clientX: toX, clientY: y }],
  });
}

test('a swipe longer than 50 px changes the slide and wraps; a shorter one does not', async ({ page }) => {
  await page.goto('/');
  const gallery = page.getByTestId('gallery');
  await swipe(gallery, 200, 160); // 40 px: ignored
  await expectSlide(page, 1);
  await swipe(gallery, 100, 180); // right: previous, wraps to 10
  await expectSlide(page, 10);
  await swipe(gallery, 300, 200); // left: next, wraps to 1
  await expectSlide(page, 1);
  await swipe(gallery, 300, 240); // 60 px left: next
  await expectSlide(page, 2);
});
