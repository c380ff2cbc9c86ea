/**
 * The owner's schedule pages in a real browser: Saturday's hours
 * changed and obeyed by availability, a date closed and gone from /booking,
 * a technician's day off (after seeing the appointment it leaves, which stays
 * booked) reflected by the calendar and by capacity, axe on both pages, and
 * screenshots at phone and desktop width.
 *
 * The phone and desktop projects share one server and database: each uses its
 * own dates, technicians and weekday of the salon-wide weekly hours.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { formatScheduleDate } from '../../src/domain/schedule-changes.ts';
import { addDays, datesBetween, isoWeekday } from '../../src/domain/calendar.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openBooking } from '../booking/booking-helpers.ts';
import { catalogue, seedAppointment, signIn, technicians } from '../calendar/calendar-fixtures.ts';

const isPhone = (testInfo: TestInfo) => testInfo.project.name.endsWith('phone');

interface BookingDates {
  today: string;
  dates: { date: string }[];
}

async function bookableDates(page: Page): Promise<string[]> {
  const body = (await (await page.request.get('/api/bookings/dates')).json()) as BookingDates;
  return body.dates.map((option) => option.date).filter((date) => date !== body.today);
}

/**
 * A weekday (Monday to Friday) reserved for one test in one project (the other project takes the next one).
 * Counted from today by the calendar, not from the bookable dates, which shrink as the tests close dates.
 */
async function ownDate(page: Page, testInfo: TestInfo, slot: number): Promise<string> {
  const { today } = (await (await page.request.get('/api/bookings/dates')).json()) as BookingDates;
  const weekdays = datesBetween(addDays(today, 1), addDays(today, 10)).filter((date) => isoWeekday(date) <= 5);
  const date = weekdays[slot * 2 + (isPhone(testInfo) ? 1 : 0)];
  if (!date) throw new Error(`No weekday for slot ${slot}`);
  return date;
}

