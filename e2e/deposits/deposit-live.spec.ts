/**
 * The booking page follows its deposit without a reload (decision 258): the customer keeps the QR open,
 * the front desk records the transfer in another browser, and the page says the booking is confirmed in
 * its live region (the light poll of the public status), the QR gone. Axe on the settled page.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { prepareSalon } from './deposit-fixtures.ts';

const en = JSON.parse(readFileSync('src/i18n/locales/en/booking.json', 'utf8')) as {
  when: { date: string; time: string };
  details: { name: string; email: string; phone: string };
  submit: { idle: string };
};
const enDeposits = JSON.parse(readFileSync('src/i18n/locales/en/deposits.json', 'utf8')) as {
  booking: { confirmedLive: string };
};

interface Catalogue {
  categories: { services: { id: number }[] }[];
}

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-${name}-${project}.png`, fullPage: true });
}

test(
  'the booking page says the deposit arrived when the front desk records it',
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
    await signIn(page);
    await prepareSalon(page);
    await page.context().clearCookies();
    const catalogue = (await (await page.request.get('/api/catalogue')).json()) as Catalogue;
    const service = catalogue.categories[0]!.services[0]!;
    const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
    const date = dates.dates[project === 'phone' ? 3 : 4]!.date;

    await page.goto(`/booking?service=${service.id}`);
    await page.getByLabel(en.when.date, { exact: true }).selectOption(date);
    const time = page.getByLabel(en.when.time, { exact: true });
    await expect(time.locator('option[value="12:00"]')).toBeEnabled();
    await time.selectOption('12:00');
    await page.getByLabel(en.details.name, { exact: true }).fill(`Live ${uniqueToken()}`);
    await page.getByLabel(en.details.email, { exact: true }).fill(`live.${uniqueToken()}@private.example`);
    await page.getByLabel(en.details.phone, { exact: true }).fill('+66 89 222 3344');
    await page.getByRole('button', { name: en.submit.idle }).click();
    const payment = page.getByTestId('deposit-payment');
    await expect(payment).toBeVisible();
    const reference = /DEP-[0-9A-F]{8}/.exec((await payment.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    // The live region is on the page before anything is announced in it.
    await expect(page.getByTestId('deposit-live')).toHaveAttribute('aria-live', 'polite');

    // The front desk, in its own browser, records the transfer.
    const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const deskPage = await desk.newPage();
    await signIn(deskPage);
    const awaited = (await (await deskPage.request.get('/api/admin/deposits')).json()) as {
      deposits: { appointmentId: string; reference: string }[];
    };
    const held = awaited.deposits.find((row) => row.reference === reference);
    expect(held).toBeDefined();
    const received = await deskPage.request.post(`/api/admin/deposits/${held!.appointmentId}/received`, {
      headers: sameOrigin(deskPage),
    });
    expect(received.status()).toBe(200);
    await desk.close();

    // The customer's page learns it on its next look (every 10 s), without a reload.
    const confirmed = page.getByTestId('deposit-confirmed');
    await expect(confirmed).toHaveText(enDeposits.booking.confirmedLive, { timeout: 25_000 });
    await expect(page.getByTestId('deposit-live')).toContainText(enDeposits.booking.confirmedLive);
    await expect(payment).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'live-confirmed', project);
  },
);
