/** Technicians: staff with is_technician, the calendar's rows in display order. */
import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/input-bounds.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';

export interface TechnicianSummary {
  readonly id: string;
  readonly email: string;
  /** The e-mail's local part: the salon keeps no other name for its staff (technician-name.ts). */
  readonly displayName: string;
  readonly active: boolean;
}

const columns = { id: staff.id, email: staff.email, active: staff.active };

function toSummary(row: { id: string; email: string; active: boolean }): TechnicianSummary {
  return { ...row, displayName: technicianDisplayName(row.email) };
}

/** Active technicians ordered by display order (then e-mail, so ties are stable). */
export async function listActiveTechnicians(db: Database): Promise<TechnicianSummary[]> {
  const rows = await db
    .select(columns)
    .from(staff)
    .where(and(eq(staff.isTechnician, true), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  return rows.map(toSummary);
}

/**
 * One technician by id, active or not (a former technician's statistics stay
 * readable). Null for an unknown id, a malformed one, or a staff member who
 * is not a technician.
 */
export async function findTechnician(db: Database, id: string): Promise<TechnicianSummary | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.isTechnician, true)));
  return row ? toSummary(row) : null;
}
