/** Shared fixtures for the booking engine's tests (imported by *.db.test.ts only). */
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments, appointmentServices, outbox, services } from '../db/schema.ts';

/** The default test clock (2026-11-23T03:00:00Z) is Monday 23 November 2026, 10:00 in Phuket. */
export const TEST_TODAY = '2026-11-23';
export const TEST_TOMORROW = '2026-11-24';
/** Sunday inside the window. */
export const TEST_SUNDAY = '2026-11-29';
/** The last bookable day: Sunday 13 December closes the week with day 14, so Saturday 12 December. */
export const TEST_LAST_DAY = '2026-12-12';

export async function serviceByName(
  db: Database,
  name: string,
): Promise<{ id: number; priceThb: number; durationMinutes: number }> {
  const [row] = await db
    .select({ id: services.id, priceThb: services.priceThb, durationMinutes: services.durationMinutes })
    .from(services)
    .where(eq(services.name, name));
  if (!row) throw new Error(`No seeded service named ${name}`);
  return row;
}

export async function allServiceIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: services.id }).from(services).orderBy(asc(services.id));
  return rows.map((row) => row.id);
}

let counter = 0;

/** A valid booking body for the given services (default: Classic Manicure, 30 min). */
export function bookingBody(serviceIds: number[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    serviceIds,
    date: TEST_TOMORROW,
    time: '11:00',
    name: `Customer ${counter}`,
    email: `customer${counter}@example.com`,
    phone: '+66 81 234 5678',
    notes: '',
    ...overrides,
  };
}

export async function writeCounts(db: Database): Promise<{ appointments: number; lines: number; outbox: number }> {
  const [a] = await db.select({ value: count() }).from(appointments);
  const [l] = await db.select({ value: count() }).from(appointmentServices);
  const [o] = await db.select({ value: count() }).from(outbox);
  return { appointments: a?.value ?? 0, lines: l?.value ?? 0, outbox: o?.value ?? 0 };
}

/** Inserts appointments directly (as staff or earlier bookings would have), bypassing the engine. */
export async function insertAppointment(
  db: Database,
  values: { date: string; start: string; end: string; status?: 'pending' | 'confirmed' | 'completed' | 'cancelled' },
): Promise<string> {
  counter += 1;
  const [row] = await db
    .insert(appointments)
    .values({
      customerName: `Existing ${counter}`,
      customerEmail: `existing${counter}@private.example`,
      customerPhone: `+6690000${String(counter).padStart(4, '0')}`,
      appointmentDate: values.date,
      startTime: values.start,
      endTime: values.end,
      status: values.status ?? 'confirmed',
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
