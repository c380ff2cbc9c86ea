/**
 * The owner's gallery from a phone: on a 390 px touch screen the owner sees "Add a photo of your own" to do,
 * adds three phone photos at once (JPEGs made here, with a GPS position in their EXIF), moves the focal
 * point of one (slider and keyboard) and watches the cut of every shape follow it, places the three in
 * the gallery in an order other than the upload's, describes each in English and Thai, and the
 * checklist ticks the photo step by itself. The Thai home page then carries the owner's photo URLs and
 * Thai descriptions in its HTML, and a swipe moves through them in the owner's order, on to the drawn
 * pictures after them; at 1440 px the arrows do the same. Then the owner writes the hero headline in
 * Russian from the phone and /ru shows it after a reload. axe on each new screen at both sizes.
 *
 * Its own folder, so its own server and a fresh database: the photo step starts undone, whatever the
 * other photo journeys place. Salon-wide changes: desktop project only; the phone is a context of its own.
 */
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

/** A portrait phone photo, 1200 x 1600, its colours its own, with a GPS position the server must strip. */
async function phonePhoto(background: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#f6ede6"/></linearGradient></defs>
    <rect width="1200" height="1600" fill="url(#g)"/>
    <circle cx="600" cy="420" r="260" fill="${accent}"/>
    <rect x="250" y="1000" width="700" height="360" rx="180" fill="${accent}" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '98/1 20/1 0/1' },
    })
    .toBuffer();
}

/** The three photos in upload order, and the gallery position each is given (not the upload's order). */
const PHOTOS = [
  { file: 'rose.jpg', colours: ['#e7b3c0', '#7a4b6b'], position: 2, en: 'Rose gel nails', th: 'เล็บเจลสีกุหลาบ' },
  { file: 'gold.jpg', colours: ['#ead9b4', '#9c7a3c'], position: 1, en: 'Gold foil manicure', th: 'ทำเล็บลายทองคำเปลว' },
  { file: 'plum.jpg', colours: ['#c9b3d8', '#4f3560'], position: 3, en: 'Plum lash lift', th: 'ลิฟติ้งขนตาโทนม่วง' },
] as const;

const RUSSIAN_HEADLINE = 'Ваши ногти — наша забота';

function libraryCards(page: Page): Locator {
  return page
    .getByRole('region', { name: /^New and unused photo/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Photo \d+$/ }) });
}

function activeSlideImage(page: Page): Locator {
  return page.locator('[data-testid=gallery] [data-active=true] img');
}

async function swipeLeft(gallery: Locator): Promise<void> {
  await gallery.dispatchEvent('touchstart', {
    touches: [{ identifier: 1, clientX: 320, clientY: 300 }],
    changedTouches: [{ identifier: 1, clientX: 320, clientY: 300 }],
  });
  await gallery.dispatchEvent('touchend', {
    touches: [],
    changedTouches: [{ identifier: 1, clientX: 120, clientY: 300 }],
  });
}

