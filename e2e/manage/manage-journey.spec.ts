/**
 * The customer's own booking, the whole way with real e-mail: book on /booking, take the
 * private link from the "received" e-mail, fetch it as a mail scanner would (nothing changes), open it,
 * reschedule (the update's calendar file has the first file's UID and a higher SEQUENCE), cancel
 * (METHOD:CANCEL), and the salon's notices arrive. axe and a screenshot in every state, at phone and
 * desktop size (the two projects book on different dates of one server).
 */
import { expect, test } from '@playwright/test';
import { chooseDateAndTime, chooseService, fillDetails, openBooking } from '../booking/booking-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  calendarFacts,
  dashboardRow,
  manageLinkIn,
  screenshot,
  sentTo,
  staffApi,
  uniqueCustomer,
  waitForMail,
  weekdayDate,
} from './manage-helpers.ts';

test('book, open the link from the e-mail, reschedule, cancel: the page, the e-mails and their calendar files', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffApi(baseURL!);
  const customer = uniqueCustomer(testInfo, 'Journey');
  const window = (await (await page.request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const index = testInfo.project.name.endsWith('phone') ? 6 : 9;
  const date = window.dates[index]!.date;
  const newDate = window.dates[index + 1]!.date;

  // Booked on the public page, as any customer.
  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await chooseService(page, 'Spa', 'Foot Massage');
  await chooseDateAndTime(page, date, '11:00');
  await fillDetails(page, { ...customer, phone: '+66 81 234 5678' });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();

  const received = await waitForMail(
    'booking received',
    (mail) => sentTo(customer.email)(mail) && mail.subject.startsWith('We received'),
  );
  const link = manageLinkIn(received);
  const token = new URL(link, baseURL).searchParams.get('token')!;
  const first = calendarFacts(received.ics);
  const seen = new Set([received.file]);

  // A mail scanner or a link preview fetches the link, the booking and the calendar file: nothing changes.
  const before = await dashboardRow(staff, customer.name);
  const scanned = await page.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['cache-control']).toContain('no-store');
  expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  expect(scanned.headers()['x-robots-tag']).toContain('noindex');
  expect((await page.request.get(`/api/manage/booking?token=${token}`)).status()).toBe(200);
  const calendarFile = await page.request.get(`/api/manage/calendar?token=${token}`);
  expect(calendarFile.headers()['content-type']).toContain('text/calendar');
  expect(calendarFacts(await calendarFile.text()).uid).toBe(first.uid);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  expect(await dashboardRow(staff, customer.name)).toEqual(before);

  // The booking in words, what the customer may do, and how to reach the salon.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const when = page.getByTestId('manage-when');
  await expect(when).toContainText(weekdayDate(date));
  await expect(when).toContainText('11:00 – 12:30');
  await expect(page.getByTestId('manage-status')).toHaveText('Awaiting confirmation');
  await expect(page.getByTestId('manage-reference')).toHaveText(String(before.reference));
  await expect(page.getByTestId('manage-services')).toContainText('Classic Manicure');
  await expect(page.getByTestId('manage-total')).toHaveText('900฿');
  await expect(page.getByTestId('manage-cutoff')).toHaveText(
    /^You can change or cancel online until \d+ hours? before your appointment \(\w{3} \d{1,2} \w{3}, \d\d:\d\d\)\.$/,
  );
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/manage/calendar?token=${token}`,
  );
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-open');

  // Reschedule: the same selects as /booking; nothing moves before "Confirm new time".
  await page.getByRole('button', { name: 'Choose another time' }).click();
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Time', { exact: true }).locator('option[value="11:00"]')).toHaveText(
    '11:00 – your current time',
  );
  await chooseDateAndTime(page, newDate, '15:00');
  await expect(page.getByTestId('reschedule-new-time')).toHaveText(`New time: ${weekdayDate(newDate)}, 15:00 – 16:30`);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-reschedule-form');
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  const notice = page.getByTestId('manage-notice');
  await expect(notice).toContainText(
    `Your booking is now on ${weekdayDate(newDate)} at 15:00. We have sent you an e-mail with the new time.`,
  );
  await expect(notice).toBeFocused();
  await expect(when).toContainText(weekdayDate(newDate));
  await expect(when).toContainText('15:00 – 16:30');
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-rescheduled');
  expect((await dashboardRow(staff, customer.name)).customerChangedAt).toEqual(expect.any(String));

  const updated = await waitForMail(
    'the new time',
    (mail) => sentTo(customer.email)(mail) && mail.subject.includes(' is now '),
    seen,
  );
  seen.add(updated.file);
  const update = calendarFacts(updated.ics);
  expect(update.uid).toBe(first.uid);
  expect(update.sequence).toBeGreaterThan(first.sequence);
  await waitForMail('the salon hears of the move', (mail) =>
    mail.subject.startsWith(`Moved by the customer: ${customer.name}`),
  );

  // The same link keeps working and shows the new time.
  await page.reload();
  await expect(when).toContainText(weekdayDate(newDate));

  // Cancel: a confirmation first, its focus on keeping the booking.
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toContainText('Your booking has been cancelled. We have sent you an e-mail to confirm it.');
  await expect(notice).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
  await expect(page.getByTestId('manage-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('manage-closed')).toContainText('This booking has been cancelled');
  await expect(page.getByRole('button', { name: 'Choose another time' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-cancelled');

  const cancelled = await waitForMail(
    'the cancellation',
    (mail) => sentTo(customer.email)(mail) && mail.subject.endsWith(' is cancelled'),
    seen,
  );
  const cancellation = calendarFacts(cancelled.ics);
  expect(cancellation.method).toBe('CANCEL');
  expect(cancellation.uid).toBe(first.uid);
  expect(cancellation.sequence).toBeGreaterThan(update.sequence);
  await waitForMail('the salon hears of the cancellation', (mail) =>
    mail.subject.startsWith(`Cancelled by the customer: ${customer.name}`),
  );

  // A link that opens nothing: one calm page with the salon's contacts.
  await page.goto(`/manage?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'manage-invalid');
  await staff.dispose();
});
