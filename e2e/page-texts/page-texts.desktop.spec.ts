/**
 * The owner's words on the public pages: from Settings → Pages the owner writes the hero headline in Thai
 * (refused until it has its English, the place marked Missing for the languages left), a hero line in
 * English and Russian, and saves; the Thai home page shows the Thai headline after a reload, the Russian one the
 * owner's English headline (no Russian written) with the Russian line, in the server's HTML and its meta
 * description. The texts are the whole salon's: this file runs in the desktop project only; the phone
 * check opens a 390 px page of its own.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../salon-settings/salon-settings-fixtures.ts';

const THAI_HEADLINE = 'ความงามของคุณ คือหัวใจของเรา';
const ENGLISH_HEADLINE = 'Beautiful nails, made slowly';
const ENGLISH_LINE = 'Manicures, lashes and spa in a quiet corner of Chalong';
const RUSSIAN_LINE = 'Маникюр, ресницы и спа в тишине Чалонга';

test('the owner writes the hero in Thai and Russian; the pages show it after a reload, English where Russian is missing', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: /Page texts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page texts' })).toBeVisible();
  const languages = page.getByRole('group', { name: 'Language you are writing in' });

  // Thai first: the headline field shows the standard Thai text until the owner writes one.
  await languages.getByRole('button', { name: 'ไทย' }).click();
  const thaiHeadline = page.getByLabel('Headline', { exact: true });
  await expect(thaiHeadline).toHaveAttribute('lang', 'th');
  await expect(thaiHeadline).toHaveAttribute('placeholder', /.+/);
  await thaiHeadline.fill(THAI_HEADLINE);
  await page.getByRole('button', { name: 'Save page texts' }).click();
  // No English yet: refused before anything is sent, and the English tab shows what to fix.
  await expect(page.getByRole('alert')).toContainText('1 text needs your attention');
  await expect(page.getByText('Write this place in English too')).toBeVisible();
  await expect(languages.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Headline', { exact: true }).fill(ENGLISH_HEADLINE);
  await page.getByLabel('Line under the headline').fill(ENGLISH_LINE);
  await expect(page.getByText('Missing: Русский, 简体中文').first()).toBeVisible();
  await languages.getByRole('button', { name: 'Русский' }).click();
  await page.getByLabel('Line under the headline').fill(RUSSIAN_LINE);
  await expect(page.getByLabel('Headline', { exact: true })).toHaveAttribute('placeholder', ENGLISH_HEADLINE);
  await expect(page.getByText('Empty: customers reading Русский see your English text.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save page texts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/page-texts-desktop.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The history records the change.
  await page.goto('/admin/settings/history');
  await expect(page.getByText('Changed the page texts: hero headline (en, th); hero line (en, ru).')).toBeVisible();

  // The server's HTML carries the words: no extra request, nothing changes at hydration.
  const thaiHtml = await (await page.request.get('/th')).text();
  expect(thaiHtml).toContain(THAI_HEADLINE);
  const russianHtml = await (await page.request.get('/ru')).text();
  expect(russianHtml).toContain(ENGLISH_HEADLINE);
  expect(russianHtml).toContain(`<meta name="description" content="${RUSSIAN_LINE}"`);
  expect(russianHtml).toMatch(new RegExp(`"description":"${RUSSIAN_LINE}"`));

  await page.goto('/th');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: THAI_HEADLINE })).toBeVisible();
  await page.screenshot({ path: 'test-results/page-texts-th-home-desktop.png' });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await phone.goto('/ru');
    await expect(phone.getByRole('heading', { level: 1, name: ENGLISH_HEADLINE })).toBeVisible();
    await expect(phone.getByText(RUSSIAN_LINE)).toBeVisible();
    await phone.screenshot({ path: 'test-results/page-texts-ru-home-phone.png' });
    await phone.goto('/th');
    await expect(phone.getByRole('heading', { level: 1, name: THAI_HEADLINE })).toBeVisible();
    await phone.screenshot({ path: 'test-results/page-texts-th-home-phone.png' });
  } finally {
    await phone.close();
  }
});
