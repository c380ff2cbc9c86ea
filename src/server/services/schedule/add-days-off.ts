/**
 * Gives a technician a day off, or a few in a row: one row per
 * date, with an optional note. Under the exclusive settings lock; a date
 * already off is refused; the technician's appointments on those dates are
 * listed first and stay booked; recorded in the history.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { salonToday } from '../../../domain/salon-time.ts';
import {
  describeDates,
  formatScheduleDate,
  requestDates,
  type AddDaysOffRequest,
} from '../../../domain/schedule-changes.ts';
import { technicianDaysOff } from '../../db/schema.ts';
import { ApiError, asWritten, fieldsRefused } from '../../http/errors.ts';
import { assignedTo, overlappingDates, requireAcknowledged } from './find-affected-appointments.ts';
import { activeTechnicianName, type DayOff } from './list-technician-schedules.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export async function addDaysOff(
  context: ScheduleChangeContext,
  technicianId: string,
  request: AddDaysOffRequest,
): Promise<DayOff[]> {
  const today = salonToday(context.now, context.salon.timeZone);
  if (request.firstDate < today) {
    throw fieldsRefused({ firstDate: 'admin:refusals.todayOrLater' });
  }
  const dates = requestDates(request);
  return context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const name = await activeTechnicianName(tx, technicianId);
    const [clash] = await tx
      .select({ date: technicianDaysOff.date })
      .from(technicianDaysOff)
      .where(and(eq(technicianDaysOff.staffId, technicianId), inArray(technicianDaysOff.date, dates)))
      .orderBy(asc(technicianDaysOff.date))
      .limit(1);
    if (clash) {
      throw new ApiError(
        409,
        asWritten(
          `${name} already has ${formatScheduleDate(clash.date)} off. Choose other dates, or remove that day off first.`,
        ),
      );
    }
    await requireAcknowledged(tx, {
      breaks: and(assignedTo(technicianId), overlappingDates(dates, null, null)) ?? sql`false`,
      now: context.now,
      timeZone: context.salon.timeZone,
      acknowledgedChange: request.acknowledgedChange,
    });
    const added = await tx
      .insert(technicianDaysOff)
      .values(dates.map((date) => ({ staffId: technicianId, date, note: request.note, createdBy: context.staffId })))
      .returning({ id: technicianDaysOff.id, date: technicianDaysOff.date, note: technicianDaysOff.note });
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'technicians',
      summary: `${name} is off ${describeDates(dates)}${request.note ? `: ${request.note}` : ''}.`,
      detail: { technicianId, before: null, after: added },
    });
    return added;
  });
}
