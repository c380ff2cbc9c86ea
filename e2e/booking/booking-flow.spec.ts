/** The booking page: happy path, every message, the Salon Hours popup, keyboard only, axe. */
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseDateAndTime, chooseService, fillDetails, openBooking, testDate } from './booking-helpers.ts';

test('books an appointment from start to confirmation, then resets for another', async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  await openBooking(page);
  await expectNoAxeViolations(page);

  // The form appears once a service is chosen.
  await expect(page.getByLabel('Date', { exact: true })).toBeHidden();
  await chooseService(page, 'Nails', 'Classic Manicure');
  await chooseService(page, 'Spa', 'Foot Massage');
  await expect(page.getByTestId('total-duration')).toHaveText('90 min');
  await expect(page.getByTestId('total-price')).toHaveText('900฿');

  await chooseDateAndTime(page, date, '10:00');
  await fillDetails(page, {
    name: `<b>Ann</b> O'Neill`,
    email: 'ann.happy@example.com',
    phone: '+66 81 234 5678',
    notes: 'Sensitive skin <script>alert(1)</script>',
  });
  await expect(page.getByText('Ends at 11:30')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const heading = page.getByRole('heading', { name: 'Booking Confirmed' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const weekday = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  await expect(page.getByTestId('confirmed-when')).toHaveText(`${weekday} at 10:00`);
  await expect(page.getByText('Please wait for our confirmation e-mail before coming to the salon.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+66 00 000 0000' })).toHaveAttribute(
    'href',
    'tel:+66000000000',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@salon.example' })).toHaveAttribute(
    'href',
    'mailto:hello@salon.example',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Book Another Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeFocused();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByTestId('total-price')).toHaveText('0฿');
});

test('shows every validation message next to its field, announces it and focuses the first', async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  await openBooking(page);
  const submit = page.getByRole('button', { name: 'Confirm Booking' });

  await submit.click();
  const services = page.getByRole('group', { name: 'Services' });
  await expect(services).toBeFocused();
  await expect(page.getByText('Please select at least one service', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Please select at least one service');

  await chooseService(page, 'Waxing', 'Underarm Waxing');
  await expect(page.getByText('Please select at least one service', { exact: true })).toHaveCount(0);
  await submit.click();
  const dateSelect = page.getByLabel('Date', { exact: true });
  await expect(dateSelect).toBeFocused();
  const expected: [string, string][] = [
    ['Date', 'Please select a date'],
    ['Time', 'Please select a time'],
    ['Name', 'Please enter your name'],
    ['E-mail', 'Please enter a valid email'],
    ['Phone', 'Please enter a valid phone number (minimum 8 digits)'],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
  }
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Please check the 5 highlighted fields');
  await expectNoAxeViolations(page);

  await chooseDateAndTime(page, date, '19:00');
  await fillDetails(page, { name: 'x'.repeat(101), email: 'not-an-email', phone: '+66 1234', notes: 'n'.repeat(1001) });
  await submit.click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByText('Please keep your name to 100 characters or fewer', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number (minimum 8 digits)', { exact: true })).toBeVisible();
  await expect(page.getByText('Please keep your notes to 1000 characters or fewer', { exact: true })).toBeVisible();

  // Typing clears a field's message.
  await page.getByLabel('Name', { exact: true }).fill('Valid Name');
  await expect(page.getByText('Please keep your name to 100 characters or fewer', { exact: true })).toHaveCount(0);
});

test('explains the Salon Hours when added services would end after closing, and returns to the time', async ({
  page,
  request,
}, testInfo) => {
  const date = await testDate(request, testInfo);
  await openBooking(page);
  await chooseService(page, 'Nails', 'Classic Manicure');
  await chooseDateAndTime(page, date, '20:00');
  // Times that would end after 21:00 are not offered at all.
  const times = page.getByLabel('Time', { exact: true });
  await expect(times.locator('option[value="20:30"]')).toHaveCount(1);
  await expect(times.locator('option[value="20:45"]')).toHaveCount(0);

  await chooseService(page, 'Eyelashes', 'Russian Volume Lashes');
  const dialog = page.getByRole('dialog', { name: 'Salon Hours' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Appointment would end after closing time');
  // The owner's weekly hours, as on the about page.
  await expect(dialog).toContainText('Monday–Saturday 10:00 AM – 9:00 PM');
  await expect(dialog).toContainText('Sunday Closed');
  await expect(dialog).toContainText('Please pick a time that ends before 9:00 PM.');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Book Another Time' }).click();
  await expect(dialog).toBeHidden();
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toBeFocused();
  await expect(time).toHaveValue('');
  await expect(time).toHaveAccessibleDescription('Appointment would end after closing time');
  // 150 minutes: 18:30 is the last start offered.
  await expect(time.locator('option[value="18:30"]')).toHaveCount(1);
  await expect(time.locator('option[value="18:45"]')).toHaveCount(0);
});

test('pre-selects a service from ?service= and opens a category from ?category=', async ({ page, request }) => {
  const body = (await (await request.get('/api/catalogue')).json()) as {
    categories: { slug: string; services: { id: number; name: string }[] }[];
  };
  const lashes = body.categories.find((c) => c.slug === 'eyelashes')!.services[0]!;
  await openBooking(page, `?service=${lashes.id}`);
  await expect(page.getByRole('checkbox', { name: new RegExp(lashes.name) })).toBeChecked();
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();

  await openBooking(page, '?category=spa');
  await expect(page.getByRole('button', { name: /^Spa/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: /Foot Massage/ })).toBeVisible();
});

test('can be completed with the keyboard alone', async ({ page, request }, testInfo) => {
  const date = await testDate(request, testInfo);
  await openBooking(page);

  async function tabTo(predicate: string, limit = 60) {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(predicate)) return;
    }
    throw new Error(`Never reached: ${predicate}`);
  }

  await tabTo(
    `document.activeElement?.getAttribute('aria-expanded') !== null && document.activeElement?.textContent?.startsWith('Waxing')`,
  );
  await page.keyboard.press('Enter');
  await tabTo(`document.activeElement?.closest('label')?.textContent?.includes('Underarm Waxing')`);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /Underarm Waxing/ })).toBeChecked();

  /** Moves a focused native select with the arrow keys until it shows the wanted value. */
  async function arrowTo(select: Locator, wanted: string) {
    const order = await select.evaluate((element) => [...(element as HTMLSelectElement).options].map((o) => o.value));
    for (let i = 0; i < 80; i += 1) {
      const current = await select.inputValue();
      if (current === wanted) return;
      await page.keyboard.press(order.indexOf(current) < order.indexOf(wanted) ? 'ArrowDown' : 'ArrowUp');
    }
    throw new Error(`Could not reach ${wanted} with the arrow keys`);
  }

  await tabTo(`document.activeElement?.id?.endsWith('-date')`);
  const dateSelect = page.getByLabel('Date', { exact: true });
  await arrowTo(dateSelect, date);
  await expect(dateSelect).toHaveValue(date);

  await page.keyboard.press('Tab');
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toBeFocused();
  await expect(time).not.toHaveAttribute('aria-busy', 'true');
  await expect(time.locator('option[value="16:00"]')).toBeEnabled();
  await arrowTo(time, '16:00');
  await expect(time).toHaveValue('16:00');

  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim.keyboard@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+44 7700 900123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only a keyboard, no mouse.');
  await tabTo(`document.activeElement?.textContent === 'Confirm Booking'`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeFocused();
});
