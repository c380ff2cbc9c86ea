/** Removes one day off, under the exclusive settings lock, recorded in the history. */
import { eq } from 'drizzle-orm';
import { formatScheduleDate } from '../../../domain/schedule-changes.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import { staff, technicianDaysOff } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { DAY_OFF_GONE_KEY } from './list-technician-schedules.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export async function removeDayOff(context: ScheduleChangeContext, dayOffId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const [removed] = await tx.delete(technicianDaysOff).where(eq(technicianDaysOff.id, dayOffId)).returning({
      id: technicianDaysOff.id,
      staffId: technicianDaysOff.staffId,
      date: technicianDaysOff.date,
      note: technicianDaysOff.note,
    });
    if (!removed) throw refuse(404, DAY_OFF_GONE_KEY);
    const [person] = await tx.select({ email: staff.email }).from(staff).where(eq(staff.id, removed.staffId));
    const name = person ? technicianDisplayName(person.email) : 'A technician';
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'technicians',
      summary: `${name} works on ${formatScheduleDate(removed.date)} after all (day off removed).`,
      detail: { technicianId: removed.staffId, before: removed, after: null },
    });
  });
}
