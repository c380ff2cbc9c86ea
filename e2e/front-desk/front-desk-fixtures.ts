/**
 * Seeding for the front desk's browser tests: staff bookings through the
 * admin API (the same request the dialog sends), and a small CSV reader for
 * the export. Dates come from the dashboard fixtures (one per test and
 * project, from the end of the booking window), names carry a unique token.
 */
import { expect, type Page } from '@playwright/test';
import { sameOrigin } from '../dashboard/dashboard-fixtures.ts';

export { signIn, testDate, uniqueToken } from '../dashboard/dashboard-fixtures.ts';

export async function serviceId(page: Page, name: string): Promise<number> {
  const menu = (await (await page.request.get('/api/catalogue')).json()) as {
    categories: { services: { id: number; name: string }[] }[];
  };
  const found = menu.categories.flatMap((category) => category.services).find((service) => service.name === name);
  if (!found) throw new Error(`No service named ${name}`);
  return found.id;
}

export interface StaffBookingSpec {
  readonly date: string;
  readonly time: string;
  readonly name: string;
  readonly phone?: string;
  readonly email?: string;
  readonly service?: string;
}

/** POST /api/admin/appointments as the signed-in page; answers the status and body. */
export async function staffBooking(page: Page, spec: StaffBookingSpec) {
  const response = await page.request.post('/api/admin/appointments', {
    headers: sameOrigin(page),
    data: {
      serviceIds: [await serviceId(page, spec.service ?? 'Classic Manicure')],
      date: spec.date,
      time: spec.time,
      technicianId: null,
      name: spec.name,
      phone: spec.phone ?? '',
      email: spec.email ?? '',
      source: 'phone',
    },
  });
  return {
    status: response.status(),
    body: (await response.json()) as {
      appointment?: { id: string; reference: string };
      error?: { details?: { reason: string } };
    },
  };
}

/** Books the time until the salon is full there (the capacity rule answers slot_full); the references booked. */
export async function fillTime(page: Page, date: string, time: string, token: string): Promise<string[]> {
  const references: string[] = [];
  for (let index = 1; index <= 8; index += 1) {
    const answer = await staffBooking(page, {
      date,
      time,
      name: `Filler ${index} ${token}`,
      phone: `+66 81 000 00${10 + index}`,
    });
    if (answer.status === 409) {
      expect(answer.body.error?.details?.reason).toBe('slot_full');
      return references;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    references.push(answer.body.appointment!.reference);
  }
  throw new Error('The salon never filled up');
}

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The open front-desk dialog by its title. */
export function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}
