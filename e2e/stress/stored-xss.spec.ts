/**
 * Stored XSS: script payloads booked as a customer's name
 * and notes through the public API are shown as literal text, and never run,
 * on every admin screen that shows them: dashboard search, order detail,
 * calendar, technician page and the outbox message dialog.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import {
  sameOrigin,
  seedAppointment,
  signIn,
  technicians,
  testDate,
  uniqueToken,
} from '../dashboard/dashboard-fixtures.ts';

const IMG_PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const SCRIPT_PAYLOAD = '"><script>window.__pwned=1</script>';

async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // No element built from the payload: no <img src=x>, no inline script carrying it.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').filter({ hasText: '__pwned' }).count()).toBe(0);
}

test('script payloads in customer fields are shown literally and never run on any admin screen', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const token = uniqueToken();
  const name = `${IMG_PAYLOAD} ${token}`;
  const date = await testDate(page, testInfo, 3);
  const technician = (await technicians(page)).find((candidate) => candidate.active);
  if (!technician) throw new Error('No active technician');
  const id = await seedAppointment(page, {
    date,
    time: '15:00',
    name,
    notes: SCRIPT_PAYLOAD,
    email: `${token}@guest.example`,
    technicianId: technician.id,
  });
  // The booking went through the public API unchanged.
  const stored = await page.request.get(`/api/admin/appointments/${id}`, { headers: sameOrigin(page) });
  expect(((await stored.json()) as { appointment: { customerName: string } }).appointment.customerName).toBe(name);

  await page.goto(`/admin?q=${token}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(SCRIPT_PAYLOAD).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/admin/calendar?date=${date}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/admin/technician/${technician.id}?date=${date}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectInert(page);

  await page.goto('/admin/outbox');
  // The salon's "New booking" notice carries the customer's name in its subject and body.
  const row = page
    .getByRole('list', { name: 'Messages, newest first' })
    .getByRole('listitem')
    .filter({ hasText: `New booking: ${name},` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^View the message/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name).first()).toBeVisible();
  await expectInert(page);
  // The HTML part is in a sandboxed frame: scripts cannot run there either.
  const frame = dialog.locator('iframe[sandbox]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[sandbox]').locator('body')).toContainText(name);
  expect(await page.frameLocator('iframe[sandbox]').locator('img[src="x"]').count()).toBe(0);

  if (process.env.HOSTILE_SCREENSHOTS) {
    await page.screenshot({ path: `/tmp/hostile-outbox-${testInfo.project.name}.png`, fullPage: true });
  }
});
