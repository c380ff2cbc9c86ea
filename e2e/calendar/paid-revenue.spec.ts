/**
 * Paid revenue beside the booked value (decision 225) in a real browser: a walk-in sale paid today
 * for one technician shows on today's Daily Statistics card and on the technician page's Paid and
 * Tips cards, as the API answers them (the phone and desktop projects share one server, so the test
 * compares with the API rather than with one sale's amount alone).
 */
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PHONE_TOO } from '../support/viewports.ts';
import { signIn, technicians } from './calendar-fixtures.ts';

function baht(satang: number): string {
  const whole = new Intl.NumberFormat('en-GB').format(Math.floor(satang / 100));
  return `${satang % 100 === 0 ? whole : `${whole}.${String(satang % 100).padStart(2, '0')}`}฿`;
}

function sameOrigin(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' };
}

/** A paid walk-in sale of the menu's first treatment by `technicianId`, with a ฿40 tip. */
async function paidSale(page: Page, technicianId: string): Promise<void> {
  const headers = sameOrigin(page);
  // Opening an open drawer is refused (409): either way it is open afterwards.
  await page.request.post('/api/admin/checkout/drawer', { headers, data: { kind: 'open', float: 100_000 } });
  const start = (await (await page.request.get('/api/admin/checkout/start')).json()) as {
    treatments: { id: number }[];
  };
  const created = await page.request.post('/api/admin/checkout/sales', {
    headers,
    data: {
      appointmentIds: [],
      lines: [
        {
          kind: 'treatment',
          itemId: start.treatments[0]?.id,
          appointmentServiceId: null,
          technicianId,
          quantity: 1,
          priceOverride: { unitPrice: 45_050, reason: 'Browser test price' },
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [{ technicianId, amount: 4000 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const paid = await page.request.post(`/api/admin/checkout/sales/${id}/payments`, {
    headers,
    data: { method: 'card', otherName: null, amount: 49_050, tendered: null, requestId: randomUUID() },
  });
  expect(paid.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a sale paid today shows as Paid beside Booked, tips apart', PHONE_TOO, async ({ page }, testInfo) => {
  const list = await technicians(page);
  const technician = list[2];
  if (!technician) throw new Error('The seed has four technicians');
  await paidSale(page, technician.id);

  const day = (await (await page.request.get('/api/admin/calendar')).json()) as {
    date: string;
    technicians: { id: string; statistics: { paidRevenueSatang: number; tipsSatang: number } }[];
  };
  const figures = day.technicians.find((row) => row.id === technician.id)?.statistics;
  if (!figures) throw new Error('The technician is active');
  expect(figures.paidRevenueSatang).toBeGreaterThanOrEqual(45_050);
  expect(figures.tipsSatang).toBeGreaterThanOrEqual(4000);

  await page.goto(`/admin/calendar?date=${day.date}`);
  const card = page.getByTestId(`statistics-${technician.displayName}`);
  await expect(card.getByText('Booked')).toBeVisible();
  await expect(card.getByText('Paid (after refunds)')).toBeVisible();
  await expect(card.getByTestId('paid-revenue')).toHaveText(baht(figures.paidRevenueSatang));
  await expect(card.getByTestId('tips')).toHaveText(baht(figures.tipsSatang));
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('calendar-statistics.png'), fullPage: false });

  await page.goto(`/admin/technician/${technician.id}?date=${day.date}`);
  await expect(page.getByTestId('card-paid').locator('dd').first()).toHaveText(baht(figures.paidRevenueSatang));
  await expect(page.getByTestId('card-tips').locator('dd').first()).toHaveText(baht(figures.tipsSatang));
  await expect(page.getByTestId('card-revenue')).toContainText('Booked');
  await page.screenshot({ path: testInfo.outputPath('technician-page.png'), fullPage: true });
});
