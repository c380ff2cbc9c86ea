import { salon } from '../../src/config/salon.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors, expect, test } from './public-fixtures.ts';

test('the home page shows its eight sections in the spec order, hydrates cleanly and passes axe', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your Beauty, Our Passion' })).toBeVisible();
  await expect(main.getByText('Experience luxury nail care in a serene environment')).toBeVisible();
  for (const card of ['Nail Care', 'Eyelash Art', 'Waxing and spa']) {
    await expect(main.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute('href', '/booking');
  await expect(main.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');

  await expect(main.getByRole('heading', { name: 'Why Us' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Friendly, Skilled Team' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Clean and Comfortable' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'More about our salon' })).toHaveAttribute('href', '/about');

  // Section order: every second-level heading in document order.
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  const order = [
    'Why Us',
    'Gallery of our work',
    'TREATMENTS & PRICES',
    'Made with care',
    'Book Your Appointment',
    'Fresh from the salon',
    'CONTACT OUR SALON',
  ].map((title) => headings.indexOf(title));
  expect(order.every((position) => position >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  await expect(main.locator('[data-testid=gallery] [aria-roledescription=slide]')).toHaveCount(10);
  await expect(main.getByRole('figure')).toHaveCount(2);
  await expect(main.locator('#booking')).toBeAttached();
  await expect(main.locator('#contact')).toBeAttached();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('TREATMENTS & PRICES lists the four favourites with their prices', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'TREATMENTS & PRICES' });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveText(/Manicure\s*\(French Nails\)\s*590฿/);
  await expect(rows.nth(1)).toHaveText(/Hollywood Waxing\s*1,300฿/);
  await expect(rows.nth(2)).toHaveText(/SPA\s*\(hand or foot scrub\)\s*400฿/);
  await expect(rows.nth(3)).toHaveText(/Eyelashes\s*\(classic or wet look, 3D or natural volume\)\s*1,000฿/);
  // What a screen reader reads and a copy takes is the text itself, not the layout: the space must be in it.
  expect(await section.locator('li p:first-child').allTextContents()).toEqual([
    'Manicure (French Nails)',
    'Hollywood Waxing',
    'SPA (hand or foot scrub)',
    'Eyelashes (classic or wet look, 3D or natural volume)',
  ]);
});

test('the booking tiles come from the catalogue and open the booking page with the category chosen', async ({
  page,
}) => {
  await page.goto('/#booking');
  const expected = [
    ['nails', 'Nails', '30 min+', 'from 400฿'],
    ['waxing', 'Waxing', '30 min+', 'from 300฿'],
    ['eyelashes', 'Eyelashes', '60 min+', 'from 1,000฿'],
    ['spa', 'Spa', '45 min+', 'from 400฿'],
  ] as const;
  for (const [slug, name, duration, price] of expected) {
    const tile = page.getByTestId(`tile-${slug}`);
    await expect(tile).toContainText(name);
    await expect(tile).toContainText(duration);
    await expect(tile).toContainText(price);
    await expect(tile).toHaveAttribute('href', `/booking?category=${slug}`);
  }
  await page.getByTestId('tile-eyelashes').click();
  await expect(page).toHaveURL(/\/booking\?category=eyelashes$/);
});

test('the 10-image grid has a Follow on link to the social profile', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Fresh from the salon' });
  await expect(section.getByRole('img')).toHaveCount(10);
  const follow = section.getByRole('link', { name: /^Follow on Instagram/ });
  await expect(follow).toHaveAttribute('href', salon.instagramUrl);
  await expect(follow).toContainText('Follow on');
});

test('contact: looping muted video with a poster, heading, call text, tel, WhatsApp and Line', async ({ page }) => {
  await page.goto('/#contact');
  const section = page.locator('#contact');
  await expect(section.getByRole('heading', { name: 'CONTACT OUR SALON' })).toBeVisible();
  await expect(section.getByText('give us a call to schedule a treatment')).toBeVisible();
  await expect(section.getByRole('link', { name: `Call us on ${salon.phone}` })).toHaveAttribute(
    'href',
    `tel:${salon.phoneE164}`,
  );
  await expect(section.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', salon.whatsappUrl);
  await expect(section.getByRole('link', { name: /^Line/ })).toHaveAttribute('href', salon.lineUrl);
  const video = page.getByTestId('contact-video');
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('poster', /contact-poster/);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
});

test('the contact video never plays under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#contact');
  const video = page.getByTestId('contact-video');
  await video.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});
