/**
 * The staff side of customers' links: the owner's "Customer changes and reminders" form, the
 * appointment's "Customer's link" card (a new link ends the old one), the dashboard's "Changed by
 * customer" mark and the history line, and a booking inside the cut-off whose page explains that changes
 * are closed. Desktop only: it changes the salon-wide cut-off (to 96 hours; the journey books further
 * ahead than that, so it is not affected).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../dashboard/dashboard-fixtures.ts';
import { dashboardRow, screenshot, staffApi, uniqueCustomer } from './manage-helpers.ts';

const CUTOFF_HOURS = 96;

async function catalogueId(api: APIRequestContext, name: string): Promise<number> {
  const body = (await (await api.get('/api/catalogue')).json()) as {
    categories: { services: { id: number; name: string }[] }[];
  };
  const service = body.categories.flatMap((category) => category.services).find((s) => s.name === name);
  if (!service) throw new Error(`No service named ${name}`);
  return service.id;
}

/** Books through the public API; answers the appointment's id from the dashboard list. */
async function book(
  staff: APIRequestContext,
  booking: { serviceId: number; date: string; time: string; name: string; email: string },
): Promise<string> {
  const answer = await staff.post('/api/bookings', {
    data: {
      serviceIds: [booking.serviceId],
      date: booking.date,
      time: booking.time,
      name: booking.name,
      email: booking.email,
      phone: '+66 81 555 0101',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return String((await dashboardRow(staff, booking.name)).id);
}

/** The first free start whose instant is within `hours` from now (salon time is UTC+7 all year). */
async function slotWithin(api: APIRequestContext, serviceId: number, hours: number) {
  const window = (await (await api.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  for (const { date } of window.dates.slice(0, 5)) {
    const day = (await (await api.get(`/api/bookings/availability?date=${date}&services=${serviceId}`)).json()) as {
      times: { time: string; state: string }[];
    };
    for (const option of day.times) {
      const startsAt = Date.parse(`${date}T${option.time}:00+07:00`);
      if (option.state === 'available' && startsAt - Date.now() < (hours - 1) * 3_600_000)
        return { date, time: option.time };
    }
  }
  throw new Error(`No free time within ${hours} hours`);
}

test('owner rules, a new customer link, the customer-change mark, and a booking inside the cut-off', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const staff = await staffApi(baseURL!);
  const serviceId = await catalogueId(staff, 'Classic Manicure');

  // The owner's form: a value out of bounds is explained next to its field, then a good one is saved.
  await signIn(page);
  await page.goto('/admin/settings/booking-rules');
  const form = page.getByRole('form', { name: 'Customer changes and reminders' });
  const cutoff = form.getByLabel('Customers may change or cancel online until');
  await cutoff.fill('400');
  await form.getByRole('button', { name: 'Save customer changes and reminders' }).click();
  await expect(cutoff).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The cut-off must be a whole number of hours from 0 to 336.')).toBeVisible();
  await cutoff.fill(String(CUTOFF_HOURS));
  await form.getByLabel('Reminder e-mail').fill('24');
  await form.getByRole('radio', { name: /It stays confirmed/ }).check();
  await form.getByRole('button', { name: 'Save customer changes and reminders' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. Customer links and reminders follow these rules now.');
  await expectNoAxeViolations(page);
  const saved = (await (await staff.get('/api/admin/settings/customer-changes')).json()) as {
    rules: { changeCutoffHours: number };
  };
  expect(saved.rules.changeCutoffHours).toBe(CUTOFF_HOURS);

  // A booking well ahead: staff send a new link from its detail; the earlier link stops working.
  const far = uniqueCustomer(testInfo, 'Linked');
  const window = (await (await staff.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const farDate = window.dates[11]!.date;
  const farId = await book(staff, { serviceId, date: farDate, time: '13:00', ...far });
  const earlier = (await (await staff.post(`/api/admin/appointments/${farId}/manage-link`, { data: {} })).json()) as {
    url: string;
  };
  await page.goto(`/admin/orders/${farId}`);
  const card = page.getByRole('region', { name: "Customer's link" });
  await card.getByRole('button', { name: 'Send a new link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send a new link?' });
  await expect(confirm).toContainText('Every earlier link to this booking stops working');
  await confirm.getByRole('button', { name: 'Send a new link' }).click();
  const url = card.getByLabel('The new link (shown only now)');
  await expect(url).toHaveValue(/\/manage\?token=[A-Za-z0-9_-]{43}$/);
  await expect(url).toBeFocused();
  await expect(card).toContainText(`It was also e-mailed to ${far.email}.`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('New customer link issued');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('customer-link-1440.png'), fullPage: true });
  const newLink = new URL(await url.inputValue());

  await page.goto(new URL(earlier.url).pathname + new URL(earlier.url).search);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a booking' })).toBeVisible();

  // The customer moves it through the new link: the dashboard marks it until staff open it.
  const token = newLink.searchParams.get('token')!;
  const booking = (await (await staff.get(`/api/manage/booking?token=${token}`)).json()) as {
    booking: { version: number };
  };
  const moved = await staff.post('/api/manage/reschedule', {
    data: { token, version: booking.booking.version, date: farDate, time: '16:00' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(`/admin?q=${encodeURIComponent(far.name)}`);
  const row = page.getByRole('row').filter({ hasText: far.name });
  await expect(row.getByTestId('changed-by-customer')).toHaveText('Changed by customer');
  await row.getByRole('link', { name: `Open the appointment of ${far.name}` }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(/Moved by the customer from .* 13:00 to .* 16:00/);
  await expect(history).toContainText('by the customer, through their link');
  await page.goto(`/admin?q=${encodeURIComponent(far.name)}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('changed-by-customer')).toHaveCount(0);

  // A booking inside the cut-off: its page says changes are closed, and how to reach the salon.
  const near = uniqueCustomer(testInfo, 'Soon');
  const slot = await slotWithin(staff, serviceId, CUTOFF_HOURS);
  const nearId = await book(staff, { serviceId, ...slot, ...near });
  const nearLink = (await (await staff.post(`/api/admin/appointments/${nearId}/manage-link`, { data: {} })).json()) as {
    url: string;
  };
  await page.goto(new URL(nearLink.url).pathname + new URL(nearLink.url).search);
  const closed = page.getByTestId('manage-closed');
  await expect(closed).toContainText('Changes online are closed');
  await expect(closed).toContainText(
    `Changes and cancellations online close ${CUTOFF_HOURS} hours before the appointment`,
  );
  await expect(closed.getByRole('link', { name: /^Call / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my booking' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-closed');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('manage-closed-390.png'), fullPage: true });

  await staff.dispose();
});
