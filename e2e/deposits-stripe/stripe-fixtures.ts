/**
 * Set-up the deposits-stripe journeys share: the deposit rules turned on (a fixed ฿250 on any booking),
 * Stripe connected with the fake's keys, and the fake Stripe's own address (its `/_fake/…` controls).
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_STRIPE_KEYS } from '../../src/server/integrations/testing/fake-stripe-server.ts';
import { sameOrigin } from '../dashboard/dashboard-fixtures.ts';

export function fakeStripeUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR_DEPOSITS_STRIPE;
  if (!dataDir) throw new Error('Run through playwright.config.ts (E2E_DATA_DIR_DEPOSITS_STRIPE is unset)');
  return readFileSync(join(dataDir, 'fake-stripe-url'), 'utf8').trim();
}

/** Deposits on: ฿250 on any booking, 30 minutes to pay, refunded when cancelled 24 hours ahead. */
export async function depositRules(page: Page): Promise<void> {
  const deposits = (await (await page.request.get('/api/admin/settings/deposits')).json()) as {
    version: number;
    rules: { enabled: boolean };
  };
  if (deposits.rules.enabled) return;
  const saved = await page.request.put('/api/admin/settings/deposits', {
    headers: sameOrigin(page),
    data: {
      version: deposits.version,
      rules: {
        enabled: true,
        serviceIds: [],
        categoryIds: [],
        aboveSatang: 0,
        noShowMonths: null,
        amount: { kind: 'fixed', satang: 25_000 },
        payWithinMinutes: 30,
        refundCutoffHours: 24,
      },
    },
  });
  expect(saved.status()).toBe(200);
}

/** Stripe connected with the fake's keys (through the API: the settings screen has its own journey). */
export async function connectStripe(page: Page): Promise<void> {
  const view = (await (await page.request.get('/api/admin/settings/deposits/stripe')).json()) as { connected: boolean };
  if (view.connected) return;
  const saved = await page.request.put('/api/admin/settings/deposits/stripe', {
    headers: sameOrigin(page),
    data: FAKE_STRIPE_KEYS,
  });
  expect(saved.status()).toBe(200);
}
