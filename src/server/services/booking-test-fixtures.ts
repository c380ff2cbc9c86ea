/** Shared fixtures for the booking engine's tests (imported by *.db.test.ts only). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { BookingRules, WeeklyPattern } from '../../domain/salon-settings.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  appointments,
  appointmentServices,
  closures,
  outbox,
  salonSettings,
  services,
  staff,
  technicianDaysOff,
  technicianWorkWeeks,
} from '../db/schema.ts';

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

// ---- The owner's settings, written straight into the tables (the settings pages are tested on their own) ----

/** The seeded technicians' ids, in display order. */
export async function technicianIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.isTechnician, true), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  return rows.map((row) => row.id);
}

/** A closure: whole day without minutes, or a part of the day. */
export async function insertClosure(
  db: Database | Transaction,
  values: { date: string; fromMinute?: number; toMinute?: number; reason?: string },
): Promise<void> {
  await db.insert(closures).values({
    date: values.date,
    fromMinute: values.fromMinute ?? null,
    toMinute: values.toMinute ?? null,
    reason: values.reason ?? 'Closed for Songkran',
  });
}

export async function insertDayOff(db: Database, staffId: string, date: string, note = ''): Promise<void> {
  await db.insert(technicianDaysOff).values({ staffId, date, note });
}

export async function setWorkWeek(db: Database, staffId: string, pattern: WeeklyPattern): Promise<void> {
  await db.insert(technicianWorkWeeks).values({ staffId, pattern });
}

/** Only these technicians stay active (the others are deactivated). */
export async function keepTechnicians(db: Database, count: number): Promise<void> {
  const ids = await technicianIds(db);
  for (const id of ids.slice(count)) await db.update(staff).set({ active: false }).where(eq(staff.id, id));
}

export async function saveSection(
  db: Database,
  section: 'hours' | 'booking_rules',
  value: WeeklyPattern | BookingRules,
): Promise<void> {
  await db
    .insert(salonSettings)
    .values({ section, value })
    .onConflictDoUpdate({ target: salonSettings.section, set: { value } });
}
