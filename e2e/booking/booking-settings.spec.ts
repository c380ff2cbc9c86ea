/**
 * The booking page obeys the owner's settings: a closed day leaves
 * the date list with its reason said, a closed part of a day offers no times,
 * and technicians' days off lower how many can book at once. The settings are
 * written through the owner API with the signed-in page's cookie (the e2e
 * server owns its database). Each project uses its own dates: the last ones
 * of the window for whole-day closures (so the other tests' date indexes stay
 * put), and indexes no other booking test uses for the rest.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, technicians } from '../calendar/calendar-fixtures.ts';
import { bookViaApi, chooseService, openBooking, serviceId } from './booking-helpers.ts';

interface BookingDates {
  today: string;
  dates: { date: string }[];
  closedDates: { date: string; reason: string }[];
}

function sameOrigin(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' };
}

async function bookingDates(page: Page): Promise<BookingDates> {
  return (await (await page.request.get('/api/bookings/dates')).json()) as BookingDates;
}

async function ownerPost(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(path, { data, headers: sameOrigin(page) });
  expect(response.status(), await response.text()).toBe(201);
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

test('a closed day leaves the dates with its reason; a closed afternoon offers no times', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const before = await bookingDates(page);
  const closedDay = before.dates.at(isPhone(testInfo) ? -1 : -2)!.date;
  const reason = `Closed for Songkran (${testInfo.project.name})`;
  await ownerPost(page, '/api/admin/settings/closures', {
    firstDate: closedDay,
    fromMinute: null,
    toMinute: null,
    reason,
  });
  const partDay = before.dates[isPhone(testInfo) ? 2 : 4]!.date;
  await ownerPost(page, '/api/admin/settings/closures', {
    firstDate: partDay,
    fromMinute: 13 * 60,
    toMinute: 15 * 60,
    reason: 'Team training',
  });

  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure'); // 30 minutes
  const date = page.getByLabel('Date', { exact: true });
  await expect(date.locator(`option[value="${partDay}"]`)).toHaveCount(1);
  await expect(date.locator(`option[value="${closedDay}"]`)).toHaveCount(0);
  // The reason, in the owner's words, under the date select and in its description.
  await expect(page.getByTestId('closed-dates')).toContainText(reason);
  await expect(date).toHaveAccessibleDescription(new RegExp(reason.replace(/[()]/g, '\\$&')));

  await date.selectOption(partDay);
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('option[value="12:30"]')).toBeEnabled(); // ends 13:00
  for (const closed of ['12:45', '13:00', '14:45'])
    await expect(time.locator(`option[value="${closed}"]`)).toHaveCount(0);
  await expect(time.locator('option[value="15:00"]')).toBeEnabled();

  await page.getByRole('group', { name: 'Date and time' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('booking-closed-dates.png'), fullPage: false });
});

test('technicians on a day off: one booking fills a time another customer sees as full', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page);
  const date = (await bookingDates(page)).dates[isPhone(testInfo) ? 3 : 5]!.date;
  const team = await technicians(page);
  expect(team.length).toBeGreaterThanOrEqual(2);
  // Everyone but one is off that day: the salon takes one appointment at a time.
  for (const technician of team.slice(1)) {
    await ownerPost(page, `/api/admin/settings/technicians/${technician.id}/days-off`, {
      firstDate: date,
      note: 'Holiday',
    });
  }
  const manicure = await serviceId(request, 'Classic Manicure');
  expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '16:00' })).toBe(201);
  expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '16:00' })).toBe(409);

  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('option[value="16:00"]')).toBeDisabled();
  await expect(time.locator('option[value="16:00"]')).toHaveText('16:00 – fully booked');
  // 16:00–16:30 plus its 30-minute buffer: 17:00 is free again.
  await expect(time.locator('option[value="16:45"]')).toBeDisabled();
  await expect(time.locator('option[value="17:00"]')).toBeEnabled();

  // The calendar says who is off.
  await page.goto(`/admin/calendar?date=${date}`);
  const schedule = page.getByRole('list', { name: 'Closures and technicians off this day' });
  for (const technician of team.slice(1)) {
    await expect(schedule).toContainText(`${technician.displayName}: day off (Holiday)`);
  }
  await page.screenshot({ path: testInfo.outputPath('calendar-day-off.png'), fullPage: false });
});
