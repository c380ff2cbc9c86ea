/**
 * Capacity as the customer sees it: full times disabled, a slot taken while
 * the customer was typing, a chosen time that fills up, and no other
 * customer's e-mail or phone in anything the page receives.
 */
import { expect, test } from '@playwright/test';
import {
  bookViaApi,
  chooseDateAndTime,
  chooseService,
  fillDetails,
  openBooking,
  serviceId,
  testDate,
} from './booking-helpers.ts';

test('shows a time as fully booked (disabled) after three bookings', async ({ page, request }, testInfo) => {
  const date = await testDate(request, testInfo);
  const manicure = await serviceId(request, 'Classic Manicure');
  for (let i = 0; i < 3; i += 1)
    expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '12:00' })).toBe(201);
  expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '12:00' })).toBe(409);

  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  const time = page.getByLabel('Time', { exact: true });
  const full = time.locator('option[value="12:00"]');
  await expect(full).toBeDisabled();
  await expect(full).toHaveText('12:00 – fully booked');
  // The 30-minute buffer after 12:30 keeps 12:45 full; 13:00 is free again.
  await expect(time.locator('option[value="12:45"]')).toBeDisabled();
  await expect(time.locator('option[value="13:00"]')).toBeEnabled();
});

test('a slot taken between loading and submitting: clear message, fresh times, nothing typed lost', async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  const manicure = await serviceId(request, 'Classic Manicure');
  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await chooseDateAndTime(page, date, '14:00');
  const details = {
    name: 'Rae Racer',
    email: 'rae.racer@example.com',
    phone: '+66 82 000 1111',
    notes: 'Window seat please',
  };
  await fillDetails(page, details);

  // Meanwhile three other customers book the same time.
  for (let i = 0; i < 3; i += 1)
    expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '14:00' })).toBe(201);

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const message =
    'Sorry, someone else has just booked this time. Please choose another time – everything else you entered is still here.';
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toBeFocused();
  await expect(time).toHaveAccessibleDescription(message);
  await expect(page.locator('[aria-live="assertive"]')).toContainText('someone else has just booked this time');
  await expect(time.locator('option[value="14:00"]')).toBeDisabled();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(details.name);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(details.email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(details.phone);
  await expect(page.getByLabel('Additional notes')).toHaveValue(details.notes);
  await expect(page.getByRole('checkbox', { name: /Classic Manicure/ })).toBeChecked();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);

  // Another time goes through.
  await time.selectOption('15:00');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
});

test('a chosen time that fills up is cleared with a visible note when the services change', async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  const manicure = await serviceId(request, 'Classic Manicure');
  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await chooseDateAndTime(page, date, '17:00');
  // Three bookings at 18:00 do not touch 17:00 + 30 min, but do touch 17:00 + 90 min.
  for (let i = 0; i < 3; i += 1)
    expect(await bookViaApi(request, { serviceIds: [manicure], date, time: '18:00' })).toBe(201);

  await chooseService(page, 'Spa', 'Foot Massage');
  const time = page.getByLabel('Time', { exact: true });
  await expect(
    page.getByText('The time you had chosen (17:00) is now fully booked. Please choose another time.'),
  ).toBeVisible();
  await expect(time).toHaveValue('');
  await expect(time.locator('option[value="17:00"]')).toBeDisabled();
});

test("no response the booking page receives contains another customer's e-mail or phone", async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  const waxing = await serviceId(request, 'Underarm Waxing');
  const secretEmail = `secret.${testInfo.project.name}.${Date.now()}@private.example`;
  const secretPhone = `+66 9${String(Date.now() % 1e8).padStart(8, '0')}`;
  expect(
    await bookViaApi(request, { serviceIds: [waxing], date, time: '19:30', email: secretEmail, phone: secretPhone }),
  ).toBe(201);

  const bodies: string[] = [];
  page.on('response', async (response) => {
    try {
      bodies.push(await response.text());
    } catch {
      // Redirects and aborted requests have no body.
    }
  });

  await openBooking(page);
  await chooseService(page, 'Waxing', 'Underarm Waxing');
  await chooseDateAndTime(page, date, '19:00');
  await fillDetails(page, { name: 'Privacy Checker', email: 'privacy.checker@example.com', phone: '+66 83 333 4444' });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const apiBodies = bodies.join('\n');
  expect(bodies.length).toBeGreaterThan(3);
  expect(apiBodies).toContain('"state"');
  const digits = secretPhone.replace(/\D/g, '');
  expect(apiBodies).not.toContain(secretEmail);
  expect(apiBodies).not.toContain(secretEmail.split('@')[0]);
  expect(apiBodies).not.toContain(secretPhone);
  expect(apiBodies).not.toContain(digits);
  expect(apiBodies).not.toContain('@private.example');
});
