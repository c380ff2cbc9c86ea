/**
 * The public availability answer: for a date and a set of services, each
 * start time on the grid with its state. Only states leave the server, never
 * appointment rows, names, e-mails or phones (the original product leaked
 * every customer's details here).
 */
import type { SalonConfig } from '../../config/salon.ts';
import { bookingEngineMessageKeys } from '../../domain/booking-request.ts';
import { bookingDateOptions, isBookableDate, type BookingDateOption } from '../../domain/booking-window.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import { serviceTotals } from '../../domain/pricing.ts';
import { salonMoment } from '../../domain/salon-time.ts';
import { startTimeOptions, type StartTimeOption } from '../../domain/start-times.ts';
import type { Database } from '../db/client.ts';
import { chosenInOrder, fieldError, loadBookingContext } from './booking-queries.ts';

type SalonFacts = Pick<SalonConfig, 'timeZone' | 'hours'>;

export interface BookingDates {
  /** The salon's today (its time zone), which the labels Today and Tomorrow refer to. */
  readonly today: CalendarDate;
  readonly dates: readonly BookingDateOption[];
}

/** The dates a customer may choose right now, by the server's clock in salon time. */
export function listBookingDates(now: Date, salon: SalonFacts): BookingDates {
  const today = salonMoment(now, salon.timeZone).date;
  return { today, dates: bookingDateOptions(today, salon.hours.openDays) };
}

export interface Availability {
  readonly date: CalendarDate;
  readonly totalDurationMinutes: number;
  readonly totalPriceThb: number;
  readonly times: readonly StartTimeOption[];
}

export interface ListAvailabilityOptions {
  readonly db: Database;
  readonly now: Date;
  readonly salon: SalonFacts;
  readonly date: CalendarDate;
  readonly serviceIds: readonly number[];
}

export async function listAvailability(options: ListAvailabilityOptions): Promise<Availability> {
  const { db, now, salon, date, serviceIds } = options;
  const moment = salonMoment(now, salon.timeZone);
  if (!isBookableDate(date, moment.date, salon.hours.openDays)) {
    throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  }
  // The services and the day's occupied times in one statement.
  const context = await loadBookingContext(db, { date, serviceIds });
  const totals = serviceTotals(chosenInOrder(serviceIds, context.services));
  const existing = context.booked;
  return {
    date,
    totalDurationMinutes: totals.totalDurationMinutes,
    totalPriceThb: totals.totalPriceThb,
    times: startTimeOptions({
      date,
      durationMinutes: totals.totalDurationMinutes,
      now: moment,
      existing,
      hours: salon.hours,
    }),
  };
}
