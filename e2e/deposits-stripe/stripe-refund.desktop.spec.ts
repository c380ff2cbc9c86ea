/**
 * A deposit paid through Stripe and due back, refunded through Stripe from the admin (decision 265): a
 * customer pays through the fake Stripe, cancels on their own page well before the cut-off, and the front
 * desk presses "Refund through Stripe" on the appointment. Stripe's refusal first (the fake told to refuse):
 * said in the dialog, which keeps the focus, the deposit still due back and nothing refunded; then the
 * refund: recorded at the fake Stripe for exactly the deposit, under the deposit's Idempotency-Key, and
 * the card says so with the focus on the outcome. A second deposit, cancelled by staff, is refunded from
 * the dashboard's "Deposits to refund". Desktop only (the fake's refusal is salon-wide); the dialog and
 * the outcome are also looked at 390 px wide. Axe on each new state.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sameOrigin, signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { connectStripe, depositRules, fakeStripeUrl } from './stripe-fixtures.ts';

interface FakeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  idempotencyKey: string | null;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-stripe-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `test-results/deposits-stripe-${name}-phone.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

async function refundsAtStripe(page: Page): Promise<FakeRefund[]> {
  return ((await (await page.request.get(`${fakeStripeUrl()}/_fake/refunds`)).json()) as { refunds: FakeRefund[] })
    .refunds;
}

async function stripeRefuses(page: Page, refuses: boolean): Promise<void> {
  const mode = await page.request.post(`${fakeStripeUrl()}/_fake/refund-mode/${refuses ? 'refund_fails' : 'normal'}`);
  expect(mode.status()).toBe(200);
}

/** A customer books at `time` on the given day and pays through the fake Stripe; answers the booking. */
async function paidThroughStripe(page: Page, date: string, time: string) {
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const name = `Refund${uniqueToken()}`;
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceIds: [catalogue.categories[0]!.services[0]!.id],
      date,
      time,
      name,
      email: `refund.${uniqueToken()}@private.example`,
      phone: '+66 89 444 0202',
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { deposit: { reference: string; qrPayload: string } } };
  const intents = (await (await page.request.get(`${fakeStripeUrl()}/_fake/intents`)).json()) as {
    intents: { id: string; qrData: string }[];
  };
  const intent = intents.intents.find((each) => each.qrData === booking.deposit.qrPayload);
  expect(intent, 'the booking got a Stripe intent').toBeDefined();
  const paid = await page.request.post(`${fakeStripeUrl()}/_fake/pay/${intent!.id}`);
  expect(((await paid.json()) as { delivered: number }).delivered).toBe(200);
  const listed = (await (await page.request.get(`/api/admin/appointments?q=${name}&pageSize=10`)).json()) as {
    items: { id: string; version: number }[];
  };
  expect(listed.items).toHaveLength(1);
  return { appointment: listed.items[0]!, reference: booking.deposit.reference, intentId: intent!.id };
}

test('a deposit Stripe took goes back through Stripe from the appointment and the dashboard', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await depositRules(page);
  await connectStripe(page);
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const date = dates.dates[10]!.date;

  // The customer pays through Stripe, then cancels on their own page, days before the cut-off.
  const first = await paidThroughStripe(page, date, '14:00');
  const issued = await page.request.post(`/api/admin/appointments/${first.appointment.id}/manage-link`, {
    headers: sameOrigin(page),
  });
  expect(issued.status()).toBe(201);
  const link = /\/manage\?token=[A-Za-z0-9_-]{43}/.exec(((await issued.json()) as { url: string }).url)![0];
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('manage-deposit')).toContainText('Your deposit of ฿250 will be refunded');

  // The front desk opens the appointment: due back, paid through Stripe.
  await signIn(page);
  await page.goto(`/admin/orders/${first.appointment.id}`);
  const card = page.getByTestId('deposit-card');
  await expect(card).toContainText('Refund due');
  await expect(card.getByTestId('deposit-paid-through-stripe')).toHaveText('Paid through Stripe');
  await expect(card).toContainText('by Stripe');
  // The hand-recorded refund stays possible beside the button.
  await expect(card.getByRole('button', { name: 'Record refund' })).toBeVisible();
  const button = card.getByRole('button', { name: 'Refund through Stripe' });
  await expectNoAxeViolations(page);
  await shots(page, 'refund-button');

  // Stripe refuses: said in the dialog (focused), nothing refunded, still due back.
  await stripeRefuses(page, true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Refund ฿250 through Stripe?' });
  await expect(dialog).toContainText(first.reference);
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shots(page, 'refund-dialog');
  await dialog.getByRole('button', { name: 'Refund ฿250' }).click();
  const problem = dialog.getByRole('alert');
  await expect(problem).toHaveText(
    'Stripe did not make the refund. The deposit is still due back: try again, or refund it by hand and record how.',
  );
  await expect(problem).toBeFocused();
  await expectNoAxeViolations(page);
  await shots(page, 'refund-refused');
  expect((await refundsAtStripe(page)).filter((each) => each.paymentIntent === first.intentId)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(card).toContainText('Refund due');

  // Stripe refunds: exactly the deposit, once, under the deposit's key; the card says so, focused.
  await stripeRefuses(page, false);
  await button.click();
  await dialog.getByRole('button', { name: 'Refund ฿250' }).click();
  await expect(dialog).toHaveCount(0);
  const outcome = card.getByTestId('stripe-refund-outcome');
  await expect(outcome).toContainText('฿250 went back to the customer through Stripe.');
  await expect(outcome).toBeFocused();
  await expect(card).toContainText('Deposit refunded');
  await expect(card).toContainText('Refunded by Stripe');
  await expect(card.getByRole('button', { name: 'Refund through Stripe' })).toHaveCount(0);
  await expect(page.getByText('Deposit of ฿250 refunded (Stripe)')).toHaveCount(1);
  const refunds = (await refundsAtStripe(page)).filter((each) => each.paymentIntent === first.intentId);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: 25_000, idempotencyKey: `deposit-refund-${first.reference}` });
  await expectNoAxeViolations(page);
  await shots(page, 'refunded');

  // A second one, cancelled by staff, goes back from the dashboard's list of deposits to refund.
  const second = await paidThroughStripe(page, date, '15:00');
  const cancelled = await page.request.patch(`/api/admin/appointments/${second.appointment.id}/status`, {
    headers: sameOrigin(page),
    data: { version: second.appointment.version, status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto('/admin');
  const row = page.getByTestId('refunds-due').getByRole('listitem').filter({ hasText: second.reference });
  await expect(row).toContainText('Paid through Stripe');
  await row.scrollIntoViewIfNeeded();
  await shots(page, 'dashboard-button');
  await row.getByRole('button', { name: 'Refund through Stripe' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund ฿250' }).click();
  const listed = page.getByTestId('stripe-refund-outcome');
  await expect(listed).toContainText('฿250 went back to Refund');
  await expect(listed).toBeFocused();
  await expect(page.getByTestId('refunds-due').getByRole('listitem').filter({ hasText: second.reference })).toHaveCount(
    0,
  );
  expect((await refundsAtStripe(page)).filter((each) => each.paymentIntent === second.intentId)).toHaveLength(1);
  await expectNoAxeViolations(page);
  await shots(page, 'dashboard-refunded');
});
