/**
 * Staff edits of an appointment's services: adding one with its current
 * menu price and duration (warnings for closing time and capacity, a refusal when
 * the technician would be in two places), and removing one. Both take the
 * booking engine's per-date lock, so a public booking and a longer appointment are
 * never checked against each other's half-written state. The shared edit
 * machinery (row lock, version, event) is edit-appointment.ts.
 */
import { and, eq } from 'drizzle-orm';
import { endsWithinDay, serviceEditWarnings } from '../../../domain/appointment-edits.ts';
import { minutesToTime, timeToMinutes } from '../../../domain/calendar.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentServices, services } from '../../db/schema.ts';
import { AS_WRITTEN_KEY, englishText, refuse } from '../../http/errors.ts';
import { loadBookingContext } from '../booking/booking-context.ts';
import { lockBookingDate } from '../booking/create-booking.ts';
import {
  assertTechnicianFree,
  bookedLines,
  editErrors,
  runEdit,
  type EditContext,
  type EditTarget,
} from './edit-appointment.ts';
import type { AppointmentDetail } from './get-appointment-detail.ts';
import { readStaffAppointment } from './staff-appointment-views.ts';
import { lockSettingsShared } from '../shared/settings-lock.ts';

/** The booking engine's order: the settings lock shared, then the date's (create-booking.ts). */
async function lockDate(tx: Transaction, date: string): Promise<void> {
  await lockSettingsShared(tx);
  await lockBookingDate(tx, date);
}

export interface ServiceAddition extends EditTarget {
  readonly serviceId: number;
  readonly acknowledgeWarnings: boolean;
}

/**
 * Adds a menu service with its current name, price and duration, and moves
 * the end time. A longer appointment that would end after closing or break
 * the capacity rule is allowed for staff, but only once they have seen the
 * warnings (`acknowledgeWarnings`); otherwise 409 with the warnings.
 */
export async function addAppointmentService(
  context: EditContext,
  addition: ServiceAddition,
): Promise<AppointmentDetail> {
  const { serviceId, acknowledgeWarnings } = addition;
  await runEdit(context, addition, async (tx, row) => {
    await lockDate(tx, row.appointmentDate);
    const [service] = await tx
      .select({
        id: services.id,
        name: services.name,
        priceThb: services.priceThb,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.active, true)));
    if (!service) {
      throw refuse(422, editErrors.serviceUnavailable, { fields: { serviceId: editErrors.serviceUnavailable } });
    }
    const lines = await bookedLines(tx, row.id);
    if (lines.some((line) => line.serviceId === serviceId)) {
      throw refuse(409, editErrors.serviceAlreadyBooked);
    }
    const startMinute = timeToMinutes(row.startTime);
    const duration = serviceTotals(lines).totalDurationMinutes + service.durationMinutes;
    if (!endsWithinDay(startMinute, duration)) {
      throw refuse(422, editErrors.pastMidnight, { fields: { serviceId: editErrors.pastMidnight } });
    }
    if (row.technicianId !== null) await assertTechnicianFree(tx, row, row.technicianId, duration);
    const endTime = minutesToTime(startMinute + duration);
    // The date's other appointments and its settings (hours, rules, who is working), after the locks.
    const context = await loadBookingContext(tx, { date: row.appointmentDate, exceptAppointmentId: row.id });
    const warnings = serviceEditWarnings({
      status: row.status,
      startMinute,
      durationMinutes: duration,
      others: context.booked,
      day: context.day,
    });
    if (warnings.length > 0 && !acknowledgeWarnings) {
      const fields = Object.fromEntries(
        warnings.map((warning) => [warning, { key: editErrors.warnings[warning], params: { end: endTime } }]),
      );
      // The top line is every warning's sentence in turn, as the fields give them.
      throw refuse(409, AS_WRITTEN_KEY, {
        params: {
          text: warnings.map((warning) => englishText(editErrors.warnings[warning], { end: endTime })).join(' '),
        },
        fields,
      });
    }
    await tx.insert(appointmentServices).values({
      appointmentId: row.id,
      serviceId: service.id,
      serviceName: service.name,
      priceThb: service.priceThb,
      durationMinutes: service.durationMinutes,
    });
    return {
      changes: { endTime },
      event: {
        kind: 'service_added',
        detail: {
          serviceId: service.id,
          name: service.name,
          priceThb: service.priceThb,
          durationMinutes: service.durationMinutes,
          endTime: { from: row.endTime, to: endTime },
          warnings,
        },
      },
    };
  });
  return readStaffAppointment(context, addition.id);
}

export interface ServiceRemoval extends EditTarget {
  readonly serviceId: number;
}

/** Removes a booked service and moves the end time; the last one stays (an appointment always has one). */
export async function removeAppointmentService(
  context: EditContext,
  removal: ServiceRemoval,
): Promise<AppointmentDetail> {
  const { serviceId } = removal;
  await runEdit(context, removal, async (tx, row) => {
    await lockDate(tx, row.appointmentDate);
    const lines = await bookedLines(tx, row.id);
    const line = lines.find((candidate) => candidate.serviceId === serviceId);
    if (!line) throw refuse(404, editErrors.serviceNotBooked);
    if (lines.length === 1) throw refuse(409, editErrors.lastService);
    await tx
      .delete(appointmentServices)
      .where(and(eq(appointmentServices.appointmentId, row.id), eq(appointmentServices.serviceId, serviceId)));
    const remaining = lines.filter((candidate) => candidate !== line);
    const endTime = minutesToTime(timeToMinutes(row.startTime) + serviceTotals(remaining).totalDurationMinutes);
    return {
      changes: { endTime },
      event: {
        kind: 'service_removed',
        detail: {
          serviceId: line.serviceId,
          name: line.name,
          priceThb: line.priceThb,
          durationMinutes: line.durationMinutes,
          endTime: { from: row.endTime, to: endTime },
        },
      },
    };
  });
  return readStaffAppointment(context, removal.id);
}
