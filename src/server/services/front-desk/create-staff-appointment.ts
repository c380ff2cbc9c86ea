/**
 * Appointments staff put in at the front desk: a call, a message or
 * a walk-in. The same transaction shape as an online booking (create-booking.ts):
 * the settings lock shared and the date's lock, then the date read again and the
 * placement rule (hours, closures, the technician, capacity) checked on it.
 * Services come from the menu as it is now (active ones, current durations and
 * prices). The appointment starts confirmed; a confirmation e-mail goes out only
 * when the customer gave an e-mail address (decision 150), and then a reminder before it (decision 172).
 */
import { bookingReference } from '../../../domain/booking-reference.ts';
import { randomUUID } from 'node:crypto';
import { currentStartMinute, exceedsCapacity } from '../../../domain/appointment-placement.ts';
import type { AppointmentSource } from '../../../domain/appointment-source.ts';
import { minutesToTime, timeToMinutes, type CalendarDate, type TimeOfDay } from '../../../domain/calendar.ts';
import type { StaffBooking, WalkIn } from '../../../domain/placement-requests.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { appointmentEvents, appointments, appointmentServices } from '../../db/schema.ts';
import { enqueueConfirmationEmail } from '../../mail/outbox.ts';
import { liveMailContext, loadAppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { enqueueDepositRequestEmail } from '../deposits/deposit-emails.ts';
import { holdDepositAskedByDesk } from '../deposits/hold-deposit.ts';
import { planReminder } from '../../mail/reminders.ts';
import {
  assertActiveTechnician,
  assertPlacement,
  loadPlacementDay,
  lockPlacementDates,
} from './appointment-placement.ts';
import { attachCustomer } from '../customers/attach-customer.ts';
import { chosenInOrder } from '../booking/chosen-services.ts';
import type { EditContext } from '../appointments/edit-appointment.ts';
import type { AppointmentDetail } from '../appointments/get-appointment-detail.ts';
import { readStaffAppointment } from '../appointments/staff-appointment-views.ts';

interface Placement {
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
  readonly source: AppointmentSource;
  /** The front desk asks for the owner's deposit (a phone booking): held and e-mailed like an online one. */
  readonly askDeposit?: boolean;
}

/** "New appointment": answers the new appointment's detail. */
export async function createStaffAppointment(context: EditContext, request: StaffBooking): Promise<AppointmentDetail> {
  const id = await insertStaffAppointment(context, request, {
    date: request.date,
    time: request.time,
    source: request.source,
    askDeposit: request.askDeposit,
  });
  return readStaffAppointment(context, id);
}

/** "Walk-in now": starts at the salon's current 5-minute mark, source walk-in. Answers its detail. */
export async function createWalkIn(context: EditContext, request: WalkIn): Promise<AppointmentDetail> {
  const now = salonMoment(context.now, context.salon.timeZone);
  const id = await insertStaffAppointment(context, request, {
    date: now.date,
    time: minutesToTime(currentStartMinute(now)),
    source: 'walk_in',
  });
  return readStaffAppointment(context, id);
}

async function insertStaffAppointment(context: EditContext, request: WalkIn, placement: Placement): Promise<string> {
  const { db, now, salon, publicUrl, staffId } = context;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockPlacementDates(tx, [placement.date]);
    const day = await loadPlacementDay(tx, placement.date, { serviceIds: request.serviceIds });
    const chosen = chosenInOrder(request.serviceIds, day.context.services);
    await assertActiveTechnician(tx, request.technicianId);
    const totals = serviceTotals(chosen);
    const startMinute = timeToMinutes(placement.time);
    const check = {
      date: placement.date,
      startMinute,
      durationMinutes: totals.totalDurationMinutes,
      now: salonMoment(now, salon.timeZone),
      technicianId: request.technicianId,
      overrideCapacity: request.override !== null,
    };
    assertPlacement(day, check);
    // The reason is kept only when the rule was really set aside: a needless override is not one.
    const overrideReason =
      request.override !== null && exceedsCapacity({ ...check, day: day.context.day, others: day.others })
        ? request.override.reason
        : null;

    const customerId = await attachCustomer(tx, { name: request.name, email: request.email, phone: request.phone });
    await tx.insert(appointments).values({
      id,
      customerId,
      customerName: request.name,
      customerEmail: request.email,
      customerPhone: request.phone,
      notes: request.notes,
      appointmentDate: placement.date,
      startTime: placement.time,
      endTime: minutesToTime(startMinute + totals.totalDurationMinutes),
      status: 'confirmed',
      source: placement.source,
      capacityOverrideReason: overrideReason,
      language: request.language,
      technicianId: request.technicianId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(appointmentServices).values(
      chosen.map((service) => ({
        appointmentId: id,
        serviceId: service.id,
        serviceName: service.name,
        priceThb: service.priceThb,
        durationMinutes: service.durationMinutes,
      })),
    );
    await tx.insert(appointmentEvents).values({
      appointmentId: id,
      staffId,
      kind: 'created_by_staff',
      detail: {
        source: placement.source,
        ...(overrideReason === null ? {} : { overrideReason, capacityOverridden: true }),
      },
      createdAt: now,
    });
    if (request.email !== '') await enqueueConfirmationEmail(tx, id, { salon, publicUrl, now });
    await planReminder(tx, id, { salon, publicUrl, now });
    if (placement.askDeposit && request.email !== '') {
      const deposit = await holdDepositAskedByDesk(
        tx,
        { id, reference: bookingReference(id), totalPriceThb: totals.totalPriceThb },
        now,
      );
      if (deposit) {
        const mail = await liveMailContext(tx, { salon, publicUrl, now });
        await enqueueDepositRequestEmail(tx, await loadAppointmentEmailData(tx, id), deposit, mail);
      }
    }
  });
  return id;
}
