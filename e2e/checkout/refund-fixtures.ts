/** Seeding for the corrections' browser tests: an open drawer, a walk-in sale, a cash payment, the owner's switch. */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sameOrigin } from '../dashboard/dashboard-fixtures.ts';

export async function openDrawer(page: Page): Promise<void> {
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers: sameOrigin(page),
    data: { kind: 'open', float: 200_000 },
  });
  // Phone and desktop share the database: the other may have opened it already.
  expect([200, 409]).toContain(opened.status());
}

/** A walk-in sale of one Classic Manicure (฿400), not yet paid; its id. */
export async function walkInSale(page: Page): Promise<string> {
  const start = (await (await page.request.get('/api/admin/checkout/start')).json()) as {
    treatments: { id: number; name: string }[];
  };
  const manicure = start.treatments.find((entry) => entry.name === 'Classic Manicure');
  expect(manicure, 'the seed menu has a Classic Manicure').toBeDefined();
  const created = await page.request.post('/api/admin/checkout/sales', {
    headers: sameOrigin(page),
    data: {
      appointmentIds: [],
      lines: [
        {
          kind: 'treatment',
          itemId: manicure!.id,
          appointmentServiceId: null,
          technicianId: null,
          quantity: 1,
          priceOverride: null,
          discount: null,
        },
      ],
      saleDiscount: null,
      tips: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Pays the whole ฿400 in cash, as the API's own client would. */
export async function payInCash(page: Page, saleId: string): Promise<void> {
  const paid = await page.request.post(`/api/admin/checkout/sales/${saleId}/payments`, {
    headers: sameOrigin(page),
    data: { method: 'cash', otherName: null, amount: 40_000, tendered: 40_000, requestId: randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

export interface DrawerReply {
  open: {
    report: {
      expectedCash: number;
      methods: { method: string; refunds: number }[];
    };
  } | null;
}

export async function drawerReport(page: Page): Promise<NonNullable<DrawerReply['open']>['report']> {
  const drawer = (await (await page.request.get('/api/admin/checkout/drawer')).json()) as DrawerReply;
  expect(drawer.open).not.toBeNull();
  return drawer.open!.report;
}

/** The owner's "staff may refund and void" switch, set through the settings API (keeping the rest). */
export async function setStaffMayCorrect(page: Page, allowed: boolean): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const settings = (await (await page.request.get('/api/admin/settings/checkout')).json()) as Record<string, unknown>;
    const saved = await page.request.put('/api/admin/settings/checkout', {
      headers: sameOrigin(page),
      data: {
        version: settings.version,
        promptpayId: settings.promptpayId,
        vatRegistration: settings.vatRegistration,
        otherPaymentMethods: settings.otherPaymentMethods,
        staffMayCorrect: allowed,
      },
    });
    if (saved.ok()) return;
  }
  throw new Error('could not save the checkout settings');
}

/** ฿1,234.50, as the receipt and the drawer's report write amounts. */
export function receiptBaht(satang: number): string {
  const sign = satang < 0 ? '−' : '';
  const baht = Math.abs(satang) / 100;
  return `${sign}฿${baht.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
