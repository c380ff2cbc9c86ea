/**
 * Fixtures for the calendar and statistics tests and the benchmark: random
 * appointments written straight into the database, and the plain in-memory
 * computation the SQL aggregates are checked against. Never imported by the
 * app itself.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppointmentStatus } from '../../domain/appointment-status.ts';
import { ACTIVE_STATUSES } from '../../domain/appointment-status.ts';
import { addDays, minutesToTime, type CalendarDate } from '../../domain/calendar.ts';
import { priceAfterDiscount } from '../../domain/pricing.ts';
import { DISCOUNT_PERCENTAGES } from '../../domain/salon-rules.ts';
import type { Database } from '../db/client.ts';
import { appointments, appointmentServices, services, staff } from '../db/schema.ts';

export interface ServiceLineSpec {
  readonly serviceId: number;
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface AppointmentSpec {
  readonly date: CalendarDate;
  readonly start: string;
  readonly end: string;
  readonly status: AppointmentStatus;
  readonly technicianId: string | null;
  readonly discountPercentage: number;
  readonly customerName: string;
  readonly lines: readonly ServiceLineSpec[];
}

/** mulberry32: a small seeded generator, so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export async function activeTechnicianIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.isTechnician, true), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder));
  return rows.map((row) => row.id);
}

export async function catalogueServices(db: Database): Promise<ServiceLineSpec[]> {
  const rows = await db
    .select({
      serviceId: services.id,
      name: services.name,
      priceThb: services.priceThb,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .orderBy(asc(services.id));
  return rows;
}

export interface RandomAppointmentsOptions {
  readonly firstDate: CalendarDate;
  readonly days: number;
  readonly count: number;
  readonly technicianIds: readonly (string | null)[];
  readonly catalogue: readonly ServiceLineSpec[];
  /** Prices as booked may differ from today's menu: draw odd prices so rounding is exercised. */
  readonly oddPrices?: boolean;
}

const STATUS_WEIGHTS: readonly AppointmentStatus[] = [
  'pending',
  'confirmed',
  'confirmed',
  'completed',
  'completed',
  'cancelled',
];

export function randomAppointments(random: () => number, options: RandomAppointmentsOptions): AppointmentSpec[] {
  const specs: AppointmentSpec[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const lineCount = 1 + Math.floor(random() * 3);
    const chosen = new Map<number, ServiceLineSpec>();
    while (chosen.size < lineCount) {
      const service = pick(random, options.catalogue);
      chosen.set(service.serviceId, {
        ...service,
        priceThb: options.oddPrices ? Math.floor(random() * 2500) + (random() < 0.3 ? 5 : 0) : service.priceThb,
      });
    }
    const lines = [...chosen.values()];
    const minutes = lines.reduce((sum, line) => sum + line.durationMinutes, 0);
    const startSlot = Math.floor(random() * Math.max(1, 44 - Math.ceil(minutes / 15)));
    const start = 600 + startSlot * 15;
    specs.push({
      date: addDays(options.firstDate, Math.floor(random() * options.days)),
      start: minutesToTime(start),
      end: minutesToTime(Math.min(start + minutes, 23 * 60 + 59)),
      status: pick(random, STATUS_WEIGHTS),
      technicianId: pick(random, options.technicianIds),
      discountPercentage: pick(random, DISCOUNT_PERCENTAGES),
      customerName: `Customer ${index}`,
      lines,
    });
  }
  return specs;
}

/** Writes the appointments and their service lines in batches; returns the ids in spec order. */
export async function insertAppointments(
  db: Database,
  specs: readonly AppointmentSpec[],
  batchSize = 500,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < specs.length; offset += batchSize) {
    const batch = specs.slice(offset, offset + batchSize);
    const inserted = await db
      .insert(appointments)
      .values(
        batch.map((spec, index) => ({
          customerName: spec.customerName,
          customerEmail: `customer${offset + index}@private.example`,
          customerPhone: '+66900000000',
          appointmentDate: spec.date,
          startTime: spec.start,
          endTime: spec.end,
          status: spec.status,
          technicianId: spec.technicianId,
          discountPercentage: spec.discountPercentage,
        })),
      )
      .returning({ id: appointments.id });
    const lines = batch.flatMap((spec, index) => {
      const appointmentId = inserted[index]?.id;
      if (!appointmentId) throw new Error('insert returned fewer rows than sent');
      return spec.lines.map((line) => ({
        appointmentId,
        serviceId: line.serviceId,
        serviceName: line.name,
        priceThb: line.priceThb,
        durationMinutes: line.durationMinutes,
      }));
    });
    if (lines.length > 0) await db.insert(appointmentServices).values(lines);
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export interface ExpectedTotals {
  appointmentCount: number;
  totalDurationMinutes: number;
  revenueThb: number;
}

export interface ExpectedStats {
  /** Key `${technicianId ?? 'none'}|${date}`. */
  readonly byTechnicianAndDay: Map<string, ExpectedTotals>;
  /** Key `${technicianId ?? 'none'}|${serviceName}`. */
  readonly byTechnicianAndService: Map<string, { count: number; totalMinutes: number }>;
}

/** The obvious computation, one appointment at a time, that the SQL must agree with. */
export function expectedStats(
  specs: readonly AppointmentSpec[],
  scope: { from: CalendarDate; to: CalendarDate; technicianId?: string },
): ExpectedStats {
  const byTechnicianAndDay = new Map<string, ExpectedTotals>();
  const byTechnicianAndService = new Map<string, { count: number; totalMinutes: number }>();
  for (const spec of specs) {
    if (spec.date < scope.from || spec.date > scope.to) continue;
    if (!ACTIVE_STATUSES.includes(spec.status)) continue;
    if (scope.technicianId !== undefined && spec.technicianId !== scope.technicianId) continue;
    const technician = spec.technicianId ?? 'none';
    const dayKey = `${technician}|${spec.date}`;
    const day = byTechnicianAndDay.get(dayKey) ?? { appointmentCount: 0, totalDurationMinutes: 0, revenueThb: 0 };
    const listPrice = spec.lines.reduce((sum, line) => sum + line.priceThb, 0);
    day.appointmentCount += 1;
    day.totalDurationMinutes += spec.lines.reduce((sum, line) => sum + line.durationMinutes, 0);
    day.revenueThb += priceAfterDiscount(listPrice, spec.discountPercentage);
    byTechnicianAndDay.set(dayKey, day);
    for (const line of spec.lines) {
      const serviceKey = `${technician}|${line.name}`;
      const service = byTechnicianAndService.get(serviceKey) ?? { count: 0, totalMinutes: 0 };
      service.count += 1;
      service.totalMinutes += line.durationMinutes;
      byTechnicianAndService.set(serviceKey, service);
    }
  }
  return { byTechnicianAndDay, byTechnicianAndService };
}