async function availability(page: Page, date: string, serviceName: string) {
  const service = (await catalogue(page)).get(serviceName);
  if (!service) throw new Error(`No service named ${serviceName}`);
  const response = await page.request.get(`/api/bookings/availability?date=${date}&services=${service.id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { closesAtMinute: number; times: { time: string; state: string }[] };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/**
 * The weekly hours are one salon-wide document: the desktop project shortens Saturday and the phone project
 * Friday. Both may save at the same moment; the second is then refused (the version check) and does what an
 * owner would: reload, which keeps the other's change, and save again.
 */
test('the owner shortens one weekday and availability ends at the new closing time', async ({ page }, testInfo) => {
  const day = isPhone(testInfo)
    ? { name: 'Friday', isoWeekday: 5, label: '18:00', minute: 1080, lastStart: '17:30' }
    : { name: 'Saturday', isoWeekday: 6, label: '17:00', minute: 1020, lastStart: '16:30' };
  const saved = page.getByRole('status').filter({ hasText: 'Opening hours saved.' });
  const refused = page.getByText('Someone else saved these settings while you were editing.');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.goto('/admin/settings/hours');
    await expect(page.getByLabel(`${day.name} until`)).toHaveValue('1260');
    await page.getByLabel(`${day.name} until`).selectOption({ label: day.label });
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(saved.or(refused)).toBeVisible();
    if (await saved.isVisible()) break;
  }
  await expect(saved).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`${day.name} until`)).toHaveValue(String(day.minute));
  await expect(page.getByLabel('Sunday from')).toBeDisabled();

  const date = (await bookableDates(page)).find((candidate) => isoWeekday(candidate) === day.isoWeekday);
  if (!date) throw new Error(`The booking window holds no ${day.name}`);
  const availabilityThatDay = await availability(page, date, 'Classic Manicure');
  expect(availabilityThatDay.closesAtMinute).toBe(day.minute);
  const bookable = availabilityThatDay.times
    .filter((option) => option.state === 'available')
    .map((option) => option.time);
  expect(bookable.at(-1)).toBe(day.lastStart);
});

test('the owner closes a date for Songkran and /booking no longer offers it', async ({ page }, testInfo) => {
  const date = await ownDate(page, testInfo, 0);
  await page.goto('/admin/settings/hours');
  const closures = page.getByRole('region', { name: 'Closures' });
  await closures.getByLabel('Date', { exact: true }).fill(date);
  await closures.getByLabel('Reason customers see').fill('Closed for Songkran');
  await closures.getByRole('button', { name: 'Add closure' }).click();
  await expect(closures.getByRole('status').filter({ hasText: 'Closure added.' })).toBeVisible();
  const listed = closures
    .getByRole('list', { name: 'Upcoming closures' })
    .getByRole('listitem')
    .filter({
      hasText: formatScheduleDate(date),
    });
  await expect(listed).toContainText('All day');
  await expect(listed).toContainText('Closed for Songkran');

  expect(await bookableDates(page)).not.toContain(date);
  await openBooking(page);
  await expect(page.getByLabel('Date', { exact: true }).locator(`option[value="${date}"]`)).toHaveCount(0);
});

test('a day off: the owner sees the appointment it leaves, saves anyway, and the calendar and capacity follow', async ({
  page,
}, testInfo) => {
  const date = await ownDate(page, testInfo, 1);
  const team = await technicians(page);
  const [first, second] = isPhone(testInfo) ? team.slice(2, 4) : team.slice(0, 2);
  if (!first || !second) throw new Error('The seed has four technicians');
  const tag = testInfo.project.name;
  const kept = await seedAppointment(page, {
    date,
    time: '11:00',
    services: ['Classic Manicure'],
    name: `Kept ${tag}`,
    technicianId: first.id,
  });

  await page.goto('/admin/settings/technicians');
  const card = (name: string) =>
    page.locator('li', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
  const firstCard = card(first.displayName);
  await expect(firstCard.getByText('Works whenever the salon is open.')).toBeVisible();
  await firstCard.getByLabel('Day off', { exact: true }).fill(date);
  await firstCard.getByRole('button', { name: 'Add day off' }).click();
  await expect(firstCard.getByRole('heading', { name: 'This appointment is on the day off.' })).toBeFocused();
  await expect(firstCard.getByRole('link', { name: new RegExp(`Kept ${tag}`) })).toHaveAttribute(
    'href',
    `/admin/orders/${kept}`,
  );
  await firstCard.screenshot({ path: `test-results/schedule-shots/${tag}-affected.png` });
  await firstCard.getByRole('button', { name: 'Save anyway' }).click();
  await expect(firstCard.getByRole('list', { name: `${first.displayName}'s upcoming days off` })).toContainText(
    formatScheduleDate(date),
  );

  const secondCard = card(second.displayName);
  await secondCard.getByLabel('Day off', { exact: true }).fill(date);
  await secondCard.getByLabel('Note (optional)').fill('Family visit');
  await secondCard.getByRole('button', { name: 'Add day off' }).click();
  await expect(secondCard.getByRole('list', { name: `${second.displayName}'s upcoming days off` })).toContainText(
    'Family visit',
  );

  // The appointment stays exactly as it was.
  const detail = (await (await page.request.get(`/api/admin/appointments/${kept}`)).json()) as {
    appointment: { status: string; startTime: string; technician: { id: string } | null };
  };
  expect(detail.appointment).toMatchObject({ status: 'pending', startTime: '11:00' });

  // Two of four technicians off: at most two appointments at once. The kept one and one more fill 11:00.
  await seedAppointment(page, { date, time: '11:00', services: ['Classic Manicure'], name: `Second ${tag}` });
  const day = await availability(page, date, 'Classic Manicure');
  expect(day.times.find((option) => option.time === '11:00')?.state).toBe('full');

  await page.goto(`/admin/calendar?date=${date}`);
  // The calendar's day note: "ploy: day off", "nok: day off (Family visit)".
  await expect(page.getByText(`${first.displayName}: day off`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${second.displayName}: day off (Family visit)`, { exact: true })).toBeVisible();
});

test('both schedule pages pass axe and look right at this width', PHONE_TOO, async ({ page }, testInfo) => {
  await page.goto('/admin/settings/hours');
  await expect(page.getByLabel('Monday from')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/schedule-shots/${testInfo.project.name}-hours.png`, fullPage: true });

  await page.goto('/admin/settings/technicians');
  await expect(page.getByRole('heading', { name: 'Days off' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Set .*'s working days|Change .*'s working days/ })
    .first()
    .click();
  await expect(page.getByLabel('Monday from').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `test-results/schedule-shots/${testInfo.project.name}-technicians.png`,
    fullPage: true,
  });
});
