/**
 * The customer's side in four languages, in a real browser: each public page in Thai, Russian
 * and Chinese shows no English sentence and no raw key and passes axe; a visitor books in Russian from
 * /ru/booking and is written to in Russian; switching language mid-booking keeps every choice; the Thai
 * booking page writes the Buddhist-era year; the browser's language is suggested, never imposed.
 * This feature's server sends its e-mails over SMTP to a test server (e2e/support/received-mail.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGE_NAMES, type Language } from '../../src/domain/language.ts';
import { LISTED_LOCALIZED_PATHS, localizedPath } from '../../src/domain/language-paths.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sentTo, waitForMailOf } from '../support/received-mail.ts';
import { staffApi } from '../support/staff.ts';

type Catalogue = Record<string, unknown>;

function catalogue(language: Language, namespace: string): Catalogue {
  return JSON.parse(readFileSync(`src/i18n/locales/${language}/${namespace}.json`, 'utf8')) as Catalogue;
}

function text(from: Catalogue, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Catalogue | undefined)?.[key], from);
  if (typeof value !== 'string') throw new Error(`No text at ${path}`);
  return value;
}

/** Every English sentence of the customer's namespaces (three words or more, placeholders cut out). */
function englishSentences(): string[] {
  const sentences = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      for (const part of node.split(/\{\{[^}]*\}\}/)) {
        const trimmed = part.trim();
        if ((trimmed.match(/[A-Za-z]+/g) ?? []).length >= 3) sentences.add(trimmed);
      }
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const namespace of ['common', 'home', 'services', 'about', 'booking']) walk(catalogue('en', namespace));
  return [...sentences];
}

const ENGLISH = englishSentences();

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const OTHER_LANGUAGES = ['th', 'ru', 'zh'] as const;

/** Visitors of these tests prefer the page's language: no suggestion to read it in another. */
async function inLanguageBrowser(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    Object.defineProperty(navigator, 'languages', { get: () => [lang] });
    sessionStorage.setItem('discountPopupShown', 'true');
  }, language);
}

/** Opens a booking page; the test acts at once, as a person does (what is done early is kept). */
async function openBookingAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

async function testDate(page: Page, testInfo: TestInfo, offset: number): Promise<string> {
  const body = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const index = (testInfo.project.name.endsWith('phone') ? 3 : 9) + offset;
  const option = body.dates[index];
  if (!option) throw new Error('The booking window is shorter than expected');
  return option.date;
}

