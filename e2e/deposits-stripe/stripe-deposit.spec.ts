/**
 * A deposit paid through Stripe (decision 256), against the fake Stripe of this feature's server: the owner
 * connects Stripe in Settings → Deposits (the keys are never shown back), a customer books and the page
 * shows Stripe's PromptPay QR for exactly the deposit; the fake Stripe "pays" and delivers its signed
 * webhook, and the appointment shows the deposit received, by nobody at the desk. Axe on each new state.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodePayload } from '../../src/domain/checkout/emv-tlv.ts';
import { FAKE_STRIPE_KEYS } from '../../src/server/integrations/testing/fake-stripe-server.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { depositRules, fakeStripeUrl } from './stripe-fixtures.ts';

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-stripe-${name}-${project}.png`, fullPage: true });
}

test('the owner connects Stripe and a customer’s payment confirms itself', PHONE_TOO, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = projectOf(testInfo.project.name);
  await signIn(page);
  await depositRules(page);

  await page.goto('/admin/settings/deposits');
  const card = page.getByTestId('stripe-settings');
  await card.getByLabel('Secret key').fill(FAKE_STRIPE_KEYS.secretKey);
  await card.getByLabel('Webhook signing secret').fill(FAKE_STRIPE_KEYS.webhookSecret);
  await card.getByRole('button', { name: 'Save Stripe keys' }).click();
  await expect(card.getByRole('status')).toContainText('Stripe is connected (sk_test_…6789)');
  await expect(card.getByLabel('Secret key')).toHaveValue('');
  expect(await page.content()).not.toContain(FAKE_STRIPE_KEYS.webhookSecret);
  await expectNoAxeViolations(page);
  await shot(page, 'settings', project);

  // A customer books on the public page.
  await page.context().clearCookies();
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const service = catalogue.categories[0]!.services[0]!;
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  await page.goto(`/booking?service=${service.id}`);
  await page.getByLabel('Date', { exact: true }).selectOption(dates.dates[project === 'phone' ? 4 : 6]!.date);
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('option[value="13:00"]')).toBeEnabled();
  await time.selectOption('13:00');
  const customer = `Stripe${uniqueToken()}`;
  await page.getByLabel('Name', { exact: true }).fill(customer);
  await page.getByLabel('E-mail', { exact: true }).fill(`stripe.${uniqueToken()}@private.example`);
  await page.getByLabel('Phone', { exact: true }).fill('+66 89 444 0101');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  const payment = page.getByTestId('deposit-payment');
  const qr = payment.locator('svg[data-payload]');
  await expect(qr).toBeVisible();
  const payload = (await qr.getAttribute('data-payload'))!;
  const intents = (await (await page.request.get(`${fakeStripeUrl()}/_fake/intents`)).json()) as {
    intents: { id: string; amount: number; qrData: string }[];
  };
  const intent = intents.intents.find((each) => each.qrData === payload);
  expect(intent, 'the page shows Stripe’s QR for this booking').toBeDefined();
  expect(intent!.amount).toBe(25_000);
  const byId = new Map(decodePayload(payload)!.map((object) => [object.id, object.value]));
  expect(byId.get('54')).toBe('250.00');
  await expectNoAxeViolations(page);
  await shot(page, 'qr', project);

  // The customer pays; Stripe tells the server.
  const paid = await page.request.post(`${fakeStripeUrl()}/_fake/pay/${intent!.id}`);
  expect(((await paid.json()) as { delivered: number }).delivered).toBe(200);

  await signIn(page);
  const awaited = (await (await page.request.get('/api/admin/deposits')).json()) as {
    deposits: { appointmentId: string }[];
  };
  expect(awaited.deposits).toEqual([]);
  const listed = (await (await page.request.get(`/api/admin/appointments?q=${customer}&pageSize=10`)).json()) as {
    items: { id: string }[];
  };
  expect(listed.items).toHaveLength(1);
  const appointmentId = listed.items[0]!.id;
  await page.goto(`/admin/orders/${appointmentId}`);
  const depositCard = page.getByTestId('deposit-card');
  await expect(depositCard).toContainText('Deposit received');
  await expect(depositCard.getByRole('button', { name: 'Deposit received' })).toHaveCount(0);
  await expect(page.getByText(`Deposit of ฿250 received`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'order-received', project);
});
