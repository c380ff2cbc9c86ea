/**
 * Deposits in the browser: a Thai customer on a phone books a treatment that needs a deposit, reads how
 * much before confirming, and gets the PromptPay QR for exactly the deposit (decoded here: amount, the
 * salon's ID, the booking's reference, the CRC); the front desk sees it awaited on the dashboard and
 * records it received; another hold is waived with a reason. Axe on every screen; screenshots at both sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { decodeDataObjects, decodePayload } from '../../src/domain/checkout/emv-tlv.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { bookingDate, prepareSalon } from './deposit-fixtures.ts';

const th = JSON.parse(readFileSync('src/i18n/locales/th/booking.json', 'utf8')) as {
  when: { date: string; time: string };
  details: { name: string; email: string; phone: string };
  submit: { idle: string };
};
const thDeposits = JSON.parse(readFileSync('src/i18n/locales/th/deposits.json', 'utf8')) as {
  booking: { saveQr: string; payTitle: string };
};

interface Catalogue {
  categories: { id: number; name: string; services: { id: number; name: string; priceThb: number }[] }[];
}

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-${name}-${project}.png`, fullPage: true });
}

test(
  'a Thai customer on a phone sees the deposit, books, and gets the QR for exactly it',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const project = projectOf(testInfo.project.name);
    await signIn(page);
    await prepareSalon(page);
    await page.context().clearCookies();
    const catalogue = (await (await page.request.get('/api/catalogue?language=th')).json()) as Catalogue;
    const service = catalogue.categories[0]!.services[0]!;
    const date = await bookingDate(page, project);

    await page.goto(`/th/booking?service=${service.id}`);
    // Acts as soon as the controls are there (the page adopts what is done before its scripts).
    await page.getByLabel(th.when.date, { exact: true }).selectOption(date);
    const time = page.getByLabel(th.when.time, { exact: true });
    await expect(time.locator('option[value="14:00"]')).toBeEnabled();
    await time.selectOption('14:00');
    await page.getByLabel(th.details.name, { exact: true }).fill(`ลูกค้า ${uniqueToken()}`);
    await page.getByLabel(th.details.email, { exact: true }).fill(`deposit.${uniqueToken()}@private.example`);
    await page.getByLabel(th.details.phone, { exact: true }).fill('+66 89 123 4567');

    const expected = Math.round(service.priceThb * 100 * 0.3);
    const notice = page.getByTestId('deposit-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`฿${(expected / 100).toLocaleString('th-TH')}`);
    await expectNoAxeViolations(page);
    await shot(page, 'notice', project);

    await page.getByRole('button', { name: th.submit.idle }).click();
    const payment = page.getByTestId('deposit-payment');
    await expect(payment.getByRole('heading', { name: thDeposits.booking.payTitle })).toBeVisible();
    await expect(payment.getByRole('button', { name: thDeposits.booking.saveQr })).toBeVisible();
    await expect(page.getByTestId('deposit-time-left')).toHaveText(/^(30:00|29:\d\d)$/);

    const payload = await payment.locator('svg[data-payload]').getAttribute('data-payload');
    const objects = decodePayload(payload!);
    expect(objects, 'the CRC matches').not.toBeNull();
    const byId = new Map(objects!.map((object) => [object.id, object.value]));
    expect(byId.get('54')).toBe((expected / 100).toFixed(2));
    expect(byId.get('29')).toContain('0066812345678');
    const reference = decodeDataObjects(byId.get('62')!)![0]!.value;
    expect(reference).toMatch(/^DEP-[0-9A-F]{8}$/);
    await expect(payment).toContainText(reference);
    await expectNoAxeViolations(page);
    await shot(page, 'qr', project);

    // The front desk sees it awaited and records the transfer.
    await signIn(page);
    const list = page.getByTestId('awaited-deposits');
    const row = list.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard', project);
    await row.getByRole('link').click();
    const card = page.getByTestId('deposit-card');
    await expect(card).toContainText('Deposit awaited');
    await shot(page, 'order-awaited', project);
    await card.getByRole('button', { name: 'Deposit received' }).click();
    await expect(card).toContainText('Deposit received');
    await expect(card.getByRole('button', { name: 'Deposit received' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test('the front desk waives a deposit with its reason', async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  await prepareSalon(page);
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as Catalogue;
  const service = catalogue.categories[0]!.services[0]!;
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceIds: [service.id],
      date: await bookingDate(page, project),
      time: '16:00',
      name: `Waiver ${uniqueToken()}`,
      email: `waiver.${uniqueToken()}@private.example`,
      phone: '+66 89 765 4321',
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { deposit: { reference: string } } };
  await page.goto('/admin');
  await page
    .getByTestId('awaited-deposits')
    .getByRole('listitem')
    .filter({ hasText: booking.deposit.reference })
    .getByRole('link')
    .click();
  const card = page.getByTestId('deposit-card');
  await card.getByRole('button', { name: 'Waive' }).click();
  await card.getByLabel('Why is the deposit waived?').fill('Regular customer, paid last time');
  await card.getByRole('button', { name: 'Waive the deposit' }).click();
  await expect(card).toContainText('Deposit waived');
  await expect(card).toContainText('Regular customer, paid last time');
  await expectNoAxeViolations(page);
  await shot(page, 'order-waived', project);
});

test('the owner sets the rules and sees what customers will read', PHONE_TOO, async ({ page }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  await prepareSalon(page);
  await page.goto('/admin/settings/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await expect(page.getByLabel('Ask for deposits')).toBeChecked();
  await page.getByLabel('Time to pay (minutes)').fill('45');
  await expect(page.getByText('pay it by PromptPay within 45 minutes', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'settings', project);
  await page.getByLabel('Percentage (%)').fill('250');
  await page.getByRole('button', { name: 'Save deposit rules' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a percentage from 1 to 100.');
});
