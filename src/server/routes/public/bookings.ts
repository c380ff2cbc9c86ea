/**
 * Public booking API (issue 4). Thin: validate, call the engine, answer.
 *
 *   GET  /api/bookings/dates                           the bookable dates (salon time)
 *   GET  /api/bookings/availability?date=&services=    slot states only, never appointments
 *   POST /api/bookings                                 create: 201, 409 full, 422 fields, 429 limited
 */
import { Hono } from 'hono';
import { availabilityQuerySchema, bookingRequestSchema } from '../../../domain/booking-request.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { insertBookingReceivedEmails, renderBookingReceivedEmails } from '../../mail/outbox.ts';
import { planReminder } from '../../mail/reminders.ts';
import { liveMailContext, type AppointmentEmailData } from '../../mail/templates/appointment-email-data.ts';
import { validate } from '../../http/validation.ts';
import { enforceBookingRateLimit } from '../../services/booking-rate-limit.ts';
import { createBooking, toConfirmation, type BookedAppointment } from '../../services/create-booking.ts';
import { listAvailability, listBookingDates } from '../../services/list-availability.ts';

export const bookingRoutes = new Hono<AppEnv>()
  .get('/dates', async (c) => {
    const { db, clock, salon } = c.var.deps;
    return c.json(await listBookingDates(db, clock(), salon));
  })
  .get('/availability', validate('query', availabilityQuerySchema), async (c) => {
    const { db, clock, salon } = c.var.deps;
    const query = c.req.valid('query');
    const availability = await listAvailability({
      db,
      now: clock(),
      salon,
      date: query.date,
      serviceIds: query.services,
    });
    return c.json(availability);
  })
  .post('/', validate('json', bookingRequestSchema), async (c) => {
    const { db, clock, salon, publicUrl } = c.var.deps;
    const request = c.req.valid('json');
    await enforceBookingRateLimit(db, clientIp(c), clock());
    const now = clock();
    // The owner's saved details and hours (issue 13): the salon's notice goes to the saved address.
    const mailContext = await liveMailContext(db, { salon, publicUrl, now });
    const { booking, replayed } = await createBooking({
      db,
      now,
      salon,
      request,
      // "We received your booking" and the salon's notice: rendered before the transaction and its
      // per-date lock, written to the outbox in the same transaction as the appointment.
      prepare: (booked) => renderBookingReceivedEmails(emailDataOf(booked), mailContext),
      onBooked: async (tx, booked, emails) => {
        await insertBookingReceivedEmails(tx, emails, mailContext);
        // Issue 15: the reminder before the appointment (none when booked inside the reminder window).
        await planReminder(tx, booked.id, { salon, publicUrl, now });
      },
    });
    if (replayed) c.header('Idempotent-Replayed', 'true');
    c.var.logger.info({ reference: booking.reference, date: booking.date, replayed }, 'booking created');
    return c.json({ booking: toConfirmation(booking) }, 201);
  });

/** What the e-mails say about a booking being created: what will be written (a new appointment is version 1). */
function emailDataOf(booking: BookedAppointment): AppointmentEmailData {
  return {
    id: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    notes: booking.notes,
    date: booking.date,
    startTime: booking.time,
    endTime: booking.endTime,
    version: 1,
    services: booking.services.map(({ name, priceThb, durationMinutes }) => ({ name, priceThb, durationMinutes })),
    totalPriceThb: booking.totalPriceThb,
    totalDurationMinutes: booking.totalDurationMinutes,
  };
}
