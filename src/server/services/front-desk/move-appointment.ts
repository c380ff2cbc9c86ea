/**
 * Moving an appointment: another date, start time or technician
 * (decision 152). An edit like the others (edit-appointment.ts: the row locked,
 * the version checked, the version bumped, an event), plus the placement rule
 * on the target (appointment-placement.ts) under the locks of both dates, taken
 * in a fixed order. A confirmed appointment whose time changes sends the
 * customer (when they gave an e-mail) an update whose calendar file replaces
 * the same event (same UID, higher SEQUENCE), and the reminder is planned again for the new time.
 */
import { exceedsCapacity } from '../../../domain/appointment-placement.ts';
import { minutesToTime, timeToMinutes } from '../../../domain/calendar.ts';
import type { MoveRequest } from '../../../domain/placement-requests.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { refuse } from '../../http/errors.ts';
import { enqueueUpdateEmail } from '../../mail/outbox.ts';
import { planReminder } from '../../mail/reminders.ts';
import {
  assertActiveTechnician,
  assertPlacement,
  loadPlacementDay,
  lockPlacementDates,
} from './appointment-placement.ts';
import { runEdit, type EditContext } from '../appointments/edit-appointment.ts';
import type { AppointmentDetail } from '../appointments/get-appointment-detail.ts';
import { readStaffAppointment } from '../appointments/staff-appointment-views.ts';

export const moveErrors = {
  notMovable: 'admin:refusals.notMovable',
} as const;

/** Answers the moved appointment's fresh detail. */
export async function moveAppointment(
  context: EditContext,
  input: { readonly id: string; readonly move: MoveRequest },
): Promise<AppointmentDetail> {
  const { salon, publicUrl, now } = context;
  const { id, move } = input;
  await runEdit(context, { id, version: move.version }, async (tx, row) => {
    if (row.status !== 'pending' && row.status !== 'confirmed') throw refuse(409, moveErrors.notMovable);
    const timeChanged = row.appointmentDate !== move.date || row.startTime !== move.time;
    if (!timeChanged && row.technicianId === move.technicianId) return { changes: {} };

    await lockPlacementDates(tx, [row.appointmentDate, move.date]);
    // A technician who has since left may stay on an appointment that only changes time; a new one must be active.
    if (move.technicianId !== row.technicianId) await assertActiveTechnician(tx, move.technicianId);
    const day = await loadPlacementDay(tx, move.date, { exceptAppointmentId: row.id });
    const startMinute = timeToMinutes(move.time);
    const durationMinutes = timeToMinutes(row.endTime) - timeToMinutes(row.startTime);
    const check = {
      date: move.date,
      startMinute,
      durationMinutes,
      now: salonMoment(now, salon.timeZone),
      technicianId: move.technicianId,
      overrideCapacity: move.override !== null,
    };
    assertPlacement(day, check);
    // The mark follows the placement: a move into a free place clears an earlier override.
    const overrideReason =
      move.override !== null && exceedsCapacity({ ...check, day: day.context.day, others: day.others })
        ? move.override.reason
        : null;
    const endTime = minutesToTime(startMinute + durationMinutes);
    return {
      changes: {
        appointmentDate: move.date,
        startTime: move.time,
        endTime,
        technicianId: move.technicianId,
        capacityOverrideReason: overrideReason,
      },
      event: {
        kind: 'moved',
        detail: {
          from: { date: row.appointmentDate, time: row.startTime, technicianId: row.technicianId },
          to: { date: move.date, time: move.time, technicianId: move.technicianId },
          ...(overrideReason === null ? {} : { overrideReason }),
        },
      },
      after: timeChanged
        ? async (tx) => {
            if (row.status === 'confirmed' && row.customerEmail !== '')
              await enqueueUpdateEmail(tx, row.id, { salon, publicUrl, now });
            // The reminder of the old time is dropped and one for the new time planned.
            await planReminder(tx, row.id, { salon, publicUrl, now });
          }
        : undefined,
    };
  });
  return readStaffAppointment(context, id);
}
