/**
 * The Appointments Dashboard in a real browser: search, every
 * filter, URL state, every status transition, rollback of a refused change,
 * technician assignment, delete confirm and cancel, opening a row, empty and
 * loading states, the in-progress highlight on a pinned clock, axe.
 */
import { expect, test } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  bookingDates,
  openDashboard,
  rows,
  seedAppointment,
  signIn,
  technicians,
  testDate,
  uniqueToken,
} from './dashboard-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('search finds name and e-mail case-insensitively and phone by substring; the URL keeps it', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 0);
  await seedAppointment(page, { date, time: '10:00', name: `Anna ${token}`, phone: '+66 81 555 0101' });
  await seedAppointment(page, {
    date,
    time: '10:00',
    name: `Bea ${token}`,
    email: `bea.${token}@Mail.example`,
    phone: '+66 89 777 4242',
  });

  await openDashboard(page, token);
  await expect(rows(page)).toHaveCount(2);

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(`ANNA ${token.toUpperCase()}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Anna ${token}`);
  await expect(page).toHaveURL(new RegExp(`q=ANNA`));

  await search.fill(`bea.${token}@mail`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Bea ${token}`);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`bea.${token}@mail`);
  await expect(rows(page)).toHaveCount(1);

  // Phone digits, typed with other spacing than the customer used.
  await page.goto(`/admin?q=897774242&time=upcoming`);
  await expect(rows(page).filter({ hasText: `Bea ${token}` })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: `Anna ${token}` })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill(`${token}-nobody`);
  await expect(page.getByText('No appointments found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('status, technician and time filters narrow the list on the server', async ({ page }, testInfo) => {
  const token = uniqueToken();
  const { today, future } = await bookingDates(page);
  const late = await testDate(page, testInfo, 1);
  const near = future[0]!;
  const [technician] = await technicians(page);
  await seedAppointment(page, { date: near, time: '20:00', name: `Near ${token}` });
  await seedAppointment(page, {
    date: late,
    time: '11:00',
    name: `Late ${token}`,
    status: 'confirmed',
    technicianId: technician!.id,
  });

  await openDashboard(page, token);
  await expect(rows(page)).toHaveCount(2);

  await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Late ${token}`);
  await expect(page).toHaveURL(/status=confirmed/);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Near ${token}`);
  for (const status of ['completed', 'cancelled']) {
    await page.getByLabel('Status', { exact: true }).selectOption(status);
    await expect(page.getByText('No appointments found')).toBeVisible();
  }
  await page.getByLabel('Status', { exact: true }).selectOption('all');

  const technicianFilter = page.getByLabel('Technician', { exact: true });
  await technicianFilter.selectOption(technician!.id);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Late ${token}`);
  await technicianFilter.selectOption('unassigned');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Near ${token}`);
  await technicianFilter.selectOption('all');

  const time = page.getByLabel('Time', { exact: true });
  await time.selectOption('upcoming');
  await expect(rows(page)).toHaveCount(2);
  await time.selectOption('today');
  await expect(page.getByText('No appointments found')).toBeVisible();

  // Tomorrow and this week, in the salon's dates (the server's clock decides what they are).
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const tomorrowDate = tomorrow.toISOString().slice(0, 10);
  await time.selectOption('tomorrow');
  if (near === tomorrowDate) await expect(rows(page)).toHaveCount(1);
  else await expect(page.getByText('No appointments found')).toBeVisible();

  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  const sunday = new Date(`${today}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + (7 - weekday));
  const endOfWeek = sunday.toISOString().slice(0, 10);
  await time.selectOption('week');
  await expect(page).toHaveURL(/time=week/);
  const expected = [near, late].filter((date) => date <= endOfWeek).length;
  if (expected === 0) await expect(page.getByText('No appointments found')).toBeVisible();
  else await expect(rows(page)).toHaveCount(expected);

  // A shared link opens the same view.
  const url = page.url();
  await page.goto('/admin');
  await page.goto(url);
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('week');
});

