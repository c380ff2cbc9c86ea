/**
 * Staff switch the admin to Thai (decision 175): the choice is kept with the staff account, so
 * the admin opens in Thai after a reload and after signing out and in again; Thai navigation, dates in
 * the Buddhist era, and axe clean in Thai at phone and desktop widths.
 *
 * One staff login serves this folder's server, and the language is kept with it: this file runs once, in
 * the desktop project (`.desktop.spec.ts`), and checks the phone width itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_STAFF } from '../support/staff.ts';
import { bookingDates, seedAppointment, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

/** The sign-in form by its fields' types: it may be shown in either language here. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login?next=/admin');
  await page.locator('input[type="email"]').fill(E2E_STAFF.email);
  await page.locator('input[type="password"]').fill(E2E_STAFF.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
}

function adminNav(page: Page, label: string) {
  return page.getByRole('navigation', { name: label });
}

test('a staff member switches the admin to Thai, and it stays Thai after a reload and a new sign-in', async ({
  page,
}) => {
  // Two sign-ins (a deliberately slow password hash each), several page loads and axe at two widths.
  test.slow();
  await page.addInitScript(() => sessionStorage.setItem('discountPopupShown', 'true'));
  await signIn(page);

  // An appointment to show a date (the dashboard's rows carry the year).
  const token = uniqueToken();
  const { future } = await bookingDates(page);
  const date = future.at(-1)!;
  await seedAppointment(page, { date, time: '11:00', name: `Ploy ${token}` });
  await page.goto(`/admin?q=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments Dashboard' })).toBeVisible();

  // The switch: English is the account's language at first.
  const switcher = page.getByRole('group', { name: 'Language of the admin area' });
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await switcher.getByRole('button', { name: 'ไทย' }).click();

  // At once, without a reload: Thai navigation, headings and dates in the Buddhist era.
  const thaiNav = adminNav(page, 'ระบบหลังร้าน');
  await expect(thaiNav.getByRole('link', { name: 'ภาพรวมนัดหมาย' })).toBeVisible();
  await expect(thaiNav.getByRole('link', { name: 'ปฏิทิน' })).toBeVisible();
  await expect(thaiNav.getByRole('link', { name: 'ลูกค้า' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมนัดหมาย' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const buddhistYear = String(year + 543);
  const row = page.getByRole('table', { name: 'นัดหมาย' }).locator('tbody tr').first();
  await expect(row).toContainText(buddhistYear);
  await expect(row).toContainText(
    new Intl.DateTimeFormat('th-TH', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day)),
  );
  await expect(row).not.toContainText(String(year));
  await expect(
    page.getByRole('group', { name: 'ภาษาของระบบหลังร้าน' }).getByRole('button', { name: 'ไทย' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Kept with the account: the session says so, and a reload opens in Thai.
  const session = (await (await page.request.get('/api/auth/session')).json()) as { staff: { language: string } };
  expect(session.staff.language).toBe('th');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมนัดหมาย' })).toBeVisible();
  await expect(adminNav(page, 'ระบบหลังร้าน').getByRole('link', { name: 'ปฏิทิน' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'นัดหมาย' }).locator('tbody tr').first()).toContainText(buddhistYear);
  await expectNoAxeViolations(page);

  // Another Thai screen: the calendar.
  await adminNav(page, 'ระบบหลังร้าน').getByRole('link', { name: 'ปฏิทิน' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทิน' })).toBeVisible();

  // At phone width the switch and the Thai navigation are there too, and the screen is axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมนัดหมาย' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'ภาษาของระบบหลังร้าน' }).getByRole('button', { name: 'ไทย' }),
  ).toBeVisible();
  await expect(adminNav(page, 'ระบบหลังร้าน').getByRole('link', { name: 'ลูกค้า' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Sign out (through the API: the header's button is the public layout's) and in again: still Thai.
  const origin = new URL(page.url()).origin;
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin, 'sec-fetch-site': 'same-origin' },
  });
  expect(signOut.ok()).toBe(true);
  await page.context().clearCookies();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมนัดหมาย' })).toBeVisible();
  await expect(adminNav(page, 'ระบบหลังร้าน').getByRole('link', { name: 'ภาพรวมนัดหมาย' })).toBeVisible();

  // And back to English, at once and for good.
  await page.getByRole('group', { name: 'ภาษาของระบบหลังร้าน' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(adminNav(page, 'Admin').getByRole('link', { name: 'Calendar' })).toBeVisible();
});
