/**
 * An unpaid hold expiring, in the browser: a customer books the last place of a time and keeps the QR
 * open; nobody pays; the deadline passes on the server's clock (shifted by the test: the feature's own
 * server, e2e-server.ts, E2E_SHIFTED_CLOCK) and the server's expiry releases the hold. The open page
 * says so in its live region and its heading ("Your held time was released", the time crossed out, "Book
 * again"), the customer's private page and the release e-mail say the same, and the time is offered
 * again: to another customer, and to this one through "Book again" with their choice kept.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sentTo, waitForMailOf } from '../support/received-mail.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { prepareSalon } from '../deposits/deposit-fixtures.ts';

const en = JSON.parse(readFileSync('src/i18n/locales/en/booking.json', 'utf8')) as {
  when: { date: string; time: string };
  details: { name: string; email: string; phone: string };
  submit: { idle: string };
  confirmed: { title: string; waitForEmail: string };
  released: { title: string; bookAgain: string };
};
const enManage = JSON.parse(readFileSync('src/i18n/locales/en/manage.json', 'utf8')) as {
  page: { titleReleased: string };
  status: { released: string };
  statusNote: { released: string };
  closed: { released: string; bookAgain: string };
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

/** Fills the customer's details; answers the e-mail address. */
async function fillDetails(page: Page): Promise<string> {
  const email = `hold.${uniqueToken()}@private.example`;
  await page.getByLabel(en.details.name, { exact: true }).fill(`Hold ${uniqueToken()}`);
  await page.getByLabel(en.details.email, { exact: true }).fill(email);
  await page.getByLabel(en.details.phone, { exact: true }).fill('+66 89 444 5566');
  return email;
}

/** Both sizes of a screen into test-results/, axe at the phone's too. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/deposits-${name}-phone.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
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
  const email = await fillDetails(page);
  await page.getByRole('button', { name: en.submit.idle }).click();
  await expect(page.getByTestId('deposit-payment')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.title);

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
  // The heading says it too: no "Booking Confirmed" over a released time, no e-mail to wait for.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.released.title);
  await expect(page.getByTestId('confirmed-when')).toHaveClass(/line-through/);
  await expect(page.getByText(en.confirmed.waitForEmail)).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.released.bookAgain })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'expired');

  // The release e-mail, and the customer's private page from the link in their first e-mail.
  const releasedMail = await waitForMailOf(
    'deposits-expiry',
    'hold released',
    (mail) => sentTo(email)(mail) && mail.subject.includes('was released'),
  );
  expect(releasedMail.text).toContain('We did not receive the deposit in time');
  expect(releasedMail.text).toMatch(/Book again: http\S+\/booking/);
  const firstMail = await waitForMailOf(
    'deposits-expiry',
    'the booking’s link',
    (mail) => sentTo(email)(mail) && /manage\?token=/.test(mail.text),
  );
  const link = /\/manage\?token=[A-Za-z0-9_-]{43}/.exec(firstMail.text)![0];
  const own = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const ownPage = await own.newPage();
  await ownPage.goto(link);
  await expect(ownPage.getByRole('heading', { level: 1 })).toHaveText(enManage.page.titleReleased);
  await expect(ownPage.getByTestId('manage-status')).toHaveText(enManage.status.released);
  await expect(ownPage.getByTestId('manage-status-note')).toHaveText(enManage.statusNote.released);
  await expect(ownPage.getByTestId('manage-closed')).toContainText(enManage.closed.released);
  await expect(ownPage.getByRole('link', { name: enManage.closed.bookAgain })).toHaveAttribute('href', /\/booking$/);
  await expectNoAxeViolations(ownPage);
  await shots(ownPage, 'expired-manage');
  await own.close();

  // The time is offered again, and the other customer books it.
  await nextPage.reload();
  await nextPage.getByLabel(en.when.date, { exact: true }).selectOption(date);
  await expect(nextTime.locator('option[value="11:00"]')).toBeEnabled();
  await nextTime.selectOption('11:00');
  await fillDetails(nextPage);
  await nextPage.getByRole('button', { name: en.submit.idle }).click();
  await expect(nextPage.getByTestId('deposit-payment')).toBeVisible();
  await next.close();

  // "Book again": the form with the same treatment, time and details; the time is offered again.
  await page.getByRole('button', { name: en.released.bookAgain }).click();
  await expect(time).toHaveValue('11:00');
  await expect(time.locator('option[value="11:00"]')).toBeEnabled();
  await expect(page.getByLabel(en.details.email, { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: en.submit.idle }).click();
  await expect(page.getByTestId('deposit-payment')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.title);
});