test(
  'every status transition from the row buttons, with the exact labels and a feedback animation',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const token = uniqueToken();
    await seedAppointment(page, { date: await testDate(page, testInfo, 2), time: '12:00', name: `Status ${token}` });
    await openDashboard(page, token);
    const row = rows(page).first();
    const badge = row.locator('[data-status]');
    await expect(badge).toHaveText('Pending');

    // Record every feedback animation on the badge: when it starts and when it ends.
    await badge.evaluate((element) => {
      const log: { on: boolean; at: number }[] = [];
      (window as unknown as { feedbackLog: typeof log }).feedbackLog = log;
      new MutationObserver(() =>
        log.push({ on: element.getAttribute('data-feedback') === 'true', at: performance.now() }),
      ).observe(element, { attributes: true, attributeFilter: ['data-feedback'] });
    });
    const feedbackLog = () =>
      page.evaluate(() => (window as unknown as { feedbackLog: { on: boolean; at: number }[] }).feedbackLog);

    const steps: [string, string][] = [
      ['Confirm', 'Confirmed'],
      ['Complete', 'Completed'],
      ['Return to confirmed status', 'Confirmed'],
      ['Cancel', 'Cancelled'],
      ['Restore to pending', 'Pending'],
      ['Cancel', 'Cancelled'],
      ['Restore to pending', 'Pending'],
      ['Complete', 'Completed'],
    ];
    for (const [index, [label, status]] of steps.entries()) {
      const clickedAt = await page.evaluate(() => performance.now());
      await row.getByRole('button', { name: label, exact: true }).click();
      await expect(badge).toHaveText(status);
      // One animation per change, switched on and off again after about 500 ms. The end is measured from the
      // click: on a busy machine the render that switches it on can come late, but never the end early.
      await expect.poll(async () => (await feedbackLog()).length).toBe(2 * (index + 1));
      const [on, off] = (await feedbackLog()).slice(-2);
      expect(on?.on).toBe(true);
      expect(off?.on).toBe(false);
      expect(on!.at).toBeGreaterThan(clickedAt);
      expect(off!.at - clickedAt).toBeGreaterThan(500);
      expect(off!.at - on!.at).toBeLessThan(1500);
    }
    await expect(row.getByRole('button', { name: 'Return to confirmed status' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  },
);

test('a change the server refuses is rolled back with a visible error', async ({ page }, testInfo) => {
  const token = uniqueToken();
  await seedAppointment(page, { date: await testDate(page, testInfo, 2), time: '13:00', name: `Refused ${token}` });
  await openDashboard(page, token);
  const row = rows(page).first();
  // The refusal is held back until the optimistic state has been seen: a fixed delay would race a slow machine.
  let answerRefusal: () => void = () => undefined;
  const optimisticStateSeen = new Promise<void>((resolve) => {
    answerRefusal = resolve;
  });
  await page.route('**/api/admin/appointments/*/status', async (route) => {
    await optimisticStateSeen;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      // The server's shape: a sentence it has no catalogue key for travels as written, English beside.
      body: JSON.stringify({
        error: {
          code: 'conflict',
          key: 'common:refusals.asWritten',
          params: { text: 'A pending appointment cannot become confirmed.' },
          message: 'A pending appointment cannot become confirmed.',
        },
      }),
    });
  });
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  // Optimistic first...
  await expect(row.locator('[data-status]')).toHaveText('Confirmed');
  answerRefusal();
  // ...then back, with the reason.
  await expect(row.locator('[data-status]')).toHaveText('Pending');
  await expect(page.getByRole('alert')).toContainText('The change was not saved.');
  await expect(page.getByRole('alert')).toContainText('A pending appointment cannot become confirmed.');
});

