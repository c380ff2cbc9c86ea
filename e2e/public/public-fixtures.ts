/** Shared helpers of the public-site browser tests. */
import { expect, test as base, type Page } from '@playwright/test';

/** Most tests run with the discount popup already seen this session, so it never covers what they click. */
export const test = base.extend<{ popupAlreadySeen: boolean }>({
  popupAlreadySeen: [true, { option: true }],
  page: async ({ page, popupAlreadySeen }, use) => {
    if (popupAlreadySeen) await page.addInitScript(() => sessionStorage.setItem('discountPopupShown', 'true'));
    // No waiting for the app: a test acts as soon as a control is visible, as people do; what is done before
    // the scripts arrive is kept (docs/decisions/178).
    await use(page);
  },
});

export { expect };

export function isCollapsedNav(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}

/** On a phone, opens the header menu so its links can be used; on a desktop the links are always there. */
export async function openHeaderMenu(page: Page): Promise<void> {
  if (!isCollapsedNav(page)) return;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
}

/** Collects console errors (hydration mismatches are reported as errors). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
