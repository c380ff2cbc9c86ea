/**
 * A deposit refunded (decision 254): a customer whose deposit arrived cancels on their manage page well
 * before the cut-off; the page and the cancel dialog say the deposit comes back, and so does the
 * cancellation e-mail; the front desk finds it under "Deposits to refund" and records the refund once.
 * Desktop and phone; axe on every new screen state; screenshots at both sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { sentTo, waitForMailOf } from '../support/received-mail.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, signIn, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { prepareSalon } from './deposit-fixtures.ts';

const projectOf = (name: string) => (name.endsWith('phone') ? 'phone' : 'desktop');

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/deposits-${name}-${project}.png`, fullPage: true });
}

test(
  'a customer cancels before the cut-off and the front desk records the refund',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = projectOf(testInfo.project.name);
    await signIn(page);
    await prepareSalon(page);
    const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
      categories: { services: { id: number; priceThb: number }[] }[];
    };
    const service = catalogue.categories[0]!.services[0]!;
    const dates = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
    const email = `refund.${uniqueToken()}@private.example`;
    const booked = await page.request.post('/api/bookings', {
      data: {
        serviceIds: [service.id],
        date: dates.dates[project === 'phone' ? 9 : 11]!.date,
        time: '15:00',
        name: `Refund ${uniqueToken()}`,
        email,
        phone: '+66 89 555 0101',
      },
    });
    expect(booked.status()).toBe(201);
    const { booking } = (await booked.json()) as { booking: { deposit: { reference: string; amountSatang: number } } };
    const amount = `฿${(booking.deposit.amountSatang / 100).toLocaleString('en-US')}`;
    const awaited = (await (await page.request.get('/api/admin/deposits')).json()) as {
      deposits: { appointmentId: string; reference: string }[];
    };
    const appointmentId = awaited.deposits.find((row) => row.reference === booking.deposit.reference)!.appointmentId;
    const received = await page.request.post(`/api/admin/deposits/${appointmentId}/received`, {
      headers: sameOrigin(page),
    });
    expect(received.status()).toBe(200);

    // The customer opens their link from the e-mail.
    const mail = await waitForMailOf(
      'deposits',
      'booking received',
      (each) => sentTo(email)(each) && /manage\?token=/.test(each.text),
    );
    const link = /\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    await page.context().clearCookies();
    await page.goto(link);
    const notice = page.getByTestId('manage-deposit');
    await expect(notice).toContainText(`Deposit paid: ${amount}`);
    await expectNoAxeViolations(page);
    await shot(page, 'manage-paid', project);

    await page.getByRole('button', { name: 'Cancel my booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancel-deposit')).toHaveText(`Your deposit of ${amount} will be refunded.`);
    await expectNoAxeViolations(page);
    await shot(page, 'manage-cancel-dialog', project);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(notice).toContainText(`Your deposit of ${amount} will be refunded`);
    await expectNoAxeViolations(page);
    await shot(page, 'manage-refund-due', project);

    const cancellation = await waitForMailOf(
      'deposits',
      'cancellation',
      (each) => sentTo(email)(each) && each.text.includes('will be refunded'),
    );
    expect(cancellation.text).toContain(amount);

    // The front desk pays it back and records it.
    await signIn(page);
    const row = page.getByTestId('refunds-due').getByRole('listitem').filter({ hasText: booking.deposit.reference });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard-refunds', project);
    await row.getByRole('link').click();
    const card = page.getByTestId('deposit-card');
    await expect(card).toContainText('Refund due');
    await expect(card.getByTestId('deposit-outcome')).toContainText('goes back to the customer');
    await expectNoAxeViolations(page);
    await shot(page, 'order-refund-due', project);
    await card.getByLabel('Refunded by').selectOption('transfer');
    await card.getByRole('button', { name: 'Record refund' }).dblclick();
    await expect(card).toContainText('Deposit refunded');
    await expect(card).toContainText('Refunded by Bank transfer');
    await expect(card.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
    await expect(page.getByText(`Deposit of ${amount} refunded (bank transfer)`)).toHaveCount(1);
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'order-refunded', project);
  },
);
