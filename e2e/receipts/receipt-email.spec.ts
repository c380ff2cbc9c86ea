/**
 * The e-mailed receipt (decision 224): a Russian customer's appointment is paid, staff e-mail the receipt
 * from its page to the address on file, and the test SMTP server receives it once, in Russian, with the
 * receipt number and total in its text and HTML parts. Axe on the form, phone and desktop.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMailOf } from '../support/received-mail.ts';
import { PHONE_TOO } from '../support/viewports.ts';
import { sameOrigin, serviceId, signIn, testDate, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

test('a Russian customer’s receipt is e-mailed in Russian, once', PHONE_TOO, async ({ page }, testInfo) => {
  const project = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
  await signIn(page);
  const opened = await page.request.post('/api/admin/checkout/drawer', {
    headers: sameOrigin(page),
    data: { kind: 'open', float: 200_000 },
  });
  expect([200, 409]).toContain(opened.status());

  const token = uniqueToken();
  const address = `anna.${token.toLowerCase()}@example.com`;
  const booked = await page.request.post('/api/admin/appointments', {
    headers: sameOrigin(page),
    data: {
      serviceIds: [await serviceId(page, 'Classic Manicure')],
      date: await testDate(page, testInfo, 0),
      time: project === 'phone' ? '15:00' : '16:00',
      technicianId: null,
      name: `Анна ${token}`,
      phone: '+7 916 555-01-99',
      email: address,
      source: 'phone',
      language: 'ru',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: string } };

  await page.goto(`/admin/checkout?appointment=${appointment.id}`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/checkout\/sales\//);
  await page.getByLabel('Amount paid now (฿)').fill('400');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid in full' })).toBeVisible();
  const number = ((await page.getByTestId('receipt-number').textContent()) ?? '').replace(/\D/g, '');
  expect(number).toMatch(/^\d{6}$/);

  await page.getByRole('button', { name: 'E-mail the receipt' }).click();
  const form = page.getByRole('region', { name: 'E-mail the receipt' });
  await expect(form.getByLabel(`To the customer: ${address}`)).toBeChecked();
  await expect(form.getByText("customer's booking language: Russian", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/receipt-email-form-${project}.png`, fullPage: true });
  // A double tap sends one request id twice at most: one e-mail either way.
  await form.getByRole('button', { name: 'Send' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: `The receipt is on its way to ${address} (Russian)` }),
  ).toBeVisible();
  await page.screenshot({ path: `test-results/receipt-email-queued-${project}.png` });

  const mail = await waitForMailOf(
    'receipts',
    `the receipt to ${address}`,
    (received) => received.envelopeTo.includes(address) && received.subject.startsWith('Ваш чек'),
  );
  expect(mail.subject).toContain(`№ ${number}`);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(number);
    expect(part).toContain('400,00');
    expect(part).toContain('Наличные');
  }
  expect(mail.html).toContain('lang="ru"');

  // The Outbox page lists it as a receipt.
  await page.goto('/admin/outbox');
  await expect(page.getByText(`Ваш чек`, { exact: false }).first()).toBeVisible();
});
