/**
 * Seeding for the dashboard and detail browser tests. The e2e server owns its
 * embedded database, so appointments are booked through the public API and
 * edited through the admin API with the signed-in page's cookie. Every test
 * tags its customers with a unique token and searches for it, so tests in
 * parallel (and the phone and desktop projects, which share one server)
 * never see each other's rows. Dates come from the end of the booking window
 * (other features' tests use its start), one per test and project.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_STAFF } from '../support/staff.ts';

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export function sameOrigin(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' };
}

async function json<T>(response: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`Seeding request failed with ${response.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** A token no other test uses: letters only, so it never looks like a phone number. */
export function uniqueToken(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let token = 'zq';
  for (let index = 0; index < 8; index += 1) token += letters[Math.floor(Math.random() * letters.length)];
  return token;
}

export interface BookingDates {
  readonly today: string;
  /** Bookable dates after today, in order. */
  readonly future: readonly string[];
}

export async function bookingDates(page: Page): Promise<BookingDates> {
  const body = await json<{ today: string; dates: { date: string }[] }>(await page.request.get('/api/bookings/dates'));
  return { today: body.today, future: body.dates.map((option) => option.date).filter((date) => date !== body.today) };
}

/** A date for one test: counted from the end of the window, phone and desktop apart. */
export async function testDate(page: Page, testInfo: TestInfo, slot: number): Promise<string> {
  const { future } = await bookingDates(page);
  const index = future.length - 1 - (testInfo.project.name.endsWith('phone') ? 4 : 0) - slot;
  const date = future[index];
  if (!date || index < 0) throw new Error(`The booking window has no date for slot ${slot}`);
  return date;
}

export interface SeedAppointment {
  readonly date: string;
  readonly time: string;
  readonly name: string;
  readonly services?: readonly string[];
  readonly email?: string;
  readonly phone?: string;
  readonly notes?: string;
  readonly technicianId?: string;
  readonly status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
}

let counter = 0;

/** Books through POST /api/bookings, then edits as staff. Returns the id. */
export async function seedAppointment(page: Page, spec: SeedAppointment): Promise<string> {
  const menu = await json<{ categories: { services: { id: number; name: string }[] }[] }>(
    await page.request.get('/api/catalogue'),
  );
  const byName = new Map(menu.categories.flatMap((category) => category.services).map((s) => [s.name, s.id]));
  counter += 1;
  const email = spec.email ?? `${spec.name.replaceAll(' ', '.').toLowerCase()}.${counter}@guest.example`;
  await json(
    await page.request.post('/api/bookings', {
      data: {
        serviceIds: (spec.services ?? ['Classic Manicure']).map((name) => {
          const id = byName.get(name);
          if (!id) throw new Error(`No service named ${name}`);
          return id;
        }),
        date: spec.date,
        time: spec.time,
        name: spec.name,
        email,
        phone: spec.phone ?? '+66 81 000 0000',
        notes: spec.notes ?? '',
      },
    }),
  );
  const list = await json<{ items: { id: string; version: number }[] }>(
    await page.request.get(`/api/admin/appointments?q=${encodeURIComponent(email)}`),
  );
  const created = list.items[0];
  if (!created || list.items.length !== 1) throw new Error(`Could not find the booking of ${email}`);
  let version = created.version;
  const patch = async (path: string, data: Record<string, unknown>) => {
    const body = await json<{ appointment: { version: number } }>(
      await page.request.patch(`/api/admin/appointments/${created.id}/${path}`, {
        data: { version, ...data },
        headers: sameOrigin(page),
      }),
    );
    version = body.appointment.version;
  };
  if (spec.technicianId) await patch('technician', { technicianId: spec.technicianId });
  if (spec.status && spec.status !== 'pending') await patch('status', { status: spec.status });
  return created.id;
}

export async function technicians(page: Page): Promise<{ id: string; displayName: string; active: boolean }[]> {
  const body = await json<{ technicians: { id: string; displayName: string; active: boolean }[] }>(
    await page.request.get('/api/admin/appointments/technicians'),
  );
  return body.technicians.filter((technician) => technician.active);
}

/** The dashboard narrowed to one test's rows. */
export async function openDashboard(page: Page, token: string, extra = ''): Promise<void> {
  await page.goto(`/admin?q=${token}${extra}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments Dashboard' })).toBeVisible();
}

export function rows(page: Page) {
  return page.getByRole('table', { name: 'Appointments' }).locator('tbody tr');
}

/** A treatment's id on the public menu, by its English name. */
export async function serviceId(page: Page, name: string): Promise<number> {
  const menu = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number; name: string }[] }[];
  };
  const found = menu.categories.flatMap((category) => category.services).find((service) => service.name === name);
  if (!found) throw new Error(`No service named ${name}`);
  return found.id;
}
