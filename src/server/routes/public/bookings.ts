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
import { enqueueBookingReceivedEmails } from '../../mail/outbox.ts';
import { validate } from '../../http/validation.ts';
import { enforceBookingRateLimit } from '../../services/booking-rate-limit.ts';
import { createBooking, toConfirmation } from '../../services/create-booking.ts';
import { listAvailability, listBookingDates } from '../../services/list-availability.ts';

export const bookingRoutes = new Hono<AppEnv>()
  .get('/dates', (c) => {
    const { clock, salon } = c.var.deps;
    return c.json(listBookingDates(clock(), salon));
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
    const { booking, replayed } = await createBooking({
      db,
      now,
      salon,
      request,
      // "We received your booking" and the salon's notice go to the outbox in the same transaction.
      onBooked: async (tx, booked) => {
        await enqueueBookingReceivedEmails(tx, booked.id, { salon, publicUrl, now });
      },
    });
    if (replayed) c.header('Idempotent-Replayed', 'true');
    c.var.logger.info({ reference: booking.reference, date: booking.date, replayed }, 'booking created');
    return c.json({ booking: toConfirmation(booking) }, 201);
  });
