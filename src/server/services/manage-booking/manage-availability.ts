/**
 * Free times for a customer moving their booking: the same answer as the booking page's
 * (`list-availability.ts`: each start time on the grid with its state, never other appointments), for
 * the appointment's own length, with its own place left out of the occupied times so that a time
 * overlapping the current one is offered when the salon has room for it.
 */
import { asc, eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { bookingEngineMessageKeys } from '../../../domain/booking-request.ts';
import { isInBookingWindow } from '../../../domain/booking-window.ts';
import { timeToMinutes, type CalendarDate } from '../../../domain/calendar.ts';
import { isClosedAllDay } from '../../../domain/day-availability.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { SETTINGS_LIMITS } from '../../../domain/salon-settings.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { startTimeOptions } from '../../../domain/start-times.ts';
import type { Database } from '../../db/client.ts';
import { appointments, appointmentServices } from '../../db/schema.ts';
import { fieldError } from '../shared/refusals.ts';
import { loadBookingContext } from '../booking/booking-context.ts';
import type { Availability } from '../booking/list-availability.ts';

export interface ManageAvailabilityOptions {
  readonly db: Database;
  readonly appointmentId: string;
  readonly date: CalendarDate;
  readonly now: Date;
  readonly salon: Pick<SalonConfig, 'timeZone'>;
}

export async function listManageAvailability(options: ManageAvailabilityOptions): Promise<Availability> {
  const { db, appointmentId, date, now, salon } = options;
  const moment = salonMoment(now, salon.timeZone);
  if (!isInBookingWindow(date, moment.date, SETTINGS_LIMITS.windowDaysAhead.max)) {
    throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  }
  const [[row], lines, context] = await Promise.all([
    db
      .select({ startTime: appointments.startTime, endTime: appointments.endTime })
      .from(appointments)
      .where(eq(appointments.id, appointmentId)),
    db
      .select({ priceThb: appointmentServices.priceThb, durationMinutes: appointmentServices.durationMinutes })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, appointmentId))
      .orderBy(asc(appointmentServices.id)),
    loadBookingContext(db, { date, exceptAppointmentId: appointmentId }),
  ]);
  if (!row) throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  const { day } = context;
  if (!isInBookingWindow(date, moment.date, day.rules.windowDaysAhead) || day.hours === null) {
    throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  }
  if (isClosedAllDay(day)) throw fieldError('date', bookingEngineMessageKeys.dateClosed);
  // The appointment's own length (staff may have added a service since it was booked).
  const durationMinutes = timeToMinutes(row.endTime) - timeToMinutes(row.startTime);
  return {
    date,
    totalDurationMinutes: durationMinutes,
    totalPriceThb: serviceTotals(lines).totalPriceThb,
    closesAtMinute: day.hours.closesAtMinute,
    times: startTimeOptions({ date, durationMinutes, now: moment, existing: context.booked, day }),
  };
}
