/**
 * Helpers for the booking browser tests. The e2e server runs on the real
 * clock, and the phone and desktop projects share one server, so every test
 * books on its own project's date and its own times, far enough apart that
 * no two tests share capacity.
 */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

interface CatalogueBody {
  categories: { slug: string; services: { id: number; name: string; priceThb: number; durationMinutes: number }[] }[];
}

export async function serviceId(request: APIRequestContext, name: string): Promise<number> {
  const body = (await (await request.get('/api/catalogue')).json()) as CatalogueBody;
  const service = body.categories.flatMap((category) => category.services).find((s) => s.name === name);
  if (!service) throw new Error(`No service named ${name}`);
  return service.id;
}

/** A bookable date at least a few days ahead (never a Sunday: the window leaves them out), one per project. */
export async function testDate(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const body = (await (await request.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  const index = testInfo.project.name.endsWith('phone') ? 6 : 8;
  const option = body.dates[index];
  if (!option) throw new Error('The booking window is shorter than expected');
  return option.date;
}

let counter = 0;

/** Books through the public API, as another customer would. */
export async function bookViaApi(
  request: APIRequestContext,
  booking: { serviceIds: number[]; date: string; time: string; email?: string; phone?: string; name?: string },
): Promise<number> {
  counter += 1;
  const response = await request.post('/api/bookings', {
    data: {
      serviceIds: booking.serviceIds,
      date: booking.date,
      time: booking.time,
      name: booking.name ?? `Other Customer ${counter}`,
      email: booking.email ?? `other.${counter}.${Date.now()}@private.example`,
      phone: booking.phone ?? `+66 9${String(Date.now() % 1e8).padStart(8, '0')}`,
    },
  });
  return response.status();
}

/**
 * Opens /booking and waits for its heading, as a person does: nothing more. The tests then act on the page
 * at once, before or after its scripts have started (what is done before is kept: docs/decisions/178).
 */
export async function openBooking(page: Page, query = ''): Promise<void> {
  await page.goto(`/booking${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible();
}

export async function chooseService(page: Page, category: string, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${category}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(name)) }).check();
}

export async function chooseDateAndTime(page: Page, date: string, time: string): Promise<void> {
  await page.getByLabel('Date', { exact: true }).selectOption(date);
  const timeSelect = page.getByLabel('Time', { exact: true });
  await expect(timeSelect.locator(`option[value="${time}"]`)).toBeEnabled();
  await timeSelect.selectOption(time);
}

export async function fillDetails(
  page: Page,
  details: { name: string; email: string; phone: string; notes?: string },
): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(details.name);
  await page.getByLabel('E-mail', { exact: true }).fill(details.email);
  await page.getByLabel('Phone', { exact: true }).fill(details.phone);
  if (details.notes !== undefined) await page.getByLabel('Additional notes').fill(details.notes);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
