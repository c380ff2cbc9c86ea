/** Shared by the deposits journeys: the salon's PromptPay ID and deposit rules, and a date to book. */
import type { Page } from '@playwright/test';
import { sameOrigin } from '../dashboard/dashboard-fixtures.ts';

/** The owner's PromptPay ID and deposit rules (30 % of any booking); both projects share the server. */
export async function prepareSalon(page: Page): Promise<void> {
  const headers = sameOrigin(page);
  const checkout = (await (await page.request.get('/api/admin/settings/checkout')).json()) as {
    version: number;
    promptpayId: string | null;
  };
  if (checkout.promptpayId === null) {
    await page.request.put('/api/admin/settings/checkout', {
      headers,
      data: {
        version: checkout.version,
        promptpayId: '0812345678',
        vatRegistration: null,
        otherPaymentMethods: [],
        staffMayCorrect: false,
      },
    });
  }
  const deposits = (await (await page.request.get('/api/admin/settings/deposits')).json()) as {
    version: number;
    rules: { enabled: boolean };
  };
  if (!deposits.rules.enabled) {
    await page.request.put('/api/admin/settings/deposits', {
      headers,
      data: {
        version: deposits.version,
        rules: {
          enabled: true,
          serviceIds: [],
          categoryIds: [],
          aboveSatang: 0,
          noShowMonths: 6,
          amount: { kind: 'percentage', basisPoints: 3_000 },
          payWithinMinutes: 30,
          refundCutoffHours: 24,
        },
      },
    });
  }
}

export async function bookingDate(page: Page, project: string): Promise<string> {
  const body = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  return body.dates[project === 'phone' ? 5 : 7]!.date;
}
