/**
 * The owner's own photos: from Settings → Photos the owner adds two files at once (one a text file renamed
 * .jpg, refused with its reason, nothing stored), places the photo as the home page's hero with an English
 * and a Thai description, and the home page shows it at once, at desktop and phone size, in English and in
 * Thai, with the preload pointing at it.
 *
 * The hero is one place for the whole salon: this file runs in the desktop project only
 * (playwright.config.ts leaves `*.desktop.spec.ts` out of the phone projects); the phone check opens a
 * 390 px page of its own.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

async function phonePhoto(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 12 },
    (_, index) => `<rect x="${index * 150}" width="75" height="1200" fill="${index % 2 ? '#d8a7b1' : '#7a4b6b'}"/>`,
  ).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">${stripes}</svg>`))
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 53/1 0/1' } })
    .toBuffer();
}

test('the owner adds a hero photo from Settings → Photos and the home page shows it at phone and desktop size', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/settings/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles([
    { name: 'salon-nails.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo, only words') },
  ]);
  const progress = page.getByRole('list', { name: 'Photos being added' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'salon-nails.jpg' })).toContainText('Added');
  await expect(progress.getByRole('listitem').filter({ hasText: 'notes.jpg' })).toContainText(
    'This file is not a photo we can read',
  );

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Photo \d+$/ }) });
  await expect(card).toHaveCount(1);
  await card.getByLabel('Where it appears').selectOption({ label: 'Home page, top (hero)' });
  await expect(card.getByText('Missing: customers reading the site in ไทย')).toBeVisible();
  await card.getByLabel('English (required)').fill('Rose and plum stripes of gel polish');
  await card.getByLabel('ไทย', { exact: true }).fill('เล็บเจลลายทางสีชมพูและม่วง');
  await expect(card.getByText('Missing: customers reading the site in ไทย')).toBeHidden();
  await card.getByLabel('Focal point, left to right').fill('30');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'On the site' })).toBeVisible();
  await page.screenshot({ path: 'test-results/photos-settings-desktop.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The HTML itself preloads the owner's hero and names it.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<link rel="preload" as="image" type="image\/webp" imagesrcset="\/photos\/[^"]+-480\.webp 480w/);
  expect(html).not.toContain('/images/hero-480.webp');

  await page.goto('/');
  const hero = page.getByRole('img', { name: 'Rose and plum stripes of gel polish' });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/photos/');
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/photos-home-desktop.png' });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await phone.goto('/th');
    const thaiHero = phone.getByRole('img', { name: 'เล็บเจลลายทางสีชมพูและม่วง' });
    await expect(thaiHero).toBeVisible();
    await expect
      .poll(() => thaiHero.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/photos\/.+\.webp$/);
    await phone.screenshot({ path: 'test-results/photos-home-phone.png' });
  } finally {
    await phone.close();
  }
});
