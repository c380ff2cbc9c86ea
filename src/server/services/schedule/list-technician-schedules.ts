/**
 * Technicians' schedules for the owner's page: every active
 * technician with their week (null: works whenever the salon is open) and its
 * version, and their days off from today on. Also the small readers the
 * week and days-off services share.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { salonToday } from '../../../domain/salon-time.ts';
import { weeklyPatternSchema, type WeeklyPattern } from '../../../domain/salon-settings.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { staff, technicianDaysOff, technicianWorkWeeks } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';

type Executor = Database | Transaction;

export interface DayOff {
  readonly id: number;
  readonly date: string;
  readonly note: string;
}

export interface TechnicianSchedule {
  readonly id: string;
  readonly displayName: string;
  /** null: works whenever the salon is open. */
  readonly pattern: WeeklyPattern | null;
  /** 0 when there is no pattern row. */
  readonly version: number;
  /** From today on, by date. */
  readonly daysOff: readonly DayOff[];
}

export const TECHNICIAN_NOT_FOUND_KEY = 'admin:refusals.technicianGone';
export const DAY_OFF_GONE_KEY = 'admin:refusals.dayOffGone';

/** Upcoming days off shown per technician (a year of them is more than any salon plans). */
const UPCOMING_DAYS_OFF_LIMIT = 400;

export function parsePattern(stored: unknown): WeeklyPattern | null {
  const parsed = weeklyPatternSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export async function listTechnicianSchedules(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<TechnicianSchedule[]> {
  const today = salonToday(options.now, options.timeZone);
  const technicians = await db
    .select({
      id: staff.id,
      email: staff.email,
      pattern: technicianWorkWeeks.pattern,
      version: technicianWorkWeeks.version,
    })
    .from(staff)
    .leftJoin(technicianWorkWeeks, eq(technicianWorkWeeks.staffId, staff.id))
    .where(and(eq(staff.isTechnician, true), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  const ids = technicians.map((technician) => technician.id);
  const daysOff =
    ids.length === 0
      ? []
      : await db
          .select({
            id: technicianDaysOff.id,
            staffId: technicianDaysOff.staffId,
            date: technicianDaysOff.date,
            note: technicianDaysOff.note,
          })
          .from(technicianDaysOff)
          .where(and(inArray(technicianDaysOff.staffId, ids), gte(technicianDaysOff.date, today)))
          .orderBy(asc(technicianDaysOff.date))
          .limit(UPCOMING_DAYS_OFF_LIMIT * Math.max(1, ids.length));
  return technicians.map((technician) => ({
    id: technician.id,
    displayName: technicianDisplayName(technician.email),
    pattern: technician.pattern === null ? null : parsePattern(technician.pattern),
    version: technician.version ?? 0,
    daysOff: daysOff
      .filter((dayOff) => dayOff.staffId === technician.id)
      .slice(0, UPCOMING_DAYS_OFF_LIMIT)
      .map(({ id, date, note }) => ({ id, date, note })),
  }));
}

/** The active technician's display name, or 404. */
export async function activeTechnicianName(tx: Executor, technicianId: string): Promise<string> {
  const [row] = await tx
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.isTechnician, true), eq(staff.active, true)));
  if (!row) throw refuse(404, TECHNICIAN_NOT_FOUND_KEY);
  return technicianDisplayName(row.email);
}