test('from a phone the owner fills the gallery with three photos described in Thai, and /th swipes through them', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  try {
    await signIn(phone);
    const photoStep = phone.getByRole('region', { name: 'Getting the salon ready' }).getByTestId('setup-photos');
    await expect(photoStep).toContainText('(to do)');
    await photoStep.getByRole('link', { name: 'Add a photo of your own' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();

    await phone.getByLabel('Add photos').setInputFiles(
      await Promise.all(
        PHOTOS.map(async ({ file, colours }) => ({
          name: file,
          mimeType: 'image/jpeg',
          buffer: await phonePhoto(colours[0], colours[1]),
        })),
      ),
    );
    const progress = phone.getByRole('list', { name: 'Photos being added' });
    for (const { file } of PHOTOS) {
      await expect(progress.getByRole('listitem').filter({ hasText: file })).toContainText('Added');
    }
    await expect(libraryCards(phone)).toHaveCount(3);

    // The focal point of the first card: every shape's cut follows it, by slider and by keyboard.
    const first = libraryCards(phone).first();
    const tiles = first.getByRole('img', { name: 'The photo as cut for Home page, photo tiles' });
    const gallery = first.getByRole('img', { name: 'The photo as cut for Home page, gallery' });
    await expect(first.getByRole('img', { name: /^The photo as cut for / })).toHaveCount(4);
    await expect(tiles).toHaveCSS('object-position', '50% 50%');
    const down = first.getByLabel('Focal point, top to bottom');
    await down.focus();
    await phone.keyboard.press('Home');
    await expect(tiles).toHaveCSS('object-position', '50% 0%');
    await down.fill('40');
    // A 1200 x 1600 picture: the square keeps rows 40-1240 of 1600, the 16:10 cut rows 265-1015.
    await expect(tiles).toHaveCSS('object-position', '50% 10%');
    await expect(gallery).toHaveCSS('object-position', '50% 31.2%');
    await first.screenshot({ path: 'test-results/photo-crop-previews-phone.png' });
    await expectNoAxeViolations(phone);

    for (const [index, photo] of PHOTOS.entries()) {
      const card = libraryCards(phone).first();
      await card.getByLabel('Where it appears').selectOption({ label: 'Home page, gallery' });
      await card.getByLabel('Position').selectOption(String(photo.position));
      await expect(card.getByRole('img', { name: 'The photo as cut for Home page, gallery' })).toHaveClass(/ring-2/);
      await card.getByLabel('English (required)').fill(photo.en);
      await card.getByLabel('ไทย', { exact: true }).fill(photo.th);
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(libraryCards(phone)).toHaveCount(PHOTOS.length - index - 1);
    }
    await expect(phone.getByRole('heading', { name: 'Home page, gallery · 1' })).toBeVisible();
    await phone.screenshot({ path: 'test-results/photo-gallery-settings-phone.png', fullPage: true });
    await expectNoAxeViolations(phone);

    await phone.goto('/admin');
    await expect(photoStep).toContainText('(done)');

    // The Thai home page's HTML already names the owner's first gallery photo, in Thai.
    const html = await (await phone.request.get('/th')).text();
    expect(html).toContain(`alt="${PHOTOS[1].th}"`);
    expect(html).toMatch(/srcset="\/photos\/[\w-]+-640\.webp 640w/i);

    await phone.goto('/th');
    const slides = phone.getByTestId('gallery');
    await slides.scrollIntoViewIfNeeded();
    const ordered = [...PHOTOS].sort((a, b) => a.position - b.position);
    for (const [index, photo] of ordered.entries()) {
      if (index > 0) await swipeLeft(slides);
      await expect(activeSlideImage(phone)).toHaveAttribute('alt', photo.th);
      await expect
        .poll(() => activeSlideImage(phone).evaluate((image: HTMLImageElement) => image.currentSrc))
        .toMatch(/\/photos\/.+\.(webp|avif)$/);
    }
    await phone.screenshot({ path: 'test-results/photo-gallery-th-phone.png' });
    // After the owner's three, the drawn pictures as before.
    await swipeLeft(slides);
    await expect(phone.locator('[data-testid=gallery] [data-active=true]')).toHaveAttribute('aria-label', /^4 /);
    await expect
      .poll(() => activeSlideImage(phone).evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/images/gallery-04');

    // The hero headline in Russian, from the phone: English first (the fallback), then Russian.
    await phone.goto('/admin/settings/pages');
    await expect(phone.getByRole('heading', { level: 1, name: 'Page texts' })).toBeVisible();
    await phone.getByLabel('Headline', { exact: true }).fill('Your nails, our care');
    await phone
      .getByRole('group', { name: 'Language you are writing in' })
      .getByRole('button', { name: 'Русский' })
      .click();
    await expect(phone.getByLabel('Headline', { exact: true })).toHaveAttribute('lang', 'ru');
    await phone.getByLabel('Headline', { exact: true }).fill(RUSSIAN_HEADLINE);
    await phone.getByRole('button', { name: 'Save page texts' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await phone.goto('/ru');
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: RUSSIAN_HEADLINE })).toBeVisible();
    await phone.screenshot({ path: 'test-results/photo-gallery-ru-hero-phone.png' });
  } finally {
    await context.close();
  }

  // At 1440 px: the editor with its previews passes axe, and the Thai gallery's arrows walk the owner's order.
  await signIn(page);
  await page.goto('/admin/settings/photos');
  // On the site in the gallery's order, each card with the cut of every shape.
  const placed = page.getByRole('region', { name: 'On the site' }).getByRole('heading', { level: 3 });
  await expect(placed).toHaveText(['Home page, gallery · 1', 'Home page, gallery · 2', 'Home page, gallery · 3']);
  await page.getByRole('img', { name: 'The photo as cut for Home page, gallery' }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/photo-gallery-settings-desktop.png' });
  await expectNoAxeViolations(page);

  await page.goto('/th');
  await expect(activeSlideImage(page)).toHaveAttribute('alt', PHOTOS[1].th);
  await page.getByRole('button', { name: 'รูปถัดไป' }).click();
  await expect(activeSlideImage(page)).toHaveAttribute('alt', PHOTOS[0].th);
  await page.getByTestId('gallery').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/photo-gallery-th-desktop.png' });
});