test('assign a technician, then View Profile opens their page', async ({ page }, testInfo) => {
  const token = uniqueToken();
  const [first, second] = await technicians(page);
  await seedAppointment(page, { date: await testDate(page, testInfo, 2), time: '14:00', name: `Tech ${token}` });
  await openDashboard(page, token);
  const row = rows(page).first();
  const select = row.getByLabel('Assign Technician');
  await expect(select).toHaveValue('');
  await expect(row.getByRole('link', { name: /View Profile/ })).toHaveCount(0);

  const saved = () =>
    page.waitForResponse((response) => response.url().endsWith('/technician') && response.status() === 200);
  await Promise.all([saved(), select.selectOption(first!.id)]);
  await expect(select).toHaveValue(first!.id);
  await expect(row.getByRole('link', { name: `View Profile of ${first!.displayName}` })).toBeVisible();
  await Promise.all([saved(), select.selectOption(second!.id)]);
  await page.reload();
  await expect(rows(page).first().getByLabel('Assign Technician')).toHaveValue(second!.id);

  await rows(page)
    .first()
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/technician/${second!.id}$`));
});

test('delete asks first: keeping changes nothing, confirming removes the row', async ({ page }, testInfo) => {
  const token = uniqueToken();
  await seedAppointment(page, { date: await testDate(page, testInfo, 3), time: '15:00', name: `Delete ${token}` });
  await openDashboard(page, token);
  await rows(page)
    .first()
    .getByRole('button', { name: /^Delete the appointment of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this appointment?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep appointment' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(rows(page)).toHaveCount(1);

  await rows(page)
    .first()
    .getByRole('button', { name: /^Delete the appointment of/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No appointments found')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No appointments found')).toBeVisible();
});

test('clicking a row or pressing Enter on it opens the detail', async ({ page }, testInfo) => {
  const token = uniqueToken();
  const id = await seedAppointment(page, {
    date: await testDate(page, testInfo, 3),
    time: '16:00',
    name: `Open ${token}`,
  });
  await openDashboard(page, token);
  await rows(page).first().locator('td').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
  await page.goBack();
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
});

test('loading and empty states', PHONE_TOO, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/appointments?*', async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        items: [],
        page: 1,
        pageSize: 25,
        total: 0,
        pageCount: 1,
        filtered: false,
        today: '2026-11-23',
      }),
    });
  });
  await page.goto('/admin');
  await expect(page.getByText('Loading appointments...')).toBeVisible();
  release();
  await expect(page.getByText('No appointments found')).toBeVisible();
  await expect(page.getByText('No appointments have been made yet')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the in-progress highlight follows the salon clock, from 30 minutes before the start until the end', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const date = await testDate(page, testInfo, 3);
  await seedAppointment(page, { date, time: '11:00', name: `Now ${token}` }); // 11:00-11:30 in Phuket
  // Load the dashboard's code on the real clock first, then pin the clock and come back to the dashboard
  // inside the app: page.clock's fake Date cannot be subclassed (its constructor returns a plain Date), so
  // the time-zone Date class of @date-fns/tz must bind to the real Date when the code loads; the page
  // mounts again after the pin, so its "now" ticks on the fake timers.
  const navigate = (path: string) =>
    page.evaluate((target) => {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments Dashboard' })).toBeVisible();
  await navigate('/admin/calendar');
  // 10:20 in Phuket (UTC+7) on that day.
  await page.clock.install({ time: new Date(`${date}T03:20:00Z`) });
  await navigate(`/admin?q=${token}`);
  const row = rows(page).first();
  await expect(row).toContainText(`Now ${token}`);
  await expect(row).not.toHaveAttribute('data-in-progress', 'true');

  await page.clock.runFor('11:00'); // 10:31
  await expect(row).toHaveAttribute('data-in-progress', 'true');
  await expect(row.getByText('In progress')).toBeVisible();

  await page.clock.runFor('59:00'); // 11:30: ended
  await expect(row).not.toHaveAttribute('data-in-progress', 'true');
  await expectNoAxeViolations(page);
});
