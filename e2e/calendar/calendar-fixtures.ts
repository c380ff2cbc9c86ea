/**
 * Seeding for the calendar browser tests. The e2e server owns its embedded
 * database (one process may open it), so appointments are made the way real
 * ones are: booked through the public API, then edited through the admin API
 * with the signed-in page's cookie. Each test uses its own date, technician
 * and customer names, so tests in parallel (and the phone and desktop
 * projects, which share one server) never count each other's bookings.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { addDays, isoWeekday } from '../../src/domain/calendar.ts';
import { salonMoment } from '../../src/domain/salon-time.ts';
import { E2E_STAFF } from '../support/staff.ts';

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

interface CatalogueService {
  id: number;
  name: string;
  priceThb: number;
  durationMinutes: number;
}

export interface Technician {
  id: string;
  email: string;
  displayName: string;
}

function sameOrigin(page: Page): Record<string, string> {
  const origin = new URL(page.url()).origin;
  return { origin, 'sec-fetch-site': 'same-origin' };
}

async function json<T>(response: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`Seeding request failed with ${response.status()}: ${text}`);
  return JSON.parse(text) as T;
}

export async function catalogue(page: Page): Promise<Map<string, CatalogueService>> {
  const body = await json<{ categories: { services: CatalogueService[] }[] }>(await page.request.get('/api/catalogue'));
  return new Map(body.categories.flatMap((category) => category.services).map((service) => [service.name, service]));
}

export async function technicians(page: Page): Promise<Technician[]> {
  const body = await json<{ technicians: Technician[] }>(await page.request.get('/api/admin/technicians'));
  return body.technicians;
}

/**
 * A bookable future date (never today, whose early slots may have passed)
 * reserved for one test: `slot` counts within the project, and the phone
 * project takes dates after the desktop ones.
 */
export async function testDate(page: Page, testInfo: TestInfo, slot: number): Promise<string> {
  const body = await json<{ today: string; dates: { date: string }[] }>(await page.request.get('/api/bookings/dates'));
  const future = body.dates.map((option) => option.date).filter((date) => date !== body.today);
  const perProject = 4;
  const index = (testInfo.project.name.endsWith('phone') ? perProject : 0) + slot;
  const date = future[index];
  if (!date) throw new Error(`The booking window has no date number ${index}`);
  return date;
}

export interface SeedAppointment {
  date: string;
  time: string;
  services: string[];
  name: string;
  technicianId?: string | null;
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  discountPercentage?: 0 | 10 | 20 | 100;
}

let counter = 0;

/** Books through POST /api/bookings, then assigns, changes status and discount as staff would. Returns the id. */
export async function seedAppointment(page: Page, spec: SeedAppointment): Promise<string> {
  const menu = await catalogue(page);
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@guest.example`;
  const serviceIds = spec.services.map((name) => {
    const service = menu.get(name);
    if (!service) throw new Error(`No service named ${name}`);
    return service.id;
  });
  await json(
    await page.request.post('/api/bookings', {
      data: {
        serviceIds,
        date: spec.date,
        time: spec.time,
        name: spec.name,
        email,
        phone: '+66 81 234 5678',
        notes: '',
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
  if (spec.discountPercentage) await patch('discount', { discountPercentage: spec.discountPercentage });
  return created.id;
}

/**
 * A date for one front-desk test, two months ahead and past the online
 * booking window (staff may book any open day): `slot` counts within the
 * project, the phone project takes later dates, and a Sunday (closed by the
 * default week) moves to the Monday.
 */
export function frontDeskDate(testInfo: TestInfo, slot: number): string {
  const today = salonMoment(new Date(), 'Asia/Bangkok').date;
  const date = addDays(today, 60 + (testInfo.project.name.endsWith('phone') ? 30 : 0) + slot * 2);
  return isoWeekday(date) === 7 ? addDays(date, 1) : date;
}

export interface StaffAppointment {
  date: string;
  time: string;
  services: string[];
  name: string;
  technicianId: string | null;
}

/** Books as the front desk would (POST /api/admin/appointments, confirmed at once). Returns the id. */
export async function seedStaffAppointment(page: Page, spec: StaffAppointment): Promise<string> {
  const { services, ...fields } = spec;
  const menu = await catalogue(page);
  const serviceIds = services.map((name) => {
    const service = menu.get(name);
    if (!service) throw new Error(`No service named ${name}`);
    return service.id;
  });
  const body = await json<{ appointment: { id: string } }>(
    await page.request.post('/api/admin/appointments', {
      data: { ...fields, serviceIds, phone: '+66 81 234 5678', source: 'phone' },
      headers: sameOrigin(page),
    }),
  );
  return body.appointment.id;
}
