/** Helpers of the salon settings browser tests: sign-in, same-origin JSON requests, Phuket dates. */
import { expect, type Page } from '@playwright/test';
import { E2E_STAFF } from '../support/staff.ts';

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A same-origin JSON request from the signed-in page (the browser adds Origin and the session cookie). */
export async function sendJson(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** A date `days` after today in Phuket, as yyyy-mm-dd. */
export function phuketDate(days: number): string {
  const now = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}
