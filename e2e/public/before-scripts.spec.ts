/**
 * The public pages used before their scripts arrive, as on a slow phone: what can be touched
 * either works by itself (links) or answers at once and is handed to the app (the header menu, the language
 * list), or says it is busy and is done once the app has started (gallery arrows, keys). Nothing looks live
 * and does nothing.
 */
import { holdScripts, waitForApp } from '../support/hold-scripts.ts';
import { expect, isCollapsedNav, test } from './public-fixtures.ts';

test('the header menu or the language list opens at once, and stays open when the app takes over', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  if (isCollapsedNav(page)) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await expect(services).toBeVisible();
    scripts.release();
    await waitForApp(page);
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeVisible();
    await close.click();
    await expect(services).toBeHidden();
  } else {
    const languages = page.getByRole('button', { name: /^Language: English/ });
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    const russian = page.getByRole('link', { name: 'Русский' });
    await expect(russian).toBeVisible();
    scripts.release();
    await waitForApp(page);
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await russian.click();
    await expect(page).toHaveURL(/\/ru\/?$/);
  }
});

test('a gallery arrow tapped and an arrow key pressed before the scripts arrive are done once they have', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next image' });
  await next.click();
  // Not done yet, and it says so.
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('group', { name: 'Gallery', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  scripts.release();
  await waitForApp(page);
  await expect(next).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Show image 3 of 10' })).toHaveAttribute('aria-current', 'true');
});

test('a swipe across the gallery before the scripts arrive moves it once they have; a short one does not', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  const gallery = page.getByTestId('gallery');
  const swipe = async (fromX: number, toX: number) => {
    await gallery.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: fromX, clientY: 300 }] });
    await gallery.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: toX, clientY: 300 }],
    });
  };
  await swipe(200, 160); // 40 px: not a swipe
  await swipe(100, 180); // right: the previous image, wrapping to the last
  const previous = page.getByRole('button', { name: 'Previous image' });
  await expect(previous).toHaveAttribute('aria-busy', 'true');
  scripts.release();
  await waitForApp(page);
  await expect(previous).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Show image 10 of 10' })).toHaveAttribute('aria-current', 'true');
});

test('a swipe begun before the scripts arrive and ended after moves the gallery once', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  const gallery = page.getByTestId('gallery');
  await gallery.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 100, clientY: 300 }] });
  scripts.release();
  await waitForApp(page);
  await gallery.dispatchEvent('touchend', {
    touches: [],
    changedTouches: [{ identifier: 1, clientX: 180, clientY: 300 }],
  });
  await expect(page.getByRole('button', { name: 'Show image 10 of 10' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-testid=gallery] [data-active=true]')).toHaveAttribute('aria-label', '10 of 10');
});

test('links on the services page work before the scripts arrive', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/services');
  await page.getByRole('link', { name: /Book/ }).first().click();
  await expect(page).toHaveURL(/\/booking/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible();
  scripts.release();
});

test('the manage page (drawn by its scripts) offers nothing to tap until they arrive', async ({ page }) => {
  const scripts = await holdScripts(page);
  // The shell's module script holds the load event: arrive as a person does, at the first bytes.
  await page.goto(`/manage?token=${'x'.repeat(43)}`, { waitUntil: 'commit' });
  // Its page carries a customer's token: the server sends the shell, an empty page in the salon's colours.
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root').locator('a, button, input, select, textarea')).toHaveCount(0);
  scripts.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
