/**
 * An unpaid hold expiring, in the browser: a customer books the last place of a time and keeps the QR
 * open; nobody pays; the deadline passes on the server's clock (shifted by the test: the feature's own
 * server, e2e-server.ts, E2E_SHIFTED_CLOCK) and the server's expiry releases the hold. The open page
 * says so in its live region, and a new booking is offered that same time again.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { prepareSalon } from '../deposits/deposit-fixtures.ts';

const en = JSON.parse(readFileSync('src/i18n/locales/en/booking.json', 'utf8')) as {
  when: { date: string; time: string };
  details: { name: string; email: string; phone: string };
  submit: { idle: string };
};
const enDeposits = JSON.parse(readFileSync('src/i18n/locales/en/deposits.json', 'utf8')) as {
  booking: { released: string };
};

interface Catalogue {
  categories: { services: { id: number }[] }[];
}

/** Moves the server's clock this far ahead of the real one (read by the server within a quarter second). */
function shiftServerClock(milliseconds: number): void {
  const dataDir = process.env.E2E_DATA_DIR_DEPOSITS_EXPIRY;
  if (!dataDir) throw new Error('Run through playwright.config.ts (E2E_DATA_DIR_DEPOSITS_EXPIRY is unset)');
  writeFileSync(join(dataDir, 'clock-offset-ms'), String(milliseconds));
}

async function fillDetails(page: Page) {
  await page.getByLabel(en.details.name, { exact: true }).fill(`Hold ${uniqueToken()}`);
  await page.getByLabel(en.details.email, { exact: true }).fill(`hold.${uniqueToken()}@private.example`);
  await page.getByLabel(en.details.phone, { exact: true }).fill('+66 89 444 5566');
}

test.afterAll(() => shiftServerClock(0));

test('an unpaid hold expires on the page and its time is offered again', async ({ page, browser }, testInfo) => {
  await signIn(page);
  await prepareSalon(page);
  await page.context().clearCookies();
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as Catalogue;
  const service = catalogue.categories[0]!.services[0]!;
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const date = dates.dates[2]!.date;

  // The customer holds 11:00 and keeps the QR open.
  await page.goto(`/booking?service=${service.id}`);
  await page.getByLabel(en.when.date, { exact: true }).selectOption(date);
  const time = page.getByLabel(en.when.time, { exact: true });
  await expect(time.locator('option[value="11:00"]')).toBeEnabled();
  await time.selectOption('11:00');
  await fillDetails(page);
  await page.getByRole('button', { name: en.submit.idle }).click();
  await expect(page.getByTestId('deposit-payment')).toBeVisible();

  // Others hold the remaining places of 11:00 (holds too, awaiting their deposits).
  const statuses: number[] = [];
  for (let index = 0; index < 12 && statuses.at(-1) !== 409; index += 1) {
    const reply = await page.request.post('/api/bookings', {
      data: {
        serviceIds: [service.id],
        date,
        time: '11:00',
        name: `Other ${uniqueToken()}`,
        email: `other.${uniqueToken()}@private.example`,
        phone: `+66 89 300 00${String(index).padStart(2, '0')}`,
      },
    });
    statuses.push(reply.status());
  }
  expect(statuses.at(-1), 'the time is full').toBe(409);

  // Another customer finds 11:00 taken.
  const next = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const nextPage = await next.newPage();
  await nextPage.goto(`/booking?service=${service.id}`);
  await nextPage.getByLabel(en.when.date, { exact: true }).selectOption(date);
  const nextTime = nextPage.getByLabel(en.when.time, { exact: true });
  await expect(nextTime.locator('option[value="11:00"]')).toBeDisabled();

  // Nobody pays: the server's clock passes the 30 minutes; its expiry (every 15 s) releases the holds, and
  // the open page learns it on its next look (every 10 s).
  shiftServerClock(31 * 60_000);
  const released = page.getByTestId('deposit-released');
  await expect(released).toHaveText(enDeposits.booking.released, { timeout: 45_000 });
  await expect(page.getByTestId('deposit-live')).toContainText(enDeposits.booking.released);
  await expect(page.getByTestId('deposit-payment')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/deposits-expired-desktop.png', fullPage: true });

  // The time is offered again, and the other customer books it.
  await nextPage.reload();
  await nextPage.getByLabel(en.when.date, { exact: true }).selectOption(date);
  await expect(nextTime.locator('option[value="11:00"]')).toBeEnabled();
  await nextTime.selectOption('11:00');
  await fillDetails(nextPage);
  await nextPage.getByRole('button', { name: en.submit.idle }).click();
  await expect(nextPage.getByTestId('deposit-payment')).toBeVisible();
  await next.close();
});
