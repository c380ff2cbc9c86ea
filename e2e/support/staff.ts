import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

/** The staff login that e2e-server.ts creates for browser tests (never exists outside them). */
export const E2E_STAFF = {
  email: 'owner@salon.example',
  password: 'e2e-only-password-1',
} as const;

/** Signs in through the sign-in page, as staff do, and lands on the dashboard. */
export async function signInThroughPage(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** An API client signed in as the e2e staff member (same-origin headers, as the browser sends them). */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'sec-fetch-site': 'same-origin' },
  });
  const answer = await context.post('/api/auth/sign-in', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(answer.ok(), `staff sign-in answered ${answer.status()}`).toBe(true);
  return context;
}
