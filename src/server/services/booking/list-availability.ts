/**
 * The public availability answer: for a date and a set of services, each
 * start time on the grid with its state. Only states leave the server, never
 * appointment rows, names, e-mails or phones (the original product leaked
 * every customer's details here).
 */
import type { SalonConfig } from '../../../config/salon.ts';
import { bookingEngineMessageKeys } from '../../../domain/booking-request.ts';
import {
  bookingDateOptions,
  closedDatesInWindow,
  isInBookingWindow,
  type BookingDateOption,
  type ClosedDate,
} from '../../../domain/booking-window.ts';
import type { CalendarDate } from '../../../domain/calendar.ts';
import { isClosedAllDay, noticeHorizon } from '../../../domain/day-availability.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { SETTINGS_LIMITS } from '../../../domain/salon-settings.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { startTimeOptions, type StartTimeOption } from '../../../domain/start-times.ts';
import type { Database } from '../../db/client.ts';
import { chosenInOrder } from './chosen-services.ts';
import { fieldError } from '../shared/refusals.ts';
import { loadBookingContext } from './booking-context.ts';
import { loadBookingWindow } from './load-booking-window.ts';

type SalonFacts = Pick<SalonConfig, 'timeZone'>;

export interface BookingDates {
  /** The salon's today (its time zone), which the labels Today and Tomorrow refer to. */
  readonly today: CalendarDate;
  readonly dates: readonly BookingDateOption[];
  /** Dates the salon would open by the week but is closed all day, with the reason ("Closed for Songkran"). */
  readonly closedDates: readonly ClosedDate[];
}

/** The dates a customer may choose right now, by the server's clock in salon time and the owner's settings. */
export async function listBookingDates(db: Database, now: Date, salon: SalonFacts): Promise<BookingDates> {
  const moment = salonMoment(now, salon.timeZone);
  const today = moment.date;
  const { schedule, closedDates } = await loadBookingWindow(db, today);
  const settings = {
    hours: schedule.hours,
    windowDaysAhead: schedule.rules.windowDaysAhead,
    closedDates,
    earliestDate: noticeHorizon(moment, schedule.rules.minimumNoticeMinutes).date,
  };
  return { today, dates: bookingDateOptions(today, settings), closedDates: closedDatesInWindow(today, settings) };
}

export interface Availability {
  readonly date: CalendarDate;
  readonly totalDurationMinutes: number;
  readonly totalPriceThb: number;
  /** That day's closing time (the latest end), so the form can explain a treatment that would end after it. */
  readonly closesAtMinute: number;
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
  // A date far outside any window is refused before reading anything.
  if (!isInBookingWindow(date, moment.date, SETTINGS_LIMITS.windowDaysAhead.max)) {
    throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  }
  // The services, the day's occupied times and the day's settings in one statement.
  const context = await loadBookingContext(db, { date, serviceIds });
  const { day } = context;
  if (!isInBookingWindow(date, moment.date, day.rules.windowDaysAhead) || day.hours === null) {
    throw fieldError('date', bookingEngineMessageKeys.dateUnavailable);
  }
  if (isClosedAllDay(day)) throw fieldError('date', bookingEngineMessageKeys.dateClosed);
  const totals = serviceTotals(chosenInOrder(serviceIds, context.services));
  return {
    date,
    totalDurationMinutes: totals.totalDurationMinutes,
    totalPriceThb: totals.totalPriceThb,
    closesAtMinute: day.hours.closesAtMinute,
    times: startTimeOptions({
      date,
      durationMinutes: totals.totalDurationMinutes,
      now: moment,
      existing: context.booked,
      day,
    }),
  };
}
