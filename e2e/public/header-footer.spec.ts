import { salon } from '../../src/config/salon.ts';
import { E2E_STAFF } from '../support/staff.ts';
import { expect, isCollapsedNav, openHeaderMenu, test } from './public-fixtures.ts';

test.describe('header', () => {
  test('is fixed, 64 px tall, and its logo leads home', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.height).toBe(64);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(header).toBeInViewport();
    await page.getByRole('link', { name: `${salon.name}, home page` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed out: the four links and Staff Login, the current route highlighted', async ({ page }) => {
    await page.goto('/services');
    await openHeaderMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Book Now', '/booking'],
      ['Staff Login', '/login'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('signed in: Dashboard, Calendar and Sign Out; signing out brings back Staff Login', async ({ page }) => {
    const response = await page.request.post('/api/auth/sign-in', { data: E2E_STAFF });
    expect(response.ok()).toBe(true);
    await page.goto('/about');
    await openHeaderMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/admin/calendar');
    await expect(nav.getByRole('link', { name: 'Staff Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    if (isCollapsedNav(page)) {
      // Sign Out closes the phone menu.
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await openHeaderMenu(page);
    }
    await expect(nav.getByRole('link', { name: 'Staff Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('the phone menu toggles with aria-expanded, closes after a link and on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (!isCollapsedNav(page)) {
      // Wide screens show the links directly and no toggle.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
      return;
    }
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('footer: the four links, contact block, social links, copyright and credit from the config', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Services', '/services'],
    ['Book Now', '/booking'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: `E-mail: ${salon.email}` })).toHaveAttribute(
    'href',
    `mailto:${salon.email}`,
  );
  await expect(footer.getByRole('link', { name: `Phone: ${salon.phone}` })).toHaveAttribute(
    'href',
    `tel:${salon.phoneE164}`,
  );
  const map = footer.getByRole('link', { name: /opens Google Maps/ });
  await expect(map).toHaveAttribute('href', salon.mapsUrl);
  await expect(map).toContainText('Chalong');
  await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', salon.instagramUrl);
  await expect(footer.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', salon.facebookUrl);
  await expect(footer).toContainText(`© 2025 ${salon.name}. All rights reserved.`);
  await expect(footer.getByRole('link', { name: salon.builderName })).toHaveAttribute('href', salon.builderUrl);
});
