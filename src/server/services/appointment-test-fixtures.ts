/**
 * Fixtures for the dashboard and detail tests (imported by *.db.test.ts and
 * the benchmark only): appointments written straight into the database, with
 * their services copied from the menu, as a booking would have left them.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppointmentStatus } from '../../domain/appointment-status.ts';
import { minutesToTime, timeToMinutes } from '../../domain/calendar.ts';
import type { Database } from '../db/client.ts';
import { appointments, appointmentServices, services, staff } from '../db/schema.ts';

export interface TestAppointment {
  readonly date: string;
  readonly start: string;
  /** Menu service names (default: Classic Manicure, 30 min, 400 ฿). */
  readonly services?: readonly string[];
  readonly status?: AppointmentStatus;
  readonly technicianId?: string | null;
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly notes?: string | null;
  readonly discountPercentage?: 0 | 10 | 20 | 100;
}

let counter = 0;

export async function insertTestAppointment(db: Database, values: TestAppointment): Promise<string> {
  counter += 1;
  const names = values.services ?? ['Classic Manicure'];
  const menu = await db
    .select({
      id: services.id,
      name: services.name,
      priceThb: services.priceThb,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(inArray(services.name, [...names]));
  const chosen = names.map((name) => {
    const service = menu.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`No menu service named ${name}`);
    return service;
  });
  const duration = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({
        customerName: values.name ?? `Customer ${counter}`,
        customerEmail: values.email ?? `customer${counter}@example.com`,
        customerPhone: values.phone ?? `+66 80 000 ${String(counter).padStart(4, '0')}`,
        notes: values.notes ?? null,
        appointmentDate: values.date,
        startTime: values.start,
        endTime: minutesToTime(timeToMinutes(values.start) + duration),
        status: values.status ?? 'pending',
        technicianId: values.technicianId ?? null,
        discountPercentage: values.discountPercentage ?? 0,
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('Inserting the test appointment returned no row');
    await tx.insert(appointmentServices).values(
      chosen.map((service) => ({
        appointmentId: row.id,
        serviceId: service.id,
        serviceName: service.name,
        priceThb: service.priceThb,
        durationMinutes: service.durationMinutes,
      })),
    );
    return row.id;
  });
}

/** The seeded technicians in display order. */
export async function seededTechnicians(db: Database): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.isTechnician, true), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder));
}

export async function menuServiceId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.name, name));
  if (!row) throw new Error(`No menu service named ${name}`);
  return row.id;
}
