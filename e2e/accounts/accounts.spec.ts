/**
 * Roles, staff accounts and the set-password link in a real browser (issue
 * 13): the owner adds a colleague with a one-time link; the colleague opens
 * it in their own browser, chooses a password, signs in, and finds no owner
 * page open to them; the owner deactivates them and their next step lands on
 * the sign-in page. Also the settings index and history pages, axe on each.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE_TOO } from '../support/viewports.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_STAFF } from '../support/staff.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/h1-shots';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@salon.example`;
}

async function addColleagueWithLink(page: Page, email: string): Promise<string> {
  await page.goto('/admin/settings/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff account' });
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('staff');
  await expect(dialog.getByLabel(/one-time link/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('region', { name: `Send this link to ${email}` });
  await expect(notice).toBeVisible();
  const link = await page.getByLabel('Set-password link').inputValue();
  expect(link).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  return link;
}

async function freshPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  return { context, page: await context.newPage() };
}

test('an owner adds a colleague with a link; the colleague sets a password and works as staff until deactivated', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const size = testInfo.project.name;
  const email = uniqueEmail('colleague');
  await signIn(page, E2E_STAFF.email, E2E_STAFF.password);

  const link = await addColleagueWithLink(page, email);
  await page.screenshot({ path: `${SHOTS}/accounts-link-${size}.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('account-row').filter({ hasText: email });
  await expect(row).toContainText('Waiting for them to set a password');

  // The colleague, in their own browser: the link survives opening and reloading.
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const colleague = await freshPage(browser, baseURL, viewport);
  const other = colleague.page;
  await other.goto(link);
  await expect(other.getByText(`For ${email}.`)).toBeVisible();
  await other.reload();
  await expect(other.getByText(`For ${email}.`)).toBeVisible();
  expect(await other.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await other.screenshot({ path: `${SHOTS}/set-password-${size}.png`, fullPage: true });
  await expectNoAxeViolations(other);

  await other.getByLabel('New password').fill('colleague-password-1');
  await other.getByLabel('Type it again').fill('colleague-password-2');
  await other.getByRole('button', { name: 'Save password' }).click();
  await expect(other.getByText('The two passwords are not the same.')).toBeVisible();
  await other.getByLabel('Type it again').fill('colleague-password-1');
  await other.getByRole('button', { name: 'Save password' }).click();
  await expect(other.getByText('Your password is set. You can sign in now.')).toBeVisible();
  await other.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(other).toHaveURL(/\/login$/);

  // The link worked once.
  const reused = await colleague.context.newPage();
  await reused.goto(link);
  await expect(reused.getByRole('alert')).toContainText('This link has already been used.');
  await reused.close();

  await signIn(other, email, 'colleague-password-1');
  await expect(other.getByRole('link', { name: 'Calendar' }).first()).toBeVisible();
  await expect(other.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await other.goto('/admin/settings/menu');
  await expect(other.getByRole('heading', { name: 'Owners only' })).toBeVisible();
  // The payroll is the owner's too (decision 255): no link, and the page refuses.
  await expect(other.getByRole('link', { name: 'Payroll' })).toHaveCount(0);
  await other.goto('/admin/payroll');
  await expect(other.getByRole('heading', { name: 'Owners only' })).toBeVisible();
  await other.goto('/admin');

  // The owner deactivates them.
  await page.reload();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${email}?` });
  await expect(confirm.getByRole('button', { name: 'Keep active' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');

  // Their next step in the admin lands on the sign-in page.
  await other.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(other).toHaveURL(/\/login/);
  await colleague.context.close();

  // The history tells who did what, newest first.
  await page.goto('/admin/settings/history?area=accounts');
  const entries = page.getByTestId('history-entry');
  await expect(entries.first()).toContainText(`Deactivated ${email}`);
  await expect(entries.filter({ hasText: `Added ${email} as staff, with a set-password link.` })).toHaveCount(1);
  await entries.first().getByText('Show details').click();
  await expect(entries.first().getByRole('columnheader', { name: 'Before' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/history-${size}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test(
  'the settings index links every settings page; the accounts page and its dialog pass axe',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const size = testInfo.project.name;
    await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin/settings');
    for (const name of [
      'Menu',
      'Opening hours & closures',
      "Technicians' days",
      'Booking rules',
      'Salon details',
      'Staff accounts',
      'Settings history',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/settings-index-${size}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Staff accounts/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/accounts$/);
    await expect(page.getByTestId('account-row').filter({ hasText: E2E_STAFF.email })).toContainText('Owner');
    await page.screenshot({ path: `${SHOTS}/accounts-${size}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Bad input: the message stands next to the field, and nothing is added.
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a staff account' });
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByLabel(/Type a password/).check();
    await dialog.getByLabel('New password').fill('short');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect(dialog.getByText('Enter the e-mail address they will sign in with.')).toBeVisible();
    await expect(dialog.getByText('The password must be at least 10 characters long.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/accounts-add-errors-${size}.png` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test('a link that is unknown or incomplete says so and who to ask', async ({ page }) => {
  await page.goto(`/set-password?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  await page.goto('/set-password');
  await expect(page.getByRole('alert')).toContainText('This link is not complete.');
  await expectNoAxeViolations(page);
});
