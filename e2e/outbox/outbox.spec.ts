/**
 * The admin Outbox page: a booking made through the public API
 * writes "we received your booking" and the salon's notice to the outbox;
 * the e2e server has no SMTP_URL, so both stay "Not yet sent" and staff
 * read them here.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInThroughPage as signIn } from '../support/staff.ts';

/** Books through the public API, as a customer would; each test and project uses its own slot. */
async function book(page: Page, testInfo: TestInfo, slot: number, name: string): Promise<void> {
  const dates = (await (await page.request.get('/api/bookings/dates')).json()) as {
    today: string;
    dates: { date: string }[];
  };
  const date = dates.dates.map((option) => option.date).filter((value) => value !== dates.today)[slot];
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const serviceId = catalogue.categories[0]?.services[0]?.id;
  const time = testInfo.project.name.endsWith('phone') ? '12:00' : '11:00';
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceIds: [serviceId],
      date,
      time,
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      phone: '+66 81 234 5678',
      notes: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test(
  'a booking shows up in the Outbox, not yet sent, readable as HTML, text',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const name = `Outbox Guest ${testInfo.project.name.split('-').pop()}`;
    await signIn(page);
    await book(page, testInfo, 0, name);

    await page.getByRole('link', { name: 'E-mail outbox' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible();

    const list = page.getByRole('list', { name: 'Messages, newest first' });
    const notice = list.getByRole('listitem').filter({ hasText: `New booking: ${name},` });
    // The guest's "we received your booking" (their reminder, planned for later, is another row to them).
    const received = list
      .getByRole('listitem')
      .filter({ hasText: `${name.toLowerCase().replace(/ /g, '.')}@example.com` })
      .filter({ hasText: 'We received your booking at' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('Not yet sent');
    await expect(notice).toContainText('New booking (salon)');
    await expect(received).toHaveCount(1);
    await expect(received).toContainText('We received your booking at');
    await expectNoAxeViolations(page);

    if (process.env.OUTBOX_SCREENSHOTS) {
      await page.screenshot({ path: `/tmp/mail-outbox-list-${testInfo.project.name}.png`, fullPage: true });
    }

    // Open the customer's message: a dialog with the HTML part in a sandboxed frame, then the text part.
    const view = received.getByRole('button', { name: /^View the message/ });
    await view.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/message=\d+/);
    const frame = dialog.locator('iframe[title="HTML part of the e-mail, as the customer sees it"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      page.frameLocator('iframe[sandbox]').getByRole('heading', { name: 'We received your booking' }),
    ).toBeVisible();
    await expect(page.frameLocator('iframe[sandbox]').getByText(`Dear ${name},`)).toBeVisible();
    if (process.env.OUTBOX_SCREENSHOTS) {
      await page.screenshot({ path: `/tmp/mail-outbox-dialog-${testInfo.project.name}.png` });
    }
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText(`Dear ${name},`);
    await expect(dialog.getByRole('tabpanel')).toContainText('Total price:');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/message=/);
    await expect(view).toBeFocused();
  },
);

test('the status filter lives in the URL and shows only that status', async ({ page }, testInfo) => {
  const name = `Filter Guest ${testInfo.project.name.split('-').pop()}`;
  await signIn(page);
  await book(page, testInfo, 1, name);
  await page.goto('/admin/outbox');
  const filter = page.getByLabel('Show');
  await filter.selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No messages with this status.')).toBeVisible();
  await filter.selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('listitem').filter({ hasText: `New booking: ${name},` })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('pending');
  await expectNoAxeViolations(page);
});

test('confirming an appointment puts the confirmation, with its calendar invitation, in the Outbox', async ({
  page,
}, testInfo) => {
  const name = `Confirm Guest ${testInfo.project.name.split('-').pop()}`;
  await signIn(page);
  await book(page, testInfo, 2, name);
  const origin = new URL(page.url()).origin;
  const headers = { origin, 'sec-fetch-site': 'same-origin' };
  const list = await page.request.get(`/api/admin/appointments?q=${encodeURIComponent(name)}`);
  const { items } = (await list.json()) as { items: { id: string; version: number }[] };
  const booked = items[0];
  if (!booked) throw new Error('the booking is not on the dashboard');
  const confirmed = await page.request.patch(`/api/admin/appointments/${booked.id}/status`, {
    data: { version: booked.version, status: 'confirmed' },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto('/admin/outbox?status=pending');
  const row = page
    .getByRole('listitem')
    .filter({ hasText: 'is confirmed:' })
    .filter({
      hasText: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
    });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirmation');
  await row.getByRole('button', { name: /^View the message/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    page.frameLocator('iframe[sandbox]').getByRole('heading', { name: 'Your appointment is confirmed' }),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Calendar invitation' }).click();
  const panel = dialog.getByRole('tabpanel');
  await expect(panel).toContainText('BEGIN:VEVENT');
  await expect(panel).toContainText(`UID:appointment-${booked.id}@`);
  await expect(panel).toContainText(testInfo.project.name.endsWith('phone') ? 'T120000' : 'T110000');
  await expect(panel).toContainText('DTSTART;TZID=Asia/Bangkok:');
  await expectNoAxeViolations(page);
  if (process.env.OUTBOX_SCREENSHOTS) {
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    await page.screenshot({ path: `/tmp/mail-outbox-confirmation-${testInfo.project.name}.png` });
  }
});
