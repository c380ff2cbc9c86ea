/**
 * Confirm on an empty form, in Russian and in English: the first message is on the screen (not scrolled
 * above it, as the treatment list's once was on a phone), the list has the focus, and the refusal is
 * announced.
 */
import { expect, test } from '@playwright/test';

for (const { path, button, message } of [
  { path: '/booking', button: 'Confirm Booking', message: 'Please select at least one service' },
  { path: '/ru/booking', button: 'Подтвердить запись', message: 'выберите хотя бы одну услугу' },
]) {
  test(`Confirm on an empty ${path} shows its first message on the screen`, async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('discountPopupShown', 'true'));
    await page.goto(path);
    await page.getByRole('button', { name: button }).click();
    const checklist = page.locator('[data-field="serviceIds"]');
    await expect(checklist).toBeFocused();
    const shown = checklist.getByText(message, { exact: false });
    await expect(shown).toBeVisible();
    await expect(shown).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[aria-live="assertive"]')).toContainText(message);
  });
}
