/**
 * Every word in the reader's language, in a real browser at both sizes: the home page's "Treatments & prices" lists its four favourites
 * with prices in every language; a visitor who books in Russian or Thai reads her treatment in that language
 * on the confirmation, in her e-mail and on her manage page, while the salon's notice names it in English;
 * the manage page's date keeps its digits in the sans. Screenshots of the Russian home teaser and manage page
 * are kept in the test's output folder for people to look at.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { type Language } from '../../src/domain/language.ts';
import { localizedPath } from '../../src/domain/language-paths.ts';
import { sentTo, waitForMailOf } from '../support/received-mail.ts';

type Catalogue = Record<string, unknown>;
const catalogue = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${language}/${namespace}.json`, 'utf8')) as Catalogue;
function text(from: Catalogue, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Catalogue | undefined)?.[key], from);
  if (typeof value !== 'string') throw new Error(`No text at ${path}`);
  return value;
}
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SALON_EMAIL = 'hello@salon.example';

async function inLanguageBrowser(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    Object.defineProperty(navigator, 'languages', { get: () => [lang] });
    sessionStorage.setItem('discountPopupShown', 'true');
  }, language);
}

for (const language of ['en', 'th', 'ru', 'zh'] as const) {
  test(`the home page's treatments and prices in ${language}: four favourites, each with its price`, async ({
    page,
  }, testInfo) => {
    await inLanguageBrowser(page, language);
    await page.goto(localizedPath('/', language));
    const home = catalogue(language, 'home');
    const section = page.locator('section[aria-labelledby="prices-title"]');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const [index, key] of ['manicure', 'hollywood', 'spa', 'eyelashes'].entries()) {
      await expect(items.nth(index)).toContainText(text(home, `prices.entries.${key}.name`));
      await expect(items.nth(index)).toContainText(/\d[\d,.\s]*/);
    }
    if (language === 'ru' && testInfo.project.name.endsWith('phone')) {
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: testInfo.outputPath('ru-home-teaser-390.png') });
    }
  });
}

/**
 * One date per project and language, apart from languages.spec.ts's (phone 3–5, desktop 9–11). The window
 * holds at least 12 dates (from a Sunday, or a Saturday past its last start: two Monday–Saturday weeks), so
 * no index may pass 11.
 */
async function bookableDate(page: Page, testInfo: TestInfo, offset: number): Promise<string> {
  const body = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const option = body.dates[(testInfo.project.name.endsWith('phone') ? 5 : 7) + offset];
  if (!option) throw new Error('The booking window is shorter than expected');
  return option.date;
}

for (const [language, offset] of [
  ['ru', 0],
  ['th', 1],
] as const) {
  test(`a booking in ${language} names its treatment in ${language} on the confirmation, in the e-mail and on the manage page; the salon reads English`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const booking = catalogue(language, 'booking');
    await inLanguageBrowser(page, language);
    // Acts as soon as the form is visible: what is done before the scripts arrive is kept (decision 178).
    await page.goto(localizedPath('/booking', language));

    const english = (await (await page.request.get('/api/catalogue?language=en')).json()) as {
      categories: { name: string; services: { id: number; name: string }[] }[];
    };
    const menu = (await (await page.request.get(`/api/catalogue?language=${language}`)).json()) as typeof english;
    const category = menu.categories[0]!;
    const service = category.services[0]!;
    const englishName = english.categories[0]!.services.find((candidate) => candidate.id === service.id)!.name;
    expect(service.name).not.toBe(englishName);
    const toggle = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(category.name)}`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(service.name)) }).check();
    await page
      .getByLabel(text(booking, 'when.date'), { exact: true })
      .selectOption(await bookableDate(page, testInfo, offset));
    const time = page.getByLabel(text(booking, 'when.time'), { exact: true });
    await expect(time.locator('option[value="14:00"]')).toBeEnabled();
    await time.selectOption('14:00');
    const tag = `${language}${testInfo.project.name.endsWith('phone') ? 'p' : 'd'}${Date.now().toString(36)}`;
    const email = `words.${tag}@guest.example`;
    await page.getByLabel(text(booking, 'details.name'), { exact: true }).fill(`Guest ${tag}`);
    await page.getByLabel(text(booking, 'details.email'), { exact: true }).fill(email);
    await page.getByLabel(text(booking, 'details.phone'), { exact: true }).fill('+66 81 234 5678');
    await page.getByRole('button', { name: text(booking, 'submit.idle') }).click();
    await expect(page.getByRole('heading', { name: text(booking, 'confirmed.title') })).toBeVisible();
    // The confirmation: the name she ticked, never the English one.
    const main = page.locator('main');
    await expect(main).toContainText(service.name);
    await expect(main).not.toContainText(englishName);

    const received = await waitForMailOf('languages', 'the received e-mail', sentTo(email));
    expect(received.text).toContain(service.name);
    // The salon's notice: English names, no "Your treatments" spoken to the customer.
    const notice = await waitForMailOf(
      'languages',
      'the salon notice',
      (mail) => sentTo(SALON_EMAIL)(mail) && mail.text.includes(`Guest ${tag}`),
    );
    expect(notice.text).toContain(englishName);
    expect(notice.text).not.toContain(service.name);
    expect(notice.text).not.toContain('Your treatments');

    const link = new RegExp(`/${language}/manage\\?token=[A-Za-z0-9_-]{43}`).exec(received.text)![0];
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('main')).toContainText(service.name);
    await expect(page.locator('main')).not.toContainText(englishName);
    // The large date's digits are set in the sans, where "1" cannot read as "ı".
    const digits = page.locator('main [data-digits]').first();
    await expect(digits).toBeVisible();
    expect(await digits.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/^'?Cormorant/);
    if (language === 'ru' && testInfo.project.name.endsWith('phone')) {
      await page.screenshot({ path: testInfo.outputPath('ru-manage-390.png'), fullPage: true });
    }
  });
}
