/**
 * Staff sign-in in a real browser: protected pages, the login
 * form, returning to the first-asked page, the session cookie, sign-out.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_STAFF } from '../support/staff.ts';

const PROTECTED = [
  { path: '/admin', next: null },
  { path: '/admin/calendar', next: '/admin/calendar' },
  { path: '/admin/technician/some-technician', next: '/admin/technician/some-technician' },
  { path: '/admin/orders/some-order', next: '/admin/orders/some-order' },
  { path: '/admin/outbox', next: '/admin/outbox' },
] as const;

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('an anonymous visitor', () => {
  for (const { path, next } of PROTECTED) {
    test(`opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      const url = new URL(page.url());
      expect(url.searchParams.get('next')).toBe(next);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
    });
  }

  test('sees the full-screen Loading... placeholder on cream while the login state loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/calendar');
    const placeholder = page.getByRole('status').filter({ hasText: 'Loading...' });
    await expect(placeholder).toBeVisible();
    const background = await placeholder.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(251, 247, 242)');
    release();
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcalendar$/);
  });

  test('gets 401 from the admin API itself: the server, not the page, guards the data', async ({ request }) => {
    const response = await request.get('/api/admin/appointments');
    expect(response.status()).toBe(401);
  });
});

test.describe('the login page', () => {
  test('has labelled, required e-mail and password fields and passes axe, also with the error box', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Staff Login \| /);
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
    await fillAndSubmit(page, E2E_STAFF.email, 'definitely-not-it');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expectNoAxeViolations(page);
  });

  test('shows the same red box for a wrong password and for an unknown e-mail, and stays on /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillAndSubmit(page, E2E_STAFF.email, 'wrong-password-123');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Invalid email or password');
    await expect(alert).toHaveClass(/\bbg-red-50\b/);
    await expect(alert).toHaveClass(/\bborder-red-300\b/);
    await fillAndSubmit(page, 'nobody@salon.example', 'wrong-password-123');
    await expect(alert).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after 5 failures for one e-mail shows the polite cooling-off message', async ({ page }, testInfo) => {
    const email = `lockout-${testInfo.project.name}@salon.example`;
    await page.goto('/login');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await fillAndSubmit(page, email, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    await fillAndSubmit(page, email, 'wrong-password-6');
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. For your security, please wait 15 minutes and try again.',
    );
  });
});

test.describe('signing in', () => {
  test('goes to /admin and sets an HttpOnly, SameSite=Lax session cookie', async ({ page, context }) => {
    await page.goto('/login');
    await fillAndSubmit(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments Dashboard' })).toBeVisible();
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'salon_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    // Sliding 30 days from now.
    expect((session?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('salon_session');
  });

  test('returns to the protected page first asked for', async ({ page }) => {
    await page.goto('/admin/calendar');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcalendar$/);
    await fillAndSubmit(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/calendar');
  });

  test('ignores a next parameter pointing off the site', async ({ page }) => {
    await page.goto('/login?next=//evil.example/admin');
    await fillAndSubmit(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page).toHaveURL((url) => url.pathname === '/admin' && url.host.startsWith('localhost'));
  });

  test('a signed-in visitor opening /login goes straight on', async ({ page }) => {
    await page.request.post('/api/auth/sign-in', { data: { email: E2E_STAFF.email, password: E2E_STAFF.password } });
    await page.goto('/login?next=/admin/outbox');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/outbox');
  });

  test('a 401 from an admin query on an open page sends the user to /login?next=<that page>', async ({
    page,
    context,
  }) => {
    // The outbox list refetches every 15 s through TanStack Query; a fake clock makes that instant.
    await page.clock.install();
    await page.request.post('/api/auth/sign-in', { data: { email: E2E_STAFF.email, password: E2E_STAFF.password } });
    await page.goto('/admin/outbox?status=failed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/outbox');
    await page.request.post('/api/auth/sign-out');
    await context.clearCookies();
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/admin/outbox') && response.status() === 401,
    );
    await page.clock.fastForward(20_000);
    await answered;
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Foutbox%3Fstatus%3Dfailed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  });

  test('a session that ends while a page is open sends the user to /login at the next admin page', async ({
    page,
    context,
  }) => {
    await page.request.post('/api/auth/sign-in', { data: { email: E2E_STAFF.email, password: E2E_STAFF.password } });
    await page.goto('/admin/calendar');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/calendar');
    // The page is open once the admin area shows; before that, its own session check would find none.
    const dashboardLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toBeVisible();
    // From here on the pages' own admin API calls never answer, so only the admin layout's
    // session re-check on navigation can notice that the session has ended.
    await page.route('**/api/admin/**', () => {});
    await page.request.post('/api/auth/sign-out');
    await context.clearCookies();
    await dashboardLink.press('Enter');
    await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
  });
});

test('a sign-in made while the page still asks who is signed in is not undone by that late answer', async ({
  page,
}) => {
  // The page's first session lookup is held until the sign-in has taken the page to the dashboard, then
  // answered as the server answers a request that carried no session: "nobody". A phone on a slow network
  // does this by itself when Sign In is tapped at once.
  let held = false;
  let lateAnswer: () => void = () => {};
  const lateAnswered = new Promise<void>((resolve) => (lateAnswer = resolve));
  await page.route('**/api/auth/session', async (route) => {
    if (held) return route.continue();
    held = true;
    await page.waitForURL((url) => url.pathname === '/admin');
    // What the server answered to that lookup, sent before the sign-in: no session. (Continuing the held
    // request would let the browser attach the new session cookie to it.)
    await route.fulfill({ json: { staff: null } });
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/session')) lateAnswer();
  });
  await page.goto('/login');
  await fillAndSubmit(page, E2E_STAFF.email, E2E_STAFF.password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  expect(held).toBe(true);
  // The late "nobody" arrives; the dashboard stays.
  await lateAnswered;
  await page.waitForTimeout(500);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toHaveCount(0);
});
