/**
 * Technicians for the dashboard's Assign Technician selects and technician
 * filter: every technician in display order, with whether they are active
 * (only active ones may be assigned; former ones still filter old rows).
 */
import { asc, eq } from 'drizzle-orm';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import { staff } from '../../db/schema.ts';
import type { Executor } from './appointment-views.ts';

export interface AppointmentTechnicianOption {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly active: boolean;
}

export async function listAppointmentTechnicians(db: Executor): Promise<AppointmentTechnicianOption[]> {
  const rows = await db
    .select({ id: staff.id, email: staff.email, active: staff.active })
    .from(staff)
    .where(eq(staff.isTechnician, true))
    .orderBy(asc(staff.displayOrder), asc(staff.email));
  return rows.map((row) => ({ ...row, displayName: technicianDisplayName(row.email) }));
}
