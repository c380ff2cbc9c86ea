/**
 * Checkout end to end: an appointment is opened, a tip added, paid part in cash (the change shown)
 * and the rest by PromptPay (a QR for exactly that amount), and the receipt shown with its number.
 * Axe checks every new screen, at phone and desktop sizes.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { crc16CcittFalse } from '../../src/domain/checkout/emv-tlv.ts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, signIn, testDate, uniqueToken } from '../dashboard/dashboard-fixtures.ts';
import { staffBooking } from '../front-desk/front-desk-fixtures.ts';

/** The owner's PromptPay ID and an open drawer; both projects share the database, so each step tolerates the other. */
async function prepareSalon(page: Page): Promise<void> {
  const headers = sameOrigin(page);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const settings = (await (await page.request.get('/api/admin/settings/checkout')).json()) as {
      version: number;
      promptpayId: string | null;
    };
    if (settings.promptpayId !== null) break;
    const saved = await page.request.put('/api/admin/settings/checkout', {
      headers,
      data: {
        version: settings.version,
        promptpayId: '0812345678',
        vatRegistration: null,
        otherPaymentMethods: [],
        staffMayCorrect: false,
      },
    });
    if (saved.ok()) break;
  }
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers,
    data: { kind: 'open', float: 200_000 },
  });
  expect([200, 409]).toContain(opened.status());
}

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `test-results/checkout-${name}-${project}.png`, fullPage: true });
}

test(
  'an appointment paid part cash, part PromptPay, with a tip, ends on its receipt',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
    await signIn(page);
    await prepareSalon(page);
    const name = `Checkout ${uniqueToken()}`;
    const booked = await staffBooking(page, {
      date: await testDate(page, testInfo, 0),
      time: project === 'phone' ? '12:00' : '11:00',
      name,
      phone: '+66 81 234 5678',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    await page.goto(`/admin/orders/${booked.body.appointment?.id}`);
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/admin\/checkout\?appointment=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible();
    await expect(page.getByText('Classic Manicure', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add a tip' }).click();
    await page.getByLabel('Tip (฿)').fill('100');
    await expect(page.getByTestId('checkout-total')).toHaveText('฿500');
    await expectNoAxeViolations(page);
    await shot(page, 'screen', project);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/admin\/checkout\/sales\//);
    await expect(page.getByTestId('remaining-due')).toHaveText('Due ฿500.00');
    await page.getByLabel('Amount paid now (฿)').fill('200');
    await page.getByLabel('Cash handed over (฿)').fill('500');
    await expect(page.getByTestId('change-due')).toHaveText('Change to give: ฿300.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Record payment' }).click();

    await expect(page.getByTestId('remaining-due')).toHaveText('Due ฿300.00');
    await page.getByText('PromptPay', { exact: true }).click();
    const qr = page.getByRole('img', { name: 'PromptPay QR code for ฿300.00' });
    await expect(qr).toBeVisible();
    // The payload carries exactly the amount (EMVCo tag 54) and the Thai currency.
    await expect(qr).toHaveAttribute('data-payload', /5303764.*5802TH5406300\.00/);
    // Read back from the picture itself, as a banking app's camera does: the same payload, its CRC right.
    const picture = await sharp(await qr.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scanned = jsQR(new Uint8ClampedArray(picture.data), picture.info.width, picture.info.height)?.data ?? '';
    expect(scanned).toBe(await qr.getAttribute('data-payload'));
    const crc = crc16CcittFalse(scanned.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
    expect(scanned.slice(-8)).toBe(`6304${crc}`);
    await expectNoAxeViolations(page);
    await shot(page, 'promptpay', project);
    await page.getByRole('button', { name: 'Payment received in the bank app' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
    await expect(page.getByTestId('receipt-number')).toHaveText(/^No\. \d{6}$/);
    await expect(page.getByTestId('receipt-total')).toHaveText('฿500.00');
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText('Change');
    await expectNoAxeViolations(page);
    await shot(page, 'receipt', project);

    await page.goto(`/admin/orders/${booked.body.appointment?.id}`);
    await expect(page.getByText('Completed').first()).toBeVisible();
  },
);

test(
  'the cash drawer shows what it should hold, and the owner sets PromptPay',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
    await signIn(page);
    await prepareSalon(page);
    await page.getByRole('link', { name: 'Cash drawer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cash drawer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today so far (X report)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'drawer', project);

    await page.goto('/admin/settings/checkout');
    await expect(page.getByLabel('PromptPay ID')).toHaveValue('0812345678');
    await expectNoAxeViolations(page);
  },
);