for (const language of OTHER_LANGUAGES) {
  test(`every public page in ${LANGUAGE_NAMES[language]}: its language, no English sentence, no raw key, nothing wider than the screen, axe clean`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await inLanguageBrowser(page, language);
    for (const path of LISTED_LOCALIZED_PATHS) {
      const url = localizedPath(path, language);
      if (path === '/booking') await openBookingAt(page, url);
      else await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle');
      const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
      expect(
        ENGLISH.filter((sentence) => shown.includes(sentence)),
        `English sentences on ${url}`,
      ).toEqual([]);
      expect(shown, `raw keys on ${url}`).not.toMatch(/\b(nav|meta|page|hero|footer|when|details|summary)\.[a-z]\w+/);
      // Longer words and other scripts must not push the page sideways (a phone would scroll horizontally).
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0], `page width of ${url}`).toBeLessThanOrEqual(widths[1]!);
      // For people to look at: every page in every language at both sizes (the test's output folder).
      await page.screenshot({ path: testInfo.outputPath(`${url.replaceAll('/', '_')}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    }
  });
}

test('a visitor books in Russian from /ru/booking and is written to in Russian', async ({
  page,
  baseURL,
}, testInfo) => {
  const ru = catalogue('ru', 'booking');
  const ruEmail = catalogue('ru', 'email');
  await inLanguageBrowser(page, 'ru');
  await openBookingAt(page, '/ru/booking');
  await expect(page.getByRole('heading', { level: 1, name: text(ru, 'page.title') })).toBeVisible();

  const menu = (await (await page.request.get('/api/catalogue?language=ru')).json()) as {
    categories: { name: string; services: { name: string }[] }[];
  };
  const category = menu.categories[0]!;
  const service = category.services[0]!;
  const toggle = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(category.name)}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(service.name)) }).check();

  const date = await testDate(page, testInfo, 0);
  await page.getByLabel(text(ru, 'when.date'), { exact: true }).selectOption(date);
  const time = page.getByLabel(text(ru, 'when.time'), { exact: true });
  await expect(time.locator('option[value="11:00"]')).toBeEnabled();
  await time.selectOption('11:00');
  const tag = `${testInfo.project.name.endsWith('phone') ? 'p' : 'd'}${Date.now().toString(36)}`;
  const email = `ru.${tag}@guest.example`;
  await page.getByLabel(text(ru, 'details.name'), { exact: true }).fill(`Анна ${tag}`);
  await page.getByLabel(text(ru, 'details.email'), { exact: true }).fill(email);
  await page.getByLabel(text(ru, 'details.phone'), { exact: true }).fill('+7 912 345 6789');
  await page.getByRole('button', { name: text(ru, 'submit.idle') }).click();
  await expect(page.getByRole('heading', { name: text(ru, 'confirmed.title') })).toBeVisible();
  await expect(page.getByTestId('confirmed-when')).toContainText(/\d{4}/);

  // The "we received your booking" e-mail, then the confirmation once the salon confirms: both in Russian,
  // and their private link opens the manage page in Russian.
  const received = await waitForMailOf('languages', 'the received e-mail', sentTo(email));
  expect(received.subject).toBe(text(ruEmail, 'received.subject').replace('{{salon}}', 'Lotus Nail & Beauty Phuket'));
  expect(received.text).toMatch(/\/ru\/manage\?token=[A-Za-z0-9_-]{43}/);

  const staff = await staffApi(baseURL!);
  const list = (await (
    await staff.get(`/api/admin/appointments?q=${encodeURIComponent(tag)}&time=all&status=all`)
  ).json()) as { items: { id: number; version: number }[] };
  const row = list.items[0]!;
  const confirm = await staff.patch(`/api/admin/appointments/${row.id}/status`, {
    data: { version: row.version, status: 'confirmed' },
  });
  expect(confirm.ok(), `confirming answered ${confirm.status()}`).toBe(true);
  const seen = new Set([received.file]);
  const confirmation = await waitForMailOf('languages', 'the confirmation', sentTo(email), seen);
  expect(confirmation.subject).toMatch(/[А-Яа-яЁё]/);
  expect(confirmation.text).not.toMatch(/Dear |Date and time| am\b| pm\b/);
  await staff.dispose();

  const link = /\/ru\/manage\?token=[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[А-Яа-яЁё]/);
});

test('switching language in the middle of a booking keeps every choice', async ({ page }, testInfo) => {
  await inLanguageBrowser(page, 'en');
  await openBookingAt(page, '/booking');
  const toggle = page.getByRole('button', { name: /^Nails/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('checkbox', { name: /Classic Manicure/ }).check();
  const date = await testDate(page, testInfo, 1);
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  await expect(page.getByLabel('Time', { exact: true }).locator('option[value="14:00"]')).toBeEnabled();
  await page.getByLabel('Time', { exact: true }).selectOption('14:00');
  await page.getByLabel('Name', { exact: true }).fill('Mid Switch');

  // The header's switcher: behind the menu button on a phone.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  else await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('link', { name: 'Русский' }).click();

  await expect(page).toHaveURL(/\/ru\/booking$/);
  const ru = catalogue('ru', 'booking');
  await expect(page.getByRole('heading', { level: 1, name: text(ru, 'page.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const ruMenu = (await (await page.request.get('/api/catalogue?language=ru')).json()) as {
    categories: { services: { name: string }[] }[];
  };
  await expect(
    page.getByRole('checkbox', { name: new RegExp(escapeRegExp(ruMenu.categories[0]!.services[0]!.name)) }),
  ).toBeChecked();
  await expect(page.getByLabel(text(ru, 'when.date'), { exact: true })).toHaveValue(date);
  await expect(page.getByLabel(text(ru, 'when.time'), { exact: true })).toHaveValue('14:00');
  await expect(page.getByLabel(text(ru, 'details.name'), { exact: true })).toHaveValue('Mid Switch');

  // The back button returns to English, with the choices still there.
  await page.goBack();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mid Switch');
});

test('the Thai booking page writes the year of the Buddhist era', async ({ page }, testInfo) => {
  await inLanguageBrowser(page, 'th');
  await openBookingAt(page, '/th/booking');
  const th = catalogue('th', 'booking');
  const menu = (await (await page.request.get('/api/catalogue?language=th')).json()) as {
    categories: { name: string; services: { name: string }[] }[];
  };
  const category = menu.categories[0]!;
  const toggle = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(category.name)}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(category.services[0]!.name)) }).check();
  const date = await testDate(page, testInfo, 2);
  await page.getByLabel(text(th, 'when.date'), { exact: true }).selectOption(date);
  await page.getByLabel(text(th, 'when.time'), { exact: true }).selectOption('10:00');
  const buddhistYear = String(Number(date.slice(0, 4)) + 543);
  await expect(page.getByTestId('summary-when')).toContainText(buddhistYear);
  await expect(page.getByTestId('summary-when')).not.toContainText(date.slice(0, 4));
});

test('the browser’s language is suggested, never imposed, and a dismissal is remembered', async ({ page }) => {
  await inLanguageBrowser(page, 'ru');
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services$/);
  const common = catalogue('ru', 'common');
  const suggestion = page.getByRole('complementary', { name: text(common, 'language.label') });
  await expect(suggestion).toContainText(text(common, 'language.suggestion.text'));
  await expect(suggestion).toHaveAttribute('lang', 'ru');
  await expectNoAxeViolations(page);
  await suggestion.getByRole('link', { name: text(common, 'language.suggestion.switch') }).click();
  await expect(page).toHaveURL(/\/ru\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(suggestion).toHaveCount(0);

  await page.goto('/about');
  await suggestion.getByRole('button', { name: text(common, 'language.suggestion.dismiss') }).click();
  await expect(suggestion).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(suggestion).toHaveCount(0);
});
