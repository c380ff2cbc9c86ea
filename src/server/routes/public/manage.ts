/**
 * The customer's own booking through their private link (decision 170). Thin: resolve the
 * token (one 404 for every token that opens nothing, 429 for an address that keeps trying), call one
 * service, answer. Every answer is marked private (no-store, no-referrer, noindex). Reading never changes
 * anything; the two changes are same-origin POSTs (app.ts) naming the version the customer saw.
 *
 *   GET  /api/manage/booking?token=                -> { booking: ManagedBooking }
 *   GET  /api/manage/availability?token=&date=     -> Availability
 *   GET  /api/manage/calendar?token=               -> text/calendar
 *   POST /api/manage/cancel      { token, version }              -> { booking }
 *   POST /api/manage/reschedule  { token, version, date, time }  -> { booking }
 */
import { Hono, type Context } from 'hono';
import {
  manageAvailabilityQuerySchema,
  manageCancelSchema,
  manageRescheduleSchema,
  manageTokenQuerySchema,
} from '../../../domain/manage-booking.ts';
import type { AppEnv } from '../../app-env.ts';
import { markPrivate } from '../../http/private-response.ts';
import { dropReminders, planReminder, reminderDroppedForStatus } from '../../mail/reminders.ts';
import { validate } from '../../http/validation.ts';
import { bookingCalendarFile } from '../../services/manage-booking/booking-calendar-file.ts';
import {
  cancelBookingByCustomer,
  rescheduleBookingByCustomer,
} from '../../services/manage-booking/customer-changes.ts';
import { loadManagedBooking } from '../../services/manage-booking/get-managed-booking.ts';
import { listManageAvailability } from '../../services/manage-booking/manage-availability.ts';
import { appointmentOfManageToken } from './manage-token.ts';

async function bookingAnswer(c: Context<AppEnv>, appointmentId: string) {
  const { db, clock, salon } = c.var.deps;
  const { booking } = await loadManagedBooking(db, appointmentId, { salon, now: clock() });
  return { booking };
}

export const manageRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    markPrivate(c);
  })
  .get('/booking', validate('query', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('query').token);
    return c.json(await bookingAnswer(c, appointmentId));
  })
  .get('/availability', validate('query', manageAvailabilityQuerySchema), async (c) => {
    const { token, date } = c.req.valid('query');
    const appointmentId = await appointmentOfManageToken(c, token);
    const { db, clock, salon } = c.var.deps;
    return c.json(await listManageAvailability({ db, appointmentId, date, now: clock(), salon }));
  })
  .get('/calendar', validate('query', manageTokenQuerySchema), async (c) => {
    const appointmentId = await appointmentOfManageToken(c, c.req.valid('query').token);
    const { db, clock, salon, publicUrl } = c.var.deps;
    const { ics, reference } = await bookingCalendarFile(db, appointmentId, { salon, publicUrl, now: clock() });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="appointment-${reference}.ics"`);
    return c.body(ics);
  })
  .post('/cancel', validate('json', manageCancelSchema), async (c) => {
    const { token, version } = c.req.valid('json');
    const appointmentId = await appointmentOfManageToken(c, token);
    const { db, clock, salon, publicUrl } = c.var.deps;
    await cancelBookingByCustomer(
      { db, appointmentId, version, now: clock(), salon, publicUrl },
      { afterChange: async (tx, id) => void (await dropReminders(tx, id, reminderDroppedForStatus('cancelled'))) },
    );
    c.var.logger.info({ appointmentId }, 'booking cancelled by the customer');
    return c.json(await bookingAnswer(c, appointmentId));
  })
  .post('/reschedule', validate('json', manageRescheduleSchema), async (c) => {
    const { token, version, date, time } = c.req.valid('json');
    const appointmentId = await appointmentOfManageToken(c, token);
    const { db, clock, salon, publicUrl } = c.var.deps;
    const now = clock();
    await rescheduleBookingByCustomer(
      { db, appointmentId, version, date, time, now, salon, publicUrl },
      { afterChange: async (tx, id) => void (await planReminder(tx, id, { salon, publicUrl, now })) },
    );
    c.var.logger.info({ appointmentId, date, time }, 'booking rescheduled by the customer');
    return c.json(await bookingAnswer(c, appointmentId));
  });
