/**
 * The booking and login pages arrive painted: their HTML holds
 * the page, with the menu as it is in the database, and nothing on them moves
 * while the rest loads, even when the free times are slow to come.
 */
import { expect, test, type Page } from '@playwright/test';
import { openBooking, serviceId, testDate } from './booking-helpers.ts';

/** Layout shifts the way CLS counts them: not those right after the visitor's own input. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; recentInput: boolean; at: number }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        shifts.push({ value: entry.value, recentInput: entry.hadRecentInput, at: Math.round(entry.startTime) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts CLS counts, from `since` (ms after navigation) on. */
async function cumulativeLayoutShift(page: Page, since = 0): Promise<number> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; recentInput: boolean; at: number }[] }).layoutShifts,
  );
  return shifts.filter((shift) => !shift.recentInput && shift.at >= since).reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Chooses a date and brings the time field to the middle of the screen, so that whatever its answer
 * could push down is in view (a shift off screen does not count, and would hide a regression).
 */
async function chooseDateInView(page: Page, date: string): Promise<number> {
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  const time = page.getByLabel('Time', { exact: true });
  await time.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return page.evaluate(() => performance.now());
}

/** Answers availability requests only after `delayMs`, optionally changing the answer. */
async function slowAvailability(
  page: Page,
  delayMs: number,
  rewrite?: (body: { times: { time: string; state: string }[] }) => unknown,
): Promise<void> {
  await page.route('**/api/bookings/availability?**', async (route) => {
    const response = await route.fetch();
    await new Promise((done) => setTimeout(done, delayMs));
    const body = (await response.json()) as { times: { time: string; state: string }[] };
    await route.fulfill({ response, json: rewrite ? rewrite(body) : body });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking page is in the HTML: the checklist from the database, pre-selection included', async ({
    page,
    request,
  }) => {
    const frenchId = await serviceId(request, 'Manicure (French Nails)');
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible();
    await expect(page).toHaveTitle(/^Book an appointment \|/);
    await expect(page.getByRole('checkbox', { name: /Manicure \(French Nails\)/ })).toBeAttached();
    await expect(page.getByText('Choose a date and a time.')).toBeVisible();

    await page.goto(`/booking?service=${frenchId}`);
    await expect(page.getByRole('checkbox', { name: /Manicure \(French Nails\)/ })).toBeChecked();
    await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Time', { exact: true })).toBeDisabled();
    await expect(page.getByTestId('summary-services')).toContainText('Manicure (French Nails)');
    await expect(page.getByTestId('total-price')).toHaveText('590฿');
  });

  test('the login page is in the HTML', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page).toHaveTitle(/^Staff Login \|/);
  });
});

test('the booking page keeps its layout while it hydrates and while slow free times load', async ({
  page,
  request,
}, testInfo) => {
  const frenchId = await serviceId(request, 'Manicure (French Nails)');
  const date = await testDate(request, testInfo);
  await recordLayoutShifts(page);
  await slowAvailability(page, 1500);
  let menuRequests = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/catalogue') menuRequests += 1;
  });

  await openBooking(page, `?service=${frenchId}`);
  await chooseDateInView(page, date);
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toHaveAttribute('aria-busy', 'true');
  await expect(time.locator('option[value="10:00"]')).toBeAttached({ timeout: 10_000 });
  await expect(time).not.toHaveAttribute('aria-busy', 'true');

  expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
  // The menu came with the HTML: the page never asked for it again.
  expect(menuRequests).toBe(0);
});

test('a day without free times says so without moving the form', async ({ page, request }, testInfo) => {
  const classicId = await serviceId(request, 'Classic Manicure');
  const date = await testDate(request, testInfo);
  await recordLayoutShifts(page);
  await slowAvailability(page, 1500, (body) => ({
    ...body,
    times: body.times.map((option) => ({ ...option, state: option.state === 'available' ? 'full' : option.state })),
  }));

  await openBooking(page, `?service=${classicId}`);
  const chosenAt = await chooseDateInView(page, date);
  await expect(page.getByText('No times are free on this day for the chosen services.')).toBeVisible({
    timeout: 10_000,
  });

  // The message fills the space kept for it: nothing in view moves when the answer arrives.
  expect(await cumulativeLayoutShift(page, chosenAt)).toBeLessThanOrEqual(0.005);
});

test('the login page keeps its layout while it hydrates', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
});
